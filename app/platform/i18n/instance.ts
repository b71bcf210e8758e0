import i18next, { type i18n, type Resource } from "i18next";
import { defaultLocale, type Locale } from "./localized.ts";

export const namespaces = [
  "common",
  "errors",
  "home",
  "newsletter",
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

const instances = new WeakMap<LanguageBundle, Map<Locale, i18n>>();

/** The browser gets its bundle through the root loader, so that no translation file is part of the client JS.
 * One instance per bundle and language: bundleFor gives every render of a page the same bundle, so i18next is set
 * up once per page rather than on each request (nothing changes an instance's language or resources). */
export function createI18nInstance(locale: Locale, bundle: LanguageBundle): i18n {
  const byLocale = instances.get(bundle) ?? new Map<Locale, i18n>();
  instances.set(bundle, byLocale);
  const known = byLocale.get(locale);
  if (known) return known;
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
  byLocale.set(locale, instance);
  return instance;
}
