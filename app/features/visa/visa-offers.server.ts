import { and, asc, countDistinct, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { cmsPages, visaOffers } from "../../platform/db/schema/index.ts";
import { feePolicyOf } from "../../platform/domain/offer-terms.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";

export interface VisaOfferCard {
  slug: string;
  countryCode: string;
  destination: string;
  title: string;
  description: string;
  visaType: string;
  processingDays: number;
  validityDays: number;
  priceCents: number;
  requirements: string[];
  imageUrl: string | null;
  /** The offer's guide, the published CMS page /visa/{slug}; null while there is none (no dead link). */
  guideHref: string | null;
  /** null: the shop's default words */
  feePolicy: string | null;
}

/** Spec §7: visa_offers list. */
export async function listVisaOffers(db: Queryable, locale: Locale): Promise<VisaOfferCard[]> {
  const rows = await db
    .select({ offer: visaOffers, guideSlug: cmsPages.slug })
    .from(visaOffers)
    .leftJoin(
      cmsPages,
      and(eq(cmsPages.section, "visa"), eq(cmsPages.slug, visaOffers.slug), eq(cmsPages.status, "published")),
    )
    .where(eq(visaOffers.status, "active"))
    .orderBy(desc(visaOffers.createdAt), asc(visaOffers.slug));
  return rows.map(({ offer: row, guideSlug }) => ({
    slug: row.slug,
    countryCode: row.countryCode,
    destination: pick(row.destination, locale),
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    visaType: row.visaType,
    processingDays: row.processingDays,
    validityDays: row.validityDays,
    priceCents: row.priceCents,
    requirements: row.requirements.map((requirement) => pick(requirement, locale)).filter(Boolean),
    imageUrl: row.coverPhotoUrl,
    guideHref: guideSlug === null ? null : `/visa/${encodeURIComponent(guideSlug)}`,
    feePolicy: feePolicyOf(row.feePolicy, locale),
  }));
}

export async function countVisaDestinations(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(visaOffers.countryCode) })
    .from(visaOffers)
    .where(eq(visaOffers.status, "active"));
  return Number(row?.value ?? 0);
}
