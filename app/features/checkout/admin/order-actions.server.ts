// A refund is applied as a provider event whose id is the provider's refund id, so the provider's later
// refund webhook finds the order already refunded.
import { and, eq } from "drizzle-orm";
import * as z from "zod";
import {
  type AdminRefusal,
  type AdminRequest,
  auditedChange,
  idOf,
} from "../../../components/admin/admin-request.server.ts";
import type { Queryable } from "../../../platform/db/client.server.ts";
import { esimActivations, orders } from "../../../platform/db/schema/index.ts";
import { needsRefund, ORDER_NEEDS_COLUMNS } from "../../../platform/domain/order-needs.server.ts";
import { AppError, isAppError, toErrorPayload } from "../../../platform/http/errors.ts";
import { type PaymentEvent, PaymentRefundError } from "../../../platform/payments/gateway.server.ts";
import { type EnabledGateways, loadGateways } from "../../../platform/payments/gateways.server.ts";
import type { Services } from "../../../platform/server/services.server.ts";
import { afterOrderRefunded } from "../after-payment.server.ts";
import { supplyActivationCode } from "../esim-activations.server.ts";
import { queueEsimUnit, retryEsimFulfilment } from "../esim-fulfilment.server.ts";
import { sendEsimActivation, sendOrderShipped } from "../notifications.server.ts";
import { applyPaymentEvent } from "../payments.server.ts";
import { shipOrder } from "../shipments.server.ts";

/** The order's rules check it and word what is wrong with it. */
const text = z
  .string()
  .optional()
  .transform((value) => value ?? "");

export const shipSchema = z.object({ carrier: text, tracking_number: text });
export const esimCodeSchema = z.object({ activation_id: text, activation_code: text });
/** A refund of an order the customer still has, and every "mark refunded", are confirmed first. */
export const refundSchema = z.object({ confirm: text });

/** A first shipment e-mails the customer; later ones correct it quietly. */
export async function ship(request: AdminRequest, value: z.output<typeof shipSchema>) {
  const { services, admin, t } = request;
  const id = idOf(request.params.id);
  const shipped = await auditedChange(request, async (tx) => {
    const result = await shipOrder(tx, {
      orderId: id,
      carrier: value.carrier,
      trackingNumber: value.tracking_number,
      actorId: admin.id,
    });
    const action = result.firstShipment ? "order.ship" : "order.tracking";
    const audit = { action, subjectType: "order", subjectId: id, before: { ...result.before } };
    return { result, audit: { ...audit, after: { ...result.after } } };
  });
  if (shipped.firstShipment) await sendOrderShipped(services, id);
  return {
    message: t(shipped.firstShipment ? "adminOrders:shipment.done" : "adminOrders:shipment.updated"),
  };
}

/** A unit of another order is no unit of this one (404). */
export async function supplyEsimCode(request: AdminRequest, value: z.output<typeof esimCodeSchema>) {
  const { services, admin, t } = request;
  const id = idOf(request.params.id);
  const activationId = idOf(value.activation_id);
  await auditedChange(request, async (tx) => {
    const [before] = await tx
      .select({ status: esimActivations.status })
      .from(esimActivations)
      .where(and(eq(esimActivations.id, activationId), eq(esimActivations.orderId, id)));
    if (!before) throw new AppError("API_NOT_FOUND");
    await supplyActivationCode(tx, {
      activationId,
      activationCode: value.activation_code,
      actorId: admin.id,
    });
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    // The code itself stays out of the audit (it installs the eSIM): which unit, and that it was replaced.
    const after = {
      activationId,
      activationStatus: "ready",
      replaced: before.status === "ready",
      orderStatus: order?.status ?? null,
    };
    const audit = { action: "order.esim_code", subjectType: "order", subjectId: id };
    return {
      result: null,
      audit: { ...audit, before: { activationId, activationStatus: before.status }, after },
    };
  });
  await sendEsimActivation(services, activationId);
  return { message: t("adminOrders:esim.done") };
}

export const esimRetrySchema = z.object({ activation_id: text });

/** After an outage: the unit the provider gave up on goes back to it for a new round of attempts. */
export async function retryEsimWithProvider(request: AdminRequest, value: z.output<typeof esimRetrySchema>) {
  const { services, t } = request;
  const id = idOf(request.params.id);
  const activationId = idOf(value.activation_id);
  const orderNumber = await auditedChange(request, async (tx) => {
    const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
    if (!order) throw new AppError("API_NOT_FOUND");
    if (!(await retryEsimFulfilment(tx, { orderId: id, activationId })))
      throw new AppError("BUSINESS_INVALID_STATE", { messageKey: "errors:orders.esimNotFailed" });
    const audit = { action: "order.esim_retry", subjectType: "order", subjectId: id };
    return {
      result: order.number,
      audit: {
        ...audit,
        before: { activationId, fulfilment: "failed" },
        after: { activationId, fulfilment: "issuing" },
      },
    };
  });
  await queueEsimUnit(services, activationId, orderNumber);
  return { message: t("adminOrders:esim.retried") };
}

/** A test hands in its own. */
export type GatewayLoader = (services: Services) => Promise<Pick<EnabledGateways, "gateways">>;

/** Nothing changes when the provider refuses it (502). */
export function refundWith(gatewaysOf: GatewayLoader) {
  return async (request: AdminRequest, { confirm }: z.output<typeof refundSchema>) => {
    const { services, admin, t } = request;
    const id = idOf(request.params.id);
    const { order, provider } = await refundableOrder(services.db, id, confirm === "yes");
    const gateway = (await gatewaysOf(services)).gateways[provider];
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
    await recordRefund(request, order, "order.refund", {
      provider,
      eventId: refundId,
      type: "admin.refund",
      outcome: "refunded",
      orderId: order.id,
      reference: order.providerReference,
      occurredAt: new Date(),
      payload: { refundId, by: admin.id },
    });
    return { message: t("adminOrders:refund.done") };
  };
}

export const refund = refundWith(loadGateways);

export async function markRefunded(request: AdminRequest, { confirm }: z.output<typeof refundSchema>) {
  const { services, admin, t } = request;
  const id = idOf(request.params.id);
  if (confirm !== "yes") throw new AppError("VALIDATION_REQUIRED_FIELD", { field: "confirm" });
  const { order, provider } = await refundableOrder(services.db, id, true);
  await recordRefund(request, order, "order.mark_refunded", {
    provider,
    eventId: `manual_refund:${order.id}`,
    type: "admin.mark_refunded",
    outcome: "refunded",
    orderId: order.id,
    reference: order.providerReference,
    occurredAt: new Date(),
    payload: { by: admin.id },
  });
  return { message: t("adminOrders:markRefunded.done") };
}

async function refundableOrder(db: Queryable, id: string, confirmed: boolean) {
  const [row] = await db
    .select({ order: orders, needsRefund: ORDER_NEEDS_COLUMNS.needsRefund })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw new AppError("API_NOT_FOUND");
  const { order } = row;
  const refundNeeded = needsRefund(row);
  const settled = order.status === "paid" || order.status === "fulfilled";
  if (!refundNeeded && !settled) throw new AppError("BUSINESS_INVALID_STATE", { field: "refund" });
  if (!refundNeeded && !confirmed) throw new AppError("VALIDATION_REQUIRED_FIELD", { field: "confirm" });
  if (!order.provider) throw new AppError("BUSINESS_INVALID_STATE", { field: "refund" });
  return { order, provider: order.provider };
}

/** The customer is told once the order is refunded (after the commit, a mail failure changes nothing). */
async function recordRefund(
  request: AdminRequest,
  order: { id: string; status: string },
  action: "order.refund" | "order.mark_refunded",
  event: PaymentEvent,
) {
  const applied = await auditedChange(request, async (tx) => {
    const applied = await applyPaymentEvent(tx, event);
    const after = {
      status: applied.status ?? order.status,
      provider: event.provider,
      ...(action === "order.refund" ? { refundId: event.eventId } : {}),
    };
    const audit = { action, subjectType: "order", subjectId: order.id, before: { status: order.status } };
    return { result: applied, audit: { ...audit, after } };
  });
  if (applied.result === "applied" && applied.status === "refunded") {
    await afterOrderRefunded(request.services, order.id);
  }
}

/** The provider's refusal of a refund is a bad gateway (502). */
export function explainOrderRefusal(error: unknown, { t }: AdminRequest): AdminRefusal | undefined {
  if (error instanceof PaymentRefundError)
    return {
      code: "API_SERVER_ERROR",
      status: 502,
      message: t("adminOrders:refund.failed", { reason: error.reason }),
    };
  if (!isAppError(error)) return undefined;
  const payload = toErrorPayload(error, t);
  if (error.code === "VALIDATION_REQUIRED_FIELD" && error.field === "confirm")
    return { ...payload, message: t("adminOrders:errors.confirm") };
  if (error.code === "BUSINESS_INVALID_STATE" && error.field === "refund")
    return { ...payload, message: t("adminOrders:errors.notRefundable") };
  if (error.code === "BUSINESS_INVALID_STATE" && error.field === "provider")
    return { ...payload, message: t("adminOrders:refund.providerUnavailable") };
  return undefined;
}
