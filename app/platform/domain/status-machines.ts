// Spec §4. Statuses only go forward: a step back would undo what the customer was told and, for payments, money
// already moved. `transition` enforces them; screens offer only `nextStatuses`.
import type {
  ApplicationStatus,
  BookingStatus,
  BusinessConsultationStatus,
  EducationConsultationStatus,
  OrderStatus,
  PaymentStatus,
} from "../db/schema/index.ts";

type Machine<S extends string> = { readonly [K in S]: readonly S[] };

/** A failed payment may be tried again; only a paid one is refunded. */
const PAYMENT = {
  pending: ["paid", "failed"],
  failed: ["pending", "paid"],
  paid: ["refunded"],
  refunded: [],
} as const satisfies Machine<PaymentStatus>;

export const STATUS_MACHINES = {
  booking: {
    pending: ["confirmed", "cancelled"],
    confirmed: ["completed", "cancelled"],
    completed: [],
    cancelled: [],
  } as const satisfies Machine<BookingStatus>,
  booking_payment: PAYMENT,
  business_consultation: {
    pending: ["contacted", "in_progress", "cancelled"],
    contacted: ["in_progress", "completed", "cancelled"],
    in_progress: ["completed", "cancelled"],
    completed: [],
    cancelled: [],
  } as const satisfies Machine<BusinessConsultationStatus>,
  education_consultation: {
    new: ["in_progress"],
    in_progress: ["completed"],
    completed: [],
  } as const satisfies Machine<EducationConsultationStatus>,
  // action_required goes back to processing only when the applicant resubmits (resubmitApplication).
  application: {
    pending: ["processing", "action_required", "rejected"],
    processing: ["approved", "action_required", "rejected"],
    action_required: ["processing", "rejected"],
    approved: ["completed"],
    rejected: [],
    completed: [],
  } as const satisfies Machine<ApplicationStatus>,
  application_payment: PAYMENT,
  // docs/decisions/011: a cancelled order is paid again when its stock can be taken again.
  order: {
    pending: ["paid", "cancelled", "refunded"],
    paid: ["fulfilled", "refunded"],
    fulfilled: ["refunded"],
    cancelled: ["paid", "refunded"],
    refunded: [],
  } as const satisfies Machine<OrderStatus>,
} as const;

export type StatusSubject = keyof typeof STATUS_MACHINES;
export type StatusOf<S extends StatusSubject> = keyof (typeof STATUS_MACHINES)[S] & string;

export function statusesOf<S extends StatusSubject>(subject: S): StatusOf<S>[] {
  return Object.keys(STATUS_MACHINES[subject]) as StatusOf<S>[];
}

export function nextStatuses<S extends StatusSubject>(subject: S, from: string): readonly StatusOf<S>[] {
  const machine = STATUS_MACHINES[subject] as unknown as Record<string, readonly StatusOf<S>[]>;
  return Object.hasOwn(machine, from) ? machine[from]! : [];
}

export function canTransition<S extends StatusSubject>(subject: S, from: string, to: string): boolean {
  return (nextStatuses(subject, from) as readonly string[]).includes(to);
}
