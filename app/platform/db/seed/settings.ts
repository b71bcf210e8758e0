import type { siteSettings } from "../schema/settings.ts";

export type SiteSettingsRow = typeof siteSettings.$inferInsert;

/** The chrome's defaults. payment_settings is seeded by the payments module, not here. */
export const SITE_SETTINGS = {
  id: "default",
  siteName: { en: "Travel Services", ar: "خدمات السفر" },
  logoUrl: null,
  primaryColor: "#0f766e",
  contactEmail: "support@travel-services.example",
  contactPhone: "+971 4 123 4567",
  contactAddress: {
    en: "Office 1204, Bay View Tower, Business Bay, Dubai, United Arab Emirates",
    ar: "مكتب 1204، برج باي فيو، الخليج التجاري، دبي، الإمارات العربية المتحدة",
  },
  contactHours: {
    en: "Monday to Friday, 9 AM to 6 PM",
    ar: "من الاثنين إلى الجمعة، من 9 صباحًا إلى 6 مساءً",
  },
  messagingNumber: "971501234567",
} as const satisfies SiteSettingsRow;
