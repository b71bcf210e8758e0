import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  insertAccessory,
  insertBooking,
  insertPlan,
  insertUser,
} from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { type AppError, isAppError } from "../../platform/http/errors.ts";
import { priceCart } from "./order-pricing.server.ts";
import type { CheckoutLineInput } from "./order-types.ts";

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

for (const database of testDatabases()) {
  describe(`pricing a cart on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let db: DatabaseHandle["db"];
    let customer: string;

    beforeAll(async () => {
      handle = await database.open();
      db = handle.db;
    });
    beforeEach(async () => {
      customer = await insertUser(db);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("prices every kind of line from the catalogue, with names in the page's language", async () => {
      const plan = await insertPlan(db, { stock: 40, priceCents: 1500 });
      const pillow = await insertAccessory(db, { stock: 10, priceCents: 2499 });
      const booking = await insertBooking(db, customer, { totalCents: 90000 });
      const lines: CheckoutLineInput[] = [
        { id: plan, productType: "esim", quantity: 2, price: 15 },
        { id: pillow, productType: "accessory", quantity: 3, price: 24.99 },
        { id: booking, productType: "package_booking", quantity: 1, price: 900 },
      ];

      const en = await priceCart(db, customer, lines, "en");
      expect(
        en.lines.map((l) => [l.name, l.unitPriceCents, l.quantity, l.lineTotalCents, l.problem]),
      ).toEqual([
        ["Türkiye · 5 GB", 1500, 2, 3000, null],
        ["Memory foam neck pillow", 2499, 3, 7497, null],
        ["Petra escape · March 14, 2031", 90000, 1, 90000, null],
      ]);
      // Stock levels of spec §4, never the number of units left.
      expect(en.lines.map((l) => l.stock)).toEqual(["in_stock", "limited", null]);
      expect(en.lines.every((line) => !("available" in line))).toBe(true);
      expect(en.lines.map((l) => l.priceChanged)).toEqual([false, false, false]);
      expect(en.lines[0]!.imageUrl).toBe("/flags/TR.svg");
      expect(en.lines[1]!.imageUrl).toBe("https://images.example.com/pillow.jpg");
      expect(en).toMatchObject({
        subtotalCents: 100497,
        shippingCents: 0,
        totalCents: 100497,
        needsShipping: true,
        blocked: false,
      });

      const ar = await priceCart(db, customer, lines, "ar");
      expect(ar.lines.map((l) => l.name)).toEqual([
        "تركيا · 5 جيجابايت",
        "وسادة رقبة من الإسفنج",
        "رحلة البتراء · 14 مارس 2031",
      ]);
    });

    it("needs no shipping without an accessory", async () => {
      const plan = await insertPlan(db, { stock: 5 });
      const cart = await priceCart(db, customer, [{ id: plan, productType: "esim", quantity: 1 }], "en");
      expect(cart.needsShipping).toBe(false);
    });

    it("flags unknown, unavailable, sold-out and short lines, and blocks the cart", async () => {
      const hidden = await insertAccessory(db, { stock: 10, status: "inactive" });
      const closedDestination = await insertPlan(db, { stock: 10, destinationStatus: "inactive" });
      const soldOut = await insertAccessory(db, { stock: 0 });
      const short = await insertPlan(db, { stock: 2 });
      const paidBooking = await insertBooking(db, customer, { paymentStatus: "paid" });
      const cancelledBooking = await insertBooking(db, customer, { status: "cancelled" });
      const pillow = await insertAccessory(db, { stock: 10 });
      const cart = await priceCart(
        db,
        customer,
        [
          { id: randomUUID(), productType: "accessory", quantity: 1, price: 10 },
          { id: "not-a-uuid", productType: "esim", quantity: 1 },
          { id: pillow, productType: "esim", quantity: 1 },
          { id: hidden, productType: "accessory", quantity: 1 },
          { id: closedDestination, productType: "esim", quantity: 1 },
          { id: paidBooking, productType: "package_booking", quantity: 1 },
          { id: cancelledBooking, productType: "package_booking", quantity: 1 },
          { id: soldOut, productType: "accessory", quantity: 1 },
          { id: short, productType: "esim", quantity: 3 },
        ],
        "en",
      );
      expect(cart.lines.map((l) => l.problem)).toEqual([
        "unknown",
        "unknown",
        "unknown",
        "unavailable",
        "unavailable",
        "unavailable",
        "unavailable",
        "out_of_stock",
        "insufficient_stock",
      ]);
      expect(cart.lines[0]).toMatchObject({
        name: "",
        unitPriceCents: 0,
        lineTotalCents: 0,
        stock: null,
      });
      expect(cart.lines[2]!.id).toBe(pillow);
      expect(cart.lines[7]!.stock).toBe("out_of_stock");
      expect(cart.lines[8]!.stock).toBe("low");
      // The limit the product page shows, so that the suggested fix is one the shop would take.
      expect(cart.lines[7]!.maxQuantity).toBe(0);
      expect(cart.lines[8]!.maxQuantity).toBe(2);
      expect(cart.blocked).toBe(true);
    });

    it("never prices another user's booking", async () => {
      const other = await insertUser(db);
      const theirs = await insertBooking(db, other, { totalCents: 50000 });
      const cart = await priceCart(
        db,
        customer,
        [{ id: theirs, productType: "package_booking", quantity: 1 }],
        "en",
      );
      expect(cart.lines[0]).toMatchObject({ problem: "unknown", name: "", unitPriceCents: 0 });
      expect(cart.totalCents).toBe(0);
    });

    it("shows a changed price, charging the catalogue's", async () => {
      const pillow = await insertAccessory(db, { stock: 10, priceCents: 2499 });
      const cart = await priceCart(
        db,
        customer,
        [{ id: pillow, productType: "accessory", quantity: 2, price: 19.99 }],
        "en",
      );
      expect(cart.lines[0]).toMatchObject({
        browserPriceCents: 1999,
        unitPriceCents: 2499,
        priceChanged: true,
        lineTotalCents: 4998,
        problem: null,
        maxQuantity: 10,
      });
      expect(cart.blocked).toBe(false);
    });

    it("merges lines with the same id and books a package once", async () => {
      const pillow = await insertAccessory(db, { stock: 10 });
      const booking = await insertBooking(db, customer);
      const cart = await priceCart(
        db,
        customer,
        [
          { id: pillow, productType: "accessory", quantity: 2 },
          { id: booking, productType: "package_booking", quantity: 3 },
          { id: pillow, productType: "accessory", quantity: 3 },
        ],
        "en",
      );
      expect(cart.lines.map((l) => [l.id, l.quantity])).toEqual([
        [pillow, 5],
        [booking, 1],
      ]);
    });

    it("refuses quantities that are not whole numbers from 1 to 999 (400, translated)", async () => {
      const pillow = await insertAccessory(db, { stock: 10 });
      for (const quantity of [0, -1, 1.5, 1000, Number.NaN, "2" as unknown as number]) {
        const error = await rejection(
          priceCart(db, customer, [{ id: pillow, productType: "accessory", quantity }], "en"),
        );
        expect(error).toMatchObject({
          code: "VALIDATION_INVALID_FORMAT",
          status: 400,
          field: "lines.0.quantity",
          messageKey: "errors:orders.invalidQuantity",
          params: { max: 999 },
        });
      }
      const merged = await rejection(
        priceCart(
          db,
          customer,
          [
            { id: pillow, productType: "accessory", quantity: 600 },
            { id: pillow, productType: "accessory", quantity: 400 },
          ],
          "en",
        ),
      );
      expect(merged.field).toBe("lines.1.quantity");
      const badType = await rejection(
        priceCart(db, customer, [{ id: pillow, productType: "visa" as never, quantity: 1 }], "en"),
      );
      expect(badType).toMatchObject({ status: 400, field: "lines.0.productType" });
      const notAList = await rejection(priceCart(db, customer, "lines" as never, "en"));
      expect(notAList).toMatchObject({ status: 400, field: "lines" });
    });
  });
}
