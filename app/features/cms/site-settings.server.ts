import { eq } from "drizzle-orm";
import type { SiteChrome } from "../../components/site-chrome.ts";
import type { Queryable } from "../../platform/db/client.server.ts";
import { siteSettings } from "../../platform/db/schema/index.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import type { Logger } from "../../platform/server/logger.server.ts";

const defaults = { siteName: { en: "Travel Services", ar: "خدمات السفر" }, primaryColor: "#0f766e" };

function defaultSiteChrome(locale: Locale): SiteChrome {
  return {
    siteName: pick(defaults.siteName, locale),
    logoUrl: null,
    primaryColor: defaults.primaryColor,
    contactEmail: "",
    contactPhone: "",
    contactAddress: "",
    contactHours: "",
    messagingNumber: "",
  };
}

/** Defaults when the database is unavailable (given a logger), so that error screens still render the chrome. */
export async function getSiteChrome(db: Queryable, locale: Locale, logger?: Logger): Promise<SiteChrome> {
  let row: typeof siteSettings.$inferSelect | undefined;
  try {
    [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, "default"));
  } catch (error) {
    if (!logger) throw error;
    logger.error({ err: error }, "site settings unavailable");
    return defaultSiteChrome(locale);
  }
  return {
    siteName: pick(row?.siteName ?? defaults.siteName, locale),
    logoUrl: row?.logoUrl ?? null,
    primaryColor: /^#[0-9a-f]{6}$/i.test(row?.primaryColor ?? "") ? row!.primaryColor : defaults.primaryColor,
    contactEmail: row?.contactEmail ?? "",
    contactPhone: row?.contactPhone ?? "",
    contactAddress: row ? pick(row.contactAddress, locale) : "",
    contactHours: row ? pick(row.contactHours, locale) : "",
    messagingNumber: row?.messagingNumber ?? "",
  };
}
