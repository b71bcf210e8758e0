// Browser-safe: no server imports.
import { APPLICATION_FORM_PATHS } from "../../platform/domain/application-paths.ts";
import type { ErrorPayload } from "../../platform/http/errors.ts";
import type { PaymentChoice } from "../../platform/payments/choice.ts";
import type { AddressField } from "./checkout-schema.ts";
import type { OrderView, PricedCart } from "./order-types.ts";

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
