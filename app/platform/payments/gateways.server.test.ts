import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { paddleSignature, stripeSignature, unixSeconds } from "../../../tests/helpers/payment-webhooks.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { paymentSettings } from "../db/schema/index.ts";
import type { PaymentGateway, PaymentProvider } from "./gateway.server.ts";
import { type EnabledGateways, loadGateways, paymentChoice } from "./gateways.server.ts";
import { ensurePaymentSettings } from "./settings.server.ts";

const KEYS = {
  STRIPE_PUBLISHABLE_KEY: "pk_test_local",
  STRIPE_SECRET_KEY: "sk_test_local",
  STRIPE_WEBHOOK_SECRET: "whsec_local",
  PADDLE_VENDOR_ID: "12345",
  PADDLE_CLIENT_TOKEN: "test_client_token",
  PADDLE_API_KEY: "pdl_sdbx_apikey_local",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_local",
};

for (const database of testDatabases()) {
  describe(`loadGateways on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    const settings = (values: Partial<typeof paymentSettings.$inferInsert>) =>
      services.db.update(paymentSettings).set(values).where(eq(paymentSettings.id, "default"));

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, KEYS);
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });
    beforeEach(async () => {
      await services.db.delete(paymentSettings);
    });

    it("enables nothing when there are no payment settings", async () => {
      const enabled = await loadGateways(services);
      expect(enabled.gateways).toEqual({});
      expect(paymentChoice(enabled, ["esim"])).toEqual({
        providers: [],
        defaultProvider: null,
        allowChoice: false,
      });
    });

    it("offers the sandbox alone with the embedded defaults", async () => {
      await ensurePaymentSettings(services.db, { ...services.config, ...noKeys });
      const enabled = await loadGateways(services);
      expect(Object.keys(enabled.gateways)).toEqual(["sandbox"]);
      expect(enabled).toMatchObject({
        defaultProvider: "sandbox",
        testMode: true,
        allowCustomerChoice: false,
      });
    });

    it("seeds live keys without test mode (no sandbox) and test keys with it, the first real provider as default", async () => {
      const live = {
        ...KEYS,
        STRIPE_SECRET_KEY: "sk_live_local",
        PADDLE_API_KEY: "pdl_live_apikey_local",
      };
      await ensurePaymentSettings(services.db, { ...services.config, ...live });
      const liveGateways = await loadGateways(services);
      expect(Object.keys(liveGateways.gateways).sort()).toEqual(["paddle", "stripe"]);
      expect(liveGateways).toMatchObject({
        defaultProvider: "stripe",
        testMode: false,
        allowCustomerChoice: true,
      });
      const [liveRow] = await services.db.select().from(paymentSettings);
      expect(liveRow?.environment).toBe("production");

      await services.db.delete(paymentSettings);
      await ensurePaymentSettings(services.db, {
        ...services.config,
        ...noKeys,
        PADDLE_API_KEY: KEYS.PADDLE_API_KEY,
        PADDLE_WEBHOOK_SECRET: KEYS.PADDLE_WEBHOOK_SECRET,
      });
      const paddleTest = await loadGateways(services);
      expect(Object.keys(paddleTest.gateways).sort()).toEqual(["paddle", "sandbox"]);
      expect(paddleTest).toMatchObject({ defaultProvider: "paddle", testMode: true });
      const [testRow] = await services.db.select().from(paymentSettings);
      expect(testRow?.environment).toBe("sandbox");
    });

    it("builds Stripe and Paddle from the decrypted keys, each verifying with its own webhook secret", async () => {
      await ensurePaymentSettings(services.db, services.config);
      const enabled = await loadGateways(services);
      expect(Object.keys(enabled.gateways).sort()).toEqual(["paddle", "sandbox", "stripe"]);

      const now = new Date();
      const stripeBody = JSON.stringify({
        id: "evt_1",
        object: "event",
        type: "customer.created",
        created: unixSeconds(now),
        data: { object: { id: "cus_1" } },
      });
      const stripeHeaders = new Headers({
        "stripe-signature": stripeSignature(stripeBody, KEYS.STRIPE_WEBHOOK_SECRET, unixSeconds(now)),
      });
      await expect(enabled.gateways.stripe?.readWebhook?.(stripeBody, stripeHeaders)).resolves.toMatchObject({
        eventId: "evt_1",
      });

      const paddleBody = JSON.stringify({
        event_id: "evt_p1",
        event_type: "customer.created",
        occurred_at: now.toISOString(),
        data: { id: "ctm_1" },
      });
      const paddleHeaders = new Headers({
        "paddle-signature": paddleSignature(paddleBody, KEYS.PADDLE_WEBHOOK_SECRET, unixSeconds(now)),
      });
      await expect(enabled.gateways.paddle?.readWebhook?.(paddleBody, paddleHeaders)).resolves.toMatchObject({
        eventId: "evt_p1",
      });
    });

    it("leaves out a provider that is switched off or lacks its webhook secret, and the sandbox outside test mode", async () => {
      await ensurePaymentSettings(services.db, services.config);
      await settings({ stripeWebhookSecretEncrypted: null, paddleEnabled: false, testMode: false });
      expect(Object.keys((await loadGateways(services)).gateways)).toEqual([]);

      await settings({ paddleEnabled: true, testMode: true, sandboxEnabled: false });
      expect(Object.keys((await loadGateways(services)).gateways)).toEqual(["paddle"]);
    });

    it("reads the default provider, the customer's choice and the Paddle environment from the settings", async () => {
      await ensurePaymentSettings(services.db, services.config);
      await settings({ defaultProvider: "stripe", allowCustomerChoice: false, environment: "production" });
      const enabled = await loadGateways(services);
      expect(enabled).toMatchObject({
        defaultProvider: "stripe",
        allowCustomerChoice: false,
        testMode: true,
      });
      expect(paymentChoice(enabled, ["esim", "accessory"])).toEqual({
        providers: ["stripe"],
        defaultProvider: "stripe",
        allowChoice: false,
      });
    });
  });
}

const noKeys = {
  STRIPE_PUBLISHABLE_KEY: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  PADDLE_VENDOR_ID: undefined,
  PADDLE_CLIENT_TOKEN: undefined,
  PADDLE_API_KEY: undefined,
  PADDLE_WEBHOOK_SECRET: undefined,
};

function fakeGateway(name: PaymentProvider, sells: (type: string) => boolean = () => true): PaymentGateway {
  return {
    name,
    sells,
    startCheckout: () => Promise.reject(new Error("not used")),
    refund: () => Promise.reject(new Error("not used")),
  };
}

function enabledWith(
  providers: PaymentProvider[],
  defaultProvider: PaymentProvider,
  allowCustomerChoice: boolean,
): EnabledGateways {
  const gateways: EnabledGateways["gateways"] = {};
  for (const provider of providers)
    gateways[provider] = fakeGateway(provider, provider === "paddle" ? (type) => type === "esim" : undefined);
  return { gateways, defaultProvider, allowCustomerChoice, testMode: true };
}

describe("paymentChoice", () => {
  it("offers every enabled provider that sells the whole cart, default first in preference", () => {
    const enabled = enabledWith(["sandbox", "paddle", "stripe"], "paddle", true);
    expect(paymentChoice(enabled, ["esim"])).toEqual({
      providers: ["stripe", "paddle", "sandbox"],
      defaultProvider: "paddle",
      allowChoice: true,
    });
  });

  it("leaves Paddle out of a cart with anything but eSIM plans", () => {
    const enabled = enabledWith(["stripe", "paddle"], "paddle", true);
    expect(paymentChoice(enabled, ["esim", "accessory"])).toEqual({
      providers: ["stripe"],
      defaultProvider: "stripe",
      allowChoice: false,
    });
    expect(paymentChoice(enabled, ["package_booking"]).providers).toEqual(["stripe"]);
  });

  it("offers only the default provider when the customer may not choose", () => {
    const enabled = enabledWith(["stripe", "paddle", "sandbox"], "sandbox", false);
    expect(paymentChoice(enabled, ["esim"])).toEqual({
      providers: ["sandbox"],
      defaultProvider: "sandbox",
      allowChoice: false,
    });
  });

  it("falls back to the first provider that can sell the cart when the default cannot", () => {
    const enabled = enabledWith(["paddle", "sandbox"], "paddle", false);
    expect(paymentChoice(enabled, ["accessory"])).toEqual({
      providers: ["sandbox"],
      defaultProvider: "sandbox",
      allowChoice: false,
    });
    const disabledDefault = enabledWith(["stripe"], "paddle", false);
    expect(paymentChoice(disabledDefault, ["esim"]).providers).toEqual(["stripe"]);
  });

  it("offers nothing when no enabled provider may sell the cart, or none is enabled", () => {
    expect(paymentChoice(enabledWith(["paddle"], "paddle", true), ["accessory"])).toEqual({
      providers: [],
      defaultProvider: null,
      allowChoice: false,
    });
    expect(paymentChoice(enabledWith([], "stripe", true), ["esim"])).toEqual({
      providers: [],
      defaultProvider: null,
      allowChoice: false,
    });
  });
});
