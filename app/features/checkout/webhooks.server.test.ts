import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { paddleSignature, stripeSignature, unixSeconds } from "../../../tests/helpers/payment-webhooks.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { orderItems, orders, paymentEvents, paymentSettings, user } from "../../platform/db/schema/index.ts";
import type { OutboxMessage } from "../../platform/mail/mail.server.ts";
import { ensurePaymentSettings } from "../../platform/payments/settings.server.ts";
import { handleWebhook, MAX_WEBHOOK_BYTES, type WebhookProvider } from "./webhooks.server.ts";

const KEYS = {
  STRIPE_SECRET_KEY: "sk_test_local",
  STRIPE_WEBHOOK_SECRET: "whsec_route_secret",
  PADDLE_API_KEY: "pdl_sdbx_apikey_local",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_route_secret",
};

function post(provider: WebhookProvider, body: string, headers: Record<string, string>): Request {
  return new Request(`http://shop.test/api/webhooks/${provider}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

function stripeEvent(id: string, type: string, object: Record<string, unknown>, created: Date) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2026-02-25",
    created: unixSeconds(created),
    livemode: false,
    type,
    data: { object },
  });
}

const stripeSession = (orderId: string, reference: string, paymentStatus = "paid") => ({
  id: reference,
  object: "checkout.session",
  client_reference_id: orderId,
  metadata: { orderId },
  payment_status: paymentStatus,
});

function paddleNotification(id: string, type: string, data: Record<string, unknown>, occurredAt: Date) {
  return JSON.stringify({ event_id: id, event_type: type, occurred_at: occurredAt.toISOString(), data });
}

for (const database of testDatabases()) {
  describe(`payment webhooks on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    const customerId = `webhook-customer-${database.name}`;
    const customerEmail = `webhook-${database.name}@example.com`;

    /** A pending order of one eSIM plan, as the checkout leaves it once the provider's page exists. */
    async function pendingOrder(provider: "stripe" | "paddle", reference: string): Promise<string> {
      const orderId = randomUUID();
      await services.db.transaction(async (tx) => {
        await tx.insert(orders).values({
          id: orderId,
          number: `TS-${orderId.slice(0, 8)}`,
          userId: customerId,
          idempotencyKey: orderId,
          status: "pending",
          subtotalCents: 1500,
          totalCents: 1500,
          provider,
          providerReference: reference,
          expiresAt: new Date(Date.now() + 3600_000),
        });
        await tx.insert(orderItems).values({
          orderId,
          productType: "esim",
          productId: randomUUID(),
          name: { en: "Turkey 10 GB", ar: "تركيا 10 جيجابايت" },
          unitPriceCents: 1500,
          quantity: 1,
          lineTotalCents: 1500,
        });
      });
      return orderId;
    }

    const statusOf = async (orderId: string) =>
      (await services.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]
        ?.status;
    const eventsNamed = (eventId: string) =>
      services.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, eventId));
    async function confirmationsTo(email: string): Promise<OutboxMessage[]> {
      const outbox = path.join(services.dataDir, "mail");
      const files = await readdir(outbox).catch(() => [] as string[]);
      const messages = await Promise.all(
        files
          .filter((file) => file.endsWith(".json"))
          .map(async (file) => JSON.parse(await readFile(path.join(outbox, file), "utf8")) as OutboxMessage),
      );
      return messages.filter((message) => message.to === email && message.template === "order-confirmation");
    }

    async function sendStripe(body: string, signedAt = new Date(), secret = KEYS.STRIPE_WEBHOOK_SECRET) {
      const request = post("stripe", body, {
        "stripe-signature": stripeSignature(body, secret, unixSeconds(signedAt)),
      });
      const response = await handleWebhook(services, "stripe", request);
      return { status: response.status, body: (await response.json()) as unknown };
    }

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, KEYS);
      await ensurePaymentSettings(services.db, services.config);
      await services.db
        .insert(user)
        .values({ id: customerId, name: "Webhook Customer", email: customerEmail });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("marks the order paid on a correctly signed Stripe event and sends the confirmation once", async () => {
      const orderId = await pendingOrder("stripe", "cs_test_paid");
      const before = (await confirmationsTo(customerEmail)).length;
      const body = stripeEvent(
        "evt_route_paid",
        "checkout.session.completed",
        stripeSession(orderId, "cs_test_paid"),
        new Date(),
      );

      expect(await sendStripe(body)).toEqual({ status: 200, body: { received: true } });
      expect(await statusOf(orderId)).toBe("paid");
      expect(await eventsNamed("evt_route_paid")).toHaveLength(1);
      expect((await confirmationsTo(customerEmail)).length).toBe(before + 1);

      // The provider delivers the same event again: accepted, but nothing happens twice.
      expect(await sendStripe(body)).toEqual({ status: 200, body: { received: true } });
      expect(await eventsNamed("evt_route_paid")).toHaveLength(1);
      expect(await statusOf(orderId)).toBe("paid");
      expect((await confirmationsTo(customerEmail)).length).toBe(before + 1);
    });

    it("refuses a wrongly signed or stale Stripe event and records nothing", async () => {
      const orderId = await pendingOrder("stripe", "cs_test_refused");
      const body = (id: string) =>
        stripeEvent(id, "checkout.session.completed", stripeSession(orderId, "cs_test_refused"), new Date());

      const wrong = await sendStripe(body("evt_route_wrong"), new Date(), "whsec_not_ours");
      expect(wrong).toEqual({
        status: 400,
        body: {
          ok: false,
          error: { code: "API_BAD_REQUEST", message: expect.any(String), status: expect.any(Number) },
        },
      });
      const stale = await sendStripe(body("evt_route_stale"), new Date(Date.now() - 301_000));
      expect(stale).toEqual({
        status: 400,
        body: {
          ok: false,
          error: { code: "API_BAD_REQUEST", message: expect.any(String), status: expect.any(Number) },
        },
      });
      const unsigned = await handleWebhook(
        services,
        "stripe",
        post("stripe", body("evt_route_unsigned"), {}),
      );
      expect(unsigned.status).toBe(400);

      expect(await eventsNamed("evt_route_wrong")).toHaveLength(0);
      expect(await eventsNamed("evt_route_stale")).toHaveLength(0);
      expect(await eventsNamed("evt_route_unsigned")).toHaveLength(0);
      expect(await statusOf(orderId)).toBe("pending");
    });

    /** The services with a logger that keeps its warnings, to see what a refused event logs. */
    function watchingWarnings() {
      const warnings: { fields: Record<string, unknown>; message: string }[] = [];
      const logger = {
        child: () => logger,
        info: () => {},
        error: () => {},
        warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
      };
      return { services: { ...services, logger: logger as unknown as TestServices["logger"] }, warnings };
    }

    it("answers 400 and logs a correctly signed Stripe event it cannot read, never 5xx", async () => {
      const orderId = await pendingOrder("stripe", "cs_test_shapeless");
      const base = JSON.parse(
        stripeEvent(
          "evt_shape",
          "checkout.session.completed",
          stripeSession(orderId, "cs_test_shapeless"),
          new Date(),
        ),
      ) as Record<string, unknown>;
      const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));
      const shapes: [string, unknown][] = [
        ["evt_shape_no_data", without("data")],
        ["evt_shape_null_data", { ...base, data: null }],
        ["evt_shape_null_object", { ...base, data: { object: null } }],
        ["evt_shape_no_session_id", { ...base, data: { object: { metadata: { orderId } } } }],
        ["evt_shape_no_created", without("created")],
        ["evt_shape_text_created", { ...base, created: "yesterday" }],
        ["evt_shape_array", [base]],
      ];
      for (const [id, shape] of shapes) {
        const { services: watched, warnings } = watchingWarnings();
        const body = JSON.stringify(Array.isArray(shape) ? shape : { ...(shape as object), id });
        const request = post("stripe", body, {
          "stripe-signature": stripeSignature(body, KEYS.STRIPE_WEBHOOK_SECRET, unixSeconds(new Date())),
        });
        const response = await handleWebhook(watched, "stripe", request);
        expect({ id, status: response.status }).toEqual({ id, status: 400 });
        expect(await response.json()).toMatchObject({
          ok: false,
          error: { code: "API_BAD_REQUEST", message: expect.any(String) },
        });
        expect(warnings).toHaveLength(1);
        expect(warnings[0]!.message).toBe("payment webhook unreadable");
        expect(warnings[0]!.fields).toMatchObject(
          Array.isArray(shape)
            ? { eventId: null, type: null }
            : { eventId: id, type: "checkout.session.completed" },
        );
        expect(await eventsNamed(id)).toHaveLength(0);
      }
      expect(await statusOf(orderId)).toBe("pending");
    });

    it("answers 400 and logs a correctly signed Paddle notification it cannot read", async () => {
      const orderId = await pendingOrder("paddle", "txn_route_shapeless");
      const base = JSON.parse(
        paddleNotification(
          "evt_paddle_shape",
          "transaction.completed",
          { id: "txn_route_shapeless", custom_data: { orderId } },
          new Date(),
        ),
      ) as Record<string, unknown>;
      const shapes: [string, unknown][] = [
        ["evt_paddle_shape_no_data", Object.fromEntries(Object.entries(base).filter(([k]) => k !== "data"))],
        ["evt_paddle_shape_null_data", { ...base, data: null }],
        ["evt_paddle_shape_list_data", { ...base, data: [{ id: "txn_route_shapeless" }] }],
        ["evt_paddle_shape_no_date", { ...base, occurred_at: null }],
        ["evt_paddle_shape_array", [base]],
      ];
      for (const [id, shape] of shapes) {
        const { services: watched, warnings } = watchingWarnings();
        const body = JSON.stringify(Array.isArray(shape) ? shape : { ...(shape as object), event_id: id });
        const request = post("paddle", body, {
          "paddle-signature": paddleSignature(body, KEYS.PADDLE_WEBHOOK_SECRET, unixSeconds(new Date())),
        });
        const response = await handleWebhook(watched, "paddle", request);
        expect({ id, status: response.status }).toEqual({ id, status: 400 });
        expect(warnings).toHaveLength(1);
        expect(warnings[0]!.message).toBe("payment webhook unreadable");
        expect(warnings[0]!.fields).toMatchObject(
          Array.isArray(shape)
            ? { eventId: null, type: null }
            : { eventId: id, type: "transaction.completed" },
        );
        expect(await eventsNamed(id)).toHaveLength(0);
      }
      expect(await statusOf(orderId)).toBe("pending");
    });

    it("keeps a paid order paid when an older expiry event arrives after the payment", async () => {
      const orderId = await pendingOrder("stripe", "cs_test_late");
      const paidAt = new Date();
      const paid = stripeEvent(
        "evt_route_late_paid",
        "checkout.session.completed",
        stripeSession(orderId, "cs_test_late"),
        paidAt,
      );
      const expired = stripeEvent(
        "evt_route_late_expired",
        "checkout.session.expired",
        stripeSession(orderId, "cs_test_late", "unpaid"),
        new Date(paidAt.getTime() - 60_000),
      );
      expect((await sendStripe(paid)).status).toBe(200);
      expect((await sendStripe(expired)).status).toBe(200);
      expect(await statusOf(orderId)).toBe("paid");
      expect(await eventsNamed("evt_route_late_expired")).toHaveLength(1);
    });

    it("marks the order paid on a correctly signed Paddle notification and ignores its replay", async () => {
      const orderId = await pendingOrder("paddle", "txn_route_paid");
      const body = paddleNotification(
        "evt_paddle_route_paid",
        "transaction.completed",
        { id: "txn_route_paid", status: "completed", custom_data: { orderId } },
        new Date(),
      );
      const send = async (secret: string, signedAt = new Date()) => {
        const request = post("paddle", body, {
          "paddle-signature": paddleSignature(body, secret, unixSeconds(signedAt)),
        });
        return (await handleWebhook(services, "paddle", request)).status;
      };

      expect(await send("pdl_ntfset_not_ours")).toBe(400);
      expect(await send(KEYS.PADDLE_WEBHOOK_SECRET, new Date(Date.now() - 301_000))).toBe(400);
      expect(await statusOf(orderId)).toBe("pending");
      expect(await send(KEYS.PADDLE_WEBHOOK_SECRET)).toBe(200);
      expect(await statusOf(orderId)).toBe("paid");
      expect(await send(KEYS.PADDLE_WEBHOOK_SECRET)).toBe(200);
      expect(await eventsNamed("evt_paddle_route_paid")).toHaveLength(1);
    });

    it("refunds a paid order named only by its Paddle transaction", async () => {
      const orderId = await pendingOrder("paddle", "txn_route_refund");
      const deliver = async (body: string) => {
        const request = post("paddle", body, {
          "paddle-signature": paddleSignature(body, KEYS.PADDLE_WEBHOOK_SECRET, unixSeconds(new Date())),
        });
        return (await handleWebhook(services, "paddle", request)).status;
      };
      const paid = paddleNotification(
        "evt_paddle_refund_paid",
        "transaction.paid",
        { id: "txn_route_refund", status: "paid", custom_data: { orderId } },
        new Date(),
      );
      const refund = (id: string, status: string) =>
        paddleNotification(
          id,
          "adjustment.updated",
          { id: "adj_route", action: "refund", type: "full", status, transaction_id: "txn_route_refund" },
          new Date(),
        );
      expect(await deliver(paid)).toBe(200);
      expect(await deliver(refund("evt_paddle_refund_pending", "pending_approval"))).toBe(200);
      expect(await statusOf(orderId)).toBe("paid");
      expect(await deliver(refund("evt_paddle_refund_approved", "approved"))).toBe(200);
      expect(await statusOf(orderId)).toBe("refunded");
      const [recorded] = await eventsNamed("evt_paddle_refund_approved");
      expect(recorded?.orderId).toBe(orderId);
    });

    it("answers 404 for a provider that is not configured, 405 for other methods and 413 for huge bodies", async () => {
      await services.db
        .update(paymentSettings)
        .set({ paddleEnabled: false })
        .where(eq(paymentSettings.id, "default"));
      try {
        const body = paddleNotification(
          "evt_paddle_off",
          "transaction.completed",
          { id: "txn_off" },
          new Date(),
        );
        const request = post("paddle", body, {
          "paddle-signature": paddleSignature(body, KEYS.PADDLE_WEBHOOK_SECRET, unixSeconds(new Date())),
        });
        const response = await handleWebhook(services, "paddle", request);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({
          ok: false,
          error: { code: "API_NOT_FOUND", message: expect.any(String) },
        });
        expect(await eventsNamed("evt_paddle_off")).toHaveLength(0);
      } finally {
        await services.db
          .update(paymentSettings)
          .set({ paddleEnabled: true })
          .where(eq(paymentSettings.id, "default"));
      }

      const get = await handleWebhook(
        services,
        "stripe",
        new Request("http://shop.test/api/webhooks/stripe"),
      );
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");

      const huge = "x".repeat(MAX_WEBHOOK_BYTES + 1);
      const tooLarge = await handleWebhook(
        services,
        "stripe",
        post("stripe", huge, { "stripe-signature": "t=1,v1=0" }),
      );
      expect(tooLarge.status).toBe(413);
    });

    it("answers 500 when the settings cannot be read, so that the provider retries later", async () => {
      const [saved] = await services.db.select().from(paymentSettings);
      const body = stripeEvent("evt_route_retried", "customer.created", { id: "cus_1" }, new Date());
      await services.db
        .update(paymentSettings)
        .set({ stripeSecretKeyEncrypted: "v1:damaged:value:here" })
        .where(eq(paymentSettings.id, "default"));
      try {
        expect(await sendStripe(body)).toEqual({
          status: 500,
          body: {
            ok: false,
            error: { code: "SYSTEM_UNKNOWN_ERROR", message: expect.any(String), status: expect.any(Number) },
          },
        });
        expect(await eventsNamed("evt_route_retried")).toHaveLength(0);
      } finally {
        await services.db
          .update(paymentSettings)
          .set({ stripeSecretKeyEncrypted: saved?.stripeSecretKeyEncrypted ?? null })
          .where(eq(paymentSettings.id, "default"));
      }
      // The provider's retry, once the settings are readable again, is accepted and recorded.
      expect(await sendStripe(body)).toEqual({ status: 200, body: { received: true } });
      expect(await eventsNamed("evt_route_retried")).toHaveLength(1);
    });
  });
}
