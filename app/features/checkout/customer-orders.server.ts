/**
 * The customer's orders, a page at a time (spec §9: 20 a page), each with its lines and its eSIM units: three
 * queries a page (the orders on orders_user_created_idx, then the page's lines and activations by order id).
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  esimActivations,
  type OrderStatus,
  orderItems,
  orders,
  type PaymentProvider,
  type ProductType,
  type ShippingAddress,
} from "../../platform/db/schema/index.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { pick } from "../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../platform/lists/list-query.ts";

export interface ProfileActivation {
  id: string;
  status: "preparing" | "ready";
  /** The LPA string, once ready (the route draws its QR code). */
  activationCode: string | null;
}

export interface ProfileOrderLine {
  id: string;
  productType: ProductType;
  name: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  activations: ProfileActivation[];
  application: { kind: ApplicationKind; trackingId: string } | null;
}

/** Where a shipped order is (only orders with a travel accessory have a shipping address). */
export type ShippingState = "awaitingPayment" | "preparing" | "shipped" | "notShipped";

export interface ProfileOrder {
  id: string;
  number: string;
  status: OrderStatus;
  provider: PaymentProvider | null;
  currency: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  shippingAddress: ShippingAddress | null;
  /** null when nothing in the order is shipped */
  shipping: ShippingState | null;
  /** The carrier and tracking number once shipped (issue 14). */
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  createdAt: string;
  paidAt: string | null;
  lines: ProfileOrderLine[];
}

/**
 * Where the goods are: shipped once the back office recorded the shipment (`shippedAt`), whatever happened to the
 * order after it; otherwise unpaid → awaiting payment, paid → being prepared, fulfilled → shipped (orders fulfilled
 * before shipments were recorded), cancelled or refunded → not shipped.
 */
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

const APPLICATION_KINDS = new Set<string>(["visa", "driving-license", "international-driving-license"]);

function applicationOf(details: Record<string, unknown>): ProfileOrderLine["application"] {
  const { kind, trackingId } = details as { kind?: unknown; trackingId?: unknown };
  return typeof kind === "string" && APPLICATION_KINDS.has(kind) && typeof trackingId === "string"
    ? { kind: kind as ApplicationKind, trackingId }
    : null;
}

/** One page of the customer's orders, newest first, with lines and eSIM units. */
export async function listProfileOrders(
  db: Queryable,
  userId: string,
  page: number,
  locale: Locale,
  pageSize = 20,
): Promise<Paged<ProfileOrder>> {
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const ids = rows.map((row) => row.id);
  const items = ids.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.position), asc(orderItems.id))
    : [];
  const activations = ids.length
    ? await db
        .select({
          id: esimActivations.id,
          orderItemId: esimActivations.orderItemId,
          status: esimActivations.status,
          activationCode: esimActivations.activationCode,
        })
        .from(esimActivations)
        // user_id as well: an activation is only ever shown to the order's owner.
        .where(and(inArray(esimActivations.orderId, ids), eq(esimActivations.userId, userId)))
        .orderBy(asc(esimActivations.createdAt), asc(esimActivations.id))
    : [];
  const list = rows.map((row): ProfileOrder => {
    const lines = items
      .filter((item) => item.orderId === row.id)
      .map(
        (item): ProfileOrderLine => ({
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
              activationCode: activation.status === "ready" ? activation.activationCode : null,
            })),
          application: item.productType === "application" ? applicationOf(item.details) : null,
        }),
      );
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
      lines,
    };
  });
  return paged(list, total?.n ?? 0, page, pageSize);
}
