/**
 * The /shop landing: its three categories with their size and lowest price, and a few highlights of
 * each, all read from the database.
 */
import { and, asc, count, desc, eq, gt, min, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type AccessoryCategory,
  esimDestinations,
  travelAccessories,
  travelPackages,
} from "../../platform/db/schema/index.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { activePlanSummary, listPopularDestinations } from "../esim/esim.server.ts";
import type { EsimDestinationCard } from "../esim/types.ts";
import type { PackageSummary } from "../packages/types.ts";

export interface ShopCategoryStats {
  /** Active items (eSIM: destinations with at least one active plan). */
  count: number;
  /** The cheapest active item or plan, or null when there is none. */
  fromPriceCents: number | null;
}

export interface ShopAccessory {
  id: string;
  slug: string;
  name: string;
  brand: string;
  category: AccessoryCategory;
  priceCents: number;
  stock: number;
  imageUrl: string | null;
}

export interface ShopLanding {
  categories: { esim: ShopCategoryStats; accessories: ShopCategoryStats; packages: ShopCategoryStats };
  destinations: EsimDestinationCard[];
  accessories: ShopAccessory[];
  packages: PackageSummary[];
}

export const SHOP_LIMITS = { destinations: 8, accessories: 4, packages: 3 } as const;

/**
 * Popular eSIM destinations that have an active plan (by English name, with the cheapest plan),
 * accessories in stock (newest first), featured packages (newest first), and each category's count
 * and lowest price. Inactive items never show.
 */
export async function loadShopLanding(db: Queryable, locale: Locale): Promise<ShopLanding> {
  const plans = activePlanSummary(db);
  const activeDestination = eq(esimDestinations.status, "active");

  const [destinations, accessories, packages, [esimStats], [accessoryStats], [packageStats]] =
    await Promise.all([
      listPopularDestinations(db, locale, SHOP_LIMITS.destinations),
      db
        .select()
        .from(travelAccessories)
        .where(and(eq(travelAccessories.status, "active"), gt(travelAccessories.stock, 0)))
        .orderBy(desc(travelAccessories.createdAt), desc(travelAccessories.id))
        .limit(SHOP_LIMITS.accessories),
      db
        .select()
        .from(travelPackages)
        .where(and(eq(travelPackages.status, "active"), eq(travelPackages.featured, true)))
        .orderBy(desc(travelPackages.createdAt), asc(travelPackages.id))
        .limit(SHOP_LIMITS.packages),
      db
        .select({ count: count(), fromPriceCents: sql<number | null>`min(${plans.fromPriceCents})` })
        .from(esimDestinations)
        .innerJoin(plans, eq(plans.destinationId, esimDestinations.id))
        .where(activeDestination),
      db
        .select({ count: count(), fromPriceCents: min(travelAccessories.priceCents) })
        .from(travelAccessories)
        .where(eq(travelAccessories.status, "active")),
      db
        .select({ count: count(), fromPriceCents: min(travelPackages.priceCents) })
        .from(travelPackages)
        .where(eq(travelPackages.status, "active")),
    ]);

  const stats = (row: { count: number; fromPriceCents: number | string | null } | undefined) => ({
    count: Number(row?.count ?? 0),
    fromPriceCents:
      row?.fromPriceCents === null || row?.fromPriceCents === undefined ? null : Number(row.fromPriceCents),
  });

  return {
    categories: { esim: stats(esimStats), accessories: stats(accessoryStats), packages: stats(packageStats) },
    destinations,
    accessories: accessories.map((a) => ({
      id: a.id,
      slug: a.slug,
      name: pick(a.name, locale),
      brand: a.brand,
      category: a.category,
      priceCents: a.priceCents,
      stock: a.stock,
      imageUrl: a.images[0] ?? null,
    })),
    packages: packages.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: pick(p.name, locale),
      destination: pick(p.destination, locale),
      durationDays: p.durationDays,
      rating: p.rating === null ? null : Number(p.rating),
      budgetLevel: p.budgetLevel,
      featured: p.featured,
      priceCents: p.priceCents,
      imageUrl: p.coverPhotoUrl,
    })),
  };
}
