import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../../platform/db/client.server.ts";
import {
  type EsimProviderRefund,
  esimActivations,
  orders,
  type PaymentProvider,
  paymentEvents,
  type ShippingAddress,
  statusEvents,
  user,
} from "../../../platform/db/schema/index.ts";
import { ORDER_NEEDS_COLUMNS, orderNeedsOf } from "../../../platform/domain/order-needs.server.ts";
import type { Locale } from "../../../platform/i18n/localized.ts";
import { iso } from "../../../platform/lists/sql.server.ts";
import { type OrderLine, readOrderLines } from "../order-lines.server.ts";
import type { OrderListRow } from "./order-list.server.ts";

export interface OrderDetailPayment {
  id: string;
  provider: PaymentProvider;
  type: string;
  eventId: string;
  occurredAt: string | null;
  receivedAt: string;
}

export interface OrderDetailEvent {
  id: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  data: Record<string, unknown>;
  actorName: string | null;
  createdAt: string;
}

/** What staff see of how an eSIM unit is being issued (the customer sees only "being issued" or "ready"). */
export interface EsimUnitFacts {
  provider: string | null;
  iccid: string | null;
  attempts: number;
  error: string | null;
  failed: boolean;
  providerRefund: EsimProviderRefund | null;
}

export interface OrderDetail extends OrderListRow {
  customerPhone: string | null;
  locale: Locale;
  providerReference: string | null;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  shippingAddress: ShippingAddress | null;
  shipment: { carrier: string | null; trackingNumber: string | null; shippedAt: string | null };
  lines: OrderLine[];
  esimUnits: Record<string, EsimUnitFacts>;
  payments: OrderDetailPayment[];
  events: OrderDetailEvent[];
  can: { ship: boolean; editShipment: boolean; refund: boolean; markRefunded: boolean; supplyCodes: boolean };
}

export async function loadOrderDetail(
  db: Queryable,
  id: string,
  locale: Locale,
): Promise<OrderDetail | null> {
  const [row] = await db
    .select({ order: orders, name: user.name, email: user.email, phone: user.phone, ...ORDER_NEEDS_COLUMNS })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) return null;
  const { order } = row;
  const [lines, units, payments, events] = await Promise.all([
    readOrderLines(db, [id], locale),
    db
      .select({
        id: esimActivations.id,
        provider: esimActivations.provider,
        iccid: esimActivations.iccid,
        attempts: esimActivations.fulfilmentAttempts,
        error: esimActivations.fulfilmentError,
        failedAt: esimActivations.fulfilmentFailedAt,
        providerRefund: esimActivations.providerRefund,
      })
      .from(esimActivations)
      .where(eq(esimActivations.orderId, id)),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, id))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)),
    db
      .select({ event: statusEvents, actorName: user.name })
      .from(statusEvents)
      .leftJoin(user, eq(user.id, statusEvents.actorId))
      .where(and(eq(statusEvents.subjectType, "order"), eq(statusEvents.subjectId, id)))
      .orderBy(asc(statusEvents.createdAt), asc(statusEvents.id)),
  ]);
  const needs = orderNeedsOf(row);
  const settled = order.status === "paid" || order.status === "fulfilled";
  const refundable = (needs.includes("refund") || settled) && order.provider !== null;
  return {
    id: order.id,
    number: order.number,
    customerName: row.name,
    customerEmail: row.email,
    customerPhone: row.phone ?? null,
    status: order.status,
    provider: order.provider,
    providerReference: order.providerReference,
    totalCents: order.totalCents,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    currency: order.currency,
    locale: order.locale,
    createdAt: iso(order.createdAt)!,
    paidAt: iso(order.paidAt),
    needs,
    shippingAddress: order.shippingAddress,
    shipment: {
      carrier: order.shippingCarrier,
      trackingNumber: order.trackingNumber,
      shippedAt: iso(order.shippedAt),
    },
    lines: lines.get(id) ?? [],
    esimUnits: Object.fromEntries(
      units.map(({ id: unitId, failedAt, ...facts }) => [unitId, { ...facts, failed: failedAt !== null }]),
    ),
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      type: payment.type,
      eventId: payment.providerEventId,
      occurredAt: iso(payment.occurredAt),
      receivedAt: iso(payment.receivedAt)!,
    })),
    events: events.map(({ event, actorName }) => ({
      id: event.id,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      data: event.data,
      actorName,
      createdAt: iso(event.createdAt)!,
    })),
    can: {
      ship: order.status === "paid" && order.shippingAddress !== null && order.shippedAt === null,
      editShipment: settled && order.shippedAt !== null,
      refund: refundable,
      markRefunded: refundable,
      supplyCodes: settled,
    },
  };
}
