import i18next, { type i18n, type Resource, type TFunction } from "i18next";
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
  "status",
] as const;

export type LanguageBundle = Resource[string];

const instances = new WeakMap<LanguageBundle, Map<Locale, i18n>>();

/** The browser fetches its bundle as files (translation-files.ts), so that no translation is part of the client JS.
 * One instance per bundle and language: pageBundle gives every render of a page the same bundle, so i18next is
 * set up once per page rather than on each request (nothing changes an instance's language or resources). */
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

const translators = new WeakMap<i18n, Map<string, TFunction>>();

/**
 * The instance's `t` for one namespace, the same function for every component that asks, remembering what each
 * key without options gave: a page calls `t` hundreds of times and i18next resolves each call anew (a tenth of a
 * server render), while an instance's language and resources never change.
 */
export function translatorFor(instance: i18n, ns: string | null): TFunction {
  const byNamespace = translators.get(instance) ?? new Map<string, TFunction>();
  translators.set(instance, byNamespace);
  const known = byNamespace.get(ns ?? "");
  if (known) return known;
  const base = instance.getFixedT(null, ns as never) as unknown as (...args: unknown[]) => unknown;
  const remembered = new Map<string, unknown>();
  const t = ((key: string | string[], ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== "string") return base(key, ...rest);
    if (!remembered.has(key)) remembered.set(key, base(key));
    return remembered.get(key);
  }) as unknown as TFunction;
  byNamespace.set(ns ?? "", t);
  return t;
}
