import { count, eq, sql } from "drizzle-orm";
import type { CatalogueKind } from "../../../components/admin/catalogue/catalogue.server.ts";
import { applications, drivingLicenseOffers } from "../../../platform/db/schema/index.ts";
import { permitPlanCatalogue } from "./permit-plan-catalogue.ts";

const d = drivingLicenseOffers;

export const permitPlanKind: CatalogueKind = {
  ...permitPlanCatalogue,
  type: "driving_license_offer",
  table: d,
  images: { cover: { column: "coverPhotoUrl", single: true } },
  createDefaults: (request) => ({ createdBy: request.admin.id }),
  priceColumn: "priceCents",
  searchColumns: () => [sql`(${d.title}->>'en')`, sql`(${d.title}->>'ar')`],
  storefrontHref: () => "/driving-license-service-selection",
  references: async (db, id) => {
    const [row] = await db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.drivingLicenseOfferId, id));
    return row?.n ?? 0;
  },
  deleteFailed: "errors:thrown.failedToDeleteDrivingLicenseOffer",
};
