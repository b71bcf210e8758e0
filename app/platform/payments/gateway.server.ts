// One interface for every payment provider. Outcomes arrive as signed webhooks, applied once per event id;
// the sandbox has no webhook: its local page reports a PaymentEvent of the same shape directly.
import type { PaymentProvider, ProductType } from "../db/schema/index.ts";

export type { PaymentProvider };

export type PaymentOutcome = "paid" | "failed" | "expired" | "refunded";

export interface CheckoutLine {
  name: string;
  productType: ProductType;
  unitPriceCents: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: string;
  orderNumber: string;
  currency: string;
  totalCents: number;
  lines: CheckoutLine[];
  customerEmail: string;
  locale: "en" | "ar";
  successUrl: string;
  cancelUrl: string;
  /** Its stock is released then. */
  expiresAt: Date;
}

export interface CheckoutStart {
  redirectUrl: string;
  /** Stripe session id, Paddle transaction id or sandbox id. */
  reference: string;
}

export interface PaymentEvent {
  provider: PaymentProvider;
  eventId: string;
  type: string;
  outcome: PaymentOutcome | null;
  orderId: string | null;
  reference: string | null;
  occurredAt: Date;
  payload: unknown;
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** A correctly signed but unreadable event: answered 400 and logged, never applied. */
export class WebhookPayloadError extends Error {
  override name = "WebhookPayloadError";
  readonly eventId: string | null;
  readonly eventType: string | null;

  constructor(message: string, event: { eventId: unknown; eventType: unknown }, options?: ErrorOptions) {
    super(message, options);
    this.eventId = typeof event.eventId === "string" ? event.eventId.slice(0, 200) : null;
    this.eventType = typeof event.eventType === "string" ? event.eventType.slice(0, 200) : null;
  }
}

export function fieldOf(payload: unknown, key: string): unknown {
  return payload && typeof payload === "object" && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)[key]
    : undefined;
}

/** Five minutes, as Stripe's default tolerance; used for every provider. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface RefundRequest {
  orderId: string;
  reference: string;
  /** Paddle requires one. */
  reason: string;
}

export interface RefundResult {
  refundId: string;
}

/** Nothing was refunded. `reason` is the provider's own words: shown to the admin, never to a customer. */
export class PaymentRefundError extends Error {
  override name = "PaymentRefundError";
  readonly reason: string;

  constructor(reason: string, options?: ErrorOptions) {
    const text = reason.trim().slice(0, 300) || "unknown";
    super(`Refund failed: ${text}`, options);
    this.reason = text;
  }
}

export interface PaymentGateway {
  readonly name: PaymentProvider;
  /** Paddle sells digital goods only, i.e. eSIM plans. */
  sells(productType: ProductType): boolean;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  readWebhook?(rawBody: string, headers: Headers, now?: Date): Promise<PaymentEvent>;
  refund(request: RefundRequest): Promise<RefundResult>;
}
