import { useId } from "react";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

export const HONEYPOT_FIELD = "contact_website";

/** Off-screen rather than display:none, which bots skip. */
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
