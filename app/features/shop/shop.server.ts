// The route adds the eSIM and package highlights from their features.
import { and, count, desc, eq, gt, min } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { type AccessoryCategory, travelAccessories, travelPackages } from "../../platform/db/schema/index.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";

export interface ShopCategoryStats {
  /** eSIM: destinations with at least one active plan. */
  count: number;
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

export type ShopCategory = "esim" | "accessories" | "packages";

export interface ShopLanding {
  categories: Omit<Record<ShopCategory, ShopCategoryStats>, "esim">;
  accessories: ShopAccessory[];
}

export const SHOP_LIMITS = { destinations: 8, accessories: 4, packages: 3 } as const;

export async function loadShopLanding(db: Queryable, locale: Locale): Promise<ShopLanding> {
  const [accessories, [accessoryStats], [packageStats]] = await Promise.all([
    db
      .select()
      .from(travelAccessories)
      .where(and(eq(travelAccessories.status, "active"), gt(travelAccessories.stock, 0)))
      .orderBy(desc(travelAccessories.createdAt), desc(travelAccessories.id))
      .limit(SHOP_LIMITS.accessories),
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
    categories: { accessories: stats(accessoryStats), packages: stats(packageStats) },
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
  };
}
