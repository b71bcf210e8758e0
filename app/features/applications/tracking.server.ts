/**
 * Public tracking of an application by its tracking id (spec §2/§3/§8, issue 12 item 8): anyone with the id
 * sees the kind, status, submission date, payment status, a visa's destination and type, and the timeline
 * (status_events). Nothing personal (name, e-mail, phone, passport number, documents) ever leaves here: the
 * signed-in owner sees the full application from the profile.
 *
 * Decisions:
 * - The page offers two service types, "visa" and "licence"; the licence choice covers both the
 *   international driving permit and the driving-licence service (the same plans page leads to both).
 * - The id's prefix (VISA-, IDL-, DRIVING-) tells its type, so an id of the other type is answered with the
 *   type to choose without reading the database: that says nothing about whether such an application exists.
 * - Drafts (`submitted_at` null) are never found, nor are malformed ids (no query for those).
 * - Two queries: the row on the unique tracking_id index (with its visa offer), then its events on the
 *   (subject_type, subject_id, created_at) index, oldest first, at most MAX_EVENTS.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import * as z from "zod";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  type ApplicationStatus,
  applications,
  type PaymentStatus,
  statusEvents,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { parseTrackingId } from "../../platform/domain/tracking.ts";
import { isLocale, type Locale, pick } from "../../platform/i18n/localized.ts";

export const TRACKING_TYPES = ["visa", "licence"] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

/** Longer text is not a tracking id (a canonical id is at most 31 characters); not even parsed. */
export const TRACKING_INPUT_MAX_LENGTH = 100;
/** A timeline longer than this shows its first events only (a bound on what one lookup reads). */
export const MAX_EVENTS = 100;

const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  "pending",
  "processing",
  "approved",
  "rejected",
  "completed",
];
const PAYMENT_STATUSES: readonly PaymentStatus[] = ["pending", "paid", "failed", "refunded"];

const isStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);

/** The page's service choice an application kind belongs to. */
export function trackingTypeOf(kind: ApplicationKind): TrackingType {
  return kind === "visa" ? "visa" : "licence";
}

/**
 * The page's query (?type=visa|licence&id=…), read by the loader with parseSubmission. Messages are i18n
 * keys of the "tracking" namespace. The id is only required here: any other text is looked up and not found.
 */
export const trackingQuerySchema = z.object({
  type: z.enum(TRACKING_TYPES, { error: "tracking:form.typeRequired" }),
  id: z.string({ error: "tracking:form.idRequired" }).trim().min(1, { error: "tracking:form.idRequired" }),
});

export interface TrackedEvent {
  /** The application's status after the event (unchanged for a payment event). */
  status: ApplicationStatus;
  /** ISO 8601, UTC. */
  at: string;
  /** The staff's note in the wanted language, when there is one. */
  note?: string;
  /** Set on a payment event: the payment status it moved to. */
  payment?: PaymentStatus;
}

/** What the public may see of an application. */
export interface TrackedApplication {
  kind: ApplicationKind;
  trackingId: string;
  status: ApplicationStatus;
  /** ISO 8601, UTC. */
  submittedAt: string;
  paymentStatus: PaymentStatus;
  /** Visas only: the offer's destination in the wanted language (else the form's), and the visa type. */
  destination?: string;
  visaType?: string;
  /** Oldest first. */
  events: TrackedEvent[];
}

export type TrackingOutcome =
  | { found: TrackedApplication }
  | { wrongType: TrackingType }
  | { notFound: true };

export interface TrackingLookup {
  type: TrackingType;
  trackingId: string;
  /** The language of the destination and of bilingual notes (English by default). */
  locale?: Locale;
}

const NOT_FOUND = { notFound: true } as const;

function localizedNote(data: Record<string, unknown>, locale: Locale): string | undefined {
  const note = data.note;
  if (!note || typeof note !== "object") return undefined;
  const text = note as Record<string, unknown>;
  const wanted = text[locale];
  const english = text.en;
  if (typeof wanted === "string" && wanted.trim()) return wanted.trim();
  return typeof english === "string" && english.trim() ? english.trim() : undefined;
}

/** One status_events row as the public timeline shows it. */
export function trackedEvent(
  row: { fromStatus: string | null; toStatus: string; note: string | null; data: Record<string, unknown> },
  locale: Locale,
  fallbackStatus: ApplicationStatus,
): TrackedEvent {
  const data = row.data ?? {};
  const status = isStatus(row.toStatus) ? row.toStatus : fallbackStatus;
  const event: TrackedEvent = { status, at: "" };
  const paymentNote = row.note?.startsWith("payment_") ?? false;
  if (row.fromStatus === row.toStatus && (paymentNote || data.paymentStatus !== undefined)) {
    const payment = isPaymentStatus(data.paymentStatus)
      ? data.paymentStatus
      : row.note?.slice("payment_".length);
    if (isPaymentStatus(payment)) event.payment = payment;
  }
  const note = localizedNote(data, locale) ?? (paymentNote ? undefined : row.note?.trim() || undefined);
  if (note) event.note = note;
  return event;
}

/**
 * Finds a submitted application by its tracking id, for the service type the visitor chose. Returns only
 * non-personal fields; `wrongType` when the id is of the other service type; `notFound` for anything else
 * (unknown ids, malformed or huge text, drafts).
 */
export async function lookupApplication(db: Queryable, lookup: TrackingLookup): Promise<TrackingOutcome> {
  const locale = isLocale(lookup.locale) ? lookup.locale : "en";
  if (typeof lookup.trackingId !== "string" || lookup.trackingId.length > TRACKING_INPUT_MAX_LENGTH) {
    return NOT_FOUND;
  }
  const parsed = parseTrackingId(lookup.trackingId);
  if (!parsed) return NOT_FOUND;
  const idType = trackingTypeOf(parsed.kind);
  if (idType !== lookup.type) return { wrongType: idType };

  const [row] = await db
    .select({
      id: applications.id,
      kind: applications.kind,
      trackingId: applications.trackingId,
      status: applications.status,
      paymentStatus: applications.paymentStatus,
      submittedAt: applications.submittedAt,
      applicationData: applications.applicationData,
      offerDestination: visaOffers.destination,
      offerVisaType: visaOffers.visaType,
    })
    .from(applications)
    .leftJoin(visaOffers, eq(visaOffers.id, applications.visaOfferId))
    .where(
      and(
        eq(applications.trackingId, parsed.id),
        eq(applications.kind, parsed.kind),
        isNotNull(applications.submittedAt),
      ),
    )
    .limit(1);
  if (!row?.submittedAt) return NOT_FOUND;

  const eventRows = await db
    .select({
      fromStatus: statusEvents.fromStatus,
      toStatus: statusEvents.toStatus,
      note: statusEvents.note,
      data: statusEvents.data,
      createdAt: statusEvents.createdAt,
    })
    .from(statusEvents)
    .where(and(eq(statusEvents.subjectType, "application"), eq(statusEvents.subjectId, row.id)))
    // The first event and the payment's are written in one transaction (the same time): the first comes first.
    .orderBy(asc(statusEvents.createdAt), sql`${statusEvents.fromStatus} is not null`, asc(statusEvents.id))
    .limit(MAX_EVENTS);

  const submittedAt = row.submittedAt.toISOString();
  let events = eventRows.map((event) => ({
    ...trackedEvent(event, locale, row.status),
    at: event.createdAt.toISOString(),
  }));
  // A row written without history (imported) still shows where it stands.
  if (events.length === 0) events = [{ status: row.status, at: submittedAt }];

  const found: TrackedApplication = {
    kind: row.kind,
    trackingId: row.trackingId,
    status: row.status,
    submittedAt,
    paymentStatus: row.paymentStatus,
    events,
  };
  if (row.kind === "visa") {
    const data = row.applicationData ?? {};
    const destination = pick(row.offerDestination, locale) || data.destination?.trim();
    const visaType = row.offerVisaType || data.visaType?.trim();
    if (destination) found.destination = destination;
    if (visaType) found.visaType = visaType;
  }
  return { found };
}
