import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { CatalogueKind } from "../../../components/admin/catalogue/catalogue.server.ts";
import { esimDestinations, esimPlans, orderItems } from "../../../platform/db/schema/index.ts";
import { pick } from "../../../platform/i18n/localized.ts";
import { esimDestinationCatalogue, esimPlanCatalogue } from "./esim-catalogue.ts";
import { planPackageColumns } from "./provider-packages.server.ts";

const dest = esimDestinations;
const plan = esimPlans;

export const esimPlanKind: CatalogueKind = {
  ...esimPlanCatalogue,
  type: "esim_plan",
  table: plan,
  images: { image: { column: "imageUrl", single: true } },
  priceColumn: "priceCents",
  stock: { column: "stockQuantity", product: "esim_plan" },
  searchColumns: () => [sql`(${plan.name}->>'en')`, sql`(${plan.name}->>'ar')`],
  options: async (db, locale) => {
    const rows = await db
      .select({ id: dest.id, name: dest.name })
      .from(dest)
      .where(sql`${dest.status} <> 'archived'`)
      .orderBy(asc(sql`(${dest.name}->>'en')`));
    return { destinationId: rows.map((row) => ({ value: row.id, label: pick(row.name, locale) })) };
  },
  references: async (db, id) => {
    const [row] = await db
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.productType, "esim"), eq(orderItems.productId, id)));
    return row?.n ?? 0;
  },
  deleteFailed: "errors:catalogue.deleteFailed",
  prepare: planPackageColumns,
};

export const esimDestinationKind: CatalogueKind = {
  ...esimDestinationCatalogue,
  type: "esim_destination",
  table: dest,
  images: { image: { column: "imageUrl", single: true } },
  slugColumn: "slug",
  searchColumns: () => [sql`(${dest.name}->>'en')`, sql`(${dest.name}->>'ar')`, dest.slug, dest.isoCode],
  storefrontHref: (row) => `/esim/${row.slug}`,
  children: { kind: () => esimPlanKind, column: "destinationId" },
  // Its plans go with it (cascade), so the orders of any of its plans keep it.
  references: async (db, id) => {
    const [row] = await db
      .select({ n: count() })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.productType, "esim"),
          inArray(
            orderItems.productId,
            db.select({ id: plan.id }).from(plan).where(eq(plan.destinationId, id)),
          ),
        ),
      );
    return row?.n ?? 0;
  },
  deleteFailed: "errors:catalogue.deleteFailed",
};
