import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stripeSignature, unixSeconds } from "../../../tests/helpers/payment-webhooks.ts";
import { AppError } from "../http/errors.ts";
import {
  type CheckoutRequest,
  type PaymentGateway,
  PaymentRefundError,
  WebhookSignatureError,
} from "./gateway.server.ts";
import { createStripeGateway, stripeSessionParams } from "./stripe.server.ts";

const SECRET_KEY = "sk_test_local";
const WEBHOOK_SECRET = "whsec_local_signing_secret";
const NOW = new Date("2026-03-01T12:00:00Z");

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    orderId: "0b6f3c1e-8a39-4d2e-9f57-6a1c2d3e4f50",
    orderNumber: "TS-1001",
    currency: "USD",
    totalCents: 2 * 1500 + 2499,
    lines: [
      { name: "Turkey 10 GB", productType: "esim", unitPriceCents: 1500, quantity: 2 },
      { name: "Travel adapter", productType: "accessory", unitPriceCents: 2499, quantity: 1 },
    ],
    customerEmail: "traveller@example.com",
    locale: "en",
    successUrl: "https://shop.example.com/checkout/success?order=0b6f3c1e",
    cancelUrl: "https://shop.example.com/checkout",
    expiresAt: new Date(NOW.getTime() + 60 * 60 * 1000),
    ...overrides,
  };
}

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** A local stand-in for api.stripe.com: records each request and answers with `reply`. */
function fakeStripeApi() {
  const received: Received[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        form: new URLSearchParams(raw),
      });
      res.writeHead(reply.status, { "content-type": "application/json", "request-id": "req_local" });
      res.end(JSON.stringify(reply.body));
    });
  });
  return {
    received,
    server,
    reply(status: number, body: unknown) {
      reply = { status, body };
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

describe("Stripe Checkout Session", () => {
  const api = fakeStripeApi();
  let gateway: PaymentGateway;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.server.listen(0, "127.0.0.1", resolve));
    gateway = createStripeGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBaseUrl: api.url(),
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => api.server.close(resolve));
  });
  beforeEach(() => {
    api.received.length = 0;
  });

  it("creates a hosted session with amounts in cents, the order in metadata and the order id as idempotency key", async () => {
    api.reply(200, {
      id: "cs_test_a1",
      object: "checkout.session",
      url: "https://checkout.stripe.com/c/pay/cs_test_a1",
    });
    const request = checkoutRequest();
    const start = await gateway.startCheckout(request);
    expect(start).toEqual({
      redirectUrl: "https://checkout.stripe.com/c/pay/cs_test_a1",
      reference: "cs_test_a1",
    });

    expect(api.received).toHaveLength(1);
    const [call] = api.received;
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("/v1/checkout/sessions");
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.headers["idempotency-key"]).toBe(request.orderId);
    const form = call?.form ?? new URLSearchParams();
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][quantity]")).toBe("2");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("1500");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe("Turkey 10 GB");
    expect(form.get("line_items[1][quantity]")).toBe("1");
    expect(form.get("line_items[1][price_data][unit_amount]")).toBe("2499");
    expect(form.get("customer_email")).toBe("traveller@example.com");
    expect(form.get("client_reference_id")).toBe(request.orderId);
    expect(form.get("metadata[orderId]")).toBe(request.orderId);
    expect(form.get("metadata[orderNumber]")).toBe("TS-1001");
    expect(form.get("payment_intent_data[metadata][orderId]")).toBe(request.orderId);
    expect(form.get("success_url")).toBe(request.successUrl);
    expect(form.get("cancel_url")).toBe(request.cancelUrl);
    expect(form.get("locale")).toBe("en");
    expect(Number(form.get("expires_at"))).toBeGreaterThan(unixSeconds(new Date()));
  });

  it("refuses lines that do not add up to the total before calling Stripe", async () => {
    await expect(gateway.startCheckout(checkoutRequest({ totalCents: 5000 }))).rejects.toThrow(/add up to/);
    await expect(
      gateway.startCheckout(
        checkoutRequest({
          totalCents: 150,
          lines: [{ name: "Fraction", productType: "esim", unitPriceCents: 1.5, quantity: 100 }],
        }),
      ),
    ).rejects.toThrow(/whole cents/);
    expect(api.received).toHaveLength(0);
  });

  it("reports refused keys as a configuration error and Stripe outages as a server error", async () => {
    api.reply(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    const refused = await gateway.startCheckout(checkoutRequest()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("SYSTEM_CONFIGURATION_ERROR");

    api.received.length = 0;
    api.reply(500, { error: { type: "api_error", message: "Something went wrong" } });
    const outage = await gateway.startCheckout(checkoutRequest()).catch((error: unknown) => error);
    expect((outage as AppError).code).toBe("API_SERVER_ERROR");
    // Retried once with the same idempotency key, so Stripe cannot create two sessions.
    expect(api.received.map((call) => call.headers["idempotency-key"])).toEqual([
      checkoutRequest().orderId,
      checkoutRequest().orderId,
    ]);
  });

  it("reports an unreachable Stripe as a network error", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = createStripeGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBaseUrl: `http://127.0.0.1:${port}`,
    });
    const error = await offline.startCheckout(checkoutRequest()).catch((failure: unknown) => failure);
    expect((error as AppError).code).toBe("API_NETWORK_ERROR");
  });
});

describe("stripeSessionParams", () => {
  it("keeps the expiry within Stripe's 30 minutes to 24 hours", () => {
    const now = unixSeconds(NOW);
    const soon = stripeSessionParams(
      checkoutRequest({ expiresAt: new Date(NOW.getTime() + 5 * 60_000) }),
      NOW,
    );
    expect(soon.expires_at).toBe(now + 31 * 60);
    const inHour = stripeSessionParams(checkoutRequest(), NOW);
    expect(inHour.expires_at).toBe(now + 3600);
    const late = stripeSessionParams(
      checkoutRequest({ expiresAt: new Date(NOW.getTime() + 48 * 3600_000) }),
      NOW,
    );
    expect(late.expires_at).toBe(now + 24 * 3600 - 60);
  });

  it("lets Stripe follow the browser for Arabic, which Checkout does not offer", () => {
    expect(stripeSessionParams(checkoutRequest({ locale: "ar" }), NOW).locale).toBe("auto");
    expect(stripeSessionParams(checkoutRequest({ locale: "en" }), NOW).locale).toBe("en");
  });
});

function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${type.replaceAll(".", "_")}`) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2026-02-25",
    created: unixSeconds(NOW) - 10,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

const ORDER_ID = "0b6f3c1e-8a39-4d2e-9f57-6a1c2d3e4f50";
const session = (fields: Record<string, unknown> = {}) => ({
  id: "cs_test_a1",
  object: "checkout.session",
  client_reference_id: ORDER_ID,
  metadata: { orderId: ORDER_ID, orderNumber: "TS-1001" },
  payment_status: "paid",
  status: "complete",
  ...fields,
});

describe("Stripe webhook", () => {
  const gateway = createStripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const read = (body: string, signature: string | null, now = NOW) => {
    const headers = new Headers();
    if (signature !== null) headers.set("stripe-signature", signature);
    return gateway.readWebhook?.(body, headers, now) ?? Promise.reject(new Error("no webhook"));
  };
  const signed = (body: string, at = NOW, secret = WEBHOOK_SECRET) =>
    read(body, stripeSignature(body, secret, unixSeconds(at)));

  it("accepts a correctly signed event and normalises it", async () => {
    const body = stripeEvent("checkout.session.completed", session(), "evt_1PaidA");
    const event = await signed(body);
    expect(event).toMatchObject({
      provider: "stripe",
      eventId: "evt_1PaidA",
      type: "checkout.session.completed",
      outcome: "paid",
      orderId: ORDER_ID,
      reference: "cs_test_a1",
    });
    expect(event.occurredAt.toISOString()).toBe(new Date((unixSeconds(NOW) - 10) * 1000).toISOString());
    expect(event.payload).toMatchObject({ id: "evt_1PaidA" });
  });

  it("maps each event type to its outcome", async () => {
    const cases: [string, Record<string, unknown>, string | null][] = [
      ["checkout.session.completed", session({ payment_status: "unpaid" }), null],
      ["checkout.session.async_payment_succeeded", session(), "paid"],
      ["checkout.session.async_payment_failed", session({ payment_status: "unpaid" }), "failed"],
      ["checkout.session.expired", session({ payment_status: "unpaid", status: "expired" }), "expired"],
      ["customer.created", { id: "cus_1", object: "customer" }, null],
    ];
    for (const [type, object, outcome] of cases) {
      const event = await signed(stripeEvent(type, object));
      expect({ type, outcome: event.outcome }).toEqual({ type, outcome });
    }
  });

  it("reads the order of a refund from the charge's metadata, and refunds only a full refund", async () => {
    const charge = (refunded: boolean) => ({
      id: "ch_1",
      object: "charge",
      payment_intent: "pi_1",
      refunded,
      amount: 5499,
      amount_refunded: refunded ? 5499 : 1000,
      metadata: { orderId: ORDER_ID, orderNumber: "TS-1001" },
    });
    const full = await signed(stripeEvent("charge.refunded", charge(true)));
    expect(full).toMatchObject({ outcome: "refunded", orderId: ORDER_ID, reference: null });
    const partial = await signed(stripeEvent("charge.refunded", charge(false)));
    expect(partial).toMatchObject({ outcome: null, orderId: ORDER_ID });
  });

  it("refuses a wrong secret, a tampered body and a missing or malformed header", async () => {
    const body = stripeEvent("checkout.session.completed", session());
    await expect(signed(body, NOW, "whsec_someone_else")).rejects.toBeInstanceOf(WebhookSignatureError);
    const tampered = body.replace('"payment_status":"paid"', '"payment_status":"paid","amount_total":1');
    expect(tampered).not.toBe(body);
    await expect(
      read(tampered, stripeSignature(body, WEBHOOK_SECRET, unixSeconds(NOW))),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(read(body, null)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(read(body, "garbage")).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("accepts five minutes of clock difference and refuses more, in the past and in the future", async () => {
    const body = stripeEvent("checkout.session.completed", session());
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    await expect(signed(body, at(-299))).resolves.toMatchObject({ outcome: "paid" });
    await expect(signed(body, at(299))).resolves.toMatchObject({ outcome: "paid" });
    await expect(signed(body, at(-301))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(signed(body, at(301))).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("refuses a signed body that is not JSON", async () => {
    await expect(signed("not json")).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe("Stripe refund", () => {
  const ORDER_ID = "0b6f3c1e-8a39-4d2e-9f57-6a1c2d3e4f50";
  const received: Received[] = [];
  let answers: Record<string, { status: number; body: unknown }> = {};
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const url = req.url ?? "";
      received.push({ method: req.method ?? "", url, headers: req.headers, form: new URLSearchParams(raw) });
      const answer = answers[`${req.method} ${url.split("?")[0]}`] ?? { status: 404, body: {} };
      res.writeHead(answer.status, { "content-type": "application/json", "request-id": "req_local" });
      res.end(JSON.stringify(answer.body));
    });
  });
  let gateway: PaymentGateway;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    gateway = createStripeGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
    answers = {
      "GET /v1/checkout/sessions/cs_test_paid": {
        status: 200,
        body: { id: "cs_test_paid", object: "checkout.session", payment_intent: "pi_123" },
      },
    };
  });

  it("refunds the session's payment intent in full, with the order as idempotency key", async () => {
    answers["POST /v1/refunds"] = {
      status: 200,
      body: { id: "re_123", object: "refund", status: "succeeded", payment_intent: "pi_123" },
    };
    const result = await gateway.refund({ orderId: ORDER_ID, reference: "cs_test_paid", reason: "admin" });
    expect(result).toEqual({ refundId: "re_123" });
    expect(received.map((call) => `${call.method} ${call.url.split("?")[0]}`)).toEqual([
      "GET /v1/checkout/sessions/cs_test_paid",
      "POST /v1/refunds",
    ]);
    const refund = received[1]!;
    expect(refund.form.get("payment_intent")).toBe("pi_123");
    expect(refund.form.get("amount")).toBeNull();
    expect(refund.form.get("metadata[orderId]")).toBe(ORDER_ID);
    expect(refund.headers["idempotency-key"]).toBe(`refund:${ORDER_ID}`);
  });

  it("reports Stripe's refusal with its reason, and a session without payment, as a refund failure", async () => {
    answers["POST /v1/refunds"] = {
      status: 400,
      body: {
        error: {
          type: "invalid_request_error",
          code: "charge_already_refunded",
          message: "Charge ch_1 has already been refunded.",
        },
      },
    };
    const failure = await gateway
      .refund({ orderId: ORDER_ID, reference: "cs_test_paid", reason: "admin" })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentRefundError);
    expect((failure as PaymentRefundError).reason).toBe("Charge ch_1 has already been refunded.");

    answers["GET /v1/checkout/sessions/cs_test_open"] = {
      status: 200,
      body: { id: "cs_test_open", object: "checkout.session", payment_intent: null },
    };
    await expect(
      gateway.refund({ orderId: ORDER_ID, reference: "cs_test_open", reason: "admin" }),
    ).rejects.toThrow(/has no payment/);
    expect(received.filter((call) => call.url.startsWith("/v1/refunds"))).toHaveLength(1);
  });

  it("reports a failed refund object as a refund failure", async () => {
    answers["POST /v1/refunds"] = {
      status: 200,
      body: { id: "re_9", object: "refund", status: "failed", failure_reason: "expired_or_canceled_card" },
    };
    await expect(
      gateway.refund({ orderId: ORDER_ID, reference: "cs_test_paid", reason: "admin" }),
    ).rejects.toThrow(/re_9 failed: expired_or_canceled_card/);
  });
});
