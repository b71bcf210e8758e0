import { and, eq, inArray, sql } from "drizzle-orm";
import type { CatalogueKind } from "../../../components/admin/catalogue/catalogue.server.ts";
import { travelPackageBookings, travelPackages } from "../../../platform/db/schema/index.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { packageCatalogue } from "./package-catalogue.ts";

const p = travelPackages;
const b = travelPackageBookings;

export const packageKind: CatalogueKind = {
  ...packageCatalogue,
  type: "travel_package",
  table: p,
  images: { cover: { column: "coverPhotoUrl", single: true } },
  createDefaults: (request) => ({ createdBy: request.admin.id }),
  slugColumn: "slug",
  priceColumn: "priceCents",
  searchColumns: () => [
    sql`(${p.name}->>'en')`,
    sql`(${p.name}->>'ar')`,
    sql`(${p.destination}->>'en')`,
    sql`(${p.destination}->>'ar')`,
    p.slug,
  ],
  storefrontHref: (row) => `/packages/${row.slug}`,
  // Spec §7: a package's bookings are deleted first; a paid one is money taken, so it blocks the delete.
  beforeDelete: async (tx, row, request) => {
    const bookings = await tx
      .select({ id: b.id, paymentStatus: b.paymentStatus })
      .from(b)
      .where(eq(b.packageId, row.id))
      .for("update");
    if (bookings.some((booking) => booking.paymentStatus === "paid")) {
      throw new AppError("BUSINESS_INVALID_STATE", {
        messageKey: "errors:thrown.failedToDeleteBookings",
        params: { reason: request.t("errors:catalogue.paidBooking") },
      });
    }
    if (bookings.length === 0) return undefined;
    await tx.delete(b).where(
      and(
        eq(b.packageId, row.id),
        inArray(
          b.id,
          bookings.map((booking) => booking.id),
        ),
      ),
    );
    return request.t("adminCatalogue:done.bookingsDeleted", { count: bookings.length });
  },
  deleteFailed: "errors:catalogue.deleteFailed",
};
