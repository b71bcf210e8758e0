// One word and one badge tone per status of each subject, read alike by the profile, the tracking page, the back
// office and the e-mails (docs/decisions/030). The word is the i18n key `status:<subject>.<status>`.
import type {
  ApplicationStatus,
  BookingStatus,
  BusinessConsultationStatus,
  EducationConsultationStatus,
  EsimTopUpStatus,
  OrderStatus,
  PaymentStatus,
} from "../db/schema/index.ts";
import type { EsimUnitState } from "./esim-unit-state.ts";

/** The badge tones of components/ui/badge.tsx. */
export type StatusTone = "neutral" | "brand" | "success" | "warning" | "danger";

export const STATUS_LABELS = {
  /** "cancelled" is an order whose payment was declined, abandoned or never started: nothing was charged. */
  order: {
    pending: "warning",
    paid: "success",
    fulfilled: "success",
    cancelled: "neutral",
    refunded: "neutral",
  } satisfies Record<OrderStatus, StatusTone>,
  /** "refunded" is shown instead of a booking's own status once its payment is refunded (`bookingShownAs`). */
  booking: {
    pending: "warning",
    confirmed: "success",
    completed: "success",
    cancelled: "neutral",
    refunded: "neutral",
  } satisfies Record<BookingStatus | "refunded", StatusTone>,
  /** Bookings' and applications' payments. */
  payment: {
    pending: "warning",
    paid: "success",
    failed: "danger",
    refunded: "neutral",
  } satisfies Record<PaymentStatus, StatusTone>,
  education: {
    new: "warning",
    in_progress: "brand",
    completed: "success",
  } satisfies Record<EducationConsultationStatus, StatusTone>,
  business: {
    pending: "warning",
    contacted: "brand",
    in_progress: "brand",
    completed: "success",
    cancelled: "neutral",
  } satisfies Record<BusinessConsultationStatus, StatusTone>,
  application: {
    pending: "warning",
    processing: "brand",
    action_required: "danger",
    approved: "success",
    rejected: "danger",
    completed: "success",
  } satisfies Record<ApplicationStatus, StatusTone>,
  /** An eSIM unit: "ready" once its activation code is there to install; "issuing" is a unit still preparing
   * while the provider issues it (seconds), as pages show it. */
  esim: {
    preparing: "warning",
    issuing: "warning",
    ready: "success",
  } satisfies Record<EsimUnitState, StatusTone>,
  esimTopUp: {
    pending: "warning",
    applied: "success",
    failed: "danger",
  } satisfies Record<EsimTopUpStatus, StatusTone>,
} as const;

export type LabelledSubject = keyof typeof STATUS_LABELS;
export type LabelledStatus<S extends LabelledSubject> = keyof (typeof STATUS_LABELS)[S] & string;
export type StatusKey = { [S in LabelledSubject]: `status:${S}.${LabelledStatus<S>}` }[LabelledSubject];

export interface StatusLabel {
  key: StatusKey;
  tone: StatusTone;
}

/** Null for a status the subject does not have (an old event's, or a typo in data). */
export function statusLabel(subject: LabelledSubject, status: string): StatusLabel | null {
  const tones = STATUS_LABELS[subject] as Record<string, StatusTone>;
  if (!Object.hasOwn(tones, status)) return null;
  return { key: `status:${subject}.${status}` as StatusKey, tone: tones[status]! };
}

/** A refunded booking reads "refunded" wherever it is shown, whether it was cancelled or had taken place. */
export function bookingShownAs(
  status: BookingStatus,
  paymentStatus: PaymentStatus,
): BookingStatus | "refunded" {
  return paymentStatus === "refunded" ? "refunded" : status;
}

/** An application's word; an unknown status (an imported row) reads as pending: something is still open. */
export function applicationStatusLabel(status: string): StatusLabel {
  return statusLabel("application", status) ?? statusLabel("application", "pending")!;
}
