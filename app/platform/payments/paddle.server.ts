// Paddle Billing: a transaction with non-catalogue prices per order, and its signed webhook. Paddle sells eSIM
// plans and their top-ups only: its acceptable-use policy forbids physical goods and human services (docs/decisions/012).
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  ApiError,
  type CreateTransactionRequestBody,
  type CurrencyCode,
  Environment,
  Paddle,
} from "@paddle/paddle-node-sdk";
import * as z from "zod";
import type { ProductType } from "../db/schema/index.ts";
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

export interface PaddleGatewayOptions {
  apiKey: string;
  webhookSecret: string;
  environment: "sandbox" | "production";
}

/** Below the browser's 30 s request timeout (spec §7); the SDK's fetch has no timeout of its own. */
const REQUEST_TIMEOUT_MS = 12_000;

export function paddleTransactionBody(request: CheckoutRequest): CreateTransactionRequestBody {
  const currencyCode = request.currency.toUpperCase() as CurrencyCode;
  return {
    items: request.lines.map((line) => ({
      quantity: line.quantity,
      price: {
        name: line.name,
        description: line.name,
        unitPrice: { amount: String(line.unitPriceCents), currencyCode },
        // The checkout must not let the customer change what the order reserved.
        quantity: { minimum: line.quantity, maximum: line.quantity },
        product: { name: line.name, taxCategory: "standard" },
      },
    })),
    currencyCode,
    collectionMode: "automatic",
    customData: { orderId: request.orderId, orderNumber: request.orderNumber },
  };
}

function failureOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ApiError)
    return new AppError(error.type === "api_error" ? "API_SERVER_ERROR" : "SYSTEM_CONFIGURATION_ERROR", {
      cause: error,
    });
  if (error instanceof TypeError) return new AppError("API_NETWORK_ERROR", { cause: error });
  return new AppError("API_SERVER_ERROR", { cause: error });
}

async function withinTimeout<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError("API_TIMEOUT")), milliseconds);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `ts=<unix seconds>;h1=<hex HMAC-SHA256 of "<ts>:<raw body>">`, with one h1 per active secret. */
function parseSignature(header: string): { timestamp: number; signatures: string[] } {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(";")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "ts" && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === "h1" && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0)
    throw new WebhookSignatureError("Malformed Paddle-Signature header");
  return { timestamp, signatures };
}

function verifySignature(rawBody: string, header: string, secret: string, now: Date): void {
  const { timestamp, signatures } = parseSignature(header);
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookSignatureError("Paddle-Signature timestamp outside the tolerance");
  const expected = createHmac("sha256", secret).update(`${timestamp}:${rawBody}`).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError("Paddle-Signature does not match the payload");
}

const envelopeSchema = z.object({
  event_id: z.string().min(1),
  event_type: z.string().min(1),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});

const transactionSchema = z.object({
  id: z.string().min(1),
  custom_data: z.object({ orderId: z.string().optional() }).nullish(),
});

const adjustmentSchema = z.object({
  action: z.string(),
  status: z.string(),
  type: z.string().optional(),
  transaction_id: z.string().min(1),
});

const TRANSACTION_OUTCOMES: Record<string, PaymentOutcome | null> = {
  "transaction.completed": "paid",
  "transaction.paid": "paid",
  "transaction.canceled": "expired",
  // A declined attempt leaves the transaction open: the customer may try another card. The order's
  // own expiry releases its stock if no payment ever succeeds.
  "transaction.payment_failed": null,
};

function unreadable(payload: unknown, error: unknown): WebhookPayloadError {
  return new WebhookPayloadError(
    "Unreadable Paddle webhook payload",
    { eventId: fieldOf(payload, "event_id"), eventType: fieldOf(payload, "event_type") },
    { cause: error },
  );
}

export function paddlePaymentEvent(payload: unknown): PaymentEvent {
  const envelope = envelopeSchema.safeParse(payload);
  if (!envelope.success) throw unreadable(payload, envelope.error);
  const { event_id, event_type, occurred_at, data } = envelope.data;
  let outcome: PaymentOutcome | null = null;
  let orderId: string | null = null;
  let reference: string | null = null;

  if (event_type.startsWith("transaction.")) {
    const transaction = transactionSchema.safeParse(data);
    if (!transaction.success) throw unreadable(payload, transaction.error);
    reference = transaction.data.id;
    orderId = transaction.data.custom_data?.orderId ?? null;
    outcome = TRANSACTION_OUTCOMES[event_type] ?? null;
  } else if (event_type === "adjustment.created" || event_type === "adjustment.updated") {
    const adjustment = adjustmentSchema.safeParse(data);
    if (!adjustment.success) throw unreadable(payload, adjustment.error);
    // Adjustments carry no custom data: the order is found by its transaction.
    reference = adjustment.data.transaction_id;
    const { action, status, type } = adjustment.data;
    if (action === "refund" && status === "approved" && type === "full") outcome = "refunded";
  }

  return {
    provider: "paddle",
    eventId: event_id,
    type: event_type,
    outcome,
    orderId,
    reference,
    occurredAt: new Date(occurred_at),
    payload,
  };
}

export function paddleSells(productType: ProductType): boolean {
  return productType === "esim" || productType === "esim_topup";
}

export function createPaddleGateway(options: PaddleGatewayOptions): PaymentGateway {
  const paddle = new Paddle(options.apiKey, {
    environment: options.environment === "production" ? Environment.production : Environment.sandbox,
  });

  return {
    name: "paddle",
    sells: paddleSells,

    async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
      assertPayableRequest(request);
      if (request.lines.some((line) => !paddleSells(line.productType)))
        throw new AppError("BUSINESS_INVALID_STATE");
      let transaction: Awaited<ReturnType<typeof paddle.transactions.create>>;
      try {
        transaction = await withinTimeout(
          paddle.transactions.create(paddleTransactionBody(request)),
          REQUEST_TIMEOUT_MS,
        );
      } catch (error) {
        throw failureOf(error);
      }
      const url = transaction.checkout?.url;
      // Paddle builds this link from the account's default payment link; without one there is none.
      if (!url)
        throw new AppError("SYSTEM_CONFIGURATION_ERROR", {
          cause: new Error(
            `Paddle transaction ${transaction.id} has no checkout url: set a default payment link`,
          ),
        });
      return { redirectUrl: url, reference: transaction.id };
    },

    /** Paddle may hold the adjustment for approval; its later webhook finds the order already refunded. */
    async refund(request: RefundRequest): Promise<RefundResult> {
      try {
        const adjustment = await withinTimeout(
          paddle.adjustments.create({
            action: "refund",
            type: "full",
            transactionId: request.reference,
            reason: request.reason,
          }),
          REQUEST_TIMEOUT_MS,
        );
        if (adjustment.status === "rejected")
          throw new PaymentRefundError(`Adjustment ${adjustment.id} rejected`);
        return { refundId: adjustment.id };
      } catch (error) {
        if (error instanceof PaymentRefundError) throw error;
        const reason =
          error instanceof ApiError
            ? error.detail || error.code
            : error instanceof AppError
              ? error.code
              : error instanceof Error
                ? error.message
                : String(error);
        throw new PaymentRefundError(reason, { cause: error });
      }
    },

    async readWebhook(rawBody: string, headers: Headers, now = new Date()): Promise<PaymentEvent> {
      const header = headers.get("paddle-signature");
      if (!header) throw new WebhookSignatureError("Missing Paddle-Signature header");
      verifySignature(rawBody, header, options.webhookSecret, now);
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch (error) {
        throw unreadable(null, error);
      }
      return paddlePaymentEvent(payload);
    },
  };
}
