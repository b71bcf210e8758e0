import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADDRESS,
  accessoryStock,
  insertAccessory,
  insertBooking,
  insertPlan,
  insertUser,
  planStock,
} from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { orderItems, orders, statusEvents } from "../../platform/db/schema/index.ts";
import {
  MAX_PENDING_ORDERS_PER_CUSTOMER,
  MAX_UNPAID_UNITS_PER_PRODUCT,
} from "../../platform/domain/constants.ts";
import { type AppError, isAppError } from "../../platform/http/errors.ts";
import {
  createOrder,
  newOrderNumber,
  ORDER_PAYMENT_WINDOW_MS,
  recordCheckoutStart,
} from "./order-creation.server.ts";
import type { CheckoutLineInput } from "./order-types.ts";
import { applyPaymentEvent } from "./payments.server.ts";

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const NOW = new Date("2030-05-01T10:00:00Z");
let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}-abcdefgh`;

for (const database of testDatabases()) {
  describe(`orders on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let db: DatabaseHandle["db"];
    let customer: string;

    beforeAll(async () => {
      handle = await database.open();
      db = handle.db;
    });
    // A new customer for each test: a customer may have only a few unpaid orders at once.
    beforeEach(async () => {
      customer = await insertUser(db);
    });
    afterAll(async () => {
      await handle?.close();
    });

    const orderInput = (
      lines: CheckoutLineInput[],
      extra: Partial<Parameters<typeof createOrder>[1]> = {},
    ) => ({
      userId: customer,
      idempotencyKey: newKey(),
      lines,
      shippingAddress: ADDRESS,
      provider: "sandbox" as const,
      locale: "en" as const,
      now: NOW,
      ...extra,
    });

    const keyOf = async (orderId: string) =>
      (await db.select({ key: orders.idempotencyKey }).from(orders).where(eq(orders.id, orderId)))[0]!.key;

    const ordersOf = async (userId: string) =>
      Number((await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n);

    describe("createOrder", () => {
      it("writes the order, its items and its first event, charging the catalogue's prices", async () => {
        const plan = await insertPlan(db, { stock: 40, priceCents: 1500 });
        const pillow = await insertAccessory(db, { stock: 10, priceCents: 2499 });
        const booking = await insertBooking(db, customer, { totalCents: 90000 });
        const created = await createOrder(
          db,
          orderInput(
            [
              { id: plan, productType: "esim", quantity: 2, price: 0.01 },
              { id: pillow, productType: "accessory", quantity: 3, price: 0.01 },
              { id: booking, productType: "package_booking", quantity: 1, price: 0.01 },
            ],
            { provider: "stripe", locale: "ar" },
          ),
        );
        expect(created).toMatchObject({
          totalCents: 3000 + 7497 + 90000,
          currency: "USD",
          provider: "stripe",
          status: "pending",
          checkoutUrl: null,
          created: true,
        });
        expect(created.number).toMatch(/^ORD-20300501-[0-9A-HJKMNP-TV-Z]{8}$/);
        expect(created.expiresAt.getTime()).toBe(NOW.getTime() + ORDER_PAYMENT_WINDOW_MS);

        const [order] = await db.select().from(orders).where(eq(orders.id, created.id));
        expect(order).toMatchObject({
          userId: customer,
          subtotalCents: 100497,
          shippingCents: 0,
          totalCents: 100497,
          locale: "ar",
          shippingAddress: { ...ADDRESS, phone: "+966501234567" },
        });
        const items = await db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, created.id))
          .orderBy(orderItems.position);
        expect(
          items.map((i) => [i.productType, i.productId, i.unitPriceCents, i.quantity, i.lineTotalCents]),
        ).toEqual([
          ["esim", plan, 1500, 2, 3000],
          ["accessory", pillow, 2499, 3, 7497],
          ["package_booking", booking, 90000, 1, 90000],
        ]);
        expect(items[0]!.name).toEqual({ en: "Türkiye · 5 GB", ar: "تركيا · 5 جيجابايت" });
        expect(items[0]!.details).toEqual({ dataMb: 5120, validityDays: 30 });
        expect(items[2]!.details).toMatchObject({
          bookingId: booking,
          travelDate: "2031-03-14",
          travellers: 2,
        });

        expect(await planStock(db, plan)).toBe(38);
        expect(await accessoryStock(db, pillow)).toBe(7);
        const events = await db.select().from(statusEvents).where(eq(statusEvents.subjectId, created.id));
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({
          subjectType: "order",
          ownerId: customer,
          actorId: customer,
          fromStatus: null,
          toStatus: "pending",
        });
      });

      it("makes one order per idempotency key, reserving once", async () => {
        const pillow = await insertAccessory(db, { stock: 10 });
        const input = orderInput([{ id: pillow, productType: "accessory", quantity: 2 }]);
        const first = await createOrder(db, input);
        const retry = await createOrder(db, input);
        const together = await Promise.all([createOrder(db, input), createOrder(db, input)]);
        expect(first.created).toBe(true);
        for (const again of [retry, ...together])
          expect(again).toMatchObject({ id: first.id, created: false });
        expect(await accessoryStock(db, pillow)).toBe(8);

        // The same key of another user is another order.
        const other = await insertUser(db);
        const theirs = await createOrder(db, { ...input, userId: other });
        expect(theirs.id).not.toBe(first.id);
        expect(theirs.created).toBe(true);
      });

      it("answers two first submissions of one key at the same time with one order", async () => {
        const pillow = await insertAccessory(db, { stock: 10 });
        const input = orderInput([{ id: pillow, productType: "accessory", quantity: 1 }]);
        const results = await Promise.all(Array.from({ length: 5 }, () => createOrder(db, input)));
        expect(new Set(results.map((r) => r.id)).size).toBe(1);
        expect(results.filter((r) => r.created)).toHaveLength(1);
        expect(await accessoryStock(db, pillow)).toBe(9);
      });

      it("refuses a blocked cart with 409 and writes nothing", async () => {
        const buyer = await insertUser(db);
        const pillow = await insertAccessory(db, { stock: 10 });
        const short = await insertAccessory(db, { stock: 1 });
        const error = await rejection(
          createOrder(
            db,
            orderInput(
              [
                { id: pillow, productType: "accessory", quantity: 1 },
                { id: short, productType: "accessory", quantity: 2 },
              ],
              { userId: buyer },
            ),
          ),
        );
        expect(error).toMatchObject({
          code: "BUSINESS_INVALID_STATE",
          status: 409,
          messageKey: "errors:orders.cartNeedsReview",
        });
        expect(await ordersOf(buyer)).toBe(0);
        expect(await accessoryStock(db, pillow)).toBe(10);
        expect(await accessoryStock(db, short)).toBe(1);
      });

      it("refuses an empty cart, a bad key and an unknown provider with 400", async () => {
        expect(await rejection(createOrder(db, orderInput([])))).toMatchObject({
          code: "VALIDATION_REQUIRED_FIELD",
          status: 400,
          messageKey: "errors:orders.emptyCart",
        });
        const plan = await insertPlan(db, { stock: 5 });
        const line: CheckoutLineInput[] = [{ id: plan, productType: "esim", quantity: 1 }];
        expect(await rejection(createOrder(db, orderInput(line, { idempotencyKey: " " })))).toMatchObject({
          status: 400,
          field: "idempotencyKey",
        });
        expect(
          await rejection(createOrder(db, orderInput(line, { provider: "cash" as never }))),
        ).toMatchObject({
          status: 400,
          field: "provider",
        });
      });

      it("asks for a valid shipping address when an accessory is in the cart, and only then", async () => {
        const buyer = await insertUser(db);
        const pillow = await insertAccessory(db, { stock: 10 });
        const line: CheckoutLineInput[] = [{ id: pillow, productType: "accessory", quantity: 1 }];
        expect(
          await rejection(createOrder(db, orderInput(line, { userId: buyer, shippingAddress: null }))),
        ).toMatchObject({
          code: "VALIDATION_REQUIRED_FIELD",
          status: 400,
          field: "shippingAddress.fullName",
          messageKey: "errors:validation.required",
        });
        expect(
          await rejection(
            createOrder(db, orderInput(line, { userId: buyer, shippingAddress: { ...ADDRESS, city: "  " } })),
          ),
        ).toMatchObject({ code: "VALIDATION_REQUIRED_FIELD", field: "shippingAddress.city" });
        expect(
          await rejection(
            createOrder(
              db,
              orderInput(line, { userId: buyer, shippingAddress: { ...ADDRESS, phone: "12ab" } }),
            ),
          ),
        ).toMatchObject({ code: "VALIDATION_INVALID_PHONE", field: "shippingAddress.phone" });
        expect(await ordersOf(buyer)).toBe(0);
        expect(await accessoryStock(db, pillow)).toBe(10);

        const plan = await insertPlan(db, { stock: 5 });
        const digital = await createOrder(
          db,
          orderInput([{ id: plan, productType: "esim", quantity: 1 }], { userId: buyer }),
        );
        const [row] = await db.select().from(orders).where(eq(orders.id, digital.id));
        expect(row!.shippingAddress).toBeNull();
      });

      it("remembers the provider's page, which a retried submit gets back", async () => {
        const plan = await insertPlan(db, { stock: 5 });
        const input = orderInput([{ id: plan, productType: "esim", quantity: 1 }]);
        const created = await createOrder(db, input);
        await recordCheckoutStart(db, created.id, {
          reference: "cs_test_123",
          redirectUrl: "https://checkout.stripe.com/c/pay/cs_test_123",
        });
        const again = await createOrder(db, input);
        expect(again).toMatchObject({
          id: created.id,
          created: false,
          checkoutUrl: "https://checkout.stripe.com/c/pay/cs_test_123",
        });
        const [row] = await db.select().from(orders).where(eq(orders.id, created.id));
        expect(row!.providerReference).toBe("cs_test_123");
      });
    });

    describe("one idempotency key, one cart", () => {
      it("gives the order back for the same cart, however its lines are written", async () => {
        const plan = await insertPlan(db, { stock: 20 });
        const pillow = await insertAccessory(db, { stock: 20 });
        const input = orderInput([
          { id: plan, productType: "esim", quantity: 2, price: 15 },
          { id: pillow, productType: "accessory", quantity: 3 },
        ]);
        const first = await createOrder(db, input);
        const rewritten = await createOrder(db, {
          ...input,
          lines: [
            { id: pillow.toUpperCase(), productType: "accessory", quantity: 1 },
            { id: plan, productType: "esim", quantity: 2, price: 99 },
            { id: pillow, productType: "accessory", quantity: 2 },
          ],
          shippingAddress: { ...ADDRESS, city: " Riyadh ", phone: "+966501234567" },
        });
        expect(rewritten).toMatchObject({ id: first.id, created: false });
        expect(await accessoryStock(db, pillow)).toBe(17);
      });

      it("refuses the key with another cart or address (409) and reserves nothing", async () => {
        const plan = await insertPlan(db, { stock: 20 });
        const pillow = await insertAccessory(db, { stock: 20 });
        const input = orderInput([{ id: pillow, productType: "accessory", quantity: 2 }]);
        const first = await createOrder(db, input);
        const others: Partial<typeof input>[] = [
          { lines: [{ id: pillow, productType: "accessory", quantity: 3 }] },
          { lines: [{ id: plan, productType: "esim", quantity: 2 }] },
          {
            lines: [
              { id: pillow, productType: "accessory", quantity: 2 },
              { id: plan, productType: "esim", quantity: 1 },
            ],
          },
          { shippingAddress: { ...ADDRESS, line1: "1 Other Street" } },
          { shippingAddress: null },
        ];
        for (const other of others) {
          expect(await rejection(createOrder(db, { ...input, ...other }))).toMatchObject({
            code: "BUSINESS_DUPLICATE_ENTRY",
            status: 409,
            field: "idempotencyKey",
            messageKey: "errors:orders.idempotencyKeyReused",
          });
        }
        expect(await ordersOf(customer)).toBe(1);
        expect(await accessoryStock(db, pillow)).toBe(18);
        expect(await planStock(db, plan)).toBe(20);
        expect(await createOrder(db, input)).toMatchObject({ id: first.id, created: false });
      });
    });

    describe("what one customer may hold unpaid", () => {
      const paid = (orderId: string) =>
        applyPaymentEvent(db, {
          provider: "sandbox",
          eventId: randomUUID(),
          type: "sandbox.approved",
          outcome: "paid",
          orderId,
          reference: null,
          occurredAt: NOW,
          payload: {},
        });

      it(`refuses a pending order past ${MAX_PENDING_ORDERS_PER_CUSTOMER} (422) until one is paid`, async () => {
        const plan = await insertPlan(db, { stock: 50 });
        const line: CheckoutLineInput[] = [{ id: plan, productType: "esim", quantity: 1 }];
        const pending = [];
        for (let i = 0; i < MAX_PENDING_ORDERS_PER_CUSTOMER; i++)
          pending.push(await createOrder(db, orderInput(line)));

        expect(await rejection(createOrder(db, orderInput(line)))).toMatchObject({
          code: "BUSINESS_QUOTA_EXCEEDED",
          status: 422,
          messageKey: "errors:orders.tooManyPendingOrders",
          params: { max: MAX_PENDING_ORDERS_PER_CUSTOMER, minutes: 30 },
        });
        expect(await ordersOf(customer)).toBe(MAX_PENDING_ORDERS_PER_CUSTOMER);
        expect(await planStock(db, plan)).toBe(50 - MAX_PENDING_ORDERS_PER_CUSTOMER);

        // A retry of a pending order still gets it back; another customer is not concerned.
        const retried = await createOrder(db, {
          ...orderInput(line),
          idempotencyKey: await keyOf(pending[0]!.id),
        });
        expect(retried).toMatchObject({ id: pending[0]!.id, created: false });
        expect((await createOrder(db, orderInput(line, { userId: await insertUser(db) }))).created).toBe(
          true,
        );

        await paid(pending[0]!.id);
        expect((await createOrder(db, orderInput(line))).created).toBe(true);
      });

      it(`holds at most ${MAX_UNPAID_UNITS_PER_PRODUCT} units of one product across unpaid orders (422)`, async () => {
        const pillow = await insertAccessory(db, { stock: 230 });
        const plan = await insertPlan(db, { stock: 230 });
        const booking = await insertBooking(db, customer);
        const pillows = (quantity: number): CheckoutLineInput[] => [
          { id: pillow, productType: "accessory", quantity },
        ];

        const hoard = await rejection(createOrder(db, orderInput(pillows(230))));
        expect(hoard).toMatchObject({
          code: "BUSINESS_QUOTA_EXCEEDED",
          status: 422,
          field: "lines",
          messageKey: "errors:orders.unpaidUnitsLimit",
          params: { max: MAX_UNPAID_UNITS_PER_PRODUCT, name: "Memory foam neck pillow" },
        });
        const first = await createOrder(db, orderInput(pillows(6)));
        expect(await rejection(createOrder(db, orderInput(pillows(5))))).toMatchObject({
          messageKey: "errors:orders.unpaidUnitsLimit",
        });
        // Other products, and bookings (no stock), count on their own.
        await createOrder(
          db,
          orderInput([
            ...pillows(4),
            { id: plan, productType: "esim", quantity: MAX_UNPAID_UNITS_PER_PRODUCT },
            { id: booking, productType: "package_booking", quantity: 1 },
          ]),
        );
        expect(await accessoryStock(db, pillow)).toBe(230 - MAX_UNPAID_UNITS_PER_PRODUCT);
        expect(await planStock(db, plan)).toBe(230 - MAX_UNPAID_UNITS_PER_PRODUCT);

        // Paid units are no longer held: the customer may reserve again.
        await paid(first.id);
        expect((await createOrder(db, orderInput(pillows(6)))).created).toBe(true);
      });
    });

    it("gives readable, distinct order numbers", () => {
      const numbers = new Set(Array.from({ length: 1000 }, () => newOrderNumber(NOW)));
      expect(numbers.size).toBe(1000);
      for (const number of numbers) expect(number).toMatch(/^ORD-20300501-[0-9A-HJKMNP-TV-Z]{8}$/);
    });
  });
}
