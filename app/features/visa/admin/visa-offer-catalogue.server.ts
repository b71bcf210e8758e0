import { count, eq, sql } from "drizzle-orm";
import type { CatalogueKind } from "../../../components/admin/catalogue/catalogue.server.ts";
import { applications, visaOffers } from "../../../platform/db/schema/index.ts";
import { visaOfferCatalogue } from "./visa-offer-catalogue.ts";

const v = visaOffers;

export const visaOfferKind: CatalogueKind = {
  ...visaOfferCatalogue,
  type: "visa_offer",
  table: v,
  images: { cover: { column: "coverPhotoUrl", single: true } },
  createDefaults: (request) => ({ createdBy: request.admin.id }),
  slugColumn: "slug",
  priceColumn: "priceCents",
  searchColumns: () =>
    [
      sql`(${v.title}->>'en')`,
      sql`(${v.title}->>'ar')`,
      sql`(${v.destination}->>'en')`,
      sql`(${v.destination}->>'ar')`,
      v.slug,
    ] as never,
  storefrontHref: (row) => `/visa-services#offer-${row.slug}`,
  references: async (db, id) => {
    const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.visaOfferId, id));
    return row?.n ?? 0;
  },
  deleteFailed: "errors:thrown.failedToDeleteVisaOffer",
};
