// Each event id applies once and only forward (docs/decisions/011). A payment after a cancellation takes the
// stock again if it is there, else the order stays cancelled with a "refund_needed" event.
import { and, asc, desc, eq, isNull, lt, TransactionRollbackError } from "drizzle-orm";
import type { Queryable, Transaction } from "../../platform/db/client.server.ts";
import {
  esimActivations,
  orderItems,
  orders,
  paymentEvents,
  statusEvents,
} from "../../platform/db/schema/index.ts";
import { type ErrorCode, isErrorCode } from "../../platform/http/errors.ts";
import type { PaymentEvent } from "../../platform/payments/gateway.server.ts";
import type { BackgroundJob } from "../../platform/server/services.server.ts";
import { esimUnitsOf } from "./esim-fulfilment.server.ts";
import { createEsimTopUps } from "./esim-top-ups.server.ts";
import {
  isUuid,
  markApplicationsFailed,
  markApplicationsPaid,
  markApplicationsRefunded,
  markBookingsPaid,
  markBookingsRefunded,
  type PricedStockLine,
  releaseStock,
  reserveStock,
} from "./order-stock.server.ts";
import type { OrderStatus } from "./order-types.ts";

export interface AppliedEvent {
  result: "applied" | "duplicate" | "ignored";
  orderId: string | null;
  status: string | null;
  /** The order became paid by this event (send the confirmation). */
  becamePaid: boolean;
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = PricedStockLine & { id: string };

interface Outcome {
  changed: boolean;
  status: OrderStatus;
  becamePaid: boolean;
}

/** Only the order's own provider may move it. */
async function lockOrderOf(tx: Transaction, event: PaymentEvent): Promise<OrderRow | undefined> {
  let order: OrderRow | undefined;
  if (isUuid(event.orderId)) {
    [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for("update");
  }
  if (!order && event.reference) {
    [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.provider, event.provider), eq(orders.providerReference, event.reference)))
      .limit(1)
      .for("update");
  }
  return order?.provider === event.provider ? order : undefined;
}

async function itemsOf(tx: Transaction, orderId: string): Promise<ItemRow[]> {
  return tx
    .select({
      id: orderItems.id,
      productType: orderItems.productType,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

async function moveOrder(
  tx: Transaction,
  order: OrderRow,
  to: OrderStatus,
  note: string,
  data: Record<string, unknown>,
  changes: Partial<Pick<OrderRow, "paidAt">> = {},
): Promise<void> {
  if (to !== order.status)
    await tx
      .update(orders)
      .set({ status: to, ...changes })
      .where(eq(orders.id, order.id));
  await tx.insert(statusEvents).values({
    subjectType: "order",
    subjectId: order.id,
    ownerId: order.userId,
    fromStatus: order.status,
    toStatus: to,
    note,
    data,
  });
}

// Bookings stay pending and applications become "failed": both may be paid again.
async function cancelOrder(
  tx: Transaction,
  order: OrderRow,
  items: ItemRow[],
  note: string,
  data: Record<string, unknown>,
): Promise<void> {
  await releaseStock(tx, items);
  await markApplicationsFailed(tx, items, { orderId: order.id, userId: order.userId });
  await moveOrder(tx, order, "cancelled", note, data);
}

// All or nothing (a savepoint); `reserve` takes the stock again for an order that was cancelled meanwhile.
async function claimForPayment(tx: Transaction, order: OrderRow, items: ItemRow[], reserve: boolean) {
  const context = { orderId: order.id, userId: order.userId };
  try {
    await tx.transaction(async (savepoint) => {
      if (reserve && !(await reserveStock(savepoint, items))) savepoint.rollback();
      if (!(await markBookingsPaid(savepoint, items, context))) savepoint.rollback();
      if (!(await markApplicationsPaid(savepoint, items, context))) savepoint.rollback();
    });
    return true;
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}

async function markPaid(
  tx: Transaction,
  order: OrderRow,
  items: ItemRow[],
  event: PaymentEvent,
  data: Record<string, unknown>,
): Promise<Outcome> {
  await moveOrder(tx, order, "paid", "paid", data, { paidAt: event.occurredAt });
  const units = await esimUnitsOf(tx, order, items);
  if (units.length > 0) await tx.insert(esimActivations).values(units);
  await createEsimTopUps(tx, order, items);
  return { changed: true, status: "paid", becamePaid: true };
}

async function refundAlreadyNoted(tx: Transaction, orderId: string): Promise<boolean> {
  const [noted] = await tx
    .select({ id: statusEvents.id })
    .from(statusEvents)
    .where(
      and(
        eq(statusEvents.subjectType, "order"),
        eq(statusEvents.subjectId, orderId),
        eq(statusEvents.note, "refund_needed"),
      ),
    )
    .limit(1);
  return noted !== undefined;
}

async function applyOutcome(tx: Transaction, order: OrderRow, event: PaymentEvent): Promise<Outcome> {
  const unchanged: Outcome = { changed: false, status: order.status, becamePaid: false };
  const data = { provider: event.provider, eventId: event.eventId, eventType: event.type };
  const items = await itemsOf(tx, order.id);

  switch (event.outcome) {
    case "paid": {
      if (order.status === "pending") {
        if (await claimForPayment(tx, order, items, false)) return markPaid(tx, order, items, event, data);
        // A booking or an application was paid through another order meanwhile: this money goes back.
        await cancelOrder(tx, order, items, "refund_needed", { ...data, reason: "items_unavailable" });
        return { changed: true, status: "cancelled", becamePaid: false };
      }
      if (order.status === "cancelled" && !(await refundAlreadyNoted(tx, order.id))) {
        if (await claimForPayment(tx, order, items, true)) return markPaid(tx, order, items, event, data);
        await moveOrder(tx, order, "cancelled", "refund_needed", { ...data, reason: "items_unavailable" });
        return { changed: true, status: "cancelled", becamePaid: false };
      }
      return unchanged;
    }
    case "failed":
    case "expired": {
      if (order.status !== "pending") return unchanged;
      await cancelOrder(tx, order, items, event.outcome, data);
      return { changed: true, status: "cancelled", becamePaid: false };
    }
    case "refunded": {
      if (order.status === "refunded") return unchanged;
      if (order.status === "pending") await releaseStock(tx, items);
      // docs/decisions/011: goods of a paid order are not restocked on a refund (they may have been shipped).
      if (order.status === "paid" || order.status === "fulfilled") {
        await markBookingsRefunded(tx, items, { orderId: order.id, userId: order.userId });
        await markApplicationsRefunded(tx, items, { orderId: order.id, userId: order.userId });
      }
      await moveOrder(tx, order, "refunded", "refunded", data);
      return { changed: true, status: "refunded", becamePaid: false };
    }
    default:
      return unchanged;
  }
}

export async function applyPaymentEvent(db: Queryable, event: PaymentEvent): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider: event.provider,
        providerEventId: event.eventId,
        type: event.type,
        occurredAt: event.occurredAt,
        payload: event.payload ?? {},
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
      .returning({ id: paymentEvents.id });
    if (!recorded) {
      const [seen] = await tx
        .select({ orderId: paymentEvents.orderId, status: orders.status })
        .from(paymentEvents)
        .leftJoin(orders, eq(orders.id, paymentEvents.orderId))
        .where(
          and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.providerEventId, event.eventId)),
        );
      return {
        result: "duplicate",
        orderId: seen?.orderId ?? null,
        status: seen?.status ?? null,
        becamePaid: false,
      };
    }

    const order = await lockOrderOf(tx, event);
    const outcome = order ? await applyOutcome(tx, order, event) : null;
    await tx
      .update(paymentEvents)
      .set({ orderId: order?.id ?? null, processedAt: new Date() })
      .where(eq(paymentEvents.id, recorded.id));
    if (!order || !outcome) return { result: "ignored", orderId: null, status: null, becamePaid: false };
    return {
      result: outcome.changed ? "applied" : "ignored",
      orderId: order.id,
      status: outcome.status,
      becamePaid: outcome.becamePaid,
    };
  });
}

const CHECKOUT_FAILED = "checkout_failed";

// Gives the stock back at once instead of holding it for the payment window. Only an order without a payment
// page is cancelled: a concurrent retry may have opened one meanwhile.
export async function cancelUnstartedOrder(
  db: Queryable,
  orderId: string,
  failure: { provider: string; code: ErrorCode },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending"), isNull(orders.checkoutUrl)))
      .for("update");
    if (!order) return false;
    await cancelOrder(tx, order, await itemsOf(tx, order.id), CHECKOUT_FAILED, failure);
    return true;
  });
}

export async function checkoutFailureOf(db: Queryable, orderId: string): Promise<ErrorCode | null> {
  const [event] = await db
    .select({ data: statusEvents.data })
    .from(statusEvents)
    .where(
      and(
        eq(statusEvents.subjectType, "order"),
        eq(statusEvents.subjectId, orderId),
        eq(statusEvents.note, CHECKOUT_FAILED),
      ),
    )
    .orderBy(desc(statusEvents.createdAt))
    .limit(1);
  const code = event?.data.code;
  return isErrorCode(code) ? code : null;
}

/** Not in the spec; the next sweep takes the rest. */
const EXPIRY_BATCH = 500;

export async function expireStaleOrders(db: Queryable, now: Date = new Date()): Promise<number> {
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(EXPIRY_BATCH);
  let expired = 0;
  // One transaction per order: each releases its stock in the same row order as a checkout takes it.
  for (const { id } of stale) {
    const cancelled = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, "pending"), lt(orders.expiresAt, now)))
        .for("update", { skipLocked: true });
      if (!order) return false;
      await cancelOrder(tx, order, await itemsOf(tx, order.id), "expired", { expiredAt: now.toISOString() });
      return true;
    });
    if (cancelled) expired++;
  }
  return expired;
}

/** Every minute, once across all processes; a failed sweep is not retried: the next minute's is the retry. */
export const orderExpiryJob: BackgroundJob = ({ db, logger }) => ({
  name: "order-expiry",
  every: "* * * * *",
  retryLimit: 0,
  async run() {
    const expired = await expireStaleOrders(db);
    if (expired > 0) logger.info({ expired }, "unpaid orders expired");
  },
});
