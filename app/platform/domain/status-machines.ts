/**
 * The state machines of everything that has a status (spec §4), client and server: which status may follow
 * which. `transition` (transitions.server.ts) enforces them; screens use `nextStatuses` to offer only legal moves.
 * Statuses only go forward: a step back (a cancelled booking confirmed again) would undo what the customer was
 * told and, for payments, money already moved.
 */
import type {
  ApplicationStatus,
  BookingStatus,
  BusinessConsultationStatus,
  EducationConsultationStatus,
  OrderStatus,
  PaymentStatus,
} from "../db/schema/index.ts";

type Machine<S extends string> = { readonly [K in S]: readonly S[] };

/** Payments of bookings and applications: a failed payment may be tried again; only a paid one is refunded. */
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
  application: {
    pending: ["processing", "rejected"],
    processing: ["approved", "rejected"],
    approved: ["completed"],
    rejected: [],
    completed: [],
  } as const satisfies Machine<ApplicationStatus>,
  application_payment: PAYMENT,
  // As decision 011 and the payment code move orders: a cancelled order is paid again when its stock can be taken
  // again; a refund may follow any state but refunded.
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

/** Every status of a subject, in the order of its machine (filters, select options). */
export function statusesOf<S extends StatusSubject>(subject: S): StatusOf<S>[] {
  return Object.keys(STATUS_MACHINES[subject]) as StatusOf<S>[];
}

/** The statuses that may follow `from`; none for an unknown status. */
export function nextStatuses<S extends StatusSubject>(subject: S, from: string): readonly StatusOf<S>[] {
  const machine = STATUS_MACHINES[subject] as unknown as Record<string, readonly StatusOf<S>[]>;
  return Object.hasOwn(machine, from) ? machine[from]! : [];
}

export function canTransition<S extends StatusSubject>(subject: S, from: string, to: string): boolean {
  return (nextStatuses(subject, from) as readonly string[]).includes(to);
}
