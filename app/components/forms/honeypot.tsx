import { useId } from "react";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

/** A field no person fills in: hidden from sight and from screen readers; a bot that fills it is refused. */
export const HONEYPOT_FIELD = "contact_website";

/**
 * A field for bots on public forms: off-screen (not display:none, which bots skip), out of the tab order and
 * of the accessibility tree, never autofilled. parseSubmission refuses a form where it holds anything.
 */
export function Honeypot() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -start-[9999px] top-0 size-px overflow-hidden"
    >
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
