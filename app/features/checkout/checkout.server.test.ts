import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS,
  accessoryStock,
  insertAccessory,
  insertPlan,
  insertUser,
} from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { orders, paymentSettings, user } from "../../platform/db/schema/index.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { readOutbox } from "../../platform/mail/mail.server.ts";
import { ensurePaymentSettings } from "../../platform/payments/settings.server.ts";
import type { CheckoutAnswer, CheckoutFailure } from "./api.ts";
import { handleCheckout } from "./checkout.server.ts";
import { supplyActivationCode } from "./esim-activations.server.ts";
import { sendEsimActivation } from "./notifications.server.ts";
import { orderForViewer } from "./order-view.server.ts";
import { decideSandboxPayment, sandboxOrder } from "./payment-pages.server.ts";

const t = translator("en");
const tAr = translator("ar");

async function signedIn(db: TestServices["db"], role = "customer", locale: "en" | "ar" = "en") {
  const id = await insertUser(db, { role, locale });
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return {
    id,
    email: row!.email,
    name: row!.name,
    firstName: "",
    lastName: "",
    role,
  } satisfies SignedInUser;
}

const failureOf = (answer: CheckoutAnswer) => {
  if (answer.ok) throw new Error(`expected a failure, got ${JSON.stringify(answer)}`);
  return answer as CheckoutFailure;
};
const redirectOf = (answer: CheckoutAnswer) => {
  if (!answer.ok || answer.intent !== "pay")
    throw new Error(`expected a redirect, got ${JSON.stringify(answer)}`);
  return answer.redirectUrl;
};

for (const database of testDatabases()) {
  describe(`checkout on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let planId: string;
    let accessoryId: string;

    const pay = (customer: SignedInUser, body: Record<string, unknown>, locale: "en" | "ar" = "en") =>
      handleCheckout(
        services,
        customer,
        { intent: "pay", provider: "sandbox", ...body },
        locale,
        locale === "en" ? t : tAr,
      );
    const orderIdOf = (url: string) => /\/checkout\/sandbox\/([0-9a-f-]{36})$/.exec(url)![1]!;
    const mails = async () => readOutbox(path.join(services.dataDir, "mail"));

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      await ensurePaymentSettings(services.db, services.config);
      planId = await insertPlan(services.db, { stock: 100, priceCents: 1500 });
      accessoryId = await insertAccessory(services.db, { stock: 10, priceCents: 2499 });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("prices the cart from the catalogue and offers the sandbox in test mode", async () => {
      const customer = await signedIn(services.db);
      const { status, answer } = await handleCheckout(
        services,
        customer,
        {
          intent: "price",
          lines: [
            { id: planId, productType: "esim", quantity: 2, price: 1 },
            { id: accessoryId, productType: "accessory", quantity: 1, price: 24.99 },
          ],
        },
        "ar",
        tAr,
      );
      expect(status).toBe(200);
      if (!answer.ok || answer.intent !== "price") throw new Error("no quote");
      expect(answer.cart.totalCents).toBe(2 * 1500 + 2499);
      expect(answer.cart.needsShipping).toBe(true);
      expect(answer.cart.lines[0]).toMatchObject({
        priceChanged: true,
        browserPriceCents: 100,
        unitPriceCents: 1500,
      });
      expect(answer.cart.lines[0]!.name).toContain("تركيا");
      expect(answer.payment).toEqual({
        providers: ["sandbox"],
        defaultProvider: "sandbox",
        allowChoice: false,
      });
    });

    it("refuses malformed bodies with a translated 400", async () => {
      const customer = await signedIn(services.db);
      for (const body of [
        null,
        { intent: "steal" },
        { intent: "price", lines: [{ id: planId, productType: "esim", quantity: 0 }] },
        { intent: "price", lines: [{ id: planId, productType: "car", quantity: 1 }] },
        {
          intent: "pay",
          lines: [{ id: planId, productType: "esim", quantity: 1 }],
          provider: "sandbox",
          idempotencyKey: "short",
        },
      ]) {
        const { status, answer } = await handleCheckout(services, customer, body, "ar", tAr);
        expect(status).toBe(400);
        expect(failureOf(answer).error.message).toBe(tAr("errors:codes.VALIDATION_INVALID_FORMAT"));
      }
    });

    it("asks for the shipping address of an accessory, field by field", async () => {
      const customer = await signedIn(services.db);
      const { status, answer } = await pay(customer, {
        lines: [{ id: accessoryId, productType: "accessory", quantity: 1 }],
        address: { fullName: " ", phone: "call me" },
        idempotencyKey: randomUUID(),
      });
      expect(status).toBe(400);
      const failure = failureOf(answer);
      expect(failure.fieldErrors).toEqual({
        fullName: t("errors:validation.required"),
        line1: t("errors:validation.required"),
        city: t("errors:validation.required"),
        country: t("errors:validation.required"),
        phone: t("errors:codes.VALIDATION_INVALID_PHONE"),
      });
      expect(failure.error.field).toBe("fullName");
      expect(await services.db.select().from(orders).where(eq(orders.userId, customer.id))).toEqual([]);
    });

    it.each(["en", "ar"] as const)(
      "refuses a country that is not an ISO code from the list, in the page's language (%s)",
      async (locale) => {
        const customer = await signedIn(services.db);
        for (const country of ["XX", "Saudi Arabia", "sa ", "EU"]) {
          const { status, answer } = await pay(
            customer,
            {
              lines: [{ id: accessoryId, productType: "accessory", quantity: 1 }],
              address: { ...ADDRESS, country },
              idempotencyKey: randomUUID(),
            },
            locale,
          );
          expect(status).toBe(400);
          const message = (locale === "en" ? t : tAr)("errors:validation.invalidCountry");
          expect(failureOf(answer).fieldErrors).toEqual({ country: message });
        }
        expect(await services.db.select().from(orders).where(eq(orders.userId, customer.id))).toEqual([]);
      },
    );

    it("refuses a provider that is not enabled, with the cart priced again", async () => {
      const customer = await signedIn(services.db);
      const { status, answer } = await pay(customer, {
        provider: "stripe",
        lines: [{ id: planId, productType: "esim", quantity: 1 }],
        idempotencyKey: randomUUID(),
      });
      expect(status).toBe(409);
      const failure = failureOf(answer);
      expect(failure.error.message).toBe(t("checkout:errors.providerUnavailable"));
      expect(failure.quote?.cart.totalCents).toBe(1500);
    });

    it("makes one order per idempotency key and charges the catalogue's prices", async () => {
      const customer = await signedIn(services.db);
      const key = randomUUID();
      const body = {
        lines: [
          { id: planId, productType: "esim", quantity: 1, price: 0.01 },
          { id: accessoryId, productType: "accessory", quantity: 2, price: 0.01 },
        ],
        address: ADDRESS,
        idempotencyKey: key,
      };
      const stockBefore = await accessoryStock(services.db, accessoryId);
      const first = await pay(customer, body);
      const again = await pay(customer, body);
      expect(first.status).toBe(200);
      const url = redirectOf(first.answer);
      expect(url).toMatch(/^http:\/\/shop\.test\/checkout\/sandbox\/[0-9a-f-]{36}$/);
      expect(redirectOf(again.answer)).toBe(url);

      const rows = await services.db.select().from(orders).where(eq(orders.userId, customer.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        totalCents: 1500 + 2 * 2499,
        provider: "sandbox",
        checkoutUrl: url,
        status: "pending",
      });
      expect(rows[0]!.shippingAddress).toMatchObject({
        city: "Riyadh",
        country: "SA",
        phone: "+966501234567",
      });
      expect(await accessoryStock(services.db, accessoryId)).toBe(stockBefore - 2);
    });

    it("approves a sandbox payment: paid, confirmation e-mail with the lines; the key then leads to the success page", async () => {
      const customer = await signedIn(services.db, "customer", "ar");
      const key = randomUUID();
      const body = { lines: [{ id: planId, productType: "esim", quantity: 2 }], idempotencyKey: key };
      const orderId = orderIdOf(redirectOf((await pay(customer, body, "ar")).answer));

      expect(await decideSandboxPayment(services, customer, orderId, true, "ar")).toBe("paid");
      const mail = (await mails()).find(
        (m) => m.to === customer.email && m.template === "order-confirmation",
      );
      expect(mail?.locale).toBe("ar");
      expect(mail?.text).toContain("$30.00");
      expect(mail?.text).toContain("(الكمية: 2)");
      expect(mail?.links).toEqual([`http://shop.test/orders/${orderId}?lng=ar`]);

      // A second click is the same event: nothing changes, no second e-mail.
      expect(await decideSandboxPayment(services, customer, orderId, true, "ar")).toBe("paid");
      const confirmations = (await mails()).filter(
        (m) => m.to === customer.email && m.template === "order-confirmation",
      );
      expect(confirmations).toHaveLength(1);

      expect(redirectOf((await pay(customer, body, "ar")).answer)).toBe(`/checkout/success?order=${orderId}`);
      const view = await orderForViewer(services, customer, orderId, "ar");
      expect(view?.status).toBe("paid");
      expect(view?.lines[0]?.activations).toHaveLength(2);
    });

    it("declines a sandbox payment: cancelled, stock released, and the key must be renewed", async () => {
      const customer = await signedIn(services.db);
      const body = {
        lines: [{ id: accessoryId, productType: "accessory", quantity: 1 }],
        address: ADDRESS,
        idempotencyKey: randomUUID(),
      };
      const stockBefore = await accessoryStock(services.db, accessoryId);
      const orderId = orderIdOf(redirectOf((await pay(customer, body)).answer));
      expect(await accessoryStock(services.db, accessoryId)).toBe(stockBefore - 1);
      expect(await decideSandboxPayment(services, customer, orderId, false, "en")).toBe("cancelled");
      expect(await accessoryStock(services.db, accessoryId)).toBe(stockBefore);

      const retried = await pay(customer, body);
      expect(retried.status).toBe(409);
      expect(failureOf(retried.answer)).toMatchObject({
        resetKey: true,
        error: { message: t("checkout:errors.orderClosed") },
      });
    });

    it("tells the stock level of a priced line, never how many units are left", async () => {
      const customer = await signedIn(services.db);
      const plenty = await insertAccessory(services.db, { stock: 230 });
      const few = await insertPlan(services.db, { stock: 3 });
      const { answer } = await handleCheckout(
        services,
        customer,
        {
          intent: "price",
          lines: [
            { id: plenty, productType: "accessory", quantity: 1 },
            { id: few, productType: "esim", quantity: 5 },
          ],
        },
        "en",
        t,
      );
      if (!answer.ok || answer.intent !== "price") throw new Error("no quote");
      expect(answer.cart.lines.map((line) => [line.stock, line.problem])).toEqual([
        ["in_stock", null],
        ["low", "insufficient_stock"],
      ]);
      const sent = JSON.stringify(answer);
      expect(sent).not.toContain("available");
      expect(sent).not.toMatch(/\b230\b/);
    });

    it("refuses to let one customer hold more unpaid orders or units, in their language (422)", async () => {
      const customer = await signedIn(services.db, "customer", "ar");
      const hoarded = await insertAccessory(services.db, { stock: 230 });
      const order = (quantity: number) => ({
        lines: [{ id: hoarded, productType: "accessory", quantity }],
        address: ADDRESS,
        idempotencyKey: randomUUID(),
      });

      const hoard = await pay(customer, order(230), "ar");
      expect(hoard.status).toBe(422);
      expect(failureOf(hoard.answer).error).toEqual({
        code: "BUSINESS_QUOTA_EXCEEDED",
        status: 422,
        field: "lines",
        message: tAr("errors:orders.unpaidUnitsLimit", { max: 10, name: "وسادة رقبة من الإسفنج" }),
      });
      expect(failureOf(hoard.answer).error.message).toContain("«وسادة رقبة من الإسفنج»");
      expect(await accessoryStock(services.db, hoarded)).toBe(230);

      for (let i = 0; i < 3; i++) expect((await pay(customer, order(1), "ar")).status).toBe(200);
      const fourth = await pay(customer, order(1));
      expect(fourth.status).toBe(422);
      expect(failureOf(fourth.answer).error).toMatchObject({
        code: "BUSINESS_QUOTA_EXCEEDED",
        message: t("errors:orders.tooManyPendingOrders", { max: 3, minutes: 30 }),
      });
      expect(failureOf(fourth.answer).error.message).toMatch(/3 orders waiting for payment.*30 minutes/);
      expect(await accessoryStock(services.db, hoarded)).toBe(227);
    });

    it("refuses an idempotency key reused for another cart (409), asking for a new attempt", async () => {
      const customer = await signedIn(services.db);
      const body = {
        lines: [{ id: planId, productType: "esim", quantity: 1 }],
        idempotencyKey: randomUUID(),
      };
      const url = redirectOf((await pay(customer, body)).answer);
      const reused = await pay(customer, {
        ...body,
        lines: [{ id: planId, productType: "esim", quantity: 4 }],
      });
      expect(reused.status).toBe(409);
      expect(failureOf(reused.answer)).toMatchObject({
        resetKey: true,
        error: {
          code: "BUSINESS_DUPLICATE_ENTRY",
          message: t("errors:orders.idempotencyKeyReused"),
          field: "idempotencyKey",
        },
      });
      expect(redirectOf((await pay(customer, body)).answer)).toBe(url);
      expect(await services.db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(1);
    });

    it("limits each customer to 20 checkout requests a minute (429), unless RATE_LIMIT=off", async () => {
      const price = (target: TestServices, customer: SignedInUser) =>
        handleCheckout(
          target,
          customer,
          { intent: "price", lines: [{ id: planId, productType: "esim", quantity: 1 }] },
          "ar",
          tAr,
        );
      const customer = await signedIn(services.db);
      for (let i = 0; i < 20; i++) expect((await price(services, customer)).status).toBe(200);
      const limited = await price(services, customer);
      expect(limited.status).toBe(429);
      expect(failureOf(limited.answer).error).toEqual({
        code: "API_RATE_LIMIT",
        status: 429,
        message: tAr("errors:codes.API_RATE_LIMIT"),
      });
      // Counted per customer: another one is not held back.
      expect((await price(services, await signedIn(services.db))).status).toBe(200);

      const unlimited = await createTestServices(handle, { RATE_LIMIT: "off" });
      try {
        const busy = await signedIn(services.db);
        for (let i = 0; i < 25; i++) expect((await price(unlimited, busy)).status).toBe(200);
      } finally {
        await unlimited.close();
      }
    });

    it("shows an order to its owner and admins only; the sandbox page to its owner only", async () => {
      const owner = await signedIn(services.db);
      const stranger = await signedIn(services.db);
      const admin = await signedIn(services.db, "admin");
      const body = {
        lines: [{ id: planId, productType: "esim", quantity: 1 }],
        idempotencyKey: randomUUID(),
      };
      const orderId = orderIdOf(redirectOf((await pay(owner, body)).answer));

      expect((await orderForViewer(services, owner, orderId, "en"))?.id).toBe(orderId);
      expect(await orderForViewer(services, stranger, orderId, "en")).toBeNull();
      expect((await orderForViewer(services, admin, orderId, "en"))?.id).toBe(orderId);
      expect(await orderForViewer(services, admin, orderId, "en", { ownerOnly: true })).toBeNull();
      expect(await orderForViewer(services, owner, "not-a-uuid", "en")).toBeNull();
      expect(await orderForViewer(services, owner, null, "en")).toBeNull();

      expect((await sandboxOrder(services, owner, orderId, "en"))?.id).toBe(orderId);
      expect(await sandboxOrder(services, stranger, orderId, "en")).toBeNull();
      expect(await sandboxOrder(services, admin, orderId, "en")).toBeNull();
      expect(await decideSandboxPayment(services, stranger, orderId, true, "en")).toBeNull();
      expect((await orderForViewer(services, owner, orderId, "en"))?.status).toBe("pending");
    });

    it("refuses the sandbox outside test mode", async () => {
      const owner = await signedIn(services.db);
      const body = {
        lines: [{ id: planId, productType: "esim", quantity: 1 }],
        idempotencyKey: randomUUID(),
      };
      const orderId = orderIdOf(redirectOf((await pay(owner, body)).answer));
      await services.db.update(paymentSettings).set({ testMode: false });
      try {
        await expect(sandboxOrder(services, owner, orderId, "en")).rejects.toMatchObject({
          code: "AUTH_FORBIDDEN",
        });
        await expect(decideSandboxPayment(services, owner, orderId, true, "en")).rejects.toMatchObject({
          code: "AUTH_FORBIDDEN",
        });
        const refused = await pay(owner, { ...body, idempotencyKey: randomUUID() });
        expect(refused.status).toBe(409);
        expect(failureOf(refused.answer).error.message).toBe(t("errors:screens.noPaymentMethodsAvailable"));
      } finally {
        await services.db.update(paymentSettings).set({ testMode: true });
      }
      expect((await orderForViewer(services, owner, orderId, "en"))?.status).toBe("pending");
    });

    it("an eSIM unit's supplied activation code reaches the customer as a QR code by e-mail", async () => {
      const customer = await signedIn(services.db);
      const admin = await signedIn(services.db, "admin");
      const body = {
        lines: [{ id: planId, productType: "esim", quantity: 1 }],
        idempotencyKey: randomUUID(),
      };
      const orderId = orderIdOf(redirectOf((await pay(customer, body)).answer));
      await decideSandboxPayment(services, customer, orderId, true, "en");
      const order = (await orderForViewer(services, admin, orderId, "en"))!;
      const activation = order.lines[0]!.activations[0]!;
      expect(activation).toMatchObject({ status: "preparing", install: null });

      await supplyActivationCode(services.db, {
        activationId: activation.id,
        activationCode: " LPA:1$smdp.example.com$A1-B2 ",
        actorId: admin.id,
      });
      await sendEsimActivation(services, activation.id);
      const ready = (await orderForViewer(services, customer, orderId, "en"))!.lines[0]!.activations[0]!;
      expect(ready).toMatchObject({ status: "ready", activationCode: "LPA:1$smdp.example.com$A1-B2" });
      expect(ready.install?.qrSvg).toContain("<svg");

      const mail = (await mails()).find((m) => m.to === customer.email && m.template === "esim-activation");
      expect(mail?.text).toContain("LPA:1$smdp.example.com$A1-B2");
      const eml = await readFile(path.join(services.dataDir, "mail", mail!.eml), "utf8");
      expect(eml).toContain("Content-Type: image/png");
      expect(eml).toContain("Content-ID: <esim-qr@travel-services>");
    });
  });
}
