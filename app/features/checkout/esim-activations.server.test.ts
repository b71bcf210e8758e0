import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS,
  insertAccessory,
  insertPlan,
  insertUser,
} from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { esimActivations, orders, statusEvents } from "../../platform/db/schema/index.ts";
import { activationQrSvg } from "../../platform/esim/install-view.server.ts";
import { isAppError } from "../../platform/http/errors.ts";
import { getActivationForMail, supplyActivationCode } from "./esim-activations.server.ts";
import { createOrder } from "./order-creation.server.ts";
import type { CheckoutLineInput } from "./order-types.ts";
import { getOrderForViewer } from "./order-view.server.ts";
import { applyPaymentEvent } from "./payments.server.ts";

const CODE = "LPA:1$smdp.example.com$K2-1ABC2-3DEF4G";

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

for (const database of testDatabases()) {
  describe(`eSIM activations on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let db: DatabaseHandle["db"];
    let customer: string;
    let admin: string;

    beforeAll(async () => {
      handle = await database.open();
      db = handle.db;
      customer = await insertUser(db, { locale: "ar", name: "لينا حداد" });
      admin = await insertUser(db, { role: "admin" });
    });
    afterAll(async () => {
      await handle?.close();
    });

    async function paidOrder(lines: CheckoutLineInput[]) {
      const created = await createOrder(db, {
        userId: customer,
        idempotencyKey: randomUUID(),
        lines,
        shippingAddress: ADDRESS,
        provider: "sandbox",
        locale: "ar",
      });
      await applyPaymentEvent(db, {
        provider: "sandbox",
        eventId: randomUUID(),
        type: "sandbox.approved",
        outcome: "paid",
        orderId: created.id,
        reference: null,
        occurredAt: new Date(),
        payload: {},
      });
      const activations = await db
        .select()
        .from(esimActivations)
        .where(eq(esimActivations.orderId, created.id))
        .orderBy(asc(esimActivations.createdAt), asc(esimActivations.id));
      return { orderId: created.id, number: created.number, activations };
    }

    const orderStatus = async (id: string) =>
      (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

    it("stores a supplied code, shows it as a QR code to the owner, and fulfils an eSIM-only order", async () => {
      const plan = await insertPlan(db, { stock: 10 });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 2 }]);
      const [first, second] = order.activations;

      const before = await getOrderForViewer(db, order.orderId, { id: customer, role: "customer" }, "ar");
      expect(before!.lines[0]!.activations).toEqual([
        { id: first!.id, status: "preparing", activationCode: null, install: null, issuing: false },
        { id: second!.id, status: "preparing", activationCode: null, install: null, issuing: false },
      ]);
      expect(await getActivationForMail(db, first!.id)).toBeNull();

      expect(
        await supplyActivationCode(db, {
          activationId: first!.id,
          activationCode: ` ${CODE} `,
          actorId: admin,
        }),
      ).toEqual({ orderId: order.orderId, userId: customer });
      const [stored] = await db.select().from(esimActivations).where(eq(esimActivations.id, first!.id));
      expect(stored).toMatchObject({ status: "ready", activationCode: CODE, suppliedBy: admin });
      expect(stored!.suppliedAt).toBeInstanceOf(Date);
      expect(await orderStatus(order.orderId)).toBe("paid");

      const after = await getOrderForViewer(db, order.orderId, { id: customer, role: "customer" }, "ar");
      const [ready, waiting] = after!.lines[0]!.activations;
      expect(ready).toMatchObject({ id: first!.id, status: "ready", activationCode: CODE });
      expect(ready!.install).toMatchObject({
        smdpAddress: "smdp.example.com",
        matchingId: "K2-1ABC2-3DEF4G",
      });
      expect(ready!.install!.qrSvg).toBe(await activationQrSvg(CODE));
      expect(waiting).toMatchObject({ status: "preparing", install: null });

      expect(await getActivationForMail(db, first!.id)).toEqual({
        activationId: first!.id,
        orderId: order.orderId,
        orderNumber: order.number,
        email: `${customer}@example.com`,
        customerName: "لينا حداد",
        locale: "ar",
        planName: "تركيا · 5 جيجابايت",
        activationCode: CODE,
      });

      const other = "LPA:1$smdp.example.com$SECOND-CODE";
      await supplyActivationCode(db, { activationId: second!.id, activationCode: other, actorId: admin });
      expect(await orderStatus(order.orderId)).toBe("fulfilled");
      // A code may be replaced.
      const replaced = "LPA:1$smdp.example.com$REPLACED";
      await supplyActivationCode(db, { activationId: first!.id, activationCode: replaced, actorId: admin });
      expect((await getActivationForMail(db, first!.id))?.activationCode).toBe(replaced);
      expect(await orderStatus(order.orderId)).toBe("fulfilled");

      const events = await db
        .select()
        .from(statusEvents)
        .where(
          and(eq(statusEvents.subjectId, order.orderId), eq(statusEvents.note, "activation_code_supplied")),
        )
        .orderBy(asc(statusEvents.createdAt));
      expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorId, e.data])).toEqual([
        ["paid", "paid", admin, { activationId: first!.id }],
        ["paid", "fulfilled", admin, { activationId: second!.id }],
        ["fulfilled", "fulfilled", admin, { activationId: first!.id }],
      ]);
    });

    it("leaves an order with goods to ship paid when every code is in", async () => {
      const plan = await insertPlan(db, { stock: 10 });
      const pillow = await insertAccessory(db, { stock: 10 });
      const order = await paidOrder([
        { id: plan, productType: "esim", quantity: 1 },
        { id: pillow, productType: "accessory", quantity: 1 },
      ]);
      expect(order.activations).toHaveLength(1);
      await supplyActivationCode(db, {
        activationId: order.activations[0]!.id,
        activationCode: CODE,
        actorId: admin,
      });
      expect(await orderStatus(order.orderId)).toBe("paid");
    });

    it("refuses a malformed code (400), an unknown activation (404) and a refunded order (409)", async () => {
      const plan = await insertPlan(db, { stock: 10 });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const activationId = order.activations[0]!.id;

      expect(
        await rejection(
          supplyActivationCode(db, { activationId, activationCode: "K2-1ABC2", actorId: admin }),
        ),
      ).toMatchObject({
        code: "VALIDATION_INVALID_FORMAT",
        status: 400,
        field: "activationCode",
        messageKey: "errors:orders.activationCodeFormat",
      });
      const [untouched] = await db.select().from(esimActivations).where(eq(esimActivations.id, activationId));
      expect(untouched).toMatchObject({ status: "preparing", activationCode: null });

      for (const unknown of [randomUUID(), "nope"]) {
        expect(
          await rejection(
            supplyActivationCode(db, { activationId: unknown, activationCode: CODE, actorId: admin }),
          ),
        ).toMatchObject({ code: "API_NOT_FOUND", status: 404 });
      }

      await applyPaymentEvent(db, {
        provider: "sandbox",
        eventId: randomUUID(),
        type: "sandbox.refunded",
        outcome: "refunded",
        orderId: order.orderId,
        reference: null,
        occurredAt: new Date(),
        payload: {},
      });
      expect(
        await rejection(supplyActivationCode(db, { activationId, activationCode: CODE, actorId: admin })),
      ).toMatchObject({
        code: "BUSINESS_INVALID_STATE",
        status: 409,
        messageKey: "errors:orders.activationOrderNotPaid",
      });
    });
  });
}
