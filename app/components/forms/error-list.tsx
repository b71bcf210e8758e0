import { cx } from "../ui/cx.ts";

/** A field's messages (not an alert: the form's own message is the one announced). */
export function ErrorList({
  id,
  errors,
  className,
}: {
  id?: string;
  errors?: string[] | null;
  className?: string;
}) {
  if (!errors?.length) return null;
  return (
    <div id={id} className={cx("text-sm", className ?? "text-red-700")}>
      {/* Several failed checks of one rule (a password's) give the same message: it is said once. */}
      {[...new Set(errors)].map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
