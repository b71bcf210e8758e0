import type { i18n } from "i18next";
import arAccessories from "../../locales/ar/accessories.json" with { type: "json" };
import arAdmin from "../../locales/ar/admin.json" with { type: "json" };
import arAdminCatalogue from "../../locales/ar/adminCatalogue.json" with { type: "json" };
import arAdminCms from "../../locales/ar/adminCms.json" with { type: "json" };
import arAdminOrders from "../../locales/ar/adminOrders.json" with { type: "json" };
import arAdminPeople from "../../locales/ar/adminPeople.json" with { type: "json" };
import arAdminRequests from "../../locales/ar/adminRequests.json" with { type: "json" };
import arAdminSettings from "../../locales/ar/adminSettings.json" with { type: "json" };
import arApplications from "../../locales/ar/applications.json" with { type: "json" };
import arAuth from "../../locales/ar/auth.json" with { type: "json" };
import arCart from "../../locales/ar/cart.json" with { type: "json" };
import arCatalog from "../../locales/ar/catalog.json" with { type: "json" };
import arCheckout from "../../locales/ar/checkout.json" with { type: "json" };
import arCms from "../../locales/ar/cms.json" with { type: "json" };
import arCommon from "../../locales/ar/common.json" with { type: "json" };
import arConsultations from "../../locales/ar/consultations.json" with { type: "json" };
import arErrors from "../../locales/ar/errors.json" with { type: "json" };
import arEsim from "../../locales/ar/esim.json" with { type: "json" };
import arHome from "../../locales/ar/home.json" with { type: "json" };
import arNewsletter from "../../locales/ar/newsletter.json" with { type: "json" };
import arPackages from "../../locales/ar/packages.json" with { type: "json" };
import arPermits from "../../locales/ar/permits.json" with { type: "json" };
import arProfile from "../../locales/ar/profile.json" with { type: "json" };
import arShop from "../../locales/ar/shop.json" with { type: "json" };
import arStatus from "../../locales/ar/status.json" with { type: "json" };
import arTracking from "../../locales/ar/tracking.json" with { type: "json" };
import enAccessories from "../../locales/en/accessories.json" with { type: "json" };
import enAdmin from "../../locales/en/admin.json" with { type: "json" };
import enAdminCatalogue from "../../locales/en/adminCatalogue.json" with { type: "json" };
import enAdminCms from "../../locales/en/adminCms.json" with { type: "json" };
import enAdminOrders from "../../locales/en/adminOrders.json" with { type: "json" };
import enAdminPeople from "../../locales/en/adminPeople.json" with { type: "json" };
import enAdminRequests from "../../locales/en/adminRequests.json" with { type: "json" };
import enAdminSettings from "../../locales/en/adminSettings.json" with { type: "json" };
import enApplications from "../../locales/en/applications.json" with { type: "json" };
import enAuth from "../../locales/en/auth.json" with { type: "json" };
import enCart from "../../locales/en/cart.json" with { type: "json" };
import enCatalog from "../../locales/en/catalog.json" with { type: "json" };
import enCheckout from "../../locales/en/checkout.json" with { type: "json" };
import enCms from "../../locales/en/cms.json" with { type: "json" };
import enCommon from "../../locales/en/common.json" with { type: "json" };
import enConsultations from "../../locales/en/consultations.json" with { type: "json" };
import enErrors from "../../locales/en/errors.json" with { type: "json" };
import enEsim from "../../locales/en/esim.json" with { type: "json" };
import enHome from "../../locales/en/home.json" with { type: "json" };
import enNewsletter from "../../locales/en/newsletter.json" with { type: "json" };
import enPackages from "../../locales/en/packages.json" with { type: "json" };
import enPermits from "../../locales/en/permits.json" with { type: "json" };
import enProfile from "../../locales/en/profile.json" with { type: "json" };
import enShop from "../../locales/en/shop.json" with { type: "json" };
import enStatus from "../../locales/en/status.json" with { type: "json" };
import enTracking from "../../locales/en/tracking.json" with { type: "json" };
import { createI18nInstance, type LanguageBundle } from "./instance.ts";
import type { TFunctionOf } from "./keys.ts";
import type { Locale } from "./localized.ts";
import type { Namespace } from "./route-namespaces.ts";

export { namespaces } from "./instance.ts";

export const resources = {
  en: {
    common: enCommon,
    errors: enErrors,
    home: enHome,
    newsletter: enNewsletter,
    cart: enCart,
    auth: enAuth,
    cms: enCms,
    catalog: enCatalog,
    esim: enEsim,
    accessories: enAccessories,
    packages: enPackages,
    shop: enShop,
    checkout: enCheckout,
    admin: enAdmin,
    applications: enApplications,
    tracking: enTracking,
    permits: enPermits,
    consultations: enConsultations,
    profile: enProfile,
    adminRequests: enAdminRequests,
    adminPeople: enAdminPeople,
    adminOrders: enAdminOrders,
    adminSettings: enAdminSettings,
    adminCatalogue: enAdminCatalogue,
    adminCms: enAdminCms,
    status: enStatus,
  },
  ar: {
    common: arCommon,
    errors: arErrors,
    home: arHome,
    newsletter: arNewsletter,
    cart: arCart,
    auth: arAuth,
    cms: arCms,
    catalog: arCatalog,
    esim: arEsim,
    accessories: arAccessories,
    packages: arPackages,
    shop: arShop,
    checkout: arCheckout,
    admin: arAdmin,
    applications: arApplications,
    tracking: arTracking,
    permits: arPermits,
    consultations: arConsultations,
    profile: arProfile,
    adminRequests: arAdminRequests,
    adminPeople: arAdminPeople,
    adminOrders: arAdminOrders,
    adminSettings: arAdminSettings,
    adminCatalogue: arAdminCatalogue,
    adminCms: arAdminCms,
    status: arStatus,
  },
} as const;

/** Server and tests only: the browser fetches the files of its page (translation-files.ts). */
export function createI18n(locale: Locale): i18n {
  return createI18nInstance(locale, resources[locale] as LanguageBundle);
}

export function translator(locale: Locale): TFunctionOf {
  return createI18n(locale).t;
}

const bundles = new Map<string, LanguageBundle>();

/** The same object for every request of a page, so that its i18next instance is made once (createI18nInstance). */
export function bundleFor(locale: Locale, namespaces: readonly Namespace[]): LanguageBundle {
  const key = `${locale}:${namespaces.join(",")}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    const all = resources[locale];
    bundle = Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as LanguageBundle;
    bundles.set(key, bundle);
  }
  return bundle;
}
