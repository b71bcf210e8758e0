import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADDRESS,
  insertAccessory,
  insertPlan,
  insertUser,
} from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { createOrder } from "./order-creation.server.ts";
import { getOrderForViewer } from "./order-view.server.ts";

const NOW = new Date("2030-05-01T10:00:00Z");

for (const database of testDatabases()) {
  describe(`getOrderForViewer on ${database.name}`, () => {
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

    it("shows the order to its owner and to admins only", async () => {
      const plan = await insertPlan(db, { stock: 5, priceCents: 1500 });
      const pillow = await insertAccessory(db, { stock: 5, priceCents: 2499 });
      const created = await createOrder(db, {
        userId: customer,
        idempotencyKey: `key-${randomUUID()}`,
        lines: [
          { id: pillow, productType: "accessory", quantity: 1 },
          { id: plan, productType: "esim", quantity: 2 },
        ],
        shippingAddress: ADDRESS,
        provider: "sandbox",
        locale: "en",
        now: NOW,
      });
      const owner = await getOrderForViewer(db, created.id, { id: customer, role: "customer" }, "ar");
      expect(owner).toMatchObject({
        id: created.id,
        number: created.number,
        status: "pending",
        provider: "sandbox",
        currency: "USD",
        subtotalCents: 5499,
        shippingCents: 0,
        totalCents: 5499,
        paidAt: null,
        shippingAddress: { city: "Riyadh" },
      });
      expect(owner!.createdAt).toBe(NOW.toISOString());
      expect(owner!.lines.map((l) => [l.name, l.quantity, l.lineTotalCents, l.activations])).toEqual([
        ["وسادة رقبة من الإسفنج", 1, 2499, []],
        ["تركيا · 5 جيجابايت", 2, 3000, []],
      ]);

      const stranger = await insertUser(db);
      expect(await getOrderForViewer(db, created.id, { id: stranger, role: "customer" }, "en")).toBeNull();
      const admin = await insertUser(db, { role: "admin" });
      const seen = await getOrderForViewer(db, created.id, { id: admin, role: "admin" }, "en");
      expect(seen?.lines.map((l) => l.name)).toEqual(["Memory foam neck pillow", "Türkiye · 5 GB"]);
      expect(await getOrderForViewer(db, "not-a-uuid", { id: admin, role: "admin" }, "en")).toBeNull();
      expect(await getOrderForViewer(db, randomUUID(), { id: admin, role: "admin" }, "en")).toBeNull();
    });
  });
}
