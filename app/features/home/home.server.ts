import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { esimDestinations, esimPlans, travelAccessories, travelPackages } from "../../platform/db/schema/index.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";

export interface HomeProduct {
  id: string;
  slug: string;
  name: string;
  detail: string;
  priceCents: number;
  imageUrl: string | null;
}

/** A few demo products of each shop category, read from the database, for the landing page. */
export async function loadHomeHighlights(db: Queryable, locale: Locale, perCategory = 4) {
  const fromPlanPrice = sql<number>`(select min(${esimPlans.priceCents}) from ${esimPlans}
    where ${esimPlans.destinationId} = ${esimDestinations.id} and ${esimPlans.status} = 'active')`;
  const [destinations, packages, accessories] = await Promise.all([
    db
      .select({
        id: esimDestinations.id,
        slug: esimDestinations.slug,
        name: esimDestinations.name,
        isoCode: esimDestinations.isoCode,
        imageUrl: esimDestinations.imageUrl,
        fromPriceCents: fromPlanPrice,
      })
      .from(esimDestinations)
      .where(and(eq(esimDestinations.status, "active"), eq(esimDestinations.popular, true)))
      .orderBy(sql`${esimDestinations.name}->>'en'`)
      .limit(perCategory),
    db
      .select()
      .from(travelPackages)
      .where(and(eq(travelPackages.status, "active"), eq(travelPackages.featured, true)))
      .orderBy(desc(travelPackages.createdAt))
      .limit(perCategory),
    db
      .select()
      .from(travelAccessories)
      .where(eq(travelAccessories.status, "active"))
      .orderBy(desc(travelAccessories.stock), asc(travelAccessories.priceCents))
      .limit(perCategory),
  ]);
  return {
    esim: destinations.map(
      (d): HomeProduct => ({
        id: d.id,
        slug: d.slug,
        name: pick(d.name, locale),
        detail: d.isoCode?.toUpperCase() ?? "",
        priceCents: Number(d.fromPriceCents ?? 0),
        imageUrl: d.imageUrl,
      }),
    ),
    packages: packages.map(
      (p): HomeProduct => ({
        id: p.id,
        slug: p.slug,
        name: pick(p.name, locale),
        detail: pick(p.destination, locale),
        priceCents: p.priceCents,
        imageUrl: p.coverPhotoUrl,
      }),
    ),
    accessories: accessories.map(
      (a): HomeProduct => ({
        id: a.id,
        slug: a.slug,
        name: pick(a.name, locale),
        detail: a.brand,
        priceCents: a.priceCents,
        imageUrl: a.images[0] ?? null,
      }),
    ),
  };
}
