import i18next, { type i18n, type Resource } from "i18next";
import { defaultLocale, type Locale } from "./localized.ts";

export const namespaces = [
  "common",
  "errors",
  "home",
  "cart",
  "auth",
  "cms",
  "catalog",
  "esim",
  "accessories",
  "packages",
  "shop",
  "checkout",
  "admin",
  "applications",
  "tracking",
  "permits",
  "consultations",
  "profile",
  "adminRequests",
  "adminPeople",
  "adminOrders",
  "adminSettings",
] as const;

/** The translations of one language, all namespaces: what the browser receives in the root loader data. */
export type LanguageBundle = Resource[string];

/**
 * A ready i18next instance for one language from an already-loaded bundle. The browser gets its bundle through the
 * root loader (only the current language), so no translation file is part of the client JavaScript.
 */
export function createI18nInstance(locale: Locale, bundle: LanguageBundle): i18n {
  const instance = i18next.createInstance();
  instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: ["en", "ar"],
    ns: [...namespaces],
    defaultNS: "common",
    resources: { [locale]: bundle },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
