import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "../../platform/db/client.server.ts";
import { orderItems, orders, statusEvents, user } from "../../platform/db/schema/index.ts";
import {
  MAX_PENDING_ORDERS_PER_CUSTOMER,
  MAX_UNPAID_UNITS_PER_PRODUCT,
} from "../../platform/domain/constants.ts";
import { randomCrockford } from "../../platform/domain/tracking.ts";
import { firstIssueKey } from "../../platform/domain/validation.ts";
import { AppError, type ErrorCode, type ErrorMessageKey } from "../../platform/http/errors.ts";
import { formatDate } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { countCreated } from "../../platform/server/metrics.server.ts";
import { ADDRESS_FIELDS, PAYMENT_PROVIDERS, shippingAddressSchema } from "./checkout-schema.ts";
import { productIdOf } from "./esim-top-up-lines.ts";
import {
  type CartLine,
  type PricedEntry,
  priceLines,
  readLines,
  type TopUpQuotes,
} from "./order-pricing.server.ts";
import { reserveStock, type StockLine } from "./order-stock.server.ts";
import type { CheckoutLineInput, PaymentProvider, ShippingAddress } from "./order-types.ts";

// The shortest life of a Stripe Checkout Session: the provider's page and the stock reservation end together.
export const ORDER_PAYMENT_WINDOW_MS = 30 * 60_000;

/** Not in the spec: a bound on the idempotency key a client sends. */
const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export interface CreateOrderInput {
  userId: string;
  idempotencyKey: string;
  lines: CheckoutLineInput[];
  shippingAddress: ShippingAddress | null;
  provider: PaymentProvider;
  locale: Locale;
  /** The cart's top-ups, priced by their provider before the transaction opens (quoteTopUps). */
  topUps?: TopUpQuotes;
  now?: Date;
}

export interface CreatedOrder {
  id: string;
  number: string;
  totalCents: number;
  currency: string;
  provider: PaymentProvider;
  status: string;
  expiresAt: Date;
  checkoutUrl: string | null;
  created: boolean;
}

/** "ORD-20261122-7M2Q4X8Z": the day and 40 random bits (Crockford base-32), readable over the phone. */
export function newOrderNumber(now: Date): string {
  return `ORD-${formatDate(now).replaceAll("-", "")}-${randomCrockford(8)}`;
}

const VALIDATION_CODE_OF_KEY: Partial<Record<ErrorMessageKey, ErrorCode>> = {
  "errors:validation.required": "VALIDATION_REQUIRED_FIELD",
  "errors:codes.VALIDATION_MAX_LENGTH": "VALIDATION_MAX_LENGTH",
  "errors:codes.VALIDATION_INVALID_PHONE": "VALIDATION_INVALID_PHONE",
};

function readShippingAddress(input: unknown): ShippingAddress {
  const result = shippingAddressSchema.safeParse(input ?? {});
  if (result.success) return result.data;
  const messageKey = firstIssueKey(result.error);
  const path = result.error.issues[0]?.path.map(String).join(".");
  throw new AppError(VALIDATION_CODE_OF_KEY[messageKey] ?? "VALIDATION_INVALID_FORMAT", {
    field: path ? `shippingAddress.${path}` : "shippingAddress",
    messageKey,
  });
}

type OrderRow = typeof orders.$inferSelect;

function createdOrder(order: OrderRow, created: boolean): CreatedOrder {
  return {
    id: order.id,
    number: order.number,
    totalCents: order.totalCents,
    currency: order.currency,
    provider: order.provider ?? "sandbox",
    status: order.status,
    expiresAt: order.expiresAt ?? order.createdAt,
    checkoutUrl: order.checkoutUrl,
    created,
  };
}

async function orderOfKey(tx: Transaction, userId: string, key: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return order;
}

// Serialises one customer's checkouts while their unpaid orders are counted. "No key update" does not block
// writes that merely reference the customer (a session, a booking): those take only a key-share lock.
async function lockCustomer(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
}

/** Every unpaid order holds stock, so one customer may have only a few. */
async function assertPendingOrderQuota(tx: Transaction, userId: string): Promise<void> {
  const [pending] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "pending")));
  if ((pending?.n ?? 0) < MAX_PENDING_ORDERS_PER_CUSTOMER) return;
  throw new AppError("BUSINESS_QUOTA_EXCEEDED", {
    messageKey: "errors:orders.tooManyPendingOrders",
    params: { max: MAX_PENDING_ORDERS_PER_CUSTOMER, minutes: ORDER_PAYMENT_WINDOW_MS / 60_000 },
  });
}

async function assertUnpaidUnitsQuota(
  tx: Transaction,
  userId: string,
  entries: PricedEntry[],
): Promise<void> {
  const stocked = entries.filter(({ entry }) => entry !== undefined && entry.stock !== null);
  if (stocked.length === 0) return;
  const held = await tx
    .select({
      productType: orderItems.productType,
      productId: orderItems.productId,
      units: sql<string>`sum(${orderItems.quantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "pending"),
        inArray(
          orderItems.productId,
          stocked.map(({ line }) => line.id),
        ),
      ),
    )
    .groupBy(orderItems.productType, orderItems.productId);
  const heldUnits = new Map(held.map((row) => [`${row.productType}:${row.productId}`, Number(row.units)]));
  for (const { line, priced } of stocked) {
    const units = line.quantity + (heldUnits.get(`${line.productType}:${line.id.toLowerCase()}`) ?? 0);
    if (units <= MAX_UNPAID_UNITS_PER_PRODUCT) continue;
    throw new AppError("BUSINESS_QUOTA_EXCEEDED", {
      field: "lines",
      messageKey: "errors:orders.unpaidUnitsLimit",
      params: { max: MAX_UNPAID_UNITS_PER_PRODUCT, name: priced.name },
    });
  }
}

function cartSignature(lines: readonly StockLine[], address: ShippingAddress | null): string {
  const units = new Map<string, number>();
  for (const line of lines) {
    const product = `${line.productType}:${line.productId.toLowerCase()}`;
    units.set(product, (units.get(product) ?? 0) + line.quantity);
  }
  const canonical = [...units].sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([canonical, address && ADDRESS_FIELDS.map((field) => address[field] ?? null)]);
}

/** The same key with another cart is refused (409) rather than answered with an order for something else. */
async function sameCartOrder(
  tx: Transaction,
  order: OrderRow,
  lines: CartLine[],
  shippingAddress: unknown,
): Promise<CreatedOrder> {
  const items = await tx
    .select({
      productType: orderItems.productType,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const address = lines.some((line) => line.productType === "accessory")
    ? shippingAddressSchema.safeParse(shippingAddress ?? {})
    : null;
  const requested = lines.map((line) => ({ ...line, productId: productIdOf(line) }));
  const same =
    (address === null || address.success) &&
    cartSignature(items, order.shippingAddress) === cartSignature(requested, address?.data ?? null);
  if (same) return createdOrder(order, false);
  throw new AppError("BUSINESS_DUPLICATE_ENTRY", {
    field: "idempotencyKey",
    messageKey: "errors:orders.idempotencyKeyReused",
  });
}

// One transaction: re-price, check the caps, reserve stock, write the order. The same user, key and cart give
// back the first order (created: false), also when both requests run at once.
export async function createOrder(db: Queryable, input: CreateOrderInput): Promise<CreatedOrder> {
  const key = typeof input.idempotencyKey === "string" ? input.idempotencyKey.trim() : "";
  if (key === "" || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new AppError("VALIDATION_INVALID_FORMAT", { field: "idempotencyKey" });
  }
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(input.provider)) {
    throw new AppError("VALIDATION_INVALID_FORMAT", { field: "provider" });
  }
  const lines = readLines(input.lines);
  if (lines.length === 0) {
    throw new AppError("VALIDATION_REQUIRED_FIELD", {
      field: "lines",
      messageKey: "errors:orders.emptyCart",
    });
  }
  const now = input.now ?? new Date();

  const result = await db.transaction(async (tx) => {
    await lockCustomer(tx, input.userId);
    const existing = await orderOfKey(tx, input.userId, key);
    if (existing) return sameCartOrder(tx, existing, lines, input.shippingAddress);
    await assertPendingOrderQuota(tx, input.userId);

    const { cart, entries } = await priceLines(tx, input.userId, lines, input.locale, input.topUps);
    if (cart.blocked) {
      throw new AppError("BUSINESS_INVALID_STATE", {
        field: "lines",
        messageKey: "errors:orders.cartNeedsReview",
      });
    }
    await assertUnpaidUnitsQuota(tx, input.userId, entries);
    const shippingAddress = cart.needsShipping ? readShippingAddress(input.shippingAddress) : null;

    // A concurrent request with the same key waits here on the unique index until the first one ends,
    // then inserts nothing and returns that order.
    const [order] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(now),
        userId: input.userId,
        idempotencyKey: key,
        status: "pending",
        subtotalCents: cart.subtotalCents,
        shippingCents: cart.shippingCents,
        totalCents: cart.totalCents,
        provider: input.provider,
        shippingAddress,
        locale: input.locale,
        expiresAt: new Date(now.getTime() + ORDER_PAYMENT_WINDOW_MS),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    if (!order) {
      const first = await orderOfKey(tx, input.userId, key);
      if (!first) throw new Error("an order with this idempotency key vanished");
      return sameCartOrder(tx, first, lines, input.shippingAddress);
    }

    await tx.insert(orderItems).values(
      entries.map(({ line, entry, priced }, position) => ({
        orderId: order.id,
        position,
        productType: priced.productType,
        productId: entry!.productId ?? line.id,
        name: entry!.name,
        unitPriceCents: priced.unitPriceCents,
        quantity: priced.quantity,
        lineTotalCents: priced.lineTotalCents,
        details: entry!.details,
      })),
    );
    await tx.insert(statusEvents).values({
      subjectType: "order",
      subjectId: order.id,
      ownerId: input.userId,
      actorId: input.userId,
      fromStatus: null,
      toStatus: "pending",
      data: { number: order.number, totalCents: order.totalCents, provider: input.provider },
    });

    // Last, so that the products' rows stay locked only until the commit that follows.
    const stockLines = entries.map(({ line }) => ({
      productType: line.productType,
      productId: line.id,
      quantity: line.quantity,
    }));
    if (!(await reserveStock(tx, stockLines))) {
      throw new AppError("BUSINESS_INVALID_STATE", {
        field: "lines",
        messageKey: "errors:orders.soldOutDuringCheckout",
      });
    }
    return createdOrder(order, true);
  });
  if (result.created) countCreated("order");
  return result;
}

export async function recordCheckoutStart(
  db: Queryable,
  orderId: string,
  start: { reference: string; redirectUrl: string },
): Promise<void> {
  await db
    .update(orders)
    .set({ providerReference: start.reference, checkoutUrl: start.redirectUrl })
    .where(eq(orders.id, orderId));
}
