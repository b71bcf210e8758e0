/**
 * Stock of an order's items: reserved when the order is created, released when it is cancelled, and
 * package bookings marked paid when the order is. Conditional updates (`stock = stock - q where stock >= q`)
 * never let stock go negative, whatever runs at the same time. Rows are always touched in the same order
 * (product type, then id), so that two transactions never wait on each other in a circle.
 */
import { and, eq, gte, ne, type SQL, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "../../platform/db/client.server.ts";
import {
  esimPlans,
  type PaymentStatus,
  statusEvents,
  travelAccessories,
  travelPackageBookings,
} from "../../platform/db/schema/index.ts";
import type { ProductType } from "./types.ts";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that can be looked up in a uuid column (anything else cannot exist and must not reach a query). */
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

/** Takes the units of every eSIM plan and accessory line; false (nothing taken is undone here) when one has too few. */
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

/** Gives back the units of every eSIM plan and accessory line. */
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

/**
 * Moves one booking's payment status from `from` to `to` when it is there and `conditions` hold, and records the
 * change as a status event of the booking; false when the booking did not move.
 */
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
  return true;
}

/**
 * Marks the order's package bookings paid, each only while it still waits for payment and is not
 * cancelled; false when one of them is no longer payable (already paid through another order, cancelled).
 */
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

/** A paid order was refunded: its bookings' payment status becomes "refunded". */
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
