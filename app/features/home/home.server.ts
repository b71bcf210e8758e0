import { and, asc, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type EsimCategory,
  esimDestinations,
  esimPlans,
  testimonials,
  travelPackages,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";

export interface HomeDestination {
  slug: string;
  name: string;
  isoCode: string | null;
  category: EsimCategory;
  imageUrl: string | null;
  /** Cheapest active plan. */
  fromPriceCents: number;
  planCount: number;
}

export interface HomePackage {
  slug: string;
  name: string;
  destination: string;
  durationDays: number;
  rating: number | null;
  priceCents: number;
  imageUrl: string | null;
}

export interface HomeTestimonial {
  id: string;
  authorName: string;
  location: string;
  quote: string;
  service: string;
  rating: number;
}

export interface HomeStats {
  esimDestinations: number;
  visaDestinations: number;
  travelPackages: number;
}

export interface HomePageData {
  destinations: HomeDestination[];
  packages: HomePackage[];
  testimonials: HomeTestimonial[];
  stats: HomeStats;
}

export const HOME_LIMITS = { destinations: 8, packages: 4, testimonials: 6 } as const;

/**
 * What the landing page shows, read from the database: popular eSIM destinations that have at least one
 * active plan (by English name, with the cheapest plan's price), featured travel packages (newest first),
 * testimonials (in their position order) and a few catalogue counts.
 */
export async function loadHomePage(db: Queryable, locale: Locale): Promise<HomePageData> {
  const plans = db
    .select({
      destinationId: esimPlans.destinationId,
      fromPriceCents: sql<number>`min(${esimPlans.priceCents})`.as("from_price_cents"),
      planCount: count().as("plan_count"),
    })
    .from(esimPlans)
    .where(eq(esimPlans.status, "active"))
    .groupBy(esimPlans.destinationId)
    .as("plans");

  const [destinations, packages, quotes, [destinationCount], [visaCount], [packageCount]] = await Promise.all(
    [
      db
        .select({
          slug: esimDestinations.slug,
          name: esimDestinations.name,
          isoCode: esimDestinations.isoCode,
          category: esimDestinations.category,
          imageUrl: esimDestinations.imageUrl,
          fromPriceCents: plans.fromPriceCents,
          planCount: plans.planCount,
        })
        .from(esimDestinations)
        .innerJoin(plans, eq(plans.destinationId, esimDestinations.id))
        .where(and(eq(esimDestinations.status, "active"), eq(esimDestinations.popular, true)))
        .orderBy(sql`${esimDestinations.name}->>'en'`)
        .limit(HOME_LIMITS.destinations),
      db
        .select()
        .from(travelPackages)
        .where(and(eq(travelPackages.status, "active"), eq(travelPackages.featured, true)))
        .orderBy(desc(travelPackages.createdAt), asc(travelPackages.slug))
        .limit(HOME_LIMITS.packages),
      db
        .select()
        .from(testimonials)
        .where(eq(testimonials.status, "active"))
        .orderBy(asc(testimonials.position), asc(testimonials.createdAt))
        .limit(HOME_LIMITS.testimonials),
      db.select({ value: count() }).from(esimDestinations).where(eq(esimDestinations.status, "active")),
      db
        .select({ value: countDistinct(visaOffers.countryCode) })
        .from(visaOffers)
        .where(eq(visaOffers.status, "active")),
      db.select({ value: count() }).from(travelPackages).where(eq(travelPackages.status, "active")),
    ],
  );

  return {
    destinations: destinations.map((d) => ({
      slug: d.slug,
      name: pick(d.name, locale),
      isoCode: d.isoCode,
      category: d.category,
      imageUrl: d.imageUrl,
      fromPriceCents: Number(d.fromPriceCents),
      planCount: Number(d.planCount),
    })),
    packages: packages.map((p) => ({
      slug: p.slug,
      name: pick(p.name, locale),
      destination: pick(p.destination, locale),
      durationDays: p.durationDays,
      rating: p.rating === null ? null : Number(p.rating),
      priceCents: p.priceCents,
      imageUrl: p.coverPhotoUrl,
    })),
    testimonials: quotes.map((q) => ({
      id: q.id,
      authorName: q.authorName,
      location: pick(q.location, locale),
      quote: pick(q.quote, locale),
      service: q.service,
      rating: q.rating,
    })),
    stats: {
      esimDestinations: Number(destinationCount?.value ?? 0),
      visaDestinations: Number(visaCount?.value ?? 0),
      travelPackages: Number(packageCount?.value ?? 0),
    },
  };
}
