import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  argsFor,
  auditOf,
  type Session,
  signedIn,
} from "../../../../tests/helpers/admin-fixtures.ts";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import { type AdminActionData, adminAction, intent } from "../../../components/admin/admin-request.server.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import {
  esimActivations,
  type OrderStatus,
  orderItems,
  orders,
  type ProductType,
  statusEvents,
} from "../../../platform/db/schema/index.ts";
import { bookingReference } from "../../../platform/domain/references.ts";
import { readOutbox } from "../../../platform/mail/mail.server.ts";
import { PaymentRefundError } from "../../../platform/payments/gateway.server.ts";
import { ensurePaymentSettings } from "../../../platform/payments/settings.server.ts";
import { action } from "../../../routes/admin/orders.$id.tsx";
import { dashboardFigures } from "../../dashboard/dashboard.server.ts";
import { explainOrderRefusal, type GatewayLoader, refundSchema, refundWith } from "./order-actions.server.ts";
import { loadOrderDetail } from "./order-detail.server.ts";
import { listOrders } from "./order-list.server.ts";
import { orderList } from "./order-list.ts";

const ADDRESS = { fullName: "Lina Haddad", line1: "1 Rainbow St", city: "Amman", country: "Jordan" };
const CODE = "LPA:1$smdp.example.com$K2-ABC-123";

for (const database of testDatabases()) {
  describe(`admin orders on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let customer: Session;
    const tag = `Ord${Date.now().toString(36)}`;
    let sequence = 0;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      await ensurePaymentSettings(services.db, services.config);
      admin = await signedIn(services, "admin", "orders");
      customer = await signedIn(services, "customer", "orders");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    /** An order of the customer with its lines (an eSIM line gets one activation per unit when paid). */
    async function order(
      options: {
        status?: OrderStatus;
        lines?: ProductType[];
        address?: boolean;
        locale?: "en" | "ar";
        refundNeeded?: boolean;
        totalCents?: number;
        provider?: "sandbox" | "stripe";
      } = {},
    ) {
      sequence += 1;
      const status = options.status ?? "paid";
      const lines = options.lines ?? ["accessory"];
      const [row] = await services.db
        .insert(orders)
        .values({
          number: `${tag}-${String(sequence).padStart(3, "0")}`,
          userId: customer.id,
          idempotencyKey: randomBytes(8).toString("hex"),
          status,
          subtotalCents: options.totalCents ?? 2499,
          totalCents: options.totalCents ?? 2499,
          provider: options.provider ?? "sandbox",
          providerReference: `sandbox_${randomBytes(12).toString("hex")}`,
          shippingAddress: (options.address ?? lines.includes("accessory")) ? ADDRESS : null,
          locale: options.locale ?? "en",
          paidAt: status === "pending" ? null : new Date(),
        })
        .returning();
      for (const [position, productType] of lines.entries()) {
        const [item] = await services.db
          .insert(orderItems)
          .values({
            orderId: row!.id,
            productType,
            productId: crypto.randomUUID(),
            name: { en: `Item ${position}`, ar: `منتج ${position}` },
            unitPriceCents: 2499,
            quantity: 1,
            lineTotalCents: 2499,
            position,
          })
          .returning();
        if (productType === "esim" && status !== "pending")
          await services.db
            .insert(esimActivations)
            .values({ orderId: row!.id, orderItemId: item!.id, userId: customer.id });
      }
      if (options.refundNeeded)
        await services.db.insert(statusEvents).values({
          subjectType: "order",
          subjectId: row!.id,
          ownerId: customer.id,
          fromStatus: "cancelled",
          toStatus: "cancelled",
          note: "refund_needed",
        });
      return row!;
    }
    const list = (search: string) => listOrders(services.db, orderList.parse(new URLSearchParams(search)));
    /** The refund e-mails that name this order. */
    const refundMails = async (number: string) =>
      (await readOutbox(`${services.dataDir}/mail`)).filter(
        (mail) => mail.template === "refund" && mail.subject.includes(number),
      );
    const stored = async (id: string) =>
      (await services.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    async function post(
      id: string,
      form: Record<string, string>,
      session: Session | null = admin,
      gateways?: GatewayLoader,
    ) {
      return answerOf<AdminActionData>(async () => {
        const args = (await argsFor(services, `/admin/orders/${id}`, {
          session,
          form,
          params: { id },
        })) as never;
        // A refund through gateways the test hands in: the route's refund intent with another gateway loader.
        return gateways
          ? adminAction(
              args,
              { refund: intent(refundSchema, refundWith(gateways)) },
              { explain: explainOrderRefusal },
            )
          : action(args);
      });
    }

    it("lists orders searched, filtered by status, provider, date and each need, sorted and paged", async () => {
      const toShip = await order({ lines: ["accessory"], totalCents: 100 });
      const refund = await order({ status: "cancelled", lines: ["esim"], refundNeeded: true });
      const esim = await order({ lines: ["esim"], totalCents: 9000 });
      const cancelled = await order({ status: "cancelled", lines: ["esim"] });
      for (let i = 0; i < 18; i++) await order({ status: "pending", lines: ["esim"] });
      const all = await list(`q=${tag}`);
      expect(all.total).toBe(22);
      expect(all.items).toHaveLength(20);
      expect((await list(`q=${tag}&page=2`)).items).toHaveLength(2);
      expect((await list(`q=${toShip.number}`)).items.map((r) => r.id)).toEqual([toShip.id]);
      expect((await list(`q=${customer.email}&needs=shipping`)).items.map((r) => r.id)).toEqual([toShip.id]);
      expect((await list(`q=${tag}&needs=shipping`)).items.map((r) => r.id)).toEqual([toShip.id]);
      expect((await list(`q=${tag}&needs=refund`)).items.map((r) => r.id)).toEqual([refund.id]);
      expect((await list(`q=${tag}&needs=esim_code`)).items.map((r) => r.id)).toEqual([esim.id]);
      expect((await list(`q=${tag}&status=cancelled`)).items.map((r) => r.id).sort()).toEqual(
        [refund.id, cancelled.id].sort(),
      );
      expect((await list(`q=${tag}&provider=stripe`)).total).toBe(0);
      expect((await list(`q=${tag}&provider=sandbox`)).total).toBe(22);
      expect((await list(`q=${tag}&created_to=2000-01-01`)).total).toBe(0);
      expect((await list(`q=${tag}&sort=-total`)).items[0]!.id).toBe(esim.id);
      expect((await list(`q=${tag}&sort=total`)).items[0]!.id).toBe(toShip.id);
      const row = (await list(`q=${toShip.number}`)).items[0]!;
      expect(row).toMatchObject({ customerEmail: customer.email, needs: ["shipping"], status: "paid" });
      // The dashboard counts with the same definitions.
      const figures = await dashboardFigures(services.db);
      expect(figures.actions.toShip).toBe((await list("needs=shipping")).total);
      expect(figures.actions.refundNeeded).toBe((await list("needs=refund")).total);
      expect(figures.actions.esimMissing).toBe((await list("needs=esim_code")).total);
    });

    it("ships a paid order: tracking number stored, status event, audit entry, e-mail in the order's language", async () => {
      const shipped = await order({ lines: ["accessory"], locale: "ar" });
      const refusedCarrier = await post(shipped.id, {
        intent: "ship",
        carrier: "",
        tracking_number: "1Z999",
      });
      expect(refusedCarrier.status).toBe(400);
      expect(refusedCarrier.body).toMatchObject({ ok: false, error: { field: "carrier" } });
      const refusedNumber = await post(shipped.id, {
        intent: "ship",
        carrier: "DHL",
        tracking_number: "<x>",
      });
      expect(refusedNumber.status).toBe(400);
      expect(refusedNumber.body).toMatchObject({
        error: { field: "trackingNumber", message: expect.stringContaining("4") },
      });
      expect((await stored(shipped.id)).shippedAt).toBeNull();

      const answer = await post(shipped.id, {
        intent: "ship",
        carrier: " DHL Express ",
        tracking_number: "jd0146 0000 6281",
      });
      expect(answer).toMatchObject({
        status: 200,
        body: {
          ok: true,
          intent: "ship",
          message: "The order is marked as shipped and the customer has been e-mailed the tracking number.",
        },
      });
      const after = await stored(shipped.id);
      expect(after).toMatchObject({
        status: "fulfilled",
        shippingCarrier: "DHL Express",
        trackingNumber: "JD0146 0000 6281",
      });
      expect(after.shippedAt).toBeInstanceOf(Date);
      expect(await auditOf(services, shipped.id)).toMatchObject([
        {
          action: "order.ship",
          actorId: admin.id,
          before: { status: "paid", trackingNumber: null },
          after: { status: "fulfilled", trackingNumber: "JD0146 0000 6281" },
        },
      ]);
      const mails = (await readOutbox(`${services.dataDir}/mail`)).filter(
        (mail) => mail.template === "order-shipped" && mail.to === customer.email,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.locale).toBe("ar");
      expect(mails[0]!.text).toContain("JD0146 0000 6281");
      expect(mails[0]!.text).toContain("رقم التتبع");

      // Correcting the tracking number: allowed, audited, no second e-mail, shipped time kept.
      const fixed = await post(shipped.id, {
        intent: "ship",
        carrier: "DHL Express",
        tracking_number: "JD0147",
      });
      expect(fixed.body).toMatchObject({ ok: true, message: "The shipment has been updated." });
      expect((await stored(shipped.id)).shippedAt).toEqual(after.shippedAt);
      expect((await auditOf(services, shipped.id)).map((a) => a.action)).toEqual([
        "order.ship",
        "order.tracking",
      ]);
      expect(
        (await readOutbox(`${services.dataDir}/mail`)).filter((mail) => mail.template === "order-shipped"),
      ).toHaveLength(1);

      // Nothing to ship, or not paid: 409 with the translated reason.
      const digital = await order({ lines: ["esim"] });
      const pending = await order({ status: "pending", lines: ["accessory"] });
      for (const id of [digital.id, pending.id]) {
        const refused = await post(id, { intent: "ship", carrier: "DHL", tracking_number: "JD0146" });
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          error: { message: "Only a paid order with a shipping address can be shipped." },
        });
      }
      expect(await auditOf(services, digital.id)).toEqual([]);
    });

    it("keeps a mixed order paid until both the shipment and the eSIM code are in", async () => {
      const mixed = await order({ lines: ["accessory", "esim"] });
      await post(mixed.id, { intent: "ship", carrier: "Aramex", tracking_number: "ARX12345" });
      expect((await stored(mixed.id)).status).toBe("paid");
      const [unit] = await services.db
        .select()
        .from(esimActivations)
        .where(eq(esimActivations.orderId, mixed.id));
      const bad = await post(mixed.id, {
        intent: "esim_code",
        activation_id: unit!.id,
        activation_code: "nope",
      });
      expect(bad.status).toBe(400);
      // The refused unit comes back with the form's values (the screen shows the message under that unit).
      expect(bad.body).toMatchObject({
        reply: { initialValue: { activation_id: unit!.id } },
        error: { field: "activationCode" },
      });
      const answer = await post(mixed.id, {
        intent: "esim_code",
        activation_id: unit!.id,
        activation_code: CODE,
      });
      expect(answer.body).toMatchObject({ ok: true, intent: "esim_code" });
      expect((await stored(mixed.id)).status).toBe("fulfilled");
      const [ready] = await services.db
        .select()
        .from(esimActivations)
        .where(eq(esimActivations.id, unit!.id));
      expect(ready).toMatchObject({ status: "ready", activationCode: CODE, suppliedBy: admin.id });
      const audit = await auditOf(services, mixed.id);
      expect(audit.at(-1)).toMatchObject({
        action: "order.esim_code",
        after: { activationId: unit!.id, activationStatus: "ready", orderStatus: "fulfilled" },
      });
      expect(JSON.stringify(audit)).not.toContain(CODE);
      const mail = (await readOutbox(`${services.dataDir}/mail`)).find(
        (m) => m.template === "esim-activation" && m.text.includes(CODE),
      );
      expect(mail?.to).toBe(customer.email);

      // A unit of another order is not this order's: 404.
      const other = await order({ lines: ["esim"] });
      const otherUnit = (
        await services.db.select().from(esimActivations).where(eq(esimActivations.orderId, other.id))
      )[0]!;
      expect(
        (await post(mixed.id, { intent: "esim_code", activation_id: otherUnit.id, activation_code: CODE }))
          .status,
      ).toBe(404);
      const detail = await loadOrderDetail(services.db, mixed.id, "ar");
      expect(detail).toMatchObject({
        status: "fulfilled",
        needs: [],
        shipment: { carrier: "Aramex", trackingNumber: "ARX12345" },
        can: { ship: false, editShipment: true, refund: true, supplyCodes: true },
      });
      expect(detail!.lines[0]!.name).toBe("منتج 0");
      expect(detail!.events.map((e) => e.note)).toEqual(["shipped", "activation_code_supplied"]);
    });

    it("refunds a refund-needed order through the sandbox; a repeated webhook changes nothing", async () => {
      const refund = await order({ status: "cancelled", lines: ["esim"], refundNeeded: true });
      const answer = await post(refund.id, { intent: "refund" });
      expect(answer).toMatchObject({
        status: 200,
        body: {
          ok: true,
          intent: "refund",
          message: "The payment has been refunded and the order is marked as refunded.",
        },
      });
      expect((await stored(refund.id)).status).toBe("refunded");
      const refundId = `sandbox_refund_${refund.providerReference!.slice("sandbox_".length)}`;
      const events = await services.db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectId, refund.id), eq(statusEvents.note, "refunded")));
      expect(events).toMatchObject([{ toStatus: "refunded", data: { eventId: refundId } }]);
      expect(await auditOf(services, refund.id)).toMatchObject([
        { action: "order.refund", before: { status: "cancelled" }, after: { status: "refunded", refundId } },
      ]);
      expect((await list(`q=${refund.number}&needs=refund`)).total).toBe(0);
      // The customer is told, with the amount and what it covered.
      const [mail] = await refundMails(refund.number);
      expect(mail).toMatchObject({ to: customer.email, locale: "en" });
      expect(mail!.subject).toBe(`Refund of $24.99 for ${refund.number}`);
      expect(mail!.text).toContain("Item 0 × 1: $24.99");
      expect(mail!.text).toContain("Amount refunded: $24.99");
      expect(mail!.links).toEqual([`${services.config.APP_URL}/orders/${refund.id}?lng=en`]);
      // The same refund again (a double click) is a duplicate; the order has nothing left to refund.
      const again = await post(refund.id, { intent: "refund" });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: { message: "This order has nothing to refund." } });
      expect(await refundMails(refund.number)).toHaveLength(1);
    });

    it("leaves the order unchanged when the provider refuses the refund, and asks to confirm a paid order's", async () => {
      const paid = await order({ lines: ["esim"] });
      expect((await post(paid.id, { intent: "refund" })).body).toMatchObject({
        ok: false,
        error: { message: "Please confirm first." },
      });
      const failing: GatewayLoader = async () => ({
        gateways: {
          sandbox: {
            name: "sandbox",
            sells: () => true,
            startCheckout: () => Promise.reject(new Error("unused")),
            refund: () => Promise.reject(new PaymentRefundError("Charge already disputed")),
          },
        },
      });
      const refused = await post(paid.id, { intent: "refund", confirm: "yes" }, admin, failing);
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({
        ok: false,
        error: { message: "Refund failed: Charge already disputed" },
      });
      expect((await stored(paid.id)).status).toBe("paid");
      expect(await auditOf(services, paid.id)).toEqual([]);
      // A provider that is not enabled any more: 409, nothing changes.
      const stripe = await order({ lines: ["esim"], provider: "stripe" });
      expect((await post(stripe.id, { intent: "refund", confirm: "yes" })).status).toBe(409);
      expect((await stored(stripe.id)).status).toBe("paid");

      const done = await post(paid.id, { intent: "refund", confirm: "yes" });
      expect(done.status).toBe(200);
      expect((await stored(paid.id)).status).toBe("refunded");
    });

    it("marks an order refunded after a confirmation, with an event, an audit entry and the customer's e-mail", async () => {
      const refund = await order({
        status: "cancelled",
        lines: ["accessory", "package_booking"],
        refundNeeded: true,
        locale: "ar",
        totalCents: 4998,
      });
      expect((await post(refund.id, { intent: "mark_refunded" })).status).toBe(400);
      expect(await refundMails(refund.number)).toEqual([]);
      const answer = await post(refund.id, { intent: "mark_refunded", confirm: "yes" });
      expect(answer.body).toMatchObject({ ok: true, message: "The order is marked as refunded." });
      expect((await stored(refund.id)).status).toBe("refunded");
      expect(await auditOf(services, refund.id)).toMatchObject([
        { action: "order.mark_refunded", before: { status: "cancelled" }, after: { status: "refunded" } },
      ]);
      const detail = await loadOrderDetail(services.db, refund.id, "en");
      expect(detail!.payments.map((p) => p.type)).toEqual(["admin.mark_refunded"]);
      expect(detail!.can.refund).toBe(false);
      // In the order's language, each line with the reference its customer knows it by.
      const [item] = await services.db
        .select({ productId: orderItems.productId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, refund.id), eq(orderItems.productType, "package_booking")));
      const [mail] = await refundMails(refund.number);
      expect(mail).toMatchObject({ to: customer.email, locale: "ar" });
      expect(mail!.text).toContain("منتج 0 × 1");
      expect(mail!.text).toContain(`منتج 1 × 1 (${bookingReference(item!.productId)})`);
      expect(mail!.text).toContain("المبلغ المسترد: $49.98");
      expect(mail!.text).toContain("الدفع: مُسترد");
      const pending = await order({ status: "pending" });
      expect((await post(pending.id, { intent: "mark_refunded", confirm: "yes" })).status).toBe(409);
    });

    it("refuses visitors and customers, unknown orders, intents and malformed forms", async () => {
      const paid = await order({ lines: ["accessory"] });
      const visitor = await post(
        paid.id,
        { intent: "ship", carrier: "DHL", tracking_number: "JD0146" },
        null,
      );
      expect(visitor.status).toBe(401);
      const asCustomer = await post(paid.id, { intent: "mark_refunded", confirm: "yes" }, customer);
      expect(asCustomer.status).toBe(403);
      expect(await stored(paid.id)).toMatchObject({ status: "paid", shippedAt: null });
      expect((await post(crypto.randomUUID(), { intent: "refund" })).status).toBe(404);
      expect((await post("not-an-id", { intent: "refund" })).status).toBe(404);
      expect((await post(paid.id, { intent: "explode" })).status).toBe(400);
      expect(
        (await post(paid.id, { intent: "esim_code", activation_id: "x", activation_code: CODE })).status,
      ).toBe(404);
      expect(await auditOf(services, paid.id)).toEqual([]);
    });

    it("answers hostile values (NUL bytes, 5,000 characters, markup, another order's eSIM unit) with a translated 400 or 404, storing nothing", async () => {
      const paid = await order({ lines: ["accessory"], locale: "ar" });
      const other = await order({ lines: ["esim"] });
      const [otherUnit] = await services.db
        .select({ id: esimActivations.id })
        .from(esimActivations)
        .where(eq(esimActivations.orderId, other.id));
      const attempts: [Record<string, string>, number][] = [
        [{ intent: "ship", carrier: "DHL\u0000Express", tracking_number: "JD0146" }, 400],
        [{ intent: "ship", carrier: "D".repeat(5000), tracking_number: "JD0146" }, 400],
        [{ intent: "ship", carrier: "DHL", tracking_number: "1".repeat(5000) }, 400],
        [{ intent: "ship", carrier: "DHL", tracking_number: "JD01\u000046" }, 400],
        [{ intent: "ship", carrier: "<script>alert(1)</script>", tracking_number: "JD0146" }, 400],
        [{ intent: "esim_code", activation_id: otherUnit!.id, activation_code: CODE }, 404],
        [{ intent: "\u0000" }, 400],
      ];
      for (const [form, status] of attempts) {
        const answer = await post(paid.id, form);
        expect(answer.status, JSON.stringify(form).slice(0, 80)).toBe(status);
        expect(answer.body).toMatchObject({ ok: false, error: { message: expect.any(String) } });
      }
      expect(await stored(paid.id)).toMatchObject({ status: "paid", shippedAt: null, trackingNumber: null });
      expect(await auditOf(services, paid.id)).toEqual([]);
    });
  });
}
