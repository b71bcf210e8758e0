import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { orders, paymentSettings } from "../../platform/db/schema/index.ts";
import { ensurePaymentSettings } from "../../platform/payments/settings.server.ts";
import { paddlePage } from "./payment-pages.server.ts";

const customer = (id: string): SignedInUser => ({
  id,
  email: `${id}@example.com`,
  name: "",
  firstName: "",
  lastName: "",
  role: "customer",
});

for (const database of testDatabases()) {
  describe(`the Paddle payment page on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let owner: string;
    let orderId: string;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, {
        PADDLE_CLIENT_TOKEN: "test_client_token",
        PADDLE_API_KEY: "pdl_sdbx_apikey_local",
        PADDLE_WEBHOOK_SECRET: "pdl_ntfset_local",
      });
      await ensurePaymentSettings(services.db, services.config);
      owner = await insertUser(services.db);
      const [order] = await services.db
        .insert(orders)
        .values({
          number: "ORD-20261122-PADDLE01",
          userId: owner,
          idempotencyKey: "paddle-page",
          subtotalCents: 1500,
          totalCents: 1500,
          provider: "paddle",
          providerReference: "txn_01abc",
        })
        .returning({ id: orders.id });
      orderId = order!.id;
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("gives the owner of a pending Paddle order what Paddle.js needs, and the way back", async () => {
      expect(await paddlePage(services, customer(owner), "txn_01abc")).toEqual({
        transactionId: "txn_01abc",
        orderNumber: "ORD-20261122-PADDLE01",
        token: "test_client_token",
        environment: "sandbox",
        successPath: `/checkout/success?order=${orderId}`,
      });
    });

    it("finds nothing for another customer, an unknown or malformed transaction, or an order no longer pending", async () => {
      const stranger = await insertUser(services.db);
      expect(await paddlePage(services, customer(stranger), "txn_01abc")).toBeNull();
      expect(await paddlePage(services, customer(owner), "txn_01zzz")).toBeNull();
      expect(await paddlePage(services, customer(owner), "txn_01abc' or '1'='1")).toBeNull();
      expect(await paddlePage(services, customer(owner), null)).toBeNull();
      await services.db.update(orders).set({ status: "paid" }).where(eq(orders.id, orderId));
      expect(await paddlePage(services, customer(owner), "txn_01abc")).toBeNull();
      await services.db.update(orders).set({ status: "pending" }).where(eq(orders.id, orderId));
    });

    it("is a configuration error without Paddle's client-side token", async () => {
      await services.db.update(paymentSettings).set({ paddleClientToken: null });
      await expect(paddlePage(services, customer(owner), "txn_01abc")).rejects.toMatchObject({
        code: "SYSTEM_CONFIGURATION_ERROR",
      });
    });
  });
}
