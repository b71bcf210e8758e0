import { and, count, eq, sql } from "drizzle-orm";
import type { CatalogueKind } from "../../../components/admin/catalogue/catalogue.server.ts";
import { orderItems, travelAccessories } from "../../../platform/db/schema/index.ts";
import { accessoryCatalogue } from "./accessory-catalogue.ts";

const a = travelAccessories;

export const accessoryKind: CatalogueKind = {
  ...accessoryCatalogue,
  type: "accessory",
  table: a,
  images: { gallery: { column: "images", single: false } },
  slugColumn: "slug",
  priceColumn: "priceCents",
  stock: { column: "stock", product: "accessory" },
  searchColumns: () => [sql`(${a.name}->>'en')`, sql`(${a.name}->>'ar')`, a.brand, a.slug],
  storefrontHref: (row) => `/accessories/${row.slug}`,
  references: async (db, id) => {
    const [row] = await db
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.productType, "accessory"), eq(orderItems.productId, id)));
    return row?.n ?? 0;
  },
  deleteFailed: "errors:catalogue.deleteFailed",
};
