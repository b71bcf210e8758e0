import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { esimDestinations, testimonials, travelPackages } from "../../platform/db/schema/index.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";

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
  packages: HomePackage[];
  testimonials: HomeTestimonial[];
  /** The route adds the visa feature's figure. */
  stats: Omit<HomeStats, "visaDestinations">;
}

export const HOME_LIMITS = { destinations: 8, packages: 4, testimonials: 6 } as const;

/** The route adds the eSIM feature's popular destinations and the visa feature's count. */
export async function loadHomePage(db: Queryable, locale: Locale): Promise<HomePageData> {
  const [packages, quotes, [destinationCount], [packageCount]] = await Promise.all([
    // The card's columns only: descriptions and itineraries in both languages are the rows' bulk.
    db
      .select({
        slug: travelPackages.slug,
        name: travelPackages.name,
        destination: travelPackages.destination,
        durationDays: travelPackages.durationDays,
        rating: travelPackages.rating,
        priceCents: travelPackages.priceCents,
        coverPhotoUrl: travelPackages.coverPhotoUrl,
      })
      .from(travelPackages)
      .where(and(eq(travelPackages.status, "active"), eq(travelPackages.featured, true)))
      .orderBy(desc(travelPackages.createdAt), asc(travelPackages.slug))
      .limit(HOME_LIMITS.packages),
    db
      .select({
        id: testimonials.id,
        authorName: testimonials.authorName,
        location: testimonials.location,
        quote: testimonials.quote,
        service: testimonials.service,
        rating: testimonials.rating,
      })
      .from(testimonials)
      .where(eq(testimonials.status, "active"))
      .orderBy(asc(testimonials.position), asc(testimonials.createdAt))
      .limit(HOME_LIMITS.testimonials),
    db.select({ value: count() }).from(esimDestinations).where(eq(esimDestinations.status, "active")),
    db.select({ value: count() }).from(travelPackages).where(eq(travelPackages.status, "active")),
  ]);

  return {
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
      travelPackages: Number(packageCount?.value ?? 0),
    },
  };
}
