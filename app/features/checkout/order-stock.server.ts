// Rows are always locked in one order so two transactions never deadlock: the order's row, stocked products
// and bookings by product type then id, applications last by id.
import { and, eq, gte, ne, type SQL, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "../../platform/db/client.server.ts";
import {
  applications,
  esimPlans,
  type PaymentStatus,
  statusEvents,
  travelAccessories,
  travelPackageBookings,
} from "../../platform/db/schema/index.ts";
import { settleBookingStatus } from "../../platform/domain/booking-settlement.server.ts";
import { recordCreated, transition } from "../../platform/domain/transitions.server.ts";
import type { ProductType } from "./order-types.ts";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything else cannot exist and must not reach a uuid column's query. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

export interface StockLine {
  productType: ProductType;
  productId: string;
  quantity: number;
}

function inLockOrder<T extends StockLine>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) =>
    a.productType === b.productType
      ? a.productId.localeCompare(b.productId)
      : a.productType.localeCompare(b.productType),
  );
}

/** False when one line has too few; what was taken is not undone here. */
export async function reserveStock(tx: Queryable, lines: readonly StockLine[]): Promise<boolean> {
  for (const line of inLockOrder(lines)) {
    let taken: { id: string }[] = [];
    if (line.productType === "accessory") {
      const t = travelAccessories;
      taken = await tx
        .update(t)
        .set({ stock: sql`${t.stock} - ${line.quantity}` })
        .where(and(eq(t.id, line.productId), eq(t.status, "active"), gte(t.stock, line.quantity)))
        .returning({ id: t.id });
    } else if (line.productType === "esim") {
      const p = esimPlans;
      taken = await tx
        .update(p)
        .set({ stockQuantity: sql`${p.stockQuantity} - ${line.quantity}` })
        .where(and(eq(p.id, line.productId), eq(p.status, "active"), gte(p.stockQuantity, line.quantity)))
        .returning({ id: p.id });
    } else continue;
    if (taken.length === 0) return false;
  }
  return true;
}

export async function releaseStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    if (line.productType === "accessory") {
      const t = travelAccessories;
      await tx
        .update(t)
        .set({ stock: sql`${t.stock} + ${line.quantity}` })
        .where(eq(t.id, line.productId));
    } else if (line.productType === "esim") {
      const p = esimPlans;
      await tx
        .update(p)
        .set({ stockQuantity: sql`${p.stockQuantity} + ${line.quantity}` })
        .where(eq(p.id, line.productId));
    }
  }
}

/** False when the booking's payment was not `from` (or a condition failed); its status then follows the money. */
async function moveBookingPayment(
  tx: Transaction,
  bookingId: string,
  context: { orderId: string; userId: string },
  from: PaymentStatus,
  to: PaymentStatus,
  conditions: SQL[] = [],
): Promise<boolean> {
  const b = travelPackageBookings;
  const [booking] = await tx
    .update(b)
    .set({ paymentStatus: to })
    .where(and(eq(b.id, bookingId), eq(b.paymentStatus, from), ...conditions))
    .returning({ id: b.id, status: b.status });
  if (!booking) return false;
  await tx.insert(statusEvents).values({
    subjectType: "booking",
    subjectId: booking.id,
    ownerId: context.userId,
    fromStatus: booking.status,
    toStatus: booking.status,
    note: `payment_${to}`,
    data: { paymentStatus: to, orderId: context.orderId },
  });
  await settleBookingStatus(
    tx,
    { id: booking.id, status: booking.status, paymentStatus: to },
    { actor: null, data: { orderId: context.orderId } },
  );
  return true;
}

/** False when one booking is no longer payable (paid through another order, or cancelled). */
export async function markBookingsPaid(
  tx: Transaction,
  lines: readonly StockLine[],
  context: { orderId: string; userId: string },
): Promise<boolean> {
  const b = travelPackageBookings;
  for (const line of inLockOrder(lines)) {
    if (line.productType !== "package_booking") continue;
    const payable = [eq(b.userId, context.userId), ne(b.status, "cancelled")];
    if (!(await moveBookingPayment(tx, line.productId, context, "pending", "paid", payable))) return false;
  }
  return true;
}

export async function markBookingsRefunded(
  tx: Transaction,
  lines: readonly StockLine[],
  context: { orderId: string; userId: string },
): Promise<void> {
  for (const line of inLockOrder(lines)) {
    if (line.productType === "package_booking") {
      await moveBookingPayment(tx, line.productId, context, "paid", "refunded");
    }
  }
}

/** An application is paid only at the fee it was priced at. */
export interface PricedStockLine extends StockLine {
  unitPriceCents: number;
}

interface PaymentContext {
  orderId: string;
  userId: string;
}

const applicationLines = <T extends StockLine>(lines: readonly T[]): T[] =>
  inLockOrder(lines.filter((line) => line.productType === "application"));

async function lockApplication(tx: Transaction, applicationId: string, userId: string) {
  const a = applications;
  const [row] = await tx
    .select({
      id: a.id,
      trackingId: a.trackingId,
      paymentStatus: a.paymentStatus,
      draftStep: a.draftStep,
      amountCents: a.amountCents,
      submittedAt: a.submittedAt,
    })
    .from(a)
    .where(and(eq(a.id, applicationId), eq(a.userId, userId)))
    .for("update");
  return row;
}

// Paying submits the application and writes its first status event (the start of its tracking timeline).
// False, for the caller's savepoint to roll back, when one is no longer payable as it was priced.
export async function markApplicationsPaid(
  tx: Transaction,
  lines: readonly PricedStockLine[],
  context: PaymentContext,
): Promise<boolean> {
  for (const line of applicationLines(lines)) {
    const application = await lockApplication(tx, line.productId, context.userId);
    if (
      !application ||
      application.submittedAt !== null ||
      application.draftStep !== "payment" ||
      application.amountCents !== line.unitPriceCents ||
      (application.paymentStatus !== "pending" && application.paymentStatus !== "failed")
    ) {
      return false;
    }
    await recordCreated(tx, {
      subject: "application",
      id: application.id,
      status: "pending",
      owner: context.userId,
      actor: context.userId,
      data: { trackingId: application.trackingId, orderId: context.orderId },
    });
    await transition(tx, {
      subject: "application_payment",
      id: application.id,
      from: application.paymentStatus,
      to: "paid",
      actor: null,
      data: { orderId: context.orderId },
      set: { submittedAt: new Date() },
    });
  }
  return true;
}

/** A "failed" application stays a draft and may be paid again. */
export async function markApplicationsFailed(
  tx: Transaction,
  lines: readonly StockLine[],
  context: PaymentContext,
): Promise<void> {
  for (const line of applicationLines(lines)) {
    const application = await lockApplication(tx, line.productId, context.userId);
    if (application?.paymentStatus !== "pending" || application.submittedAt !== null) continue;
    await transition(tx, {
      subject: "application_payment",
      id: application.id,
      from: "pending",
      to: "failed",
      actor: null,
      data: { orderId: context.orderId },
    });
  }
}

/** Their application status stays as it is. */
export async function markApplicationsRefunded(
  tx: Transaction,
  lines: readonly StockLine[],
  context: PaymentContext,
): Promise<void> {
  for (const line of applicationLines(lines)) {
    const application = await lockApplication(tx, line.productId, context.userId);
    if (application?.paymentStatus !== "paid") continue;
    await transition(tx, {
      subject: "application_payment",
      id: application.id,
      from: "paid",
      to: "refunded",
      actor: null,
      data: { orderId: context.orderId },
    });
  }
}
