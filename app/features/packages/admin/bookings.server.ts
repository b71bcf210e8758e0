import { and, count, eq } from "drizzle-orm";
import * as z from "zod";
import {
  type AdminOutcome,
  type AdminRequest,
  changeWithAudit,
  deleteWithAudit,
  idOf,
} from "../../../components/admin/admin-request.server.ts";
import type { Queryable } from "../../../platform/db/client.server.ts";
import {
  type BookingStatus,
  type PaymentStatus,
  travelPackageBookings,
  travelPackages,
  user,
} from "../../../platform/db/schema/index.ts";
import { bookingShownAs } from "../../../platform/domain/status-labels.ts";
import { nextStatuses } from "../../../platform/domain/status-machines.ts";
import { validationMessageKeys } from "../../../platform/domain/validation.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { Locale } from "../../../platform/i18n/localized.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { iso, listPage, searchWithReference, withinDays } from "../../../platform/lists/sql.server.ts";
import { sendBookingCancelled, sendBookingRefunded } from "../booking-mails.server.ts";
import { packageNameOf } from "../booking-views.server.ts";
import { type Booking, changeBookingStatus } from "../packages.server.ts";
import { BOOKING_STATUSES, type bookingList, PAYMENT_STATUSES } from "./lists.ts";

type BookingListQuery = ReturnType<(typeof bookingList)["parse"]>;

export interface BookingListRow {
  id: string;
  packageName: string;
  customerName: string;
  customerEmail: string;
  travelDate: string;
  travellers: number;
  totalCents: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** What customers and staff read: "refunded" once the payment went back. */
  shownStatus: BookingStatus | "refunded";
  createdAt: string;
}

const b = travelPackageBookings;
const BOOKING_SORTS = {
  created: b.createdAt,
  travel: b.travelDate,
  customer: b.customerName,
  total: b.totalAmountCents,
  status: b.status,
} as const;

export function listBookings(
  db: Queryable,
  query: BookingListQuery,
  locale: Locale,
): Promise<Paged<BookingListRow>> {
  const { filters } = query;
  const where = and(
    filters.status ? eq(b.status, filters.status) : undefined,
    filters.payment ? eq(b.paymentStatus, filters.payment) : undefined,
    ...withinDays(b.createdAt, filters.created),
    searchWithReference(query.q, [b.customerName, b.customerEmail, b.packageName], {
      prefix: "BK",
      id: b.id,
    }),
  );
  return listPage(
    query,
    {
      rows: db
        .select({ booking: b, name: travelPackages.name })
        .from(b)
        .leftJoin(travelPackages, eq(travelPackages.id, b.packageId))
        .where(where)
        .$dynamic(),
      count: db.select({ value: count() }).from(b).where(where),
      sorts: BOOKING_SORTS,
      id: b.id,
    },
    ({ booking, name }) => ({
      id: booking.id,
      packageName: packageNameOf(booking.packageName, name, locale),
      customerName: booking.customerName,
      customerEmail: booking.customerEmail,
      travelDate: booking.travelDate,
      travellers: booking.numberOfTravelers,
      totalCents: booking.totalAmountCents,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      shownStatus: bookingShownAs(booking.status, booking.paymentStatus),
      createdAt: iso(booking.createdAt)!,
    }),
  );
}

export interface BookingDetail extends BookingListRow {
  packageSlug: string | null;
  packagePriceCents: number;
  quantity: number;
  customerPhone: string | null;
  specialRequests: string | null;
  account: { name: string; email: string } | null;
  updatedAt: string;
  nextStatuses: BookingStatus[];
  nextPaymentStatuses: PaymentStatus[];
}

export async function loadBookingDetail(
  db: Queryable,
  id: string,
  locale: Locale,
): Promise<BookingDetail | null> {
  const [row] = await db
    .select({
      booking: b,
      name: travelPackages.name,
      slug: travelPackages.slug,
      accountName: user.name,
      accountEmail: user.email,
    })
    .from(b)
    .leftJoin(travelPackages, eq(travelPackages.id, b.packageId))
    .leftJoin(user, eq(user.id, b.userId))
    .where(eq(b.id, id))
    .limit(1);
  if (!row) return null;
  const { booking } = row;
  return {
    id: booking.id,
    packageName: packageNameOf(booking.packageName, row.name, locale),
    packageSlug: row.slug,
    packagePriceCents: booking.packagePriceCents,
    quantity: booking.quantity,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    travelDate: booking.travelDate,
    travellers: booking.numberOfTravelers,
    totalCents: booking.totalAmountCents,
    specialRequests: booking.specialRequests,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    shownStatus: bookingShownAs(booking.status, booking.paymentStatus),
    account: row.accountEmail ? { name: row.accountName ?? "", email: row.accountEmail } : null,
    createdAt: iso(booking.createdAt)!,
    updatedAt: iso(booking.updatedAt)!,
    nextStatuses: [...nextStatuses("booking", booking.status)],
    nextPaymentStatuses: [...nextStatuses("booking_payment", booking.paymentStatus)],
  };
}

function snapshot(booking: Booking) {
  return {
    packageName: booking.packageName,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    travelDate: booking.travelDate,
    numberOfTravelers: booking.numberOfTravelers,
    totalAmountCents: booking.totalAmountCents,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
  };
}

const K = validationMessageKeys;
/** The first option ("keep it") is empty: missing means no change. */
function optionalChoice<const T extends readonly string[]>(values: T) {
  return z.enum(values, { error: K.invalidFormat }).optional();
}

/** The hidden status_from/payment_from carry the values the admin saw, to refuse a stale move. */
export const bookingStatusSchema = z
  .object({
    status: optionalChoice(BOOKING_STATUSES),
    payment: optionalChoice(PAYMENT_STATUSES),
    status_from: optionalChoice(BOOKING_STATUSES),
    payment_from: optionalChoice(PAYMENT_STATUSES),
  })
  .superRefine((value, context) => {
    if (!value.status && !value.payment) {
      context.addIssue({ code: "custom", path: ["status"], message: "adminRequests:errors.chooseStatus" });
    }
    if (value.status && !value.status_from) {
      context.addIssue({ code: "custom", path: ["status_from"], message: K.invalidFormat });
    }
    if (value.payment && !value.payment_from) {
      context.addIssue({ code: "custom", path: ["payment_from"], message: K.invalidFormat });
    }
  });

/** Both moves or neither, with one audit entry. */
export async function changeBookingStatusAsAdmin(
  request: AdminRequest,
  value: z.output<typeof bookingStatusSchema>,
): Promise<AdminOutcome> {
  const { status, payment, status_from: from, payment_from: paymentFrom } = value;
  const subject = { type: "booking", id: idOf(request.params.id), verb: "status" };
  const { before, after } = await changeWithAudit(request, subject, async (tx, id) => {
    const [before] = await tx.select().from(b).where(eq(b.id, id)).limit(1);
    if (!before) throw new AppError("API_NOT_FOUND");
    const after = await changeBookingStatus(tx, {
      bookingId: id,
      actorId: request.admin.id,
      ...(status && from ? { status: { from, to: status } } : {}),
      ...(payment && paymentFrom ? { paymentStatus: { from: paymentFrom, to: payment } } : {}),
    });
    const audited = (row: Booking) => ({ status: row.status, paymentStatus: row.paymentStatus });
    return { result: { before, after }, before: audited(before), after: audited(after) };
  });
  // The customer hears of a refund (which cancels it too) or of a cancellation, once.
  if (after.paymentStatus === "refunded" && before.paymentStatus !== "refunded") {
    await sendBookingRefunded(request.services, after.id);
  } else if (after.status === "cancelled" && before.status !== "cancelled") {
    await sendBookingCancelled(request.services, after.id);
  }
  return { message: request.t("adminRequests:booking.changeStatus.done") };
}

export function deleteBooking(request: AdminRequest): Promise<AdminOutcome> {
  return deleteWithAudit(request, {
    type: "booking",
    remove: (tx, id) => tx.delete(b).where(eq(b.id, id)).returning(),
    snapshot,
    done: request.t("adminRequests:booking.delete.done"),
  });
}
