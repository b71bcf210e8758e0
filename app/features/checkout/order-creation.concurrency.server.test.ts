import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS,
  accessoryStock,
  insertAccessory,
  insertPlan,
  insertUser,
  planStock,
} from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { orders } from "../../platform/db/schema/index.ts";
import { MAX_PENDING_ORDERS_PER_CUSTOMER } from "../../platform/domain/constants.ts";
import { isAppError } from "../../platform/http/errors.ts";
import { type CreatedOrder, createOrder } from "./order-creation.server.ts";
import type { CheckoutLineInput } from "./order-types.ts";
import { applyPaymentEvent, expireStaleOrders } from "./payments.server.ts";

const CLIENTS = 20;
const CREATED_AT = new Date("2030-05-01T10:00:00Z");

const paid = (orderId: string) =>
  ({
    provider: "sandbox",
    eventId: randomUUID(),
    type: "sandbox.approved",
    outcome: "paid",
    orderId,
    reference: null,
    occurredAt: new Date(),
    payload: {},
  }) as const;

for (const database of testDatabases()) {
  describe(`concurrent checkouts on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let db: DatabaseHandle["db"];
    let users: string[];

    beforeAll(async () => {
      // One connection per client on PostgreSQL, so that the checkouts really run at the same time.
      handle = await database.open({ maxConnections: CLIENTS + 5 });
      db = handle.db;
      users = [];
      for (let i = 0; i < CLIENTS; i++) users.push(await insertUser(db));
    });
    afterAll(async () => {
      await handle?.close();
    });

    const checkout = (userId: string, lines: CheckoutLineInput[]) =>
      createOrder(db, {
        userId,
        idempotencyKey: randomUUID(),
        lines,
        shippingAddress: ADDRESS,
        provider: "sandbox",
        locale: "en",
        now: CREATED_AT,
      });

    it("sells the last 5 units of an accessory to exactly 5 of 20 customers", async () => {
      const pillow = await insertAccessory(db, { stock: 5 });
      const results = await Promise.allSettled(
        users.map((userId) => checkout(userId, [{ id: pillow, productType: "accessory", quantity: 1 }])),
      );
      const created = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
      expect(created).toHaveLength(5);
      expect(refused).toHaveLength(CLIENTS - 5);
      for (const error of refused) expect(isAppError(error) && error.status === 409).toBe(true);
      expect(await accessoryStock(db, pillow)).toBe(0);

      const applied = await Promise.all(created.map((order) => applyPaymentEvent(db, paid(order.id))));
      expect(applied.filter((a) => a.becamePaid)).toHaveLength(5);
      const rows = await db
        .select({ status: orders.status })
        .from(orders)
        .where(
          inArray(
            orders.id,
            created.map((order) => order.id),
          ),
        );
      expect(rows.map((r) => r.status)).toEqual(Array(5).fill("paid"));
      expect(await accessoryStock(db, pillow)).toBe(0);
    });

    it("takes rows in one order, so carts naming the same products in opposite orders never deadlock", async () => {
      const pillow = await insertAccessory(db, { stock: 1000 });
      const plan = await insertPlan(db, { stock: 1000 });
      const a: CheckoutLineInput = { id: pillow, productType: "accessory", quantity: 2 };
      const b: CheckoutLineInput = { id: plan, productType: "esim", quantity: 3 };
      const results = await Promise.all(
        users.map((userId, i) => checkout(userId, i % 2 === 0 ? [a, b] : [b, a])),
      );
      expect(results.every((r) => r.created)).toBe(true);
      expect(await accessoryStock(db, pillow)).toBe(1000 - 2 * CLIENTS);
      expect(await planStock(db, plan)).toBe(1000 - 3 * CLIENTS);
    });

    it("lets no concurrent checkout of one customer slip past their caps of unpaid orders and units", async () => {
      const hoarder = await insertUser(db);
      const pillow = await insertAccessory(db, { stock: 1000 });
      const plan = await insertPlan(db, { stock: 1000 });
      const attempts = (lines: CheckoutLineInput[]) =>
        Promise.allSettled(Array.from({ length: CLIENTS }, () => checkout(hoarder, lines)));
      const outcome = (results: PromiseSettledResult<CreatedOrder>[]) => {
        const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
        for (const error of refused) expect(isAppError(error) && error.status === 422).toBe(true);
        return results.length - refused.length;
      };

      // Four units at a time: the third order would hold 12 of the pillow.
      expect(outcome(await attempts([{ id: pillow, productType: "accessory", quantity: 4 }]))).toBe(2);
      expect(await accessoryStock(db, pillow)).toBe(1000 - 8);
      // One unit at a time: only one more pending order fits.
      expect(outcome(await attempts([{ id: plan, productType: "esim", quantity: 1 }]))).toBe(
        MAX_PENDING_ORDERS_PER_CUSTOMER - 2,
      );
      expect(await planStock(db, plan)).toBe(1000 - (MAX_PENDING_ORDERS_PER_CUSTOMER - 2));
      const held = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, hoarder));
      expect(held).toHaveLength(MAX_PENDING_ORDERS_PER_CUSTOMER);
    });

    it("ends every order paid when payments race the expiry sweep, without overselling", async () => {
      const pillow = await insertAccessory(db, { stock: 5 });
      const created: CreatedOrder[] = [];
      for (const userId of users.slice(0, 5)) {
        created.push(await checkout(userId, [{ id: pillow, productType: "accessory", quantity: 1 }]));
      }
      const afterExpiry = new Date(CREATED_AT.getTime() + 60 * 60_000);
      await Promise.all([
        ...created.map((order) => applyPaymentEvent(db, paid(order.id))),
        expireStaleOrders(db, afterExpiry),
        expireStaleOrders(db, afterExpiry),
      ]);
      // An order the sweep cancelled first took its unit back when its payment came in.
      for (const order of created) {
        const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
        expect(row!.status).toBe("paid");
      }
      expect(await accessoryStock(db, pillow)).toBe(0);
    });
  });
}
