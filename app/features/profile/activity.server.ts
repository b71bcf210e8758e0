// The customer's status events (on status_events_owner_idx); references are read in one query per kind of
// subject, limited to the customer's own rows.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  applications,
  businessIncorporationConsultations,
  type EventSubject,
  educationConsultations,
  orders,
  statusEvents,
  travelPackageBookings,
  travelPackages,
} from "../../platform/db/schema/index.ts";
import { consultationReference } from "../../platform/domain/references.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../platform/lists/list-query.ts";

/** Not the account's own events, nor the admin's. */
const SUBJECTS = [
  "order",
  "application",
  "booking",
  "education_consultation",
  "business_consultation",
] as const satisfies EventSubject[];

export type ActivitySubject = (typeof SUBJECTS)[number];

/** Keys under profile:activity.events.*. */
export type ActivityEvent =
  | "created"
  | "status"
  | "paymentPaid"
  | "paymentFailed"
  | "paymentRefunded"
  | "paymentPending"
  | "esimReady"
  | "cancelledUnpaid";

export interface ActivityItem {
  id: string;
  subject: ActivitySubject;
  event: ActivityEvent;
  status: string;
  /** "" when the subject is gone */
  reference: string;
  detail: string | null;
  href: string | null;
  at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function eventOf(row: { fromStatus: string | null; toStatus: string; note: string | null }): ActivityEvent {
  switch (row.note) {
    case "payment_paid":
      return "paymentPaid";
    case "payment_failed":
      return "paymentFailed";
    case "payment_refunded":
      return "paymentRefunded";
    case "payment_pending":
      return "paymentPending";
    case "activation_code_supplied":
    case "esim_issued":
      return "esimReady";
    case "expired":
      return "cancelledUnpaid";
  }
  return row.fromStatus === null ? "created" : "status";
}

interface Reference {
  reference: string;
  detail: string | null;
  href: string | null;
}

async function referencesOf(
  db: Queryable,
  userId: string,
  events: { subjectType: string; subjectId: string }[],
  locale: Locale,
): Promise<Map<string, Reference>> {
  const idsOf = (subject: ActivitySubject) => [
    ...new Set(
      events.filter((e) => e.subjectType === subject && UUID.test(e.subjectId)).map((e) => e.subjectId),
    ),
  ];
  const found = new Map<string, Reference>();
  const orderIds = idsOf("order");
  const applicationIds = idsOf("application");
  const bookingIds = idsOf("booking");
  const educationIds = idsOf("education_consultation");
  const businessIds = idsOf("business_consultation");
  const [orderRows, applicationRows, bookingRows, educationRows, businessRows] = await Promise.all([
    orderIds.length
      ? db
          .select({ id: orders.id, number: orders.number })
          .from(orders)
          .where(and(inArray(orders.id, orderIds), eq(orders.userId, userId)))
      : [],
    applicationIds.length
      ? db
          .select({ id: applications.id, trackingId: applications.trackingId, kind: applications.kind })
          .from(applications)
          .where(and(inArray(applications.id, applicationIds), eq(applications.userId, userId)))
      : [],
    bookingIds.length
      ? db
          .select({
            id: travelPackageBookings.id,
            name: travelPackageBookings.packageName,
            localized: travelPackages.name,
          })
          .from(travelPackageBookings)
          .leftJoin(travelPackages, eq(travelPackages.id, travelPackageBookings.packageId))
          .where(and(inArray(travelPackageBookings.id, bookingIds), eq(travelPackageBookings.userId, userId)))
      : [],
    educationIds.length
      ? db
          .select({ id: educationConsultations.id, topic: educationConsultations.serviceType })
          .from(educationConsultations)
          .where(
            and(inArray(educationConsultations.id, educationIds), eq(educationConsultations.userId, userId)),
          )
      : [],
    businessIds.length
      ? db
          .select({
            id: businessIncorporationConsultations.id,
            topic: businessIncorporationConsultations.jurisdiction,
          })
          .from(businessIncorporationConsultations)
          .where(
            and(
              inArray(businessIncorporationConsultations.id, businessIds),
              eq(businessIncorporationConsultations.userId, userId),
            ),
          )
      : [],
  ]);
  for (const row of orderRows) {
    found.set(`order:${row.id}`, { reference: row.number, detail: null, href: `/orders/${row.id}` });
  }
  for (const row of applicationRows) {
    found.set(`application:${row.id}`, {
      reference: row.trackingId,
      detail: row.kind,
      href: "/profile/applications",
    });
  }
  for (const row of bookingRows) {
    found.set(`booking:${row.id}`, {
      reference: row.localized ? pick(row.localized, locale) : row.name,
      detail: null,
      href: "/profile/bookings",
    });
  }
  for (const row of educationRows) {
    found.set(`education_consultation:${row.id}`, {
      reference: consultationReference(row.id),
      detail: row.topic,
      href: "/profile/consultations",
    });
  }
  for (const row of businessRows) {
    found.set(`business_consultation:${row.id}`, {
      reference: consultationReference(row.id),
      detail: row.topic,
      href: "/profile/consultations",
    });
  }
  return found;
}

const ownEvents = (userId: string) =>
  and(eq(statusEvents.ownerId, userId), inArray(statusEvents.subjectType, [...SUBJECTS]));

/** `withTotal: false` skips the count (the overview needs none). */
export async function listActivity(
  db: Queryable,
  userId: string,
  {
    page = 1,
    pageSize = 20,
    withTotal = true,
    locale = "en",
  }: { page?: number; pageSize?: number; withTotal?: boolean; locale?: Locale } = {},
): Promise<Paged<ActivityItem>> {
  const rows = await db
    .select({
      id: statusEvents.id,
      subjectType: statusEvents.subjectType,
      subjectId: statusEvents.subjectId,
      fromStatus: statusEvents.fromStatus,
      toStatus: statusEvents.toStatus,
      note: statusEvents.note,
      createdAt: statusEvents.createdAt,
    })
    .from(statusEvents)
    .where(ownEvents(userId))
    .orderBy(desc(statusEvents.createdAt), desc(statusEvents.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const [total] = withTotal
    ? await db.select({ n: count() }).from(statusEvents).where(ownEvents(userId))
    : [{ n: rows.length }];
  const references = await referencesOf(db, userId, rows, locale);
  const items = rows.map((row): ActivityItem => {
    const reference = references.get(`${row.subjectType}:${row.subjectId}`);
    return {
      id: row.id,
      subject: row.subjectType as ActivitySubject,
      event: eventOf(row),
      status: row.toStatus,
      reference: reference?.reference ?? "",
      detail: reference?.detail ?? null,
      href: reference?.href ?? null,
      at: row.createdAt,
    };
  });
  return paged(items, total?.n ?? 0, page, pageSize);
}

/** For the data download: without references. */
export async function allActivity(db: Queryable, userId: string) {
  return db
    .select({
      subjectType: statusEvents.subjectType,
      subjectId: statusEvents.subjectId,
      fromStatus: statusEvents.fromStatus,
      toStatus: statusEvents.toStatus,
      note: statusEvents.note,
      createdAt: statusEvents.createdAt,
    })
    .from(statusEvents)
    .where(eq(statusEvents.ownerId, userId))
    .orderBy(desc(statusEvents.createdAt), desc(statusEvents.id));
}
