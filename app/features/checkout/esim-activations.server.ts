// An admin supplies activation codes today; a provider integration will call the same function.
import { eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { esimActivations, orderItems, orders, user } from "../../platform/db/schema/index.ts";
import { normalizeActivationCode } from "../../platform/esim/lpa.ts";
import { AppError } from "../../platform/http/errors.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { isUuid } from "./order-stock.server.ts";
import { recordDelivery } from "./shipments.server.ts";

/** A code already supplied may be replaced. The last delivery makes the order fulfilled. */
export async function supplyActivationCode(
  db: Queryable,
  input: { activationId: string; activationCode: string; actorId: string },
): Promise<{ orderId: string; userId: string }> {
  const code =
    typeof input.activationCode === "string" ? normalizeActivationCode(input.activationCode) : null;
  if (!code) {
    throw new AppError("VALIDATION_INVALID_FORMAT", {
      field: "activationCode",
      messageKey: "errors:orders.activationCodeFormat",
    });
  }
  if (!isUuid(input.activationId)) throw new AppError("API_NOT_FOUND");

  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: esimActivations.orderId })
      .from(esimActivations)
      .where(eq(esimActivations.id, input.activationId));
    if (!found) throw new AppError("API_NOT_FOUND");
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId, status: orders.status })
      .from(orders)
      .where(eq(orders.id, found.orderId))
      .for("update");
    if (!order || (order.status !== "paid" && order.status !== "fulfilled")) {
      throw new AppError("BUSINESS_INVALID_STATE", { messageKey: "errors:orders.activationOrderNotPaid" });
    }

    await tx
      .update(esimActivations)
      .set({ status: "ready", activationCode: code, suppliedBy: input.actorId, suppliedAt: new Date() })
      .where(eq(esimActivations.id, input.activationId));

    await recordDelivery(tx, order, {
      actorId: input.actorId,
      note: "activation_code_supplied",
      data: { activationId: input.activationId },
    });
    return { orderId: order.id, userId: order.userId };
  });
}

export interface ActivationMail {
  activationId: string;
  orderId: string;
  orderNumber: string;
  email: string;
  customerName: string;
  locale: Locale;
  planName: string;
  activationCode: string;
}

export async function getActivationForMail(
  db: Queryable,
  activationId: string,
): Promise<ActivationMail | null> {
  if (!isUuid(activationId)) return null;
  const [row] = await db
    .select({
      status: esimActivations.status,
      code: esimActivations.activationCode,
      orderId: orders.id,
      orderNumber: orders.number,
      locale: orders.locale,
      itemName: orderItems.name,
      email: user.email,
      customerName: user.name,
    })
    .from(esimActivations)
    .innerJoin(orders, eq(orders.id, esimActivations.orderId))
    .innerJoin(orderItems, eq(orderItems.id, esimActivations.orderItemId))
    .innerJoin(user, eq(user.id, esimActivations.userId))
    .where(eq(esimActivations.id, activationId));
  if (row?.status !== "ready" || !row.code) return null;
  return {
    activationId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    email: row.email,
    customerName: row.customerName,
    locale: row.locale,
    planName: pick(row.itemName, row.locale),
    activationCode: row.code,
  };
}
