import { eq } from "drizzle-orm";
import * as z from "zod";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import type { Queryable } from "../../platform/db/client.server.ts";
import { orders } from "../../platform/db/schema/index.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { Services } from "../../platform/server/services.server.ts";
import { readOrderLines, withInstallViews } from "./order-lines.server.ts";
import { isUuid } from "./order-stock.server.ts";
import type { OrderView } from "./order-types.ts";

export async function getOrderForViewer(
  db: Queryable,
  orderId: string,
  viewer: { id: string; role: string },
  locale: Locale,
): Promise<OrderView | null> {
  if (!isUuid(orderId)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || (order.userId !== viewer.id && viewer.role !== "admin")) return null;

  const lines = (await readOrderLines(db, [order.id], locale)).get(order.id) ?? [];

  return {
    id: order.id,
    number: order.number,
    status: order.status,
    provider: order.provider,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    shippingAddress: order.shippingAddress,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    shipment:
      order.shippedAt && order.shippingCarrier && order.trackingNumber
        ? {
            carrier: order.shippingCarrier,
            trackingNumber: order.trackingNumber,
            shippedAt: order.shippedAt.toISOString(),
          }
        : null,
    lines: await withInstallViews(lines),
  };
}

const uuidSchema = z.uuid();

/** Anything but a uuid must not reach the database as an order id. */
export function isOrderId(value: unknown): value is string {
  return uuidSchema.safeParse(value).success;
}

export async function orderForViewer(
  services: Services,
  user: SignedInUser,
  orderId: string | null | undefined,
  locale: Locale,
  { ownerOnly = false } = {},
): Promise<OrderView | null> {
  if (!isOrderId(orderId)) return null;
  const viewer = { id: user.id, role: ownerOnly ? "customer" : user.role };
  return getOrderForViewer(services.db, orderId, viewer, locale);
}
