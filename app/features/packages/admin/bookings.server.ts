/**
 * The admin's travel package bookings (issue 14 item 5): the list with the package, one booking, a change of its
 * status and optionally its payment status (legal moves only: the packages' `changeBookingStatus`, handed in by
 * the route), and deletion after a confirmation. Every write records its audit entry in its own transaction.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Queryable } from "../../../platform/db/client.server.ts";
import {
  type BookingStatus,
  type PaymentStatus,
  travelPackageBookings,
  travelPackages,
  user,
} from "../../../platform/db/schema/index.ts";
import { likePattern } from "../../../platform/db/text-search.ts";
import { recordAudit } from "../../../platform/domain/audit.server.ts";
import { nextStatuses } from "../../../platform/domain/status-machines.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type Locale, pick } from "../../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import { BOOKING_STATUSES, type bookingList, PAYMENT_STATUSES } from "./lists.ts";
import {
  type AdminArgs,
  adminRequest,
  choiceField,
  deleteWithAudit,
  formOf,
  idOf,
  iso,
  refused,
  succeeded,
  textField,
  withinDays,
} from "./shared.server.ts";

type BookingListQuery = ReturnType<(typeof bookingList)["parse"]>;
type BookingRow = typeof travelPackageBookings.$inferSelect;

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

/** The package's name in the page's language; the name as sold when the package is gone. */
const packageNameOf = (sold: string, current: { en: string; ar: string } | null, locale: Locale) =>
  current ? pick(current, locale) : sold;

export async function listBookings(
  db: Queryable,
  query: BookingListQuery,
  locale: Locale,
): Promise<Paged<BookingListRow>> {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(b.status, filters.status) : undefined,
    filters.payment ? eq(b.paymentStatus, filters.payment) : undefined,
    ...withinDays(b.createdAt, filters.created),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(ilike(b.customerName, pattern), ilike(b.customerEmail, pattern), ilike(b.packageName, pattern)),
    );
  }
  const where = and(...conditions);
  const order = query.sort.direction === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ booking: b, name: travelPackages.name })
      .from(b)
      .leftJoin(travelPackages, eq(travelPackages.id, b.packageId))
      .where(where)
      .orderBy(order(BOOKING_SORTS[query.sort.column]), order(b.id))
      .limit(20)
      .offset(pageOffset(query.page)),
    db.select({ value: count() }).from(b).where(where),
  ]);
  return paged(
    rows.map(({ booking, name }) => ({
      id: booking.id,
      packageName: packageNameOf(booking.packageName, name, locale),
      customerName: booking.customerName,
      customerEmail: booking.customerEmail,
      travelDate: booking.travelDate,
      travellers: booking.numberOfTravelers,
      totalCents: booking.totalAmountCents,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      createdAt: iso(booking.createdAt)!,
    })),
    total?.value ?? 0,
    query.page,
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
    account: row.accountEmail ? { name: row.accountName ?? "", email: row.accountEmail } : null,
    createdAt: iso(booking.createdAt)!,
    updatedAt: iso(booking.updatedAt)!,
    nextStatuses: [...nextStatuses("booking", booking.status)],
    nextPaymentStatuses: [...nextStatuses("booking_payment", booking.paymentStatus)],
  };
}

/** The packages' booking status change (features/packages/packages.server.ts), handed in by the route. */
export type ChangeBookingStatus = (
  db: Queryable,
  change: {
    bookingId: string;
    actorId: string;
    status?: { from: BookingStatus; to: BookingStatus };
    paymentStatus?: { from: PaymentStatus; to: PaymentStatus };
    note?: string | null;
  },
) => Promise<BookingRow>;

/** What the audit keeps of a booking. */
function snapshot(booking: BookingRow) {
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

/**
 * POST /admin/bookings/:id. intent "status": status_from/status (optional), payment_from/payment (optional),
 * at least one; intent "delete": confirm=yes. 404 for no such booking, 409 for an illegal or stale move.
 */
export async function bookingAction(args: AdminArgs, changeStatus: ChangeBookingStatus) {
  const request = adminRequest(args);
  const { services, admin, actor, t } = request;
  let intent = "";
  try {
    const id = idOf(args.params.id);
    const form = await formOf(args.request);
    intent = textField(form, "intent");
    if (intent === "status") {
      const to = choiceField(form, "status", BOOKING_STATUSES, true);
      const paymentTo = choiceField(form, "payment", PAYMENT_STATUSES, true);
      if (!to && !paymentTo) throw new AppError("VALIDATION_REQUIRED_FIELD", { field: "status" });
      const from = to ? choiceField(form, "status_from", BOOKING_STATUSES) : null;
      const paymentFrom = paymentTo ? choiceField(form, "payment_from", PAYMENT_STATUSES) : null;
      await services.db.transaction(async (tx) => {
        const [before] = await tx.select().from(b).where(eq(b.id, id)).limit(1);
        if (!before) throw new AppError("API_NOT_FOUND");
        const after = await changeStatus(tx, {
          bookingId: id,
          actorId: admin.id,
          ...(to && from ? { status: { from, to } } : {}),
          ...(paymentTo && paymentFrom ? { paymentStatus: { from: paymentFrom, to: paymentTo } } : {}),
        });
        await recordAudit(tx, actor, {
          action: "booking.status",
          subjectType: "booking",
          subjectId: id,
          before: { status: before.status, paymentStatus: before.paymentStatus },
          after: { status: after.status, paymentStatus: after.paymentStatus },
        });
      });
      return succeeded(intent, t("adminRequests:booking.changeStatus.done"));
    }
    if (intent === "delete") {
      await deleteWithAudit(services.db, actor, form, {
        type: "booking",
        id,
        remove: async (tx) => (await tx.delete(b).where(eq(b.id, id)).returning())[0],
        snapshot,
      });
      return succeeded(intent, t("adminRequests:booking.delete.done"), { deleted: true });
    }
    throw new AppError("API_BAD_REQUEST", { field: "intent" });
  } catch (error) {
    return refused(request, intent, error);
  }
}
