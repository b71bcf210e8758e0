import { randomUUID } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ADDRESS,
  accessoryStock,
  bookingPaymentStatus,
  insertAccessory,
  insertBooking,
  insertPlan,
  insertUser,
  planStock,
} from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  esimActivations,
  orders,
  paymentEvents,
  statusEvents,
  travelPackageBookings,
} from "../../platform/db/schema/index.ts";
import type {
  PaymentEvent,
  PaymentOutcome,
  PaymentProvider,
} from "../../platform/payments/gateway.server.ts";
import { createOrder, recordCheckoutStart } from "./order-creation.server.ts";
import type { CheckoutLineInput } from "./order-types.ts";
import { applyPaymentEvent, expireStaleOrders, orderExpiryJob } from "./payments.server.ts";

const CREATED_AT = new Date("2030-05-01T10:00:00Z");
const PAID_AT = new Date("2030-05-01T10:05:00Z");
const AFTER_EXPIRY = new Date("2030-05-01T10:31:00Z");

function event(
  outcome: PaymentOutcome | null,
  orderId: string | null,
  extra: Partial<PaymentEvent> = {},
): PaymentEvent {
  return {
    provider: "sandbox",
    eventId: `evt_${randomUUID()}`,
    type: outcome ? `sandbox.${outcome}` : "sandbox.note",
    outcome,
    orderId,
    reference: null,
    occurredAt: PAID_AT,
    payload: { outcome },
    ...extra,
  };
}

for (const database of testDatabases()) {
  describe(`payment events on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let db: DatabaseHandle["db"];
    let customer: string;

    beforeAll(async () => {
      handle = await database.open();
      db = handle.db;
      customer = await insertUser(db);
    });
    afterAll(async () => {
      await handle?.close();
    });

    async function order(lines: CheckoutLineInput[], provider: PaymentProvider = "sandbox") {
      return createOrder(db, {
        userId: customer,
        idempotencyKey: randomUUID(),
        lines,
        shippingAddress: ADDRESS,
        provider,
        locale: "en",
        now: CREATED_AT,
      });
    }

    async function statusOf(orderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row!;
    }

    async function eventsOf(orderId: string) {
      return db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectType, "order"), eq(statusEvents.subjectId, orderId)))
        .orderBy(asc(statusEvents.createdAt));
    }

    async function activationsOf(orderId: string) {
      return db.select().from(esimActivations).where(eq(esimActivations.orderId, orderId));
    }

    /** An order of 2 eSIM units, 3 accessories and a booking, with the product ids. */
    async function mixedOrder() {
      const plan = await insertPlan(db, { stock: 10 });
      const pillow = await insertAccessory(db, { stock: 10 });
      const booking = await insertBooking(db, customer);
      const created = await order([
        { id: plan, productType: "esim", quantity: 2 },
        { id: pillow, productType: "accessory", quantity: 3 },
        { id: booking, productType: "package_booking", quantity: 1 },
      ]);
      return { id: created.id, plan, pillow, booking };
    }

    const bookingStatus = async (id: string) =>
      (
        await db
          .select({ status: travelPackageBookings.status })
          .from(travelPackageBookings)
          .where(eq(travelPackageBookings.id, id))
      )[0]!.status;

    it("marks a pending order paid: bookings paid, one activation per eSIM unit, events recorded", async () => {
      const o = await mixedOrder();
      const paid = event("paid", o.id);
      expect(await applyPaymentEvent(db, paid)).toEqual({
        result: "applied",
        orderId: o.id,
        status: "paid",
        becamePaid: true,
      });
      const row = await statusOf(o.id);
      expect(row.status).toBe("paid");
      expect(row.paidAt?.toISOString()).toBe(PAID_AT.toISOString());
      expect(await bookingPaymentStatus(db, o.booking)).toBe("paid");
      // "A booking is confirmed once it is paid" (docs/decisions/030), with its event.
      expect(await bookingStatus(o.booking)).toBe("confirmed");
      const activations = await activationsOf(o.id);
      expect(activations).toHaveLength(2);
      expect(
        activations.every((a) => a.status === "preparing" && a.userId === customer && !a.activationCode),
      ).toBe(true);
      expect(await planStock(db, o.plan)).toBe(8);
      expect(await accessoryStock(db, o.pillow)).toBe(7);

      const events = await eventsOf(o.id);
      expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
        [null, "pending"],
        ["pending", "paid"],
      ]);
      expect(events[1]!.data).toMatchObject({ provider: "sandbox", eventId: paid.eventId });
      const [recorded] = await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, paid.eventId));
      expect(recorded).toMatchObject({ orderId: o.id, type: "sandbox.paid", payload: { outcome: "paid" } });
      expect(recorded!.processedAt).toBeInstanceOf(Date);
    });

    it("applies each event id once", async () => {
      const o = await mixedOrder();
      const paid = event("paid", o.id);
      await applyPaymentEvent(db, paid);
      expect(await applyPaymentEvent(db, paid)).toEqual({
        result: "duplicate",
        orderId: o.id,
        status: "paid",
        becamePaid: false,
      });
      const both = await Promise.all(
        [event("paid", o.id), event("paid", o.id)].map((e) => applyPaymentEvent(db, e)),
      );
      expect(both.map((r) => r.result)).toEqual(["ignored", "ignored"]);
      expect(await activationsOf(o.id)).toHaveLength(2);
      const rows = await db
        .select({ n: count() })
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, paid.eventId));
      expect(Number(rows[0]!.n)).toBe(1);
      expect((await eventsOf(o.id)).filter((e) => e.toStatus === "paid")).toHaveLength(1);
    });

    it("finds the order by the provider's reference, and lets no other provider move it", async () => {
      const plan = await insertPlan(db, { stock: 5 });
      const created = await order([{ id: plan, productType: "esim", quantity: 1 }], "stripe");
      await recordCheckoutStart(db, created.id, {
        reference: "cs_test_ref",
        redirectUrl: "https://pay.example/x",
      });

      const foreign = await applyPaymentEvent(db, event("paid", created.id));
      expect(foreign).toEqual({ result: "ignored", orderId: null, status: null, becamePaid: false });
      const byReference = await applyPaymentEvent(
        db,
        event("paid", null, {
          provider: "stripe",
          reference: "cs_test_ref",
          type: "checkout.session.completed",
        }),
      );
      expect(byReference).toMatchObject({ result: "applied", orderId: created.id, becamePaid: true });
    });

    it("records events that name no order, or mean nothing, and ignores them", async () => {
      const stray = event("paid", randomUUID());
      expect(await applyPaymentEvent(db, stray)).toEqual({
        result: "ignored",
        orderId: null,
        status: null,
        becamePaid: false,
      });
      const [recorded] = await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, stray.eventId));
      expect(recorded?.orderId).toBeNull();

      const plan = await insertPlan(db, { stock: 5 });
      const created = await order([{ id: plan, productType: "esim", quantity: 1 }]);
      expect(await applyPaymentEvent(db, event(null, created.id))).toMatchObject({
        result: "ignored",
        orderId: created.id,
        status: "pending",
      });
    });

    for (const outcome of ["failed", "expired"] as const) {
      it(`cancels a pending order when the payment ${outcome}, giving its stock back`, async () => {
        const o = await mixedOrder();
        expect(await applyPaymentEvent(db, event(outcome, o.id))).toEqual({
          result: "applied",
          orderId: o.id,
          status: "cancelled",
          becamePaid: false,
        });
        expect(await planStock(db, o.plan)).toBe(10);
        expect(await accessoryStock(db, o.pillow)).toBe(10);
        expect(await bookingPaymentStatus(db, o.booking)).toBe("pending");
        expect((await eventsOf(o.id)).at(-1)).toMatchObject({
          fromStatus: "pending",
          toStatus: "cancelled",
          note: outcome,
        });
        // Failing twice gives nothing back twice.
        await applyPaymentEvent(db, event(outcome, o.id));
        expect(await accessoryStock(db, o.pillow)).toBe(10);
      });
    }

    it("refunds a paid order without restocking its goods; the booking's payment is refunded", async () => {
      const o = await mixedOrder();
      await applyPaymentEvent(db, event("paid", o.id));
      expect(await applyPaymentEvent(db, event("refunded", o.id))).toEqual({
        result: "applied",
        orderId: o.id,
        status: "refunded",
        becamePaid: false,
      });
      expect(await accessoryStock(db, o.pillow)).toBe(7);
      expect(await planStock(db, o.plan)).toBe(8);
      expect(await bookingPaymentStatus(db, o.booking)).toBe("refunded");
      // A refunded booking is off: nobody may confirm or complete it any more.
      expect(await bookingStatus(o.booking)).toBe("cancelled");
      expect(await applyPaymentEvent(db, event("refunded", o.id))).toMatchObject({ result: "ignored" });
    });

    it("ignores a failure or an expiry that arrives after the payment", async () => {
      const o = await mixedOrder();
      await applyPaymentEvent(db, event("paid", o.id));
      for (const late of ["expired", "failed"] as const) {
        expect(await applyPaymentEvent(db, event(late, o.id))).toEqual({
          result: "ignored",
          orderId: o.id,
          status: "paid",
          becamePaid: false,
        });
      }
      expect(await accessoryStock(db, o.pillow)).toBe(7);
    });

    it("takes the stock again for a payment that arrives after the order expired", async () => {
      const o = await mixedOrder();
      await applyPaymentEvent(db, event("expired", o.id));
      expect(await accessoryStock(db, o.pillow)).toBe(10);
      expect(await applyPaymentEvent(db, event("paid", o.id))).toEqual({
        result: "applied",
        orderId: o.id,
        status: "paid",
        becamePaid: true,
      });
      expect(await accessoryStock(db, o.pillow)).toBe(7);
      expect(await planStock(db, o.plan)).toBe(8);
      expect(await bookingPaymentStatus(db, o.booking)).toBe("paid");
      expect(await activationsOf(o.id)).toHaveLength(2);
      expect((await eventsOf(o.id)).at(-1)).toMatchObject({ fromStatus: "cancelled", toStatus: "paid" });
    });

    it("keeps a late-paid order cancelled and asks for a refund when its stock is gone", async () => {
      const pillow = await insertAccessory(db, { stock: 2 });
      const booking = await insertBooking(db, customer);
      const late = await order([
        { id: pillow, productType: "accessory", quantity: 2 },
        { id: booking, productType: "package_booking", quantity: 1 },
      ]);
      expect(await expireStaleOrders(db, AFTER_EXPIRY)).toBeGreaterThanOrEqual(1);
      const other = await order([{ id: pillow, productType: "accessory", quantity: 1 }]);
      expect(await accessoryStock(db, pillow)).toBe(1);

      expect(await applyPaymentEvent(db, event("paid", late.id))).toEqual({
        result: "applied",
        orderId: late.id,
        status: "cancelled",
        becamePaid: false,
      });
      expect(await accessoryStock(db, pillow)).toBe(1);
      // The savepoint undid the booking too: it can still be paid through another order.
      expect(await bookingPaymentStatus(db, booking)).toBe("pending");
      expect((await eventsOf(late.id)).at(-1)).toMatchObject({
        fromStatus: "cancelled",
        toStatus: "cancelled",
        note: "refund_needed",
      });
      // Another delivery of the payment does not retry once a refund is asked for, even with stock back.
      await applyPaymentEvent(db, event("failed", other.id));
      expect(await applyPaymentEvent(db, event("paid", late.id))).toMatchObject({
        result: "ignored",
        status: "cancelled",
      });
      expect((await statusOf(late.id)).status).toBe("cancelled");
      expect(await accessoryStock(db, pillow)).toBe(2);
    });

    it("never brings back an order refunded before its payment was reported", async () => {
      const o = await mixedOrder();
      expect(await applyPaymentEvent(db, event("refunded", o.id))).toMatchObject({
        result: "applied",
        status: "refunded",
      });
      expect(await accessoryStock(db, o.pillow)).toBe(10);
      expect(await applyPaymentEvent(db, event("paid", o.id))).toEqual({
        result: "ignored",
        orderId: o.id,
        status: "refunded",
        becamePaid: false,
      });
      expect(await accessoryStock(db, o.pillow)).toBe(10);
      expect(await activationsOf(o.id)).toHaveLength(0);
      expect(await bookingPaymentStatus(db, o.booking)).toBe("pending");
    });

    it("cancels a paid order whose booking was paid through another order, asking for a refund", async () => {
      const booking = await insertBooking(db, customer);
      const pillow = await insertAccessory(db, { stock: 5 });
      const first = await order([{ id: booking, productType: "package_booking", quantity: 1 }]);
      const second = await order([
        { id: booking, productType: "package_booking", quantity: 1 },
        { id: pillow, productType: "accessory", quantity: 1 },
      ]);
      await applyPaymentEvent(db, event("paid", first.id));
      expect(await applyPaymentEvent(db, event("paid", second.id))).toMatchObject({
        result: "applied",
        status: "cancelled",
        becamePaid: false,
      });
      expect(await accessoryStock(db, pillow)).toBe(5);
      expect((await eventsOf(second.id)).at(-1)).toMatchObject({
        toStatus: "cancelled",
        note: "refund_needed",
      });
    });

    describe("expiry", () => {
      afterEach(() => {
        vi.useRealTimers();
      });

      it("cancels pending orders past their expiry, gives their stock back, and leaves the others", async () => {
        const pillow = await insertAccessory(db, { stock: 10 });
        const stale = await order([{ id: pillow, productType: "accessory", quantity: 4 }]);
        const paid = await order([{ id: pillow, productType: "accessory", quantity: 1 }]);
        await applyPaymentEvent(db, event("paid", paid.id));
        const fresh = await createOrder(db, {
          userId: customer,
          idempotencyKey: randomUUID(),
          lines: [{ id: pillow, productType: "accessory", quantity: 2 }],
          shippingAddress: ADDRESS,
          provider: "sandbox",
          locale: "en",
          now: new Date("2030-05-01T10:20:00Z"),
        });
        expect(await accessoryStock(db, pillow)).toBe(3);

        expect(await expireStaleOrders(db, new Date("2030-05-01T10:29:59Z"))).toBe(0);
        expect(await expireStaleOrders(db, AFTER_EXPIRY)).toBeGreaterThanOrEqual(1);
        expect((await statusOf(stale.id)).status).toBe("cancelled");
        expect((await statusOf(paid.id)).status).toBe("paid");
        expect((await statusOf(fresh.id)).status).toBe("pending");
        expect(await accessoryStock(db, pillow)).toBe(7);
        expect((await eventsOf(stale.id)).at(-1)).toMatchObject({
          fromStatus: "pending",
          toStatus: "cancelled",
          note: "expired",
        });
        expect(await expireStaleOrders(db, AFTER_EXPIRY)).toBe(0);
      });

      it("is a job of the queue every minute, whose run expires stale orders", async () => {
        const pillow = await insertAccessory(db, { stock: 10 });
        const stale = await order([{ id: pillow, productType: "accessory", quantity: 4 }]);
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(AFTER_EXPIRY);
        const info = vi.fn();
        const job = orderExpiryJob({ db, logger: { info, error: vi.fn() } } as never);
        expect(job).toMatchObject({ name: "order-expiry", every: "* * * * *", retryLimit: 0 });
        await job.run({});
        expect((await statusOf(stale.id)).status).toBe("cancelled");
        expect(await accessoryStock(db, pillow)).toBe(10);
        expect(info).toHaveBeenCalledWith({ expired: expect.any(Number) }, "unpaid orders expired");
      });
    });
  });
}
