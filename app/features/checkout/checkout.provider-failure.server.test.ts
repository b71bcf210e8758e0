import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ADDRESS,
  accessoryStock,
  insertAccessory,
  insertUser,
} from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { orders, statusEvents } from "../../platform/db/schema/index.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { ensurePaymentSettings } from "../../platform/payments/settings.server.ts";
import type { CheckoutAnswer, CheckoutFailure } from "./api.ts";
import { handleCheckout } from "./checkout.server.ts";

/** Where the Stripe gateway sends its API calls in this file: a local stand-in of api.stripe.com. */
const stripeApi = vi.hoisted(() => ({ url: "" }));
vi.mock("../../platform/payments/stripe.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../platform/payments/stripe.server.ts")>();
  return {
    ...actual,
    createStripeGateway: (options: Parameters<typeof actual.createStripeGateway>[0]) =>
      actual.createStripeGateway({ ...options, apiBaseUrl: stripeApi.url }),
  };
});

const t = translator("en");

/** Answers every Checkout Session request with `reply` (503 until told otherwise). */
function fakeStripeApi() {
  let reply = {
    status: 503,
    body: { error: { type: "api_error", message: "Service unavailable" } } as unknown,
  };
  let requests = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      requests++;
      res.writeHead(reply.status, { "content-type": "application/json", "request-id": "req_local" });
      res.end(JSON.stringify(reply.body));
    });
  });
  return {
    server,
    requests: () => requests,
    reply(status: number, body: unknown) {
      reply = { status, body };
    },
  };
}

const failureOf = (answer: CheckoutAnswer) => {
  if (answer.ok) throw new Error(`expected a failure, got ${JSON.stringify(answer)}`);
  return answer as CheckoutFailure;
};

for (const database of testDatabases()) {
  describe(`a payment provider that fails, on ${database.name}`, () => {
    const api = fakeStripeApi();
    let handle: DatabaseHandle;
    let services: TestServices;

    beforeAll(async () => {
      await new Promise<void>((resolve) => api.server.listen(0, "127.0.0.1", resolve));
      stripeApi.url = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
      handle = await database.open();
      services = await createTestServices(handle, {
        STRIPE_SECRET_KEY: "sk_test_local",
        STRIPE_WEBHOOK_SECRET: "whsec_local",
      });
      await ensurePaymentSettings(services.db, services.config);
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
      await new Promise((resolve) => api.server.close(resolve));
    });

    it("gives the stock back at once, cancels the order and answers the provider's error", async () => {
      const id = await insertUser(services.db);
      const customer: SignedInUser = {
        id,
        email: `${id}@example.com`,
        name: "Lina Haddad",
        firstName: "",
        lastName: "",
        role: "customer",
      };
      const pillow = await insertAccessory(services.db, { stock: 5 });
      const body = {
        intent: "pay",
        provider: "stripe",
        lines: [{ id: pillow, productType: "accessory", quantity: 2 }],
        address: ADDRESS,
        idempotencyKey: randomUUID(),
      };
      api.reply(503, { error: { type: "api_error", message: "Service unavailable" } });

      const failed = await handleCheckout(services, customer, body, "en", t);
      expect(api.requests()).toBeGreaterThan(0);
      expect(failed.status).toBe(500);
      expect(failureOf(failed.answer)).toMatchObject({
        resetKey: true,
        error: { code: "API_SERVER_ERROR", message: t("errors:codes.API_SERVER_ERROR") },
      });
      expect(await accessoryStock(services.db, pillow)).toBe(5);
      const [order] = await services.db.select().from(orders).where(eq(orders.userId, id));
      expect(order?.status).toBe("cancelled");
      const [event] = await services.db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectId, order!.id), eq(statusEvents.toStatus, "cancelled")));
      expect(event).toMatchObject({
        fromStatus: "pending",
        note: "checkout_failed",
        data: { provider: "stripe", code: "API_SERVER_ERROR" },
      });

      // The browser retries the same request: the same error, no second order, no stock taken.
      const retried = await handleCheckout(services, customer, body, "en", t);
      expect(retried.status).toBe(500);
      expect(failureOf(retried.answer)).toMatchObject({
        resetKey: true,
        error: { message: t("errors:codes.API_SERVER_ERROR") },
      });
      expect(await services.db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(1);
      expect(await accessoryStock(services.db, pillow)).toBe(5);

      // Once Stripe answers again, a new attempt goes through.
      api.reply(200, {
        id: "cs_test_back",
        object: "checkout.session",
        url: "https://checkout.stripe.com/c/pay/cs_test_back",
      });
      const paid = await handleCheckout(
        services,
        customer,
        { ...body, idempotencyKey: randomUUID() },
        "en",
        t,
      );
      expect(paid.answer).toEqual({
        ok: true,
        intent: "pay",
        redirectUrl: "https://checkout.stripe.com/c/pay/cs_test_back",
      });
      expect(await accessoryStock(services.db, pillow)).toBe(3);
    });
  });
}
