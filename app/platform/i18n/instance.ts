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
  "adminCms",
  "adminCatalogue",
] as const;

export type LanguageBundle = Resource[string];

/** The browser gets its bundle through the root loader, so that no translation file is part of the client JS. */
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
