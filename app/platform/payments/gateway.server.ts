/**
 * One interface for every payment provider (Stripe, Paddle, the local sandbox).
 *
 * The checkout creates an order, asks the order's gateway for a hosted payment page
 * (`startCheckout`) and sends the browser there. The provider tells us the outcome through a signed
 * webhook (`readWebhook`), which the orders module applies once per event id (see
 * app/features/checkout/payments.server.ts). The sandbox has no webhook: its local page reports the
 * outcome directly, as a PaymentEvent of the same shape.
 */
import type { PaymentProvider, ProductType } from "../db/schema/index.ts";

export type { PaymentProvider };

/** What an event means for the order it names; null for events we record but do not act on. */
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
  /** Absolute URLs the provider sends the customer back to. */
  successUrl: string;
  cancelUrl: string;
  /** When an unpaid checkout stops accepting payment (its stock is then released). */
  expiresAt: Date;
}

export interface CheckoutStart {
  /** The provider's hosted page (or the sandbox's local page). */
  redirectUrl: string;
  /** The provider's id for this payment (Stripe session id, Paddle transaction id, sandbox id). */
  reference: string;
}

/** A verified provider event, normalised. */
export interface PaymentEvent {
  provider: PaymentProvider;
  /** The provider's event id: each one is applied once. */
  eventId: string;
  /** The provider's event type, as sent ("checkout.session.completed", "transaction.completed"…). */
  type: string;
  outcome: PaymentOutcome | null;
  /** Our order id when the provider echoes it back (metadata / custom data), else null. */
  orderId: string | null;
  /** The provider's payment id (see CheckoutStart.reference), else null. */
  reference: string | null;
  occurredAt: Date;
  payload: unknown;
}

/** A webhook whose signature is missing, wrong or outside the tolerance: answered 400. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/**
 * A correctly signed webhook whose body is not an event we can read (not an object, without its data or
 * its date): answered 400 and logged with the event's id and type when it has them, never applied.
 */
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

/** A field of a JSON object, for naming an unreadable event in the log; undefined for anything else. */
export function fieldOf(payload: unknown, key: string): unknown {
  return payload && typeof payload === "object" && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)[key]
    : undefined;
}

/** Five minutes, as Stripe's default tolerance; used for every provider. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A full refund of an order's payment (issue 14: the admin's refund). */
export interface RefundRequest {
  orderId: string;
  /** The order's provider reference (CheckoutStart.reference): Stripe's session id, Paddle's transaction id. */
  reference: string;
  /** Why, as the admin's records say it (Paddle requires one). */
  reason: string;
}

export interface RefundResult {
  /** The provider's refund id (Stripe `re_…`, Paddle adjustment `adj_…`, the sandbox's own). */
  refundId: string;
}

/**
 * The provider refused the refund or could not be reached: nothing was refunded. `reason` is the provider's
 * own explanation (shown to the admin, never to a customer), cut to 300 characters.
 */
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
  /** Whether the provider may sell this kind of item (Paddle: digital goods only, i.e. eSIM plans). */
  sells(productType: ProductType): boolean;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Verifies the raw body against the signature headers and normalises it. Throws WebhookSignatureError. */
  readWebhook?(rawBody: string, headers: Headers, now?: Date): Promise<PaymentEvent>;
  /** Refunds the order's payment in full; PaymentRefundError when the provider refuses or cannot be reached. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
