import i18next, { type i18n, type TFunction } from "i18next";
import arCommon from "../../locales/ar/common.json" with { type: "json" };
import arErrors from "../../locales/ar/errors.json" with { type: "json" };
import enCommon from "../../locales/en/common.json" with { type: "json" };
import enErrors from "../../locales/en/errors.json" with { type: "json" };
import { defaultLocale, type Locale } from "./localized.ts";

export const namespaces = ["common", "errors"] as const;

export const resources = {
  en: { common: enCommon, errors: enErrors },
  ar: { common: arCommon, errors: arErrors },
} as const;

/** A ready i18next instance for one language (one per request on the server, one in the browser). */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: ["en", "ar"],
    ns: [...namespaces],
    defaultNS: "common",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const cache = new Map<Locale, TFunction>();

/** A translate function for server code outside React (auth messages, e-mails). */
export function translator(locale: Locale): TFunction {
  let t = cache.get(locale);
  if (!t) {
    t = createI18n(locale).t;
    cache.set(locale, t);
  }
  return t;
}
