// Shipping again corrects the carrier and tracking number without a second "shipped" time or e-mail. An order
// with a booking or an application fee is never "fulfilled" here: those are followed elsewhere.
import { and, eq, ne, notInArray } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { esimActivations, orderItems, orders, statusEvents } from "../../platform/db/schema/index.ts";
import { AppError } from "../../platform/http/errors.ts";
import { isUuid } from "./order-stock.server.ts";
import type { OrderStatus } from "./order-types.ts";

/** Not in the spec: longer than any carrier's name. */
export const CARRIER_MAX_LENGTH = 60;
/** Every carrier's tracking number fits (UPS, DHL, USPS, Aramex…). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{2,38})[A-Za-z0-9]$/;

export function normalizeTrackingNumber(text: string): string | null {
  const value = text.trim().replace(/\s+/g, " ").toUpperCase();
  return TRACKING_NUMBER_PATTERN.test(value) ? value : null;
}

export function normalizeCarrier(text: string): string | null {
  const value = text.trim().replace(/\s+/g, " ");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (value === "" || value.length > CARRIER_MAX_LENGTH || /[\u0000-\u001f\u007f<>]/.test(value)) return null;
  return value;
}

export async function recordDelivery(
  tx: Queryable,
  order: { id: string; userId: string; status: OrderStatus },
  /** actorId: null when the system delivered (an eSIM issued by the provider). */
  event: { actorId: string | null; note: string; data: Record<string, unknown> },
): Promise<OrderStatus> {
  let status = order.status;
  if (status === "paid" && (await orderDelivered(tx, order.id))) {
    status = "fulfilled";
    await tx.update(orders).set({ status }).where(eq(orders.id, order.id));
  }
  await tx.insert(statusEvents).values({
    subjectType: "order",
    subjectId: order.id,
    ownerId: order.userId,
    actorId: event.actorId,
    fromStatus: order.status,
    toStatus: status,
    note: event.note,
    data: event.data,
  });
  return status;
}

export async function orderDelivered(tx: Queryable, orderId: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), notInArray(orderItems.productType, ["esim", "accessory"])))
    .limit(1);
  if (other) return false;
  const [waiting] = await tx
    .select({ id: esimActivations.id })
    .from(esimActivations)
    .where(and(eq(esimActivations.orderId, orderId), ne(esimActivations.status, "ready")))
    .limit(1);
  if (waiting) return false;
  const [order] = await tx
    .select({ shippedAt: orders.shippedAt, address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [accessory] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productType, "accessory")))
    .limit(1);
  const needsShipping = Boolean(accessory) || Boolean(order?.address);
  return !needsShipping || Boolean(order?.shippedAt);
}

export interface Shipment {
  status: OrderStatus;
  shippingCarrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
}

export interface ShipResult {
  orderId: string;
  before: Shipment;
  after: Shipment;
  /** False when an earlier shipment's carrier or tracking number was corrected (no e-mail then). */
  firstShipment: boolean;
}

const shipmentOf = (row: {
  status: OrderStatus;
  shippingCarrier: string | null;
  trackingNumber: string | null;
  shippedAt: Date | null;
}): Shipment => ({
  status: row.status,
  shippingCarrier: row.shippingCarrier,
  trackingNumber: row.trackingNumber,
  shippedAt: row.shippedAt?.toISOString() ?? null,
});

/** A savepoint when `db` is already a transaction. */
export async function shipOrder(
  db: Queryable,
  input: { orderId: string; carrier: string; trackingNumber: string; actorId: string },
): Promise<ShipResult> {
  const carrier = normalizeCarrier(input.carrier);
  if (!carrier)
    throw new AppError(input.carrier.trim() ? "VALIDATION_INVALID_FORMAT" : "VALIDATION_REQUIRED_FIELD", {
      field: "carrier",
    });
  const trackingNumber = normalizeTrackingNumber(input.trackingNumber);
  if (!trackingNumber)
    throw new AppError(
      input.trackingNumber.trim() ? "VALIDATION_INVALID_FORMAT" : "VALIDATION_REQUIRED_FIELD",
      {
        field: "trackingNumber",
        ...(input.trackingNumber.trim() ? { messageKey: "errors:orders.trackingNumberFormat" as const } : {}),
      },
    );
  if (!isUuid(input.orderId)) throw new AppError("API_NOT_FOUND");

  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!order) throw new AppError("API_NOT_FOUND");
    const before = shipmentOf(order);
    const firstShipment = order.shippedAt === null;
    const shippable = firstShipment
      ? order.status === "paid" && order.shippingAddress !== null
      : order.status === "paid" || order.status === "fulfilled";
    if (!shippable)
      throw new AppError("BUSINESS_INVALID_STATE", { messageKey: "errors:orders.notShippable" });

    const shippedAt = order.shippedAt ?? new Date();
    await tx
      .update(orders)
      .set({ shippingCarrier: carrier, trackingNumber, shippedAt })
      .where(eq(orders.id, order.id));
    const status = await recordDelivery(tx, order, {
      actorId: input.actorId,
      note: firstShipment ? "shipped" : "tracking_updated",
      data: { carrier, trackingNumber },
    });
    const after = shipmentOf({ status, shippingCarrier: carrier, trackingNumber, shippedAt });
    return { orderId: order.id, before, after, firstShipment };
  });
}
