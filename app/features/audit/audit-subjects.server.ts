// The audit log stores ids; staff look for order numbers, tracking numbers, e-mails and names. One query per kind of
// subject on a page of entries, by primary key.
import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  applications,
  cmsPages,
  cmsPosts,
  drivingLicenseOffers,
  esimDestinations,
  esimPlans,
  newsletterSubscribers,
  orders,
  travelAccessories,
  travelPackages,
  user,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { bookingReference, consultationReference } from "../../platform/domain/references.ts";
import { type Locale, type Localized, pick } from "../../platform/i18n/localized.ts";

type Source = { table: PgTable; id: PgColumn; label: PgColumn };

const SOURCES: Record<string, Source> = {
  order: { table: orders, id: orders.id, label: orders.number },
  application: { table: applications, id: applications.id, label: applications.trackingId },
  user: { table: user, id: user.id, label: user.email },
  newsletter_subscriber: {
    table: newsletterSubscribers,
    id: newsletterSubscribers.id,
    label: newsletterSubscribers.email,
  },
  esim_destination: { table: esimDestinations, id: esimDestinations.id, label: esimDestinations.name },
  esim_plan: { table: esimPlans, id: esimPlans.id, label: esimPlans.name },
  accessory: { table: travelAccessories, id: travelAccessories.id, label: travelAccessories.name },
  travel_package: { table: travelPackages, id: travelPackages.id, label: travelPackages.name },
  visa_offer: { table: visaOffers, id: visaOffers.id, label: visaOffers.title },
  driving_license_offer: {
    table: drivingLicenseOffers,
    id: drivingLicenseOffers.id,
    label: drivingLicenseOffers.title,
  },
  cms_page: { table: cmsPages, id: cmsPages.id, label: cmsPages.title },
  cms_post: { table: cmsPosts, id: cmsPosts.id, label: cmsPosts.title },
};

/** References made from the id itself: they read the same after the record is deleted. */
const FROM_ID: Record<string, (id: string) => string> = {
  booking: bookingReference,
  education_consultation: consultationReference,
  business_consultation: consultationReference,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Users have text ids; every other table a uuid, which a malformed id must not reach. */
const fitsTable = (type: string, id: string) => type === "user" || UUID.test(id);

function textOf(value: unknown, locale: Locale): string | null {
  if (typeof value === "string") return value || null;
  if (value && typeof value === "object") return pick(value as Localized, locale) || null;
  return null;
}

export const subjectKey = (type: string, id: string) => `${type}:${id}`;

/** "type:id" → what staff call the subject; a subject that is gone, or of a kind without a name, is left out. */
export async function subjectLabels(
  db: Queryable,
  rows: readonly { subjectType: string; subjectId: string | null }[],
  locale: Locale,
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const wanted = new Map<string, Set<string>>();
  for (const { subjectType: type, subjectId: id } of rows) {
    if (!id || !fitsTable(type, id)) continue;
    const fromId = FROM_ID[type];
    if (fromId) labels.set(subjectKey(type, id), fromId(id));
    else if (SOURCES[type]) wanted.set(type, (wanted.get(type) ?? new Set()).add(id));
  }
  // One after the other: inside a transaction they would share one connection.
  for (const [type, ids] of wanted) {
    const source = SOURCES[type]!;
    const found = await db
      .select({ id: source.id, label: source.label })
      .from(source.table)
      .where(inArray(source.id, [...ids]));
    for (const row of found) {
      const label = textOf(row.label, locale);
      if (label) labels.set(subjectKey(type, String(row.id)), label);
    }
  }
  return labels;
}
