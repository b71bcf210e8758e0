// The one place that changes a status: checked against the subject's state machine, applied only while the row
// still has the status the caller saw, and its status_event written in the same transaction.
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "../db/client.server.ts";
import {
  applications,
  businessIncorporationConsultations,
  type EventSubject,
  educationConsultations,
  orders,
  statusEvents,
  travelPackageBookings,
} from "../db/schema/index.ts";
import { AppError } from "../http/errors.ts";
import { canTransition, type StatusOf, type StatusSubject, statusesOf } from "./status-machines.ts";

/** Payment statuses are a second machine on the same row and event subject. */
const TARGETS = {
  booking: { table: travelPackageBookings, key: "status", event: "booking" },
  booking_payment: { table: travelPackageBookings, key: "paymentStatus", event: "booking" },
  business_consultation: {
    table: businessIncorporationConsultations,
    key: "status",
    event: "business_consultation",
  },
  education_consultation: { table: educationConsultations, key: "status", event: "education_consultation" },
  application: { table: applications, key: "status", event: "application" },
  application_payment: { table: applications, key: "paymentStatus", event: "application" },
  order: { table: orders, key: "status", event: "order" },
} as const satisfies Record<
  StatusSubject,
  { table: PgTable; key: "status" | "paymentStatus"; event: EventSubject }
>;

type Target<S extends StatusSubject> = (typeof TARGETS)[S]["table"];
export type SubjectRow<S extends StatusSubject> = Target<S>["$inferSelect"];

type AnyTarget = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn } & Record<string, PgColumn>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TransitionInput<S extends StatusSubject> {
  subject: S;
  id: string;
  from: StatusOf<S>;
  to: StatusOf<S>;
  /** Null for the system (a payment provider, the expiry sweep). */
  actor: string | null;
  note?: string | null;
  data?: Record<string, unknown>;
  /** Other columns that change with the status (an order's paidAt). */
  set?: Partial<Target<S>["$inferInsert"]>;
}

/** A stale `from` is refused with 409 like a move the machine forbids: of two concurrent changes exactly one
 * wins. A payment move records the row's unchanged status as from/to and the payments in `data`. */
export async function transition<S extends StatusSubject>(
  db: Queryable,
  input: TransitionInput<S>,
): Promise<SubjectRow<S>> {
  if (!canTransition(input.subject, input.from, input.to)) {
    throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });
  }
  if (!UUID.test(input.id)) throw new AppError("API_NOT_FOUND");
  const target = TARGETS[input.subject];
  const table = target.table as unknown as AnyTarget;
  const column = table[target.key]!;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ ...input.set, [target.key]: input.to } as never)
      .where(and(eq(table.id, input.id), eq(column, input.from)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, input.id)).limit(1);
      throw exists
        ? new AppError("BUSINESS_INVALID_STATE", { field: "status" })
        : new AppError("API_NOT_FOUND");
    }
    const payment = target.key === "paymentStatus";
    const status = row.status as string;
    await tx.insert(statusEvents).values({
      subjectType: target.event,
      subjectId: input.id,
      ownerId: row.userId as string | null,
      actorId: input.actor,
      fromStatus: payment ? status : input.from,
      toStatus: payment ? status : input.to,
      note: input.note ?? (payment ? `payment_${input.to}` : null),
      data: payment
        ? { ...input.data, paymentStatus: input.to, previousPaymentStatus: input.from }
        : { ...input.data },
    });
    return row as SubjectRow<S>;
  });
}

type MainSubject = Exclude<StatusSubject, `${string}_payment`>;

/** The null → pending event that starts a new row's timeline. */
export async function recordCreated<S extends MainSubject>(
  tx: Queryable,
  input: {
    subject: S;
    id: string;
    status: StatusOf<S>;
    owner: string | null;
    actor: string | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  if (statusesOf(input.subject)[0] !== input.status) {
    throw new Error(`a new ${input.subject} starts as ${statusesOf(input.subject)[0]}, not ${input.status}`);
  }
  await tx.insert(statusEvents).values({
    subjectType: TARGETS[input.subject].event,
    subjectId: input.id,
    ownerId: input.owner,
    actorId: input.actor,
    fromStatus: null,
    toStatus: input.status,
    data: input.data ?? {},
  });
}
