/**
 * What POST /api/checkout answers (JSON). Browser-safe: no server imports.
 */
import { APPLICATION_FORM_PATHS } from "../../platform/domain/application-paths.ts";
import type { ErrorPayload } from "../../platform/http/errors.ts";
import type { PaymentChoice } from "../../platform/payments/choice.ts";
import type { AddressField } from "./schema.ts";
import type { OrderView, PricedCart } from "./types.ts";

export const CHECKOUT_API_PATH = "/api/checkout";
export const successHref = (orderId: string) => `/checkout/success?order=${encodeURIComponent(orderId)}`;
export const orderHref = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** The cart priced from the catalogue, with the providers that may be used to pay it. */
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
  /** Shipping-address messages, already translated. */
  fieldErrors?: Partial<Record<AddressField, string>>;
  /** The visitor has no session: open the sign-in dialog. */
  needsLogin?: boolean;
  /** The cart priced again, when the failure came from its content (stock, prices, providers). */
  quote?: CheckoutQuote;
  /** The idempotency key belongs to an order that can no longer be paid: the next "Pay" needs a new one. */
  resetKey?: boolean;
}

/** Query values /checkout understands when a provider sends the customer back without a payment. */
export const PAYMENT_RETURN_PARAM = "payment";
export type PaymentReturn = "declined" | "cancelled";
export function isPaymentReturn(value: unknown): value is PaymentReturn {
  return value === "declined" || value === "cancelled";
}

/**
 * Where a customer who left a payment without paying goes back to: the checkout for a cart's order, the
 * application's form for an application's fee (which says so from `?payment=`).
 */
export function paymentReturnHref(order: Pick<OrderView, "lines">, outcome: PaymentReturn): string {
  const application = order.lines.find((line) => line.application)?.application;
  const page = application ? APPLICATION_FORM_PATHS[application.kind] : "/checkout";
  return `${page}?${PAYMENT_RETURN_PARAM}=${outcome}`;
}
