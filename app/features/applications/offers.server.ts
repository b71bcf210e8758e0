// Read here, not through the visa and permit features: a feature never imports another (docs/decisions/020).
import { and, asc, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { drivingLicenseOffers, visaOffers } from "../../platform/db/schema/index.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { type ApplicationKind, KINDS } from "./kinds.ts";

export interface OfferChoice {
  ref: string;
  label: string;
  priceCents: number;
}

/** The lists are a handful; this bounds a runaway catalogue. */
const MAX_CHOICES = 100;

export async function offerChoices(
  db: Queryable,
  kind: ApplicationKind,
  locale: Locale,
): Promise<OfferChoice[]> {
  if (KINDS[kind].offer === "visa") {
    const rows = await db
      .select({
        slug: visaOffers.slug,
        title: visaOffers.title,
        destination: visaOffers.destination,
        priceCents: visaOffers.priceCents,
      })
      .from(visaOffers)
      .where(eq(visaOffers.status, "active"))
      .orderBy(asc(visaOffers.slug))
      .limit(MAX_CHOICES);
    return rows.map((row) => ({
      ref: row.slug,
      label: `${pick(row.destination, locale)} · ${pick(row.title, locale)}`,
      priceCents: row.priceCents,
    }));
  }
  const rows = await db
    .select({
      id: drivingLicenseOffers.id,
      title: drivingLicenseOffers.title,
      priceCents: drivingLicenseOffers.priceCents,
    })
    .from(drivingLicenseOffers)
    .where(
      and(
        eq(drivingLicenseOffers.status, "active"),
        eq(drivingLicenseOffers.service, kind === "visa" ? "international-driving-license" : kind),
      ),
    )
    .orderBy(asc(drivingLicenseOffers.priceCents), desc(drivingLicenseOffers.createdAt))
    .limit(MAX_CHOICES);
  return rows.map((row) => ({ ref: row.id, label: pick(row.title, locale), priceCents: row.priceCents }));
}
