// Public tracking (spec §2/§3/§8): anyone with the id may look, so nothing personal ever leaves here.
// The id's prefix tells its type without a query, which reveals nothing about whether the application exists.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import * as z from "zod";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  type ApplicationStatus,
  applications,
  drivingLicenseOffers,
  type PaymentStatus,
  statusEvents,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { type ProcessingTime, processingTimeOf } from "../../platform/domain/offer-terms.ts";
import { statusesOf } from "../../platform/domain/status-machines.ts";
import { parseTrackingId, TRACKING_KINDS, type TrackingKind } from "../../platform/domain/tracking.ts";
import { isLocale, type Locale, pick } from "../../platform/i18n/localized.ts";
import { type ActionRequestView, latestActionRequest, requestView } from "./action-request.server.ts";

/** The service types a visitor chooses from: the application kinds. */
export const TRACKING_TYPES = TRACKING_KINDS;
export type TrackingType = TrackingKind;

/** A canonical id is at most 31 characters; longer text is not even parsed. */
export const TRACKING_INPUT_MAX_LENGTH = 100;
export const MAX_EVENTS = 100;

const APPLICATION_STATUSES = statusesOf("application");
const PAYMENT_STATUSES: readonly PaymentStatus[] = ["pending", "paid", "failed", "refunded"];

const isStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);

/** Links sent before the driving-licence type was offered say "licence" for both licence kinds. */
function readType(value: unknown, id: unknown): unknown {
  const parsed = typeof id === "string" ? parseTrackingId(id) : null;
  if (value === "licence")
    return parsed && parsed.kind !== "visa" ? parsed.kind : "international-driving-license";
  // No type but a readable id (a link without it): the id's prefix tells it.
  if ((value === undefined || value === "") && parsed) return parsed.kind;
  return value;
}

/** The id is only required here: any other text is looked up and not found. */
export const trackingQuerySchema = z.preprocess(
  (input) =>
    input && typeof input === "object"
      ? { ...input, type: readType((input as { type?: unknown }).type, (input as { id?: unknown }).id) }
      : input,
  z.object({
    type: z.enum(TRACKING_TYPES, { error: "tracking:form.typeRequired" }),
    id: z.string({ error: "tracking:form.idRequired" }).trim().min(1, { error: "tracking:form.idRequired" }),
  }),
);

export function isTrackingType(value: unknown): value is TrackingType {
  return typeof value === "string" && (TRACKING_TYPES as readonly string[]).includes(value);
}

export interface TrackedEvent {
  status: ApplicationStatus;
  at: string;
  note?: string;
  payment?: PaymentStatus;
  /** the applicant sent what staff asked for */
  resubmitted?: true;
}

export interface TrackedApplication {
  kind: ApplicationKind;
  trackingId: string;
  status: ApplicationStatus;
  submittedAt: string;
  paymentStatus: PaymentStatus;
  /** Visas only: the offer's destination in the wanted language (else the form's), and the visa type. */
  destination?: string;
  visaType?: string;
  /** The offer's, as the offer shows it; absent when the offer is gone. */
  processing?: ProcessingTime;
  /** While action is required: what staff asked for. */
  request?: ActionRequestView;
  events: TrackedEvent[];
}

export type TrackingOutcome =
  | { found: TrackedApplication }
  | { wrongType: TrackingType }
  | { notFound: true };

export interface TrackingLookup {
  type: TrackingType;
  trackingId: string;
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
  if (data.resubmitted === true) event.resubmitted = true;
  return event;
}

export async function lookupApplication(db: Queryable, lookup: TrackingLookup): Promise<TrackingOutcome> {
  const locale = isLocale(lookup.locale) ? lookup.locale : "en";
  if (typeof lookup.trackingId !== "string" || lookup.trackingId.length > TRACKING_INPUT_MAX_LENGTH) {
    return NOT_FOUND;
  }
  const parsed = parseTrackingId(lookup.trackingId);
  if (!parsed) return NOT_FOUND;
  if (parsed.kind !== lookup.type) return { wrongType: parsed.kind };

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
      visaDays: visaOffers.processingDays,
      planProcessing: drivingLicenseOffers.processingDays,
    })
    .from(applications)
    .leftJoin(visaOffers, eq(visaOffers.id, applications.visaOfferId))
    .leftJoin(drivingLicenseOffers, eq(drivingLicenseOffers.id, applications.drivingLicenseOfferId))
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
  const processingDays = row.visaDays ?? row.planProcessing;
  if (processingDays !== null) found.processing = processingTimeOf({ processingDays }, locale);
  if (row.status === "action_required") {
    const request = await latestActionRequest(db, row.id);
    if (request) found.request = requestView(request, locale);
  }
  if (row.kind === "visa") {
    const data = row.applicationData ?? {};
    const destination = pick(row.offerDestination, locale) || data.destination?.trim();
    const visaType = row.offerVisaType || data.visaType?.trim();
    if (destination) found.destination = destination;
    if (visaType) found.visaType = visaType;
  }
  return { found };
}
