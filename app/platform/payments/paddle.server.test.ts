import { afterEach, describe, expect, it, vi } from "vitest";
import { paddleSignature, unixSeconds } from "../../../tests/helpers/payment-webhooks.ts";
import { AppError } from "../http/errors.ts";
import {
  type CheckoutRequest,
  PaymentRefundError,
  WebhookPayloadError,
  WebhookSignatureError,
} from "./gateway.server.ts";
import { createPaddleGateway, paddleSells } from "./paddle.server.ts";

const API_KEY = "pdl_sdbx_apikey_local";
const WEBHOOK_SECRET = "pdl_ntfset_local_secret";
const NOW = new Date("2026-03-01T12:00:00Z");
const ORDER_ID = "0b6f3c1e-8a39-4d2e-9f57-6a1c2d3e4f50";

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    orderId: ORDER_ID,
    orderNumber: "TS-1002",
    currency: "USD",
    totalCents: 3 * 1500 + 900,
    lines: [
      { name: "Turkey 10 GB", productType: "esim", unitPriceCents: 1500, quantity: 3 },
      { name: "Japan 3 GB", productType: "esim", unitPriceCents: 900, quantity: 1 },
    ],
    customerEmail: "traveller@example.com",
    locale: "ar",
    successUrl: "https://shop.example.com/checkout/success",
    cancelUrl: "https://shop.example.com/checkout",
    expiresAt: new Date(NOW.getTime() + 3600_000),
    ...overrides,
  };
}

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Replaces fetch (which the Paddle SDK calls) for one test: records each call, answers with `answer`. */
function stubPaddleApi(answer: () => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : null,
    });
    return answer();
  });
  return calls;
}

/** The URL without its (empty) query string, which the SDK always appends. */
const endpoint = (url = "") => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};

const transactionResponse = (checkoutUrl: string | null) =>
  Response.json({
    data: {
      id: "txn_01hv8wptq8987qeep44cyrewp9",
      status: "ready",
      custom_data: { orderId: ORDER_ID, orderNumber: "TS-1002" },
      currency_code: "USD",
      origin: "api",
      collection_mode: "automatic",
      items: [],
      payments: [],
      checkout: checkoutUrl === null ? null : { url: checkoutUrl },
      created_at: "2026-03-01T12:00:00.000Z",
      updated_at: "2026-03-01T12:00:00.000Z",
    },
    meta: { request_id: "req_local" },
  });

const failure = (status: number, type: string) =>
  Response.json(
    {
      error: { type, code: "bad_request", detail: "nope", documentation_url: "https://developer.paddle.com" },
    },
    { status },
  );

describe("Paddle transaction", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("creates a transaction of non-catalogue prices in cents with the order in custom data", async () => {
    const calls = stubPaddleApi(() =>
      transactionResponse("https://shop.example.com/pay?_ptxn=txn_01hv8wptq8987qeep44cyrewp9"),
    );
    const gateway = createPaddleGateway({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      environment: "sandbox",
    });
    const start = await gateway.startCheckout(checkoutRequest());
    expect(start).toEqual({
      redirectUrl: "https://shop.example.com/pay?_ptxn=txn_01hv8wptq8987qeep44cyrewp9",
      reference: "txn_01hv8wptq8987qeep44cyrewp9",
    });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe("POST");
    expect(endpoint(call?.url)).toBe("https://sandbox-api.paddle.com/transactions");
    expect(call?.headers.get("authorization")).toBe(`bearer ${API_KEY}`);
    expect(call?.body).toEqual({
      items: [
        {
          quantity: 3,
          price: {
            name: "Turkey 10 GB",
            description: "Turkey 10 GB",
            unit_price: { amount: "1500", currency_code: "USD" },
            quantity: { minimum: 3, maximum: 3 },
            product: { name: "Turkey 10 GB", tax_category: "standard" },
          },
        },
        {
          quantity: 1,
          price: {
            name: "Japan 3 GB",
            description: "Japan 3 GB",
            unit_price: { amount: "900", currency_code: "USD" },
            quantity: { minimum: 1, maximum: 1 },
            product: { name: "Japan 3 GB", tax_category: "standard" },
          },
        },
      ],
      currency_code: "USD",
      collection_mode: "automatic",
      custom_data: { orderId: ORDER_ID, orderNumber: "TS-1002" },
    });
  });

  it("uses Paddle's production API in the production environment", async () => {
    const calls = stubPaddleApi(() => transactionResponse("https://shop.example.com/pay?_ptxn=txn_1"));
    const gateway = createPaddleGateway({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      environment: "production",
    });
    await gateway.startCheckout(checkoutRequest());
    expect(endpoint(calls[0]?.url)).toBe("https://api.paddle.com/transactions");
  });

  it("says the account needs a default payment link when Paddle returns no checkout url", async () => {
    stubPaddleApi(() => transactionResponse(null));
    const gateway = createPaddleGateway({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      environment: "sandbox",
    });
    const error = await gateway.startCheckout(checkoutRequest()).catch((failed: unknown) => failed);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("SYSTEM_CONFIGURATION_ERROR");
    expect(String((error as AppError).cause)).toMatch(/default payment link/);
  });

  it("refuses to send goods Paddle may not sell, without calling Paddle", async () => {
    const calls = stubPaddleApi(() => transactionResponse("https://shop.example.com/pay"));
    const gateway = createPaddleGateway({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      environment: "sandbox",
    });
    const request = checkoutRequest({
      totalCents: 2499,
      lines: [{ name: "Travel adapter", productType: "accessory", unitPriceCents: 2499, quantity: 1 }],
    });
    const error = await gateway.startCheckout(request).catch((failed: unknown) => failed);
    expect((error as AppError).code).toBe("BUSINESS_INVALID_STATE");
    expect(calls).toHaveLength(0);
  });

  it("maps refused requests, Paddle outages and network failures to catalogue codes", async () => {
    const gateway = createPaddleGateway({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      environment: "sandbox",
    });
    const codeOf = (error: unknown) => (error as AppError).code;

    stubPaddleApi(() => failure(403, "request_error"));
    expect(codeOf(await gateway.startCheckout(checkoutRequest()).catch((e: unknown) => e))).toBe(
      "SYSTEM_CONFIGURATION_ERROR",
    );
    stubPaddleApi(() => failure(500, "api_error"));
    expect(codeOf(await gateway.startCheckout(checkoutRequest()).catch((e: unknown) => e))).toBe(
      "API_SERVER_ERROR",
    );
    stubPaddleApi(() => Promise.reject(new TypeError("fetch failed")));
    expect(codeOf(await gateway.startCheckout(checkoutRequest()).catch((e: unknown) => e))).toBe(
      "API_NETWORK_ERROR",
    );
  });

  it("sells eSIM plans and their top-ups only", () => {
    expect(paddleSells("esim")).toBe(true);
    expect(paddleSells("esim_topup")).toBe(true);
    expect(paddleSells("accessory")).toBe(false);
    expect(paddleSells("package_booking")).toBe(false);
    const gateway = createPaddleGateway({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      environment: "sandbox",
    });
    expect(gateway.sells("esim")).toBe(true);
    expect(gateway.sells("accessory")).toBe(false);
  });
});

function notification(eventType: string, data: Record<string, unknown>, eventId = `evt_${eventType}`) {
  return JSON.stringify({
    event_id: eventId,
    event_type: eventType,
    occurred_at: "2026-03-01T11:59:50.123456Z",
    notification_id: "ntf_01hv8x2az5w6tqyqw8wjk3s1ba",
    data,
  });
}

const transaction = (fields: Record<string, unknown> = {}) => ({
  id: "txn_01hv8wptq8987qeep44cyrewp9",
  status: "completed",
  custom_data: { orderId: ORDER_ID, orderNumber: "TS-1002" },
  ...fields,
});

const adjustment = (fields: Record<string, unknown> = {}) => ({
  id: "adj_01hvgf2s84dr6reszzg29zbvcm",
  action: "refund",
  type: "full",
  status: "approved",
  transaction_id: "txn_01hv8wptq8987qeep44cyrewp9",
  ...fields,
});

describe("Paddle webhook", () => {
  const gateway = createPaddleGateway({
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    environment: "sandbox",
  });
  const read = (body: string, signature: string | null, now = NOW) => {
    const headers = new Headers();
    if (signature !== null) headers.set("paddle-signature", signature);
    return gateway.readWebhook?.(body, headers, now) ?? Promise.reject(new Error("no webhook"));
  };
  const signed = (body: string, at = NOW, secret = WEBHOOK_SECRET) =>
    read(body, paddleSignature(body, secret, unixSeconds(at)));

  it("accepts a correctly signed notification and normalises it", async () => {
    const event = await signed(
      notification("transaction.completed", transaction(), "evt_01hv8x2az5w6tqyqw8wjk3s1b0"),
    );
    expect(event).toMatchObject({
      provider: "paddle",
      eventId: "evt_01hv8x2az5w6tqyqw8wjk3s1b0",
      type: "transaction.completed",
      outcome: "paid",
      orderId: ORDER_ID,
      reference: "txn_01hv8wptq8987qeep44cyrewp9",
    });
    expect(event.occurredAt.toISOString()).toBe("2026-03-01T11:59:50.123Z");
    expect(event.payload).toMatchObject({ event_type: "transaction.completed" });
  });

  it("maps each event type to its outcome", async () => {
    const cases: [string, Record<string, unknown>, string | null][] = [
      ["transaction.paid", transaction({ status: "paid" }), "paid"],
      ["transaction.completed", transaction(), "paid"],
      ["transaction.canceled", transaction({ status: "canceled" }), "expired"],
      ["transaction.payment_failed", transaction({ status: "ready" }), null],
      ["transaction.created", transaction({ status: "draft" }), null],
      ["adjustment.created", adjustment(), "refunded"],
      ["adjustment.updated", adjustment(), "refunded"],
      ["adjustment.created", adjustment({ status: "pending_approval" }), null],
      ["adjustment.updated", adjustment({ status: "rejected" }), null],
      ["adjustment.created", adjustment({ type: "partial" }), null],
      ["adjustment.created", adjustment({ action: "credit" }), null],
      ["customer.created", { id: "ctm_1", email: "traveller@example.com" }, null],
    ];
    for (const [type, data, outcome] of cases) {
      const event = await signed(notification(type, data));
      expect({ type, data, outcome: event.outcome }).toEqual({ type, data, outcome });
    }
  });

  it("finds the order of a refund by its transaction, since adjustments carry no custom data", async () => {
    const event = await signed(notification("adjustment.updated", adjustment()));
    expect(event).toMatchObject({ orderId: null, reference: "txn_01hv8wptq8987qeep44cyrewp9" });
  });

  it("refuses a wrong secret, a tampered body and a missing or malformed header", async () => {
    const body = notification("transaction.completed", transaction());
    await expect(signed(body, NOW, "pdl_ntfset_someone_else")).rejects.toBeInstanceOf(WebhookSignatureError);
    const tampered = body.replace('"status":"completed"', '"status":"completed" ');
    expect(tampered).not.toBe(body);
    await expect(
      read(tampered, paddleSignature(body, WEBHOOK_SECRET, unixSeconds(NOW))),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(read(body, null)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(read(body, "ts=;h1=")).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(read(body, `ts=${unixSeconds(NOW)};h1=zz`)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("accepts five minutes of clock difference and refuses more, in the past and in the future", async () => {
    const body = notification("transaction.completed", transaction());
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    await expect(signed(body, at(-299))).resolves.toMatchObject({ outcome: "paid" });
    await expect(signed(body, at(299))).resolves.toMatchObject({ outcome: "paid" });
    await expect(signed(body, at(-301))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(signed(body, at(301))).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("accepts any of several signatures while a secret is being rotated", async () => {
    const body = notification("transaction.paid", transaction({ status: "paid" }));
    const ts = unixSeconds(NOW);
    const old = paddleSignature(body, "pdl_ntfset_retired", ts).split(";")[1];
    const current = paddleSignature(body, WEBHOOK_SECRET, ts).split(";")[1];
    await expect(read(body, `ts=${ts};${old};${current}`)).resolves.toMatchObject({ outcome: "paid" });
    await expect(read(body, `ts=${ts};${old}`)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("refuses a signed body that is not a Paddle notification", async () => {
    await expect(signed("not json")).rejects.toBeInstanceOf(WebhookPayloadError);
    await expect(signed(JSON.stringify({ event_type: "transaction.completed" }))).rejects.toBeInstanceOf(
      WebhookPayloadError,
    );
    await expect(
      signed(notification("transaction.completed", { status: "completed" })),
    ).rejects.toBeInstanceOf(WebhookPayloadError);
  });
});

describe("Paddle refund", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const gateway = () =>
    createPaddleGateway({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, environment: "sandbox" });
  const adjustment = (status: string) =>
    Response.json({
      data: {
        id: "adj_01hv8",
        action: "refund",
        type: "full",
        transaction_id: "txn_01hv8wptq8987qeep44cyrewp9",
        subscription_id: null,
        customer_id: "ctm_01",
        reason: "Refunded by the shop",
        credit_applied_to_balance: false,
        currency_code: "USD",
        status,
        items: [],
        totals: { subtotal: "2499", tax: "0", total: "2499", fee: "0", earnings: "0", currency_code: "USD" },
        payout_totals: null,
        tax_rates_used: [],
        created_at: "2026-03-01T12:00:00.000Z",
        updated_at: "2026-03-01T12:00:00.000Z",
      },
      meta: { request_id: "req_local" },
    });

  it("creates a full refund adjustment of the order's transaction", async () => {
    const calls = stubPaddleApi(() => adjustment("pending_approval"));
    const result = await gateway().refund({
      orderId: ORDER_ID,
      reference: "txn_01hv8wptq8987qeep44cyrewp9",
      reason: "Refunded by the shop",
    });
    expect(result).toEqual({ refundId: "adj_01hv8" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("POST");
    expect(endpoint(calls[0]!.url)).toBe("https://sandbox-api.paddle.com/adjustments");
    // The scheme is case-insensitive (RFC 9110); the SDK writes "bearer".
    expect(calls[0]!.headers.get("authorization")?.toLowerCase()).toBe(`bearer ${API_KEY}`.toLowerCase());
    expect(calls[0]!.body).toEqual({
      action: "refund",
      type: "full",
      transaction_id: "txn_01hv8wptq8987qeep44cyrewp9",
      reason: "Refunded by the shop",
    });
  });

  it("reports Paddle's refusal with its detail, and a rejected adjustment, as a refund failure", async () => {
    stubPaddleApi(() => failure(400, "request_error"));
    const refused = await gateway()
      .refund({ orderId: ORDER_ID, reference: "txn_1", reason: "x" })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentRefundError);
    expect((refused as PaymentRefundError).reason).toBe("nope");

    stubPaddleApi(() => adjustment("rejected"));
    await expect(gateway().refund({ orderId: ORDER_ID, reference: "txn_1", reason: "x" })).rejects.toThrow(
      /adj_01hv8 rejected/,
    );

    stubPaddleApi(() => Promise.reject(new TypeError("fetch failed")));
    await expect(
      gateway().refund({ orderId: ORDER_ID, reference: "txn_1", reason: "x" }),
    ).rejects.toBeInstanceOf(PaymentRefundError);
  });
});
