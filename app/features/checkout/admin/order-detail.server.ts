/**
 * The admin's orders (issue 14 item 3): the list (search, filters, the staff's `needs`), one order with its items,
 * eSIM units, customer, payments and events, and the actions: ship (carrier and tracking number; the customer is
 * e-mailed), an eSIM unit's activation code (the QR e-mail goes out), a refund through the order's provider, and
 * "mark refunded" for money returned outside the system. Each write records its audit entry in its own transaction.
 *
 * The orders' rules live in the checkout feature (shipments, activation codes, applyPaymentEvent's refund path):
 * the route hands them in (`OrderOperations`), as the bookings screen gets the packages' status change. A refund
 * is applied as a provider event whose id is the provider's refund id: the bookings and applications it paid are
 * refunded in the same place as for a provider's refund webhook, and that later webhook finds the order refunded.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import type { Queryable } from "../../../platform/db/client.server.ts";
import type { OrderStatus, PaymentProvider, ProductType } from "../../../platform/db/schema/index.ts";
import {
  esimActivations,
  orderItems,
  orders,
  paymentEvents,
  type ShippingAddress,
  statusEvents,
  user,
} from "../../../platform/db/schema/index.ts";
import { likePattern } from "../../../platform/db/text-search.ts";
import { recordAudit } from "../../../platform/domain/audit.server.ts";
import { AppError, type ErrorPayload, isAppError, toErrorPayload } from "../../../platform/http/errors.ts";
import { type Locale, pick } from "../../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import { type PaymentEvent, PaymentRefundError } from "../../../platform/payments/gateway.server.ts";
import { type EnabledGateways, loadGateways } from "../../../platform/payments/gateways.server.ts";
import type { Services } from "../../../platform/server/services.server.ts";
import {
  type AdminArgs,
  type AdminRequest,
  adminRequest,
  formOf,
  idOf,
  iso,
  textField,
  withinDays,
} from "../requests/shared.server.ts";
import { ORDER_NEEDS, type OrderNeed, type orderList } from "./lists.ts";
import { ORDER_NEEDS_SQL } from "./needs.server.ts";

type OrderListQuery = ReturnType<(typeof orderList)["parse"]>;

export interface OrderListRow {
  id: string;
  number: string;
  customerName: string;
  customerEmail: string;
  status: OrderStatus;
  provider: PaymentProvider | null;
  totalCents: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
  needs: OrderNeed[];
}

const o = orders;
const SORTS = { created: o.createdAt, paid: o.paidAt, total: o.totalCents } as const;

const needsColumns = {
  needsRefund: sql<boolean>`${ORDER_NEEDS_SQL.refund}`,
  needsShipping: sql<boolean>`${ORDER_NEEDS_SQL.shipping}`,
  needsEsimCode: sql<boolean>`${ORDER_NEEDS_SQL.esim_code}`,
};

function needsOf(row: { needsRefund: unknown; needsShipping: unknown; needsEsimCode: unknown }): OrderNeed[] {
  const flags: Record<OrderNeed, unknown> = {
    refund: row.needsRefund,
    shipping: row.needsShipping,
    esim_code: row.needsEsimCode,
  };
  // PGlite and node-postgres both answer booleans; "t" kept for a driver that answers text.
  return ORDER_NEEDS.filter((need) => flags[need] === true || flags[need] === "t");
}

export async function listOrders(db: Queryable, query: OrderListQuery): Promise<Paged<OrderListRow>> {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(o.status, filters.status) : undefined,
    filters.provider ? eq(o.provider, filters.provider) : undefined,
    filters.needs ? ORDER_NEEDS_SQL[filters.needs] : undefined,
    ...withinDays(o.createdAt, filters.created),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(o.number, pattern), ilike(user.email, pattern), ilike(user.name, pattern)));
  }
  const where = and(...conditions);
  const direction = query.sort.direction === "asc" ? asc : desc;
  const column = SORTS[query.sort.column];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: o.id,
        number: o.number,
        status: o.status,
        provider: o.provider,
        totalCents: o.totalCents,
        currency: o.currency,
        createdAt: o.createdAt,
        paidAt: o.paidAt,
        name: user.name,
        email: user.email,
        ...needsColumns,
      })
      .from(o)
      .innerJoin(user, eq(user.id, o.userId))
      .where(where)
      // Unpaid orders last whichever way the payment date is sorted.
      .orderBy(sql`${direction(column)} nulls last`, direction(o.id))
      .limit(20)
      .offset(pageOffset(query.page)),
    db.select({ value: count() }).from(o).innerJoin(user, eq(user.id, o.userId)).where(where),
  ]);
  return paged(
    rows.map((row) => ({
      id: row.id,
      number: row.number,
      customerName: row.name,
      customerEmail: row.email,
      status: row.status,
      provider: row.provider,
      totalCents: row.totalCents,
      currency: row.currency,
      createdAt: iso(row.createdAt)!,
      paidAt: iso(row.paidAt),
      needs: needsOf(row),
    })),
    total?.value ?? 0,
    query.page,
  );
}

export interface OrderDetailActivation {
  id: string;
  status: "preparing" | "ready";
  activationCode: string | null;
  suppliedAt: string | null;
}

export interface OrderDetailLine {
  id: string;
  productType: ProductType;
  name: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  activations: OrderDetailActivation[];
}

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

export interface OrderDetail extends OrderListRow {
  customerPhone: string | null;
  locale: Locale;
  providerReference: string | null;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  shippingAddress: ShippingAddress | null;
  shipment: { carrier: string | null; trackingNumber: string | null; shippedAt: string | null };
  lines: OrderDetailLine[];
  payments: OrderDetailPayment[];
  events: OrderDetailEvent[];
  /** What the admin may do now. */
  can: { ship: boolean; editShipment: boolean; refund: boolean; markRefunded: boolean; supplyCodes: boolean };
}

export async function loadOrderDetail(
  db: Queryable,
  id: string,
  locale: Locale,
): Promise<OrderDetail | null> {
  const [row] = await db
    .select({ order: o, name: user.name, email: user.email, phone: user.phone, ...needsColumns })
    .from(o)
    .innerJoin(user, eq(user.id, o.userId))
    .where(eq(o.id, id))
    .limit(1);
  if (!row) return null;
  const { order } = row;
  const [items, activations, payments, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position)),
    db
      .select()
      .from(esimActivations)
      .where(eq(esimActivations.orderId, id))
      .orderBy(asc(esimActivations.createdAt), asc(esimActivations.id)),
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
  const needs = needsOf(row);
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
    lines: items.map((item) => ({
      id: item.id,
      productType: item.productType,
      name: pick(item.name, locale),
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      lineTotalCents: item.lineTotalCents,
      activations: activations
        .filter((activation) => activation.orderItemId === item.id)
        .map((activation) => ({
          id: activation.id,
          status: activation.status,
          activationCode: activation.activationCode,
          suppliedAt: iso(activation.suppliedAt),
        })),
    })),
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

/** The checkout's rules for orders, handed in by the route (a feature imports no other feature). */
export interface OrderOperations {
  shipOrder(
    db: Queryable,
    input: { orderId: string; carrier: string; trackingNumber: string; actorId: string },
  ): Promise<{
    before: Record<string, unknown>;
    after: Record<string, unknown> & { status: OrderStatus };
    firstShipment: boolean;
  }>;
  sendOrderShipped(services: Services, orderId: string): Promise<void>;
  supplyActivationCode(
    db: Queryable,
    input: { activationId: string; activationCode: string; actorId: string },
  ): Promise<{ orderId: string }>;
  sendEsimActivation(services: Services, activationId: string): Promise<void>;
  applyPaymentEvent(db: Queryable, event: PaymentEvent): Promise<{ result: string; status: string | null }>;
  /** The enabled gateways (tests hand in their own). */
  loadGateways?: (services: Services) => Promise<Pick<EnabledGateways, "gateways">>;
}

/** What an action answers: a message to show, or a translated error (with its HTTP status). */
export type OrderActionData =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; error: ErrorPayload; activationId?: string };

const succeeded = (intent: string, message: string) =>
  ({ ok: true as const, intent, message }) satisfies OrderActionData;

function refused(
  request: AdminRequest,
  intent: string,
  error: unknown,
  extra: { activationId?: string } = {},
) {
  const { t } = request;
  let payload: ErrorPayload;
  if (error instanceof PaymentRefundError) {
    // The provider said no (or could not be reached): a bad gateway, with the provider's own reason.
    payload = {
      code: "API_SERVER_ERROR",
      status: 502,
      message: t("adminOrders:refund.failed", { reason: error.reason }),
    };
  } else if (isAppError(error) && error.code === "VALIDATION_REQUIRED_FIELD" && error.field === "confirm") {
    payload = { ...toErrorPayload(error, t), message: t("adminOrders:errors.confirm") };
  } else if (isAppError(error) && error.code === "BUSINESS_INVALID_STATE" && error.field === "refund") {
    payload = { ...toErrorPayload(error, t), message: t("adminOrders:errors.notRefundable") };
  } else if (isAppError(error) && error.code === "BUSINESS_INVALID_STATE" && error.field === "provider") {
    payload = { ...toErrorPayload(error, t), message: t("adminOrders:refund.providerUnavailable") };
  } else {
    if (!isAppError(error))
      request.services.logger.error({ err: error, intent }, "admin order action failed");
    payload = toErrorPayload(error, t);
  }
  return data({ ok: false as const, intent, error: payload, ...extra } satisfies OrderActionData, {
    status: payload.status,
  });
}

/** The order's refund state, read again for an action: refund-needed, or paid and confirmed. */
async function refundableOrder(db: Queryable, id: string, confirmed: boolean) {
  const [row] = await db
    .select({ order: o, needsRefund: needsColumns.needsRefund })
    .from(o)
    .where(eq(o.id, id))
    .limit(1);
  if (!row) throw new AppError("API_NOT_FOUND");
  const { order } = row;
  const refundNeeded = row.needsRefund === true || (row.needsRefund as unknown) === "t";
  const settled = order.status === "paid" || order.status === "fulfilled";
  if (!refundNeeded && !settled) throw new AppError("BUSINESS_INVALID_STATE", { field: "refund" });
  // Money of an order the customer still has is given back only after a confirmation.
  if (!refundNeeded && !confirmed) throw new AppError("VALIDATION_REQUIRED_FIELD", { field: "confirm" });
  if (!order.provider) throw new AppError("BUSINESS_INVALID_STATE", { field: "refund" });
  return { order, provider: order.provider };
}

/**
 * POST /admin/orders/:id. intent "ship": carrier, tracking_number; "esim_code": activation_id, activation_code;
 * "refund": confirm=yes unless the order needs a refund; "mark_refunded": confirm=yes. 404 for no such order,
 * 409 for an order in the wrong state, 502 when the provider refuses the refund (nothing changes then).
 */
export async function orderAction(args: AdminArgs, ops: OrderOperations) {
  const request = adminRequest(args);
  const { services, admin, actor, t } = request;
  let intent = "";
  let activationId: string | undefined;
  try {
    const id = idOf(args.params.id);
    const form = await formOf(args.request);
    intent = textField(form, "intent");

    if (intent === "ship") {
      const carrier = textField(form, "carrier");
      const trackingNumber = textField(form, "tracking_number");
      const shipped = await services.db.transaction(async (tx) => {
        const result = await ops.shipOrder(tx, { orderId: id, carrier, trackingNumber, actorId: admin.id });
        await recordAudit(tx, actor, {
          action: result.firstShipment ? "order.ship" : "order.tracking",
          subjectType: "order",
          subjectId: id,
          before: result.before,
          after: result.after,
        });
        return result;
      });
      if (shipped.firstShipment) await ops.sendOrderShipped(services, id);
      return succeeded(
        intent,
        t(shipped.firstShipment ? "adminOrders:shipment.done" : "adminOrders:shipment.updated"),
      );
    }

    if (intent === "esim_code") {
      const chosen = idOf(textField(form, "activation_id"));
      activationId = chosen;
      const code = textField(form, "activation_code");
      await services.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: esimActivations.status, suppliedAt: esimActivations.suppliedAt })
          .from(esimActivations)
          .where(and(eq(esimActivations.id, chosen), eq(esimActivations.orderId, id)));
        if (!before) throw new AppError("API_NOT_FOUND");
        await ops.supplyActivationCode(tx, { activationId: chosen, activationCode: code, actorId: admin.id });
        const [order] = await tx.select({ status: o.status }).from(o).where(eq(o.id, id));
        // The code itself stays out of the audit (it installs the eSIM): which unit, and that it was replaced.
        await recordAudit(tx, actor, {
          action: "order.esim_code",
          subjectType: "order",
          subjectId: id,
          before: { activationId: chosen, activationStatus: before.status },
          after: {
            activationId: chosen,
            activationStatus: "ready",
            replaced: before.status === "ready",
            orderStatus: order?.status ?? null,
          },
        });
      });
      await ops.sendEsimActivation(services, chosen);
      return succeeded(intent, t("adminOrders:esim.done"));
    }

    if (intent === "refund" || intent === "mark_refunded") {
      const confirmed = textField(form, "confirm") === "yes";
      if (intent === "mark_refunded" && !confirmed)
        throw new AppError("VALIDATION_REQUIRED_FIELD", { field: "confirm" });
      const { order, provider } = await refundableOrder(services.db, id, confirmed);
      let event: PaymentEvent;
      if (intent === "refund") {
        const gateway = (await (ops.loadGateways ?? loadGateways)(services)).gateways[provider];
        if (!gateway || !order.providerReference)
          throw new AppError("BUSINESS_INVALID_STATE", { field: "provider" });
        let refundId: string;
        try {
          ({ refundId } = await gateway.refund({
            orderId: order.id,
            reference: order.providerReference,
            reason: `Order ${order.number} refunded by the shop`,
          }));
        } catch (error) {
          services.logger.warn({ err: error, orderId: id, provider }, "the provider refused a refund");
          throw error instanceof PaymentRefundError ? error : new PaymentRefundError(String(error));
        }
        event = {
          provider,
          eventId: refundId,
          type: "admin.refund",
          outcome: "refunded",
          orderId: order.id,
          reference: order.providerReference,
          occurredAt: new Date(),
          payload: { refundId, by: admin.id },
        };
      } else {
        event = {
          provider,
          eventId: `manual_refund:${order.id}`,
          type: "admin.mark_refunded",
          outcome: "refunded",
          orderId: order.id,
          reference: order.providerReference,
          occurredAt: new Date(),
          payload: { by: admin.id },
        };
      }
      await services.db.transaction(async (tx) => {
        const applied = await ops.applyPaymentEvent(tx, event);
        await recordAudit(tx, actor, {
          action: intent === "refund" ? "order.refund" : "order.mark_refunded",
          subjectType: "order",
          subjectId: id,
          before: { status: order.status },
          after: {
            status: applied.status ?? order.status,
            provider,
            ...(intent === "refund" ? { refundId: event.eventId } : {}),
          },
        });
      });
      return succeeded(
        intent,
        t(intent === "refund" ? "adminOrders:refund.done" : "adminOrders:markRefunded.done"),
      );
    }
    throw new AppError("API_BAD_REQUEST", { field: "intent" });
  } catch (error) {
    return refused(request, intent, error, activationId ? { activationId } : {});
  }
}
