// Browser-safe: no server imports.
import type { CartItem, LineCorrection } from "../../components/cart/cart.ts";
import { APPLICATION_FORM_PATHS } from "../../platform/domain/application-paths.ts";
import { type ErrorPayload, type Translate, toErrorPayload } from "../../platform/http/errors.ts";
import { fetchWithRetry } from "../../platform/http/fetch-with-retry.ts";
import type { PaymentChoice } from "../../platform/payments/choice.ts";
import type { AddressField, CheckoutRequestBody } from "./checkout-schema.ts";
import type { CheckoutLineInput, OrderView, PricedCart } from "./order-types.ts";
import { isProductType } from "./product-types.ts";

export const CHECKOUT_API_PATH = "/api/checkout";
export const successHref = (orderId: string) => `/checkout/success?order=${encodeURIComponent(orderId)}`;
export const orderHref = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

export interface CheckoutQuote {
  cart: PricedCart;
  payment: PaymentChoice;
}

export type CheckoutAnswer =
  | ({ ok: true; intent: "price" } & CheckoutQuote)
  | { ok: true; intent: "pay"; redirectUrl: string }
  | CheckoutFailure;

export interface CheckoutFailure {
  ok: false;
  error: ErrorPayload;
  fieldErrors?: Partial<Record<AddressField, string>>;
  needsLogin?: boolean;
  /** The cart priced again, when the failure came from its content (stock, prices, providers). */
  quote?: CheckoutQuote;
  /** The next "Pay" needs a new idempotency key. */
  resetKey?: boolean;
}

export const PAYMENT_RETURN_PARAM = "payment";
export type PaymentReturn = "declined" | "cancelled";
export function isPaymentReturn(value: unknown): value is PaymentReturn {
  return value === "declined" || value === "cancelled";
}

export function paymentReturnHref(order: Pick<OrderView, "lines">, outcome: PaymentReturn): string {
  const application = order.lines.find((line) => line.application)?.application;
  const page = application ? APPLICATION_FORM_PATHS[application.kind] : "/checkout";
  return `${page}?${PAYMENT_RETURN_PARAM}=${outcome}`;
}

/** Posts to /api/checkout with the retries of spec §7; every failure comes back as a CheckoutFailure. */
export async function postCheckout(
  body: CheckoutRequestBody,
  t: Translate,
  signal?: AbortSignal,
): Promise<CheckoutAnswer> {
  try {
    const response = await fetchWithRetry(
      CHECKOUT_API_PATH,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      },
      { signal },
    );
    const answer = (await response.json().catch(() => null)) as CheckoutAnswer | null;
    if (answer && typeof answer === "object" && "ok" in answer) return answer;
    return { ok: false, error: toErrorPayload({ status: response.status }, t) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error: toErrorPayload(error, t) };
  }
}

/** The cart's lines as the checkout prices them (lines of an unknown type stay in the browser). */
export function checkoutLines(items: readonly CartItem[]): CheckoutLineInput[] {
  return items.flatMap((item) =>
    isProductType(item.product_type)
      ? [{ id: item.id, productType: item.product_type, quantity: item.quantity, price: item.price }]
      : [],
  );
}

/** What the cart takes from a priced cart: the prices it will be charged, the limits, the problems. */
export function correctionsOf(cart: PricedCart): LineCorrection[] {
  return cart.lines.map((line) => ({
    id: line.id,
    price: line.problem === null || line.problem === "insufficient_stock" ? line.unitPriceCents / 100 : null,
    maxQuantity: line.maxQuantity,
    problem: line.problem,
  }));
}

/** The cart drawer's refresh: the checkout's own pricing, so both always say the same. */
export async function quoteCart(
  items: readonly CartItem[],
  signal: AbortSignal,
): Promise<LineCorrection[] | null> {
  const lines = checkoutLines(items);
  if (lines.length === 0) return [];
  const answer = await postCheckout({ intent: "price", lines }, (key) => key, signal);
  return answer.ok && answer.intent === "price" ? correctionsOf(answer.cart) : null;
}
