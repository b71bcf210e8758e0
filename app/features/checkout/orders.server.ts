/**
 * Orders: pricing a cart from the catalogue, creating an order once per idempotency key with its
 * stock reserved, and reading an order for its owner (or an admin).
 * OWNER: core helper. Signatures are the contract other modules code against.
 */
import type { Queryable } from "../../platform/db/client.server.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { CheckoutLineInput, OrderView, PaymentProvider, PricedCart, ShippingAddress } from "./types.ts";

/** Prices the browser's lines from the catalogue (never from the browser). */
export async function priceCart(
  _db: Queryable,
  _userId: string,
  _lines: CheckoutLineInput[],
  _locale: Locale,
): Promise<PricedCart> {
  throw new Error("not implemented");
}

export interface CreateOrderInput {
  userId: string;
  idempotencyKey: string;
  lines: CheckoutLineInput[];
  shippingAddress: ShippingAddress | null;
  provider: PaymentProvider;
  locale: Locale;
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
  /** Set once the provider's page was created (recordCheckoutStart); reused on a retried submit. */
  checkoutUrl: string | null;
  /** False when the idempotency key had already made this order. */
  created: boolean;
}

/** One transaction: re-price, reserve stock, write order + items + status event. Throws AppError. */
export async function createOrder(_db: Queryable, _input: CreateOrderInput): Promise<CreatedOrder> {
  throw new Error("not implemented");
}

/** Remembers the provider's payment id and page for an order. */
export async function recordCheckoutStart(
  _db: Queryable,
  _orderId: string,
  _start: { reference: string; redirectUrl: string },
): Promise<void> {
  throw new Error("not implemented");
}

/** The order for its owner or an admin, else null. */
export async function getOrderForViewer(
  _db: Queryable,
  _orderId: string,
  _viewer: { id: string; role: string },
  _locale: Locale,
): Promise<OrderView | null> {
  throw new Error("not implemented");
}
