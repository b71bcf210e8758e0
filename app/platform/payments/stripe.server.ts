// Stripe: a hosted Checkout Session per order, and its signed webhook (docs/decisions/012).
import Stripe from "stripe";
import * as z from "zod";
import { AppError } from "../http/errors.ts";
import { assertPayableRequest } from "./checkout-request.server.ts";
import {
  type CheckoutRequest,
  type CheckoutStart,
  fieldOf,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentOutcome,
  PaymentRefundError,
  type RefundRequest,
  type RefundResult,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookPayloadError,
  WebhookSignatureError,
} from "./gateway.server.ts";

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** A local fake in tests. */
  apiBaseUrl?: string;
}

/** Stripe accepts expires_at from 30 minutes to 24 hours after the session is created. */
const MIN_SESSION_SECONDS = 31 * 60;
const MAX_SESSION_SECONDS = 24 * 3600 - 60;
/** Below the browser's 30 s request timeout (spec §7), retries included. */
const REQUEST_TIMEOUT_MS = 12_000;

/** Stripe Checkout has no Arabic: "auto" follows the customer's browser, English otherwise. */
const CHECKOUT_LOCALE = { en: "en", ar: "auto" } as const;

function sessionExpiry(expiresAt: Date, now: Date): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  return Math.min(Math.max(wanted, nowSeconds + MIN_SESSION_SECONDS), nowSeconds + MAX_SESSION_SECONDS);
}

export function stripeSessionParams(
  request: CheckoutRequest,
  now = new Date(),
): Stripe.Checkout.SessionCreateParams {
  const metadata = { orderId: request.orderId, orderNumber: request.orderNumber };
  return {
    mode: "payment",
    line_items: request.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: request.currency.toLowerCase(),
        unit_amount: line.unitPriceCents,
        product_data: { name: line.name },
      },
    })),
    customer_email: request.customerEmail,
    client_reference_id: request.orderId,
    metadata,
    // Copied by Stripe onto the charge, so refunds (charge events) name the order too.
    payment_intent_data: { metadata },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: sessionExpiry(request.expiresAt, now),
    locale: CHECKOUT_LOCALE[request.locale],
  };
}

function failureOf(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new AppError("API_NETWORK_ERROR", { cause: error });
  if (error instanceof Stripe.errors.StripeRateLimitError)
    return new AppError("API_RATE_LIMIT", { cause: error });
  if (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 500) >= 500)
    return new AppError("API_SERVER_ERROR", { cause: error });
  // Authentication, permission and invalid-request errors: the keys or the account need attention.
  return new AppError("SYSTEM_CONFIGURATION_ERROR", { cause: error });
}

function signatureTimestamp(header: string): number | null {
  const value = header
    .split(",")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === "t")?.[1];
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** Stripe's signature proves who sent the body, not its shape. 9999-12-31 is the last date every store holds. */
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().positive().max(253_402_300_799),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const metadataSchema = z.object({ orderId: z.string().optional() }).nullish();

const sessionSchema = z.object({
  id: z.string().min(1),
  client_reference_id: z.string().nullish(),
  metadata: metadataSchema,
  payment_status: z.string().nullish(),
});

const chargeSchema = z.object({ metadata: metadataSchema, refunded: z.boolean().optional() });

function read<T>(schema: z.ZodType<T>, value: unknown, event: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new WebhookPayloadError(
    "Unreadable Stripe event",
    { eventId: fieldOf(event, "id"), eventType: fieldOf(event, "type") },
    { cause: result.error },
  );
}

export function stripePaymentEvent(payload: unknown): PaymentEvent {
  const event = read(eventSchema, payload, payload);
  let outcome: PaymentOutcome | null = null;
  let orderId: string | null = null;
  let reference: string | null = null;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = read(sessionSchema, event.data.object, payload);
      orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
      reference = session.id;
      if (event.type === "checkout.session.expired") outcome = "expired";
      else if (event.type === "checkout.session.async_payment_failed") outcome = "failed";
      // A completed session may still wait for a delayed payment method ("unpaid"): its async events decide.
      else if (session.payment_status === "paid") outcome = "paid";
      break;
    }
    case "charge.refunded": {
      const charge = read(chargeSchema, event.data.object, payload);
      orderId = charge.metadata?.orderId ?? null;
      // Partial refunds leave the order paid; only a charge refunded in full refunds the order.
      if (charge.refunded) outcome = "refunded";
      break;
    }
  }
  return {
    provider: "stripe",
    eventId: event.id,
    type: event.type,
    outcome,
    orderId,
    reference,
    occurredAt: new Date(event.created * 1000),
    payload,
  };
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const api = options.apiBaseUrl ? new URL(options.apiBaseUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol === "https:" ? "https" : "http",
    }),
  });

  return {
    name: "stripe",
    sells: () => true,

    async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
      assertPayableRequest(request);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(stripeSessionParams(request), {
          idempotencyKey: request.orderId,
        });
      } catch (error) {
        throw failureOf(error);
      }
      if (!session.url)
        throw new AppError("API_SERVER_ERROR", { cause: new Error(`Session ${session.id} has no url`) });
      return { redirectUrl: session.url, reference: session.id };
    },

    /** Keyed by the order: a retried click (or a second admin) gets Stripe's first answer, not a second refund. */
    async refund(request: RefundRequest): Promise<RefundResult> {
      let refund: Stripe.Refund;
      try {
        const session = await stripe.checkout.sessions.retrieve(request.reference);
        const intent = session.payment_intent;
        const paymentIntent = typeof intent === "string" ? intent : (intent?.id ?? null);
        if (!paymentIntent) throw new PaymentRefundError(`Checkout Session ${session.id} has no payment`);
        refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            reason: "requested_by_customer",
            metadata: { orderId: request.orderId },
          },
          { idempotencyKey: `refund:${request.orderId}` },
        );
      } catch (error) {
        if (error instanceof PaymentRefundError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new PaymentRefundError(reason, { cause: error });
      }
      if (refund.status === "failed" || refund.status === "canceled")
        throw new PaymentRefundError(`Refund ${refund.id} ${refund.status}: ${refund.failure_reason ?? ""}`);
      return { refundId: refund.id };
    },

    async readWebhook(rawBody: string, headers: Headers, now = new Date()): Promise<PaymentEvent> {
      const header = headers.get("stripe-signature");
      if (!header) throw new WebhookSignatureError("Missing Stripe-Signature header");
      // Stripe's check only refuses old timestamps; a timestamp far ahead is refused as well.
      const timestamp = signatureTimestamp(header);
      if (timestamp !== null && timestamp - now.getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS)
        throw new WebhookSignatureError("Stripe-Signature timestamp is in the future");
      let event: unknown;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          header,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid Stripe webhook", {
          cause: error,
        });
      }
      return stripePaymentEvent(event);
    },
  };
}
