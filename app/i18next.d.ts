/**
 * i18next's type options: every `t("…")` key is checked by the compiler against the English resources
 * (app/locales/en/*.json, bundled in `resources` of platform/i18n/i18n.ts). The Arabic files have the same keys
 * (platform/i18n/locales.test.ts). See platform/i18n/keys.ts for the key types the app uses.
 */
import type { resources } from "./platform/i18n/i18n.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["en"];
    /** As in instance.ts: "errors:codes.API_TIMEOUT" names a namespace, dots walk into the JSON. */
    nsSeparator: ":";
    keySeparator: ".";
    returnNull: false;
    /** Keys are checked as strings (`t("nav.esim")`), not with the selector API. */
    enableSelector: false;
    /** A `defaultValue` does not excuse an unknown key: keys from data go through `keyFromData` (keys.ts). */
    strictKeyChecks: true;
  }
}
