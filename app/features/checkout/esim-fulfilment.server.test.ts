import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADDRESS, insertPlan, insertUser } from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  esimActivations,
  esimProviderSettings,
  esimTopUps,
  orderItems,
  orders,
  statusEvents,
} from "../../platform/db/schema/index.ts";
import { ORDER_NEEDS_COLUMNS } from "../../platform/domain/order-needs.server.ts";
import {
  STANDIN_SMDP_ADDRESS,
  simulateStandinUsage,
  standinIccid,
} from "../../platform/esim/standin.server.ts";
import type { JobQueue } from "../../platform/jobs/jobs.server.ts";
import { readOutbox } from "../../platform/mail/mail.server.ts";
import { supplyActivationCode } from "./esim-activations.server.ts";
import {
  ESIM_FULFILMENT_JOB,
  esimFulfilmentSweepJob,
  FULFILMENT_RETRY_LIMIT,
  fulfilEsim,
  queueEsimFulfilment,
  retryEsimFulfilment,
} from "./esim-fulfilment.server.ts";
import {
  cancelEsimsAtProvider,
  ESIM_PROVIDER_REFUND_JOB,
  queueEsimRefunds,
} from "./esim-provider-refund.server.ts";
import { createOrder } from "./order-creation.server.ts";
import type { CheckoutLineInput } from "./order-types.ts";
import { getOrderForViewer } from "./order-view.server.ts";
import { applyPaymentEvent } from "./payments.server.ts";

const PACKAGE = "standin-turkey-1gb-7d";
const STAFF = "team@shop.test";

for (const database of testDatabases()) {
  describe(`eSIM fulfilment at payment on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let customer: string;
    let admin: string;
    let sent: { name: string; data: unknown; singletonKey?: string }[];

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { STAFF_EMAIL: STAFF });
      const jobs: JobQueue = {
        ...services.jobs,
        send: async (name, data, options) => {
          sent.push({ name, data, singletonKey: options?.singletonKey });
          return randomUUID();
        },
      };
      services.jobs = jobs;
      customer = await insertUser(handle.db, { locale: "ar", name: "لينا حداد" });
      admin = await insertUser(handle.db, { role: "admin" });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });
    beforeEach(async () => {
      sent = [];
      await setProvider({
        provider: "standin",
        autoFulfil: true,
        standinLatencyMs: 0,
        standinFailing: false,
      });
    });

    const db = () => handle.db;
    const setProvider = (values: Partial<typeof esimProviderSettings.$inferInsert>) =>
      db().update(esimProviderSettings).set(values).where(eq(esimProviderSettings.id, "default"));

    async function paidOrder(lines: CheckoutLineInput[]) {
      const created = await createOrder(db(), {
        userId: customer,
        idempotencyKey: randomUUID(),
        lines,
        shippingAddress: ADDRESS,
        provider: "sandbox",
        locale: "ar",
      });
      await applyPaymentEvent(db(), {
        provider: "sandbox",
        eventId: randomUUID(),
        type: "sandbox.approved",
        outcome: "paid",
        orderId: created.id,
        reference: null,
        occurredAt: new Date(),
        payload: {},
      });
      return { id: created.id, number: created.number };
    }

    const unitsOf = (orderId: string) =>
      db()
        .select()
        .from(esimActivations)
        .where(eq(esimActivations.orderId, orderId))
        .orderBy(asc(esimActivations.createdAt), asc(esimActivations.id));

    const orderOf = async (orderId: string) =>
      (
        await db()
          .select({ status: orders.status, ...ORDER_NEEDS_COLUMNS })
          .from(orders)
          .where(eq(orders.id, orderId))
      )[0]!;

    const eventsOf = (orderId: string, note: string) =>
      db()
        .select()
        .from(statusEvents)
        .where(
          and(
            eq(statusEvents.subjectType, "order"),
            eq(statusEvents.subjectId, orderId),
            eq(statusEvents.note, note),
          ),
        );

    const mailsAbout = async (orderNumber: string) =>
      (await readOutbox(path.join(services.dataDir, "mail"))).filter((mail) =>
        mail.subject.includes(orderNumber),
      );

    it("issues each unit of a mapped plan through the provider, once, and mails its QR code", async () => {
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 2 }]);
      const units = await unitsOf(order.id);
      expect(units.map((unit) => [unit.provider, unit.providerPackageId, unit.status])).toEqual([
        ["standin", PACKAGE, "preparing"],
        ["standin", PACKAGE, "preparing"],
      ]);
      // Waiting for the provider is not staff's queue, and the customer's page knows it is being issued.
      expect((await orderOf(order.id)).needsEsimCode).toBe(false);
      const view = await getOrderForViewer(db(), order.id, { id: customer, role: "customer" }, "ar");
      expect(view!.lines[0]!.activations.map((unit) => unit.issuing)).toEqual([true, true]);

      await queueEsimFulfilment(services, order.id);
      expect(sent).toEqual(
        units.map((unit) => ({
          name: ESIM_FULFILMENT_JOB,
          data: { activationId: unit.id, about: order.number },
          singletonKey: unit.id,
        })),
      );

      for (const unit of units) expect(await fulfilEsim(services, unit.id)).toBe("issued");
      // A second run of the same job finds nothing to do.
      expect(await fulfilEsim(services, units[0]!.id)).toBe("skipped");

      const issued = await unitsOf(order.id);
      for (const unit of issued) {
        expect(unit.status).toBe("ready");
        expect(unit.iccid).toBe(standinIccid(unit.id));
        expect(unit.activationCode).toMatch(
          new RegExp(`^LPA:1\\$${STANDIN_SMDP_ADDRESS.replaceAll(".", "\\.")}\\$`),
        );
        expect(unit.installData?.lpa).toBe(unit.activationCode);
        expect(unit.installData?.smdpAddress).toBe(STANDIN_SMDP_ADDRESS);
        expect(unit.suppliedBy).toBe("standin");
        expect(unit.fulfilmentAttempts).toBe(1);
        expect(unit.fulfilmentLeaseUntil).toBeNull();
      }
      expect(new Set(issued.map((unit) => unit.iccid)).size).toBe(2);
      expect((await orderOf(order.id)).status).toBe("fulfilled");
      expect(await eventsOf(order.id, "esim_issued")).toHaveLength(2);

      const mails = await mailsAbout(order.number);
      const activationMails = mails.filter((mail) => mail.template === "esim-activation");
      expect(activationMails).toHaveLength(2);
      expect(activationMails[0]!.locale).toBe("ar");
      expect(activationMails[0]!.text).toContain(issued[0]!.activationCode!);

      const after = await getOrderForViewer(db(), order.id, { id: customer, role: "customer" }, "ar");
      expect(after!.lines[0]!.activations.map((unit) => [unit.status, unit.issuing])).toEqual([
        ["ready", false],
        ["ready", false],
      ]);
      expect(after!.lines[0]!.activations[0]!.install?.qrSvg).toContain("<svg");
      expect(after!.lines[0]!.activations[0]!.install?.smdpAddress).toBe(STANDIN_SMDP_ADDRESS);
    });

    it("orders one eSIM when two runs of a unit's job start together", async () => {
      await setProvider({ standinLatencyMs: 150 });
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const [unit] = await unitsOf(order.id);
      const results = await Promise.all([fulfilEsim(services, unit!.id), fulfilEsim(services, unit!.id)]);
      expect(results.sort()).toEqual(["issued", "skipped"]);
      expect((await unitsOf(order.id))[0]!.fulfilmentAttempts).toBe(1);
      expect(await eventsOf(order.id, "esim_issued")).toHaveLength(1);
      expect((await mailsAbout(order.number)).filter((m) => m.template === "esim-activation")).toHaveLength(
        1,
      );
    });

    it("leaves a plan without a package, and every plan when automatic fulfilment is off, to staff", async () => {
      const manual = await insertPlan(db(), { stock: 10 });
      const mapped = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const first = await paidOrder([{ id: manual, productType: "esim", quantity: 1 }]);
      await setProvider({ autoFulfil: false });
      const second = await paidOrder([{ id: mapped, productType: "esim", quantity: 1 }]);
      for (const order of [first, second]) {
        const [unit] = await unitsOf(order.id);
        expect([unit!.provider, unit!.providerPackageId]).toEqual([null, null]);
        expect((await orderOf(order.id)).needsEsimCode).toBe(true);
        await queueEsimFulfilment(services, order.id);
        expect(await fulfilEsim(services, unit!.id)).toBe("skipped");
      }
      expect(sent).toEqual([]);
    });

    it("retries a provider that is down, then asks staff, whose code reaches the customer", async () => {
      await setProvider({ standinFailing: true });
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const [unit] = await unitsOf(order.id);

      for (let attempt = 1; attempt <= FULFILMENT_RETRY_LIMIT; attempt++) {
        await expect(fulfilEsim(services, unit!.id)).rejects.toThrow(/set to fail/);
        const [state] = await unitsOf(order.id);
        expect(state!.fulfilmentAttempts).toBe(attempt);
        expect(state!.fulfilmentLeaseUntil).toBeNull();
        expect(state!.fulfilmentError).toMatch(/set to fail/);
        // Staff see it from the first failure, while the provider is still retried.
        expect((await orderOf(order.id)).needsEsimCode).toBe(true);
      }
      expect(await fulfilEsim(services, unit!.id)).toBe("failed");
      const [failed] = await unitsOf(order.id);
      expect(failed!.status).toBe("preparing");
      expect(failed!.fulfilmentFailedAt).not.toBeNull();
      expect((await orderOf(order.id)).needsEsimCode).toBe(true);
      const [event] = await eventsOf(order.id, "esim_issue_failed");
      expect(event!.ownerId).toBeNull();
      // The customer's page stops waiting for the provider.
      const view = await getOrderForViewer(db(), order.id, { id: customer, role: "customer" }, "ar");
      expect(view!.lines[0]!.activations[0]!.issuing).toBe(false);

      const staffMail = (await mailsAbout(order.number)).find(
        (mail) => mail.template === "esim-issue-failed",
      );
      expect(staffMail?.to).toBe(STAFF);
      expect(staffMail?.links.some((link) => link.includes(`/admin/orders/${order.id}`))).toBe(true);
      expect(await fulfilEsim(services, unit!.id)).toBe("skipped");

      await supplyActivationCode(db(), {
        activationId: unit!.id,
        activationCode: "LPA:1$smdp.example.com$TYPED-BY-STAFF",
        actorId: admin,
      });
      expect((await unitsOf(order.id))[0]!.status).toBe("ready");
      expect((await orderOf(order.id)).needsEsimCode).toBe(false);
    });

    it("gives up at once on a refusal that would not change, and staff can ask the provider again", async () => {
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: "standin-nowhere" });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const [unit] = await unitsOf(order.id);
      expect(await fulfilEsim(services, unit!.id)).toBe("failed");
      expect((await unitsOf(order.id))[0]!.fulfilmentError).toMatch(/Unknown package/);

      await db()
        .update(esimActivations)
        .set({ providerPackageId: PACKAGE })
        .where(eq(esimActivations.id, unit!.id));
      expect(await retryEsimFulfilment(db(), { orderId: randomUUID(), activationId: unit!.id })).toBe(false);
      expect(await retryEsimFulfilment(db(), { orderId: order.id, activationId: unit!.id })).toBe(true);
      expect(await retryEsimFulfilment(db(), { orderId: order.id, activationId: unit!.id })).toBe(false);
      expect(await fulfilEsim(services, unit!.id)).toBe("issued");
    });

    it("refuses to issue with another provider than the one chosen at payment", async () => {
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const [unit] = await unitsOf(order.id);
      await setProvider({ provider: "airalo" });
      expect(await fulfilEsim(services, unit!.id)).toBe("failed");
      expect((await unitsOf(order.id))[0]!.fulfilmentError).toMatch(/provider changed/);
    });

    it("respects another run's lease until it expires", async () => {
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const [unit] = await unitsOf(order.id);
      const lease = (seconds: number) =>
        db()
          .update(esimActivations)
          .set({ fulfilmentLeaseUntil: sql`now() + make_interval(secs => ${seconds})` })
          .where(eq(esimActivations.id, unit!.id));
      await lease(60);
      expect(await fulfilEsim(services, unit!.id)).toBe("skipped");
      await lease(-1);
      expect(await fulfilEsim(services, unit!.id)).toBe("issued");
    });

    async function refund(orderId: string) {
      await applyPaymentEvent(db(), {
        provider: "sandbox",
        eventId: randomUUID(),
        type: "sandbox.refunded",
        outcome: "refunded",
        orderId,
        reference: null,
        occurredAt: new Date(),
        payload: {},
      });
    }

    it("cancels a refunded order's eSIMs at the provider unless installed, and records each outcome", async () => {
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 2 }]);
      const [unused, installed] = await unitsOf(order.id);
      for (const unit of [unused!, installed!]) await fulfilEsim(services, unit.id);
      expect(simulateStandinUsage(standinIccid(installed!.id), 300)).toBe(true);

      // Not refunded yet: nothing is cancelled.
      expect(await cancelEsimsAtProvider(services, order.id)).toBe(0);
      await refund(order.id);
      await queueEsimRefunds(services, order.id);
      expect(sent.at(-1)).toMatchObject({ name: ESIM_PROVIDER_REFUND_JOB, singletonKey: order.id });

      expect(await cancelEsimsAtProvider(services, order.id)).toBe(2);
      const settled = await unitsOf(order.id);
      expect(settled.map((unit) => unit.providerRefund)).toEqual(["cancelled", "not_possible"]);
      const events = await eventsOf(order.id, "esim_provider_refund");
      expect(events.map((event) => event.data.outcome).sort()).toEqual(["cancelled", "not_possible"]);
      // A second run (a retried job) settles nothing twice.
      expect(await cancelEsimsAtProvider(services, order.id)).toBe(0);
      expect(await eventsOf(order.id, "esim_provider_refund")).toHaveLength(2);
    });

    it("issues nothing for an order refunded while its eSIM waited, and retries the cancellation when down", async () => {
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const waiting = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      await refund(waiting.id);
      const [unit] = await unitsOf(waiting.id);
      expect(await fulfilEsim(services, unit!.id)).toBe("skipped");
      expect((await unitsOf(waiting.id))[0]!.status).toBe("preparing");
      expect((await orderOf(waiting.id)).needsEsimCode).toBe(false);

      const issued = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const [ready] = await unitsOf(issued.id);
      await fulfilEsim(services, ready!.id);
      await refund(issued.id);
      await setProvider({ standinFailing: true });
      await expect(cancelEsimsAtProvider(services, issued.id)).rejects.toThrow(/set to fail/);
      expect((await unitsOf(issued.id))[0]!.providerRefund).toBeNull();
      await setProvider({ standinFailing: false });
      expect(await cancelEsimsAtProvider(services, issued.id)).toBe(1);
    });

    it("keeps, does not deliver, and cancels an eSIM issued while its order was being refunded", async () => {
      await setProvider({ standinLatencyMs: 300 });
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const [unit] = await unitsOf(order.id);
      const running = fulfilEsim(services, unit!.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await refund(order.id);
      expect(await running).toBe("superseded");
      const [kept] = await unitsOf(order.id);
      expect(kept!.iccid).toBe(standinIccid(unit!.id));
      expect(await eventsOf(order.id, "esim_issued")).toHaveLength(0);
      expect((await mailsAbout(order.number)).filter((m) => m.template === "esim-activation")).toHaveLength(
        0,
      );
      expect(sent.at(-1)).toMatchObject({ name: ESIM_PROVIDER_REFUND_JOB, singletonKey: order.id });
      expect(await cancelEsimsAtProvider(services, order.id)).toBe(1);
      expect((await unitsOf(order.id))[0]!.providerRefund).toBe("cancelled");
    });

    it("queues again, every minute, a unit whose job was lost", async () => {
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const stalled = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const recent = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const [old] = await unitsOf(stalled.id);
      await db().execute(
        sql`update esim_activations set updated_at = now() - interval '11 minutes' where id = ${old!.id}`,
      );
      const sweep = esimFulfilmentSweepJob(services);
      expect(sweep).toMatchObject({ every: "* * * * *", retryLimit: 0 });
      await sweep.run({});
      expect(sent.map((job) => job.singletonKey)).toContain(old!.id);
      const [fresh] = await unitsOf(recent.id);
      expect(sent.map((job) => job.singletonKey)).not.toContain(fresh!.id);
    });

    it("queues again a pending top-up whose job was lost, not one still within its schedule", async () => {
      const plan = await insertPlan(db(), { stock: 10, providerPackageId: PACKAGE });
      const order = await paidOrder([{ id: plan, productType: "esim", quantity: 1 }]);
      const [unit] = await unitsOf(order.id);
      const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const topUp = (updatedAt: Date) =>
        db()
          .insert(esimTopUps)
          .values({
            activationId: unit!.id,
            orderId: order.id,
            orderItemId: item!.id,
            userId: customer,
            providerPackageId: "standin-topup-1gb-7d",
            updatedAt,
          })
          .returning({ id: esimTopUps.id });
      const [lost] = await topUp(new Date(Date.now() - 31 * 60_000));
      const [recent] = await topUp(new Date());
      await esimFulfilmentSweepJob(services).run({});
      const keys = sent.map((job) => job.singletonKey);
      expect(keys).toContain(lost!.id);
      expect(keys).not.toContain(recent!.id);
    });
  });
}
