// What a customer is told about a booking: received (with the reference and where to pay), cancelled, refunded.
// Only to the account's verified address, never the one typed on the form (docs/decisions/016), in the language
// the booking was made in. A mail failure is logged, never thrown.
import { eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { travelPackageBookings, travelPackages, user as userTable } from "../../platform/db/schema/index.ts";
import { bookingReference } from "../../platform/domain/references.ts";
import { formatDateLong, formatMoney } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { Mailer } from "../../platform/mail/mail.server.ts";
import type { Logger } from "../../platform/server/logger.server.ts";
import { packageNameOf } from "./booking-views.server.ts";
import type { Booking } from "./packages.server.ts";

export interface BookingMailServices {
  db: Queryable;
  mailer: Mailer;
  logger: Logger;
  config: { APP_URL: string };
}

/** The profile's bookings, where the booking is shown with its reference and a Pay button. */
function bookingsUrl(services: BookingMailServices, bookingId: string, locale: Locale): string {
  return `${services.config.APP_URL}/profile/bookings?lng=${locale}#booking-${bookingId}`;
}

async function verifiedAccount(db: Queryable, userId: string) {
  const [account] = await db
    .select({ email: userTable.email, verified: userTable.emailVerified })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .limit(1);
  return account?.verified ? account : null;
}

export async function sendBookingConfirmation(
  services: BookingMailServices,
  booking: Booking,
  packageName: string,
  locale: Locale,
): Promise<boolean> {
  const account = await verifiedAccount(services.db, booking.userId);
  if (!account) {
    services.logger.warn(
      { bookingId: booking.id, userId: booking.userId },
      "booking confirmation not sent: the account has no verified e-mail address",
    );
    return false;
  }
  try {
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/booking-confirmation.server.tsx"),
      locale,
      to: account.email,
      data: {
        name: booking.customerName,
        reference: bookingReference(booking.id),
        packageName,
        travelDate: formatDateLong(booking.travelDate, locale),
        travellers: booking.numberOfTravelers,
        total: formatMoney(booking.totalAmountCents, locale),
        url: bookingsUrl(services, booking.id, locale),
      },
    });
    return true;
  } catch (error) {
    services.logger.error(
      { err: error, bookingId: booking.id, to: account.email },
      "booking confirmation e-mail could not be sent",
    );
    return false;
  }
}

async function bookingForMail(db: Queryable, bookingId: string) {
  const [row] = await db
    .select({ booking: travelPackageBookings, name: travelPackages.name })
    .from(travelPackageBookings)
    .leftJoin(travelPackages, eq(travelPackages.id, travelPackageBookings.packageId))
    .where(eq(travelPackageBookings.id, bookingId))
    .limit(1);
  return row;
}

/** After staff cancelled it; a refund made in the same step is told by `sendBookingRefunded` instead. */
export async function sendBookingCancelled(services: BookingMailServices, bookingId: string): Promise<void> {
  try {
    const row = await bookingForMail(services.db, bookingId);
    const account = row && (await verifiedAccount(services.db, row.booking.userId));
    if (!row || !account) {
      services.logger.warn({ bookingId }, "booking cancellation not mailed: no verified address");
      return;
    }
    const { booking } = row;
    const { locale } = booking;
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/booking-cancelled.server.tsx"),
      locale,
      to: account.email,
      data: {
        name: booking.customerName,
        reference: bookingReference(booking.id),
        packageName: packageNameOf(booking.packageName, row.name, locale),
        travelDate: formatDateLong(booking.travelDate, locale),
        travellers: booking.numberOfTravelers,
        paymentStatus: booking.paymentStatus,
        url: bookingsUrl(services, booking.id, locale),
      },
    });
  } catch (error) {
    services.logger.error({ err: error, bookingId }, "booking cancellation e-mail could not be sent");
  }
}

/** Staff marked the booking's payment refunded (a refund through its order is told by the order's e-mail). */
export async function sendBookingRefunded(services: BookingMailServices, bookingId: string): Promise<void> {
  try {
    const row = await bookingForMail(services.db, bookingId);
    const account = row && (await verifiedAccount(services.db, row.booking.userId));
    if (!row || !account) {
      services.logger.warn({ bookingId }, "booking refund not mailed: no verified address");
      return;
    }
    const { booking } = row;
    const { locale } = booking;
    const amount = formatMoney(booking.totalAmountCents, locale);
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/refund.server.tsx"),
      locale,
      to: account.email,
      data: {
        name: booking.customerName,
        reference: bookingReference(booking.id),
        amount,
        lines: [
          {
            label: `${packageNameOf(booking.packageName, row.name, locale)} × ${booking.numberOfTravelers}`,
            total: amount,
          },
        ],
        bookingCancelled: booking.status === "cancelled",
        url: bookingsUrl(services, booking.id, locale),
      },
    });
  } catch (error) {
    services.logger.error({ err: error, bookingId }, "booking refund e-mail could not be sent");
  }
}
