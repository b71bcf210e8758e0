import { count, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type BookingStatus,
  type PaymentStatus,
  travelPackageBookings,
  travelPackages,
} from "../../platform/db/schema/index.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../platform/lists/list-query.ts";

/** The name as sold when the package is gone. */
export const packageNameOf = (sold: string, current: { en: string; ar: string } | null, locale: Locale) =>
  current ? pick(current, locale) : sold;

export interface CustomerBooking {
  id: string;
  packageName: string;
  packageSlug: string | null;
  travelDate: string;
  travellers: number;
  totalCents: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  payable: boolean;
  createdAt: Date;
}

export async function listCustomerBookings(
  db: Queryable,
  userId: string,
  page: number,
  locale: Locale,
  pageSize = 20,
): Promise<Paged<CustomerBooking>> {
  const b = travelPackageBookings;
  const [total] = await db.select({ n: count() }).from(b).where(eq(b.userId, userId));
  const rows = await db
    .select({
      booking: b,
      slug: travelPackages.slug,
      name: travelPackages.name,
      packageStatus: travelPackages.status,
    })
    .from(b)
    .leftJoin(travelPackages, eq(travelPackages.id, b.packageId))
    .where(eq(b.userId, userId))
    .orderBy(desc(b.createdAt), desc(b.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const items = rows.map(
    ({ booking, slug, name, packageStatus }): CustomerBooking => ({
      id: booking.id,
      packageName: packageNameOf(booking.packageName, name, locale),
      packageSlug: slug && packageStatus === "active" ? slug : null,
      travelDate: booking.travelDate,
      travellers: booking.numberOfTravelers,
      totalCents: booking.totalAmountCents,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      payable:
        (booking.paymentStatus === "pending" || booking.paymentStatus === "failed") &&
        (booking.status === "pending" || booking.status === "confirmed"),
      createdAt: booking.createdAt,
    }),
  );
  return paged(items, total?.n ?? 0, page, pageSize);
}
