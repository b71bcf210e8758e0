import { cx } from "./cx.ts";

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cx("inline-flex items-center", className)}>
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-current border-e-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
