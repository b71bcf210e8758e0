// Spec §9: 20 orders a page, read on orders_user_created_idx.
import { count, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type OrderStatus,
  orders,
  type PaymentProvider,
  type ShippingAddress,
} from "../../platform/db/schema/index.ts";
import { needsRefund, ORDER_NEEDS_COLUMNS } from "../../platform/domain/order-needs.server.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../platform/lists/list-query.ts";
import { type OrderLine, readOrderLines } from "./order-lines.server.ts";

export type ShippingState = "awaitingPayment" | "preparing" | "shipped" | "notShipped";

export interface CustomerOrder {
  id: string;
  number: string;
  status: OrderStatus;
  provider: PaymentProvider | null;
  currency: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  shippingAddress: ShippingAddress | null;
  shipping: ShippingState | null;
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  createdAt: string;
  paidAt: string | null;
  /** Cancelled, yet a payment arrived afterwards: staff refund it (docs/decisions/011). */
  refundDue: boolean;
  lines: OrderLine[];
}

// A recorded shipment wins whatever happened to the order after it; "fulfilled" without one means shipped
// (orders fulfilled before shipments were recorded).
export function shippingStateOf(
  status: OrderStatus,
  shipped: boolean,
  shippedAt: Date | string | null = null,
): ShippingState | null {
  if (!shipped) return null;
  if (shippedAt) return "shipped";
  switch (status) {
    case "pending":
      return "awaitingPayment";
    case "paid":
      return "preparing";
    case "fulfilled":
      return "shipped";
    default:
      return "notShipped";
  }
}

export async function listCustomerOrders(
  db: Queryable,
  userId: string,
  page: number,
  locale: Locale,
  pageSize = 20,
): Promise<Paged<CustomerOrder>> {
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  const rows = await db
    .select({ order: orders, needsRefund: ORDER_NEEDS_COLUMNS.needsRefund })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  // The owner's id as well: an activation is only ever shown to the order's owner.
  const linesOf = await readOrderLines(
    db,
    rows.map(({ order }) => order.id),
    locale,
    { ownerId: userId },
  );
  const list = rows.map(({ order: row, needsRefund: due }): CustomerOrder => {
    const lines = linesOf.get(row.id) ?? [];
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      provider: row.provider,
      currency: row.currency,
      subtotalCents: row.subtotalCents,
      shippingCents: row.shippingCents,
      totalCents: row.totalCents,
      shippingAddress: row.shippingAddress,
      shipping: shippingStateOf(
        row.status,
        row.shippingAddress !== null || lines.some((line) => line.productType === "accessory"),
        row.shippedAt,
      ),
      shipment:
        row.shippedAt && row.shippingCarrier && row.trackingNumber
          ? {
              carrier: row.shippingCarrier,
              trackingNumber: row.trackingNumber,
              shippedAt: row.shippedAt.toISOString(),
            }
          : null,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      refundDue: needsRefund({ needsRefund: due }),
      lines,
    };
  });
  return paged(list, total?.n ?? 0, page, pageSize);
}
