import { and, asc, count, desc, eq, gt, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.server.ts";
import {
  type BookingStatus,
  type PaymentStatus,
  travelPackageBookings,
  travelPackages,
  user as userTable,
} from "../../platform/db/schema/index.ts";
import { containsArabicAware, likePattern } from "../../platform/db/text-search.ts";
import { settleBookingStatus } from "../../platform/domain/booking-settlement.server.ts";
import { PAGE_SIZE, PRICE_FILTERS } from "../../platform/domain/constants.ts";
import { bookingReference } from "../../platform/domain/references.ts";
import { normalizeSearchQuery } from "../../platform/domain/text-input.ts";
import { recordCreated, transition } from "../../platform/domain/transitions.server.ts";
import { AppError } from "../../platform/http/errors.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { oneOf, type Paged, paged } from "../../platform/lists/list-query.ts";
import { type BookingConfirmation, type BookingRequest, bookingSchema } from "./booking.ts";
import {
  BUDGET_FILTERS,
  type BudgetFilter,
  PACKAGE_SORTS,
  type PackageDetail,
  type PackageSort,
  type PackageSummary,
  PRICE_BANDS,
  type PriceBand,
} from "./package-list-query.ts";

export interface ListPackagesOptions {
  q?: string | null;
  sort?: PackageSort;
  featuredOnly?: boolean;
  price?: PriceBand;
  budget?: BudgetFilter;
  page?: number;
  locale: Locale;
}

function searchCondition(query: string): SQL {
  const t = travelPackages;
  const latin = likePattern(query);
  return or(
    sql`${t.name}->>'en' ilike ${latin}`,
    sql`${t.destination}->>'en' ilike ${latin}`,
    containsArabicAware(sql`${t.name}->>'ar'`, query),
    containsArabicAware(sql`${t.destination}->>'ar'`, query),
  )!;
}

/** The last key makes the order total, so that pages never overlap. */
function orderOf(sort: PackageSort): SQL[] {
  const t = travelPackages;
  switch (sort) {
    case "newest":
      return [desc(t.createdAt), asc(t.id)];
    case "price_asc":
      return [asc(t.priceCents), desc(t.createdAt), asc(t.id)];
    case "price_desc":
      return [desc(t.priceCents), desc(t.createdAt), asc(t.id)];
    default:
      return [desc(t.featured), desc(t.createdAt), asc(t.id)];
  }
}

const summaryColumns = {
  id: travelPackages.id,
  slug: travelPackages.slug,
  name: travelPackages.name,
  destination: travelPackages.destination,
  durationDays: travelPackages.durationDays,
  rating: travelPackages.rating,
  budgetLevel: travelPackages.budgetLevel,
  featured: travelPackages.featured,
  priceCents: travelPackages.priceCents,
  coverPhotoUrl: travelPackages.coverPhotoUrl,
};

type SummaryRow = Pick<typeof travelPackages.$inferSelect, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow, locale: Locale): PackageSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale),
    destination: pick(row.destination, locale),
    durationDays: row.durationDays,
    rating: row.rating === null ? null : Number(row.rating),
    budgetLevel: row.budgetLevel,
    featured: row.featured,
    priceCents: row.priceCents,
    imageUrl: row.coverPhotoUrl,
  };
}

/** Unknown option values fall back to the defaults. */
export async function listPackages(
  db: Queryable,
  options: ListPackagesOptions,
): Promise<Paged<PackageSummary>> {
  const t = travelPackages;
  const sort = oneOf(options.sort ?? null, PACKAGE_SORTS, "featured");
  const price = oneOf(options.price ?? null, PRICE_BANDS, "all");
  const budget = oneOf(options.budget ?? null, BUDGET_FILTERS, "all");
  const page =
    Number.isSafeInteger(options.page) && (options.page ?? 0) > 0 ? Math.min(options.page!, 999_999) : 1;
  const query = normalizeSearchQuery(options.q);

  const conditions: SQL[] = [eq(t.status, "active")];
  if (options.featuredOnly === true) conditions.push(eq(t.featured, true));
  if (price === "under_200") conditions.push(lt(t.priceCents, PRICE_FILTERS.underCents));
  if (price === "over_1000") conditions.push(gt(t.priceCents, PRICE_FILTERS.overCents));
  if (budget !== "all") conditions.push(eq(t.budgetLevel, budget));
  if (query) conditions.push(searchCondition(query));
  const where = and(...conditions);

  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(t)
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ value: count() }).from(t).where(where),
  ]);
  return paged(
    rows.map((row) => toSummary(row, options.locale)),
    Number(total?.value ?? 0),
    page,
  );
}

export async function listFeaturedPackages(
  db: Queryable,
  locale: Locale,
  limit: number,
): Promise<PackageSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(travelPackages)
    .where(and(eq(travelPackages.status, "active"), eq(travelPackages.featured, true)))
    .orderBy(desc(travelPackages.createdAt), asc(travelPackages.id))
    .limit(limit);
  return rows.map((row) => toSummary(row, locale));
}

export async function getPackage(db: Queryable, slug: string, locale: Locale): Promise<PackageDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: travelPackages.description,
      highlights: travelPackages.highlights,
    })
    .from(travelPackages)
    .where(and(eq(travelPackages.slug, slug), eq(travelPackages.status, "active")))
    .limit(1);
  if (!row) return null;
  return {
    ...toSummary(row, locale),
    description: pick(row.description, locale),
    highlights: row.highlights.map((item) => pick(item, locale)).filter((text) => text !== ""),
  };
}

export type Booking = typeof travelPackageBookings.$inferSelect;

/** Spec §3, §4: the price is read from the database, never from the form. `today` is the UTC day. */
export async function createBooking(
  db: Database,
  userId: string,
  input: unknown,
  options: { today?: Date | string; locale?: Locale } = {},
): Promise<Booking> {
  return recordBooking(db, userId, bookingSchema(options.today ?? new Date()).parse(input), options.locale);
}

export async function recordBooking(
  db: Database,
  userId: string,
  request: BookingRequest,
  locale: Locale = "en",
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [travelPackage] = await tx
      .select({ id: travelPackages.id, name: travelPackages.name, priceCents: travelPackages.priceCents })
      .from(travelPackages)
      .where(and(eq(travelPackages.id, request.packageId), eq(travelPackages.status, "active")))
      .limit(1);
    if (!travelPackage) throw new AppError("API_NOT_FOUND", { field: "packageId" });

    const quantity = request.travellers;
    const [booking] = await tx
      .insert(travelPackageBookings)
      .values({
        userId,
        packageId: travelPackage.id,
        // The name as sold, in the catalogue's reference language; pages show the localised name.
        packageName: pick(travelPackage.name, "en"),
        packagePriceCents: travelPackage.priceCents,
        quantity,
        totalAmountCents: travelPackage.priceCents * quantity,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        customerPhone: request.customerPhone ?? null,
        travelDate: request.travelDate,
        numberOfTravelers: quantity,
        specialRequests: request.specialRequests ?? null,
        status: "pending",
        paymentStatus: "pending",
        locale,
      })
      .returning();
    if (!booking) throw new Error("the booking insert returned no row");

    await recordCreated(tx, {
      subject: "booking",
      id: booking.id,
      status: "pending",
      owner: userId,
      actor: userId,
      data: {
        paymentStatus: "pending",
        packageId: travelPackage.id,
        totalAmountCents: booking.totalAmountCents,
      },
    });
    return booking;
  });
}

/** Carries the values the staff member saw, to refuse a change made from stale ones. */
export interface BookingStatusChange {
  bookingId: string;
  actorId: string;
  status?: { from: BookingStatus; to: BookingStatus };
  paymentStatus?: { from: PaymentStatus; to: PaymentStatus };
  note?: string | null;
}

/** Spec §4. `db` may be the caller's transaction (with the admin's audit entry): changes are a savepoint. */
export async function changeBookingStatus(db: Queryable, change: BookingStatusChange): Promise<Booking> {
  const { bookingId: id, actorId: actor, note } = change;
  if (!change.status && !change.paymentStatus) throw new AppError("API_BAD_REQUEST", { field: "status" });
  return db.transaction(async (tx) => {
    let booking: Booking | undefined;
    if (change.status)
      booking = await transition(tx, { subject: "booking", id, actor, note, ...change.status });
    if (change.paymentStatus) {
      booking = await transition(tx, {
        subject: "booking_payment",
        id,
        actor,
        note,
        ...change.paymentStatus,
      });
      // Paid confirms it, refunded cancels it (docs/decisions/030).
      const status = await settleBookingStatus(tx, booking, { actor });
      if (status !== booking.status) booking = { ...booking, status };
    }
    return booking!;
  });
}

/** For the confirmation after a booking made without JavaScript. */
export async function getBookingForUser(
  db: Queryable,
  bookingId: string,
  userId: string,
  locale: Locale,
): Promise<BookingConfirmation | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(bookingId)) return null;
  const [row] = await db
    .select({
      booking: travelPackageBookings,
      name: travelPackages.name,
      image: travelPackages.coverPhotoUrl,
      accountEmail: userTable.email,
    })
    .from(travelPackageBookings)
    .innerJoin(travelPackages, eq(travelPackages.id, travelPackageBookings.packageId))
    .innerJoin(userTable, eq(userTable.id, travelPackageBookings.userId))
    .where(and(eq(travelPackageBookings.id, bookingId), eq(travelPackageBookings.userId, userId)))
    .limit(1);
  if (!row) return null;
  return confirmationOf(row.booking, pick(row.name, locale), row.image, row.accountEmail);
}

export function confirmationOf(
  booking: Booking,
  packageName: string,
  imageUrl: string | null,
  accountEmail: string,
): BookingConfirmation {
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    packageName,
    travelDate: booking.travelDate,
    travellers: booking.numberOfTravelers,
    totalCents: booking.totalAmountCents,
    imageUrl,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    customerEmail: booking.customerEmail,
    accountEmail,
  };
}
