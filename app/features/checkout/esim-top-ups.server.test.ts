import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPlan, insertUser } from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  esimActivations,
  esimProviderSettings,
  esimTopUps,
  orderItems,
  statusEvents,
} from "../../platform/db/schema/index.ts";
import { standinWebhookSecret } from "../../platform/esim/providers.server.ts";
import { createStandinProvider, standinIccid, standinSignature } from "../../platform/esim/standin.server.ts";
import { isAppError } from "../../platform/http/errors.ts";
import type { OutboxMessage } from "../../platform/mail/mail.server.ts";
import type { JobServices } from "../../platform/server/services.server.ts";
import { handleEsimWebhook } from "./esim-low-data.server.ts";
import { topUpLineId } from "./esim-top-up-lines.ts";
import { loadTopUpOffer, quoteTopUps } from "./esim-top-up-pricing.server.ts";
import { applyEsimTopUp, ESIM_TOP_UP_JOB, queueEsimTopUps, TOP_UP_ATTEMPTS } from "./esim-top-ups.server.ts";
import { createOrder } from "./order-creation.server.ts";
import { priceCart } from "./order-pricing.server.ts";
import type { CheckoutLineInput } from "./order-types.ts";
import { getOrderForViewer } from "./order-view.server.ts";
import { applyPaymentEvent } from "./payments.server.ts";

const TOP_UP = "standin-topup-3gb-30d";
/** The stand-in's recommended retail price of TOP_UP (net 900). */
const TOP_UP_PRICE = 1299;

for (const database of testDatabases()) {
  describe(`eSIM top-ups on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let customer: string;
    let other: string;
    const db = () => services.db;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      await db().update(esimProviderSettings).set({ standinLatencyMs: 0, standinFailing: false });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });
    beforeEach(async () => {
      customer = await insertUser(db(), { locale: "ar", name: "لينا حداد" });
      other = await insertUser(db());
    });

    async function pay(orderId: string) {
      return applyPaymentEvent(db(), {
        provider: "sandbox",
        eventId: randomUUID(),
        type: "sandbox.approved",
        outcome: "paid",
        orderId,
        reference: null,
        occurredAt: new Date(),
        payload: {},
      });
    }

    async function order(userId: string, lines: CheckoutLineInput[]) {
      return createOrder(db(), {
        userId,
        idempotencyKey: randomUUID(),
        lines,
        shippingAddress: null,
        provider: "sandbox",
        locale: "ar",
        topUps: await quoteTopUps(services, userId, lines),
      });
    }

    /** A paid eSIM of `userId`: issued by the stand-in and ready unless told otherwise. */
    async function esim(userId: string, kind: "issued" | "manual" | "preparing" = "issued") {
      const plan = await insertPlan(db(), { stock: 10 });
      const created = await order(userId, [{ id: plan, productType: "esim", quantity: 1 }]);
      await pay(created.id);
      const [activation] = await db()
        .select({ id: esimActivations.id })
        .from(esimActivations)
        .where(eq(esimActivations.orderId, created.id));
      const id = activation!.id;
      const issued = await createStandinProvider({
        latencyMs: 0,
        failing: false,
        webhookSecret: "x",
      }).orderEsim({
        unitId: id,
        packageId: "standin-tr-5gb-30d",
      });
      if (kind === "manual")
        await db()
          .update(esimActivations)
          .set({ status: "ready", activationCode: issued.install.lpa, suppliedBy: "staff" })
          .where(eq(esimActivations.id, id));
      else
        await db()
          .update(esimActivations)
          .set({
            status: kind === "issued" ? "ready" : "preparing",
            provider: "standin",
            providerPackageId: "standin-tr-5gb-30d",
            providerReference: issued.reference,
            iccid: issued.iccid,
            installData: issued.install,
            activationCode: kind === "issued" ? issued.install.lpa : null,
          })
          .where(eq(esimActivations.id, id));
      return { id, iccid: standinIccid(id) };
    }

    const topUpLine = (activationId: string, packageId = TOP_UP, quantity = 1): CheckoutLineInput => ({
      id: topUpLineId(activationId, packageId),
      productType: "esim_topup",
      quantity,
      price: 0.01,
    });

    async function refused(promise: Promise<unknown>) {
      const error = await promise.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
      return error;
    }

    async function topUpsOf(orderId: string) {
      return db()
        .select()
        .from(esimTopUps)
        .where(eq(esimTopUps.orderId, orderId))
        .orderBy(asc(esimTopUps.createdAt), asc(esimTopUps.id));
    }

    async function mails(template: string, to?: string): Promise<OutboxMessage[]> {
      const outbox = path.join(services.dataDir, "mail");
      const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
      const messages = await Promise.all(
        files.map(
          async (file) => JSON.parse(await readFile(path.join(outbox, file), "utf8")) as OutboxMessage,
        ),
      );
      return messages.filter((m) => m.template === template && (to === undefined || m.to === to));
    }

    const emailOf = (userId: string) => `${userId}@example.com`;

    async function orderNotes(orderId: string) {
      const rows = await db()
        .select({ note: statusEvents.note, data: statusEvents.data })
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectType, "order"), eq(statusEvents.subjectId, orderId)))
        .orderBy(asc(statusEvents.createdAt), asc(statusEvents.id));
      return rows.filter((row) => row.note?.startsWith("esim_top_up"));
    }

    const jobServices = (): JobServices => services;

    describe("pricing", () => {
      it("prices a top-up of the customer's own issued eSIM at the provider's retail price, not the browser's", async () => {
        const { id } = await esim(customer);
        const lines = [topUpLine(id, TOP_UP, 2)];
        const cart = await priceCart(
          db(),
          customer,
          lines,
          "en",
          await quoteTopUps(services, customer, lines),
        );
        expect(cart.blocked).toBe(false);
        expect(cart.lines[0]).toMatchObject({
          productType: "esim_topup",
          unitPriceCents: TOP_UP_PRICE,
          lineTotalCents: 2 * TOP_UP_PRICE,
          priceChanged: true,
          problem: null,
        });
        expect(cart.lines[0]!.name).toBe("Türkiye · 5 GB top-up: 3 GB · 30 days");
        const ar = await priceCart(db(), customer, lines, "ar", await quoteTopUps(services, customer, lines));
        expect(ar.lines[0]!.name).toContain("باقة إضافية لشريحة تركيا · 5 جيجابايت");
        expect(cart.needsShipping).toBe(false);
      });

      it("refuses another customer's eSIM, a manual one, a not-ready one and a package the provider does not offer", async () => {
        const [theirs, manual, preparing, mine] = [
          await esim(other),
          await esim(customer, "manual"),
          await esim(customer, "preparing"),
          await esim(customer),
        ];
        const cases: [CheckoutLineInput, string][] = [
          [topUpLine(theirs.id), "unknown"],
          [topUpLine(manual.id), "unavailable"],
          [topUpLine(preparing.id), "unavailable"],
          [topUpLine(mine.id, "standin-topup-99gb-30d"), "unknown"],
        ];
        for (const [line, problem] of cases) {
          const lines = [line];
          const cart = await priceCart(
            db(),
            customer,
            lines,
            "en",
            await quoteTopUps(services, customer, lines),
          );
          expect(cart.lines[0]!.problem, line.id).toBe(problem);
          const error = await refused(order(customer, lines));
          expect(error.status, line.id).toBe(409);
          expect(error.messageKey).toBe("errors:orders.cartNeedsReview");
        }
        // The page of another customer's eSIM is not found; a manual one says why it cannot be topped up.
        expect(await loadTopUpOffer(services, customer, theirs.id, "en")).toBeNull();
        expect(await loadTopUpOffer(services, customer, "not-a-uuid", "en")).toBeNull();
        expect((await loadTopUpOffer(services, customer, manual.id, "en"))?.refusal).toBe("manual");
        expect((await loadTopUpOffer(services, customer, preparing.id, "en"))?.refusal).toBe("not_ready");
        const offer = await loadTopUpOffer(services, customer, mine.id, "en");
        expect(offer).toMatchObject({ refusal: null, iccidEnd: mine.iccid.slice(-4) });

        // An eSIM whose order was refunded takes no top-up: the page says why, the cart and the order refuse it.
        const refunded = await esim(customer);
        const [unit] = await db()
          .select({ orderId: esimActivations.orderId })
          .from(esimActivations)
          .where(eq(esimActivations.id, refunded.id));
        const refundedOrder = unit!.orderId;
        await applyPaymentEvent(db(), {
          provider: "sandbox",
          eventId: randomUUID(),
          type: "sandbox.refunded",
          outcome: "refunded",
          orderId: refundedOrder,
          reference: null,
          occurredAt: new Date(),
          payload: {},
        });
        expect((await loadTopUpOffer(services, customer, refunded.id, "en"))?.refusal).toBe("refunded");
        const refundedLines = [topUpLine(refunded.id)];
        const refundedCart = await priceCart(
          db(),
          customer,
          refundedLines,
          "en",
          await quoteTopUps(services, customer, refundedLines),
        );
        expect(refundedCart.lines[0]!.problem).toBe("unavailable");
        expect((await refused(order(customer, refundedLines))).status).toBe(409);
        expect(offer!.options.map((o) => [o.packageId, o.priceCents])).toEqual([
          ["standin-topup-1gb-7d", 599],
          [TOP_UP, TOP_UP_PRICE],
          ["standin-topup-10gb-30d", 2799],
        ]);
      });

      it("says top-ups are unavailable while the provider is down", async () => {
        const { id } = await esim(customer);
        await db().update(esimProviderSettings).set({ standinFailing: true });
        try {
          const lines = [topUpLine(id)];
          const cart = await priceCart(
            db(),
            customer,
            lines,
            "en",
            await quoteTopUps(services, customer, lines),
          );
          expect(cart.lines[0]!.problem).toBe("unavailable");
          expect((await loadTopUpOffer(services, customer, id, "en"))?.refusal).toBe("unavailable");
        } finally {
          await db().update(esimProviderSettings).set({ standinFailing: false });
        }
      });
    });

    it("a paid order gets one pending top-up per unit, queued once each, shown on the order", async () => {
      const { id } = await esim(customer);
      const created = await order(customer, [
        topUpLine(id, TOP_UP, 2),
        topUpLine(id, "standin-topup-1gb-7d"),
      ]);
      const [item] = await db()
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, created.id), eq(orderItems.unitPriceCents, TOP_UP_PRICE)));
      expect(item).toMatchObject({ productType: "esim_topup", productId: id, quantity: 2 });
      expect(item!.details).toMatchObject({
        activationId: id,
        packageId: TOP_UP,
        dataMb: 3072,
        validityDays: 30,
      });
      expect(await topUpsOf(created.id)).toEqual([]);

      expect((await pay(created.id)).becamePaid).toBe(true);
      const rows = await topUpsOf(created.id);
      expect(rows.map((r) => [r.activationId, r.providerPackageId, r.status, r.userId]).sort()).toEqual(
        [
          [id, TOP_UP, "pending", customer],
          [id, TOP_UP, "pending", customer],
          [id, "standin-topup-1gb-7d", "pending", customer],
        ].sort(),
      );
      // A second delivery of the payment changes nothing.
      await pay(created.id);
      expect(await topUpsOf(created.id)).toHaveLength(3);

      const sent: unknown[][] = [];
      await queueEsimTopUps(
        {
          ...services,
          jobs: {
            ...services.jobs,
            send: async (...args: unknown[]) => {
              sent.push(args);
              return "job";
            },
          },
        },
        created.id,
      );
      expect(sent).toEqual(
        rows.map((row) => [
          ESIM_TOP_UP_JOB,
          { topUpId: row.id, about: `top-up ${row.id}` },
          { singletonKey: row.id },
        ]),
      );

      const view = await getOrderForViewer(db(), created.id, { id: customer, role: "customer" }, "en");
      expect(view!.lines.map((line) => line.topUps.map((t) => t.status))).toEqual([
        ["pending", "pending"],
        ["pending"],
      ]);
    });

    async function paidTopUp() {
      const activation = await esim(customer);
      const created = await order(customer, [topUpLine(activation.id)]);
      await pay(created.id);
      const [row] = await topUpsOf(created.id);
      // A cached reading, which the top-up makes stale.
      await db()
        .update(esimActivations)
        .set({
          usage: { status: "active", remainingMb: 100, totalMb: 5120, unlimited: false, expiresAt: null },
          usageCheckedAt: new Date(),
        })
        .where(eq(esimActivations.id, activation.id));
      return { activation, orderId: created.id, topUpId: row!.id };
    }

    it("applies a top-up once, even when the job runs twice or two run at once, and tells the customer", async () => {
      const { activation, orderId, topUpId } = await paidTopUp();
      const before = (await mails("esim-top-up-applied", emailOf(customer))).length;
      await db().update(esimProviderSettings).set({ standinLatencyMs: 50 });
      let results: PromiseSettledResult<string>[];
      try {
        results = await Promise.allSettled([
          applyEsimTopUp(jobServices(), topUpId),
          applyEsimTopUp(jobServices(), topUpId),
        ]);
      } finally {
        await db().update(esimProviderSettings).set({ standinLatencyMs: 0 });
      }
      // One applies it; the other finds it leased (the queue would try it again later) or already applied.
      expect(results.filter((r) => r.status === "fulfilled" && r.value === "applied")).toHaveLength(1);
      expect(results.filter((r) => r.status === "rejected" || r.value !== "applied")).toHaveLength(1);
      expect(await applyEsimTopUp(jobServices(), topUpId)).toBe("done");

      const [row] = await topUpsOf(orderId);
      expect(row).toMatchObject({ status: "applied", attempts: 1, leaseUntil: null, error: null });
      expect(row!.providerReference).toMatch(/^standin_topup_/);
      const [cached] = await db()
        .select({ usage: esimActivations.usage, checked: esimActivations.usageCheckedAt })
        .from(esimActivations)
        .where(eq(esimActivations.id, activation.id));
      expect(cached).toEqual({ usage: null, checked: null });
      expect((await orderNotes(orderId)).map((n) => n.note)).toEqual(["esim_top_up_applied"]);

      const sent = await mails("esim-top-up-applied", emailOf(customer));
      expect(sent).toHaveLength(before + 1);
      const mail = sent.at(-1)!;
      expect(mail.locale).toBe("ar");
      expect(mail.subject).toBe("تمت إضافة الباقة الإضافية إلى شريحة eSIM");
      expect(mail.text).toContain("3 جيجابايت");
      expect(mail.links).toContain(`http://shop.test/orders/${orderId}?lng=ar`);
    });

    it("retries a failing provider, then marks the top-up failed for staff after the last attempt", async () => {
      const { orderId, topUpId } = await paidTopUp();
      await db().update(esimProviderSettings).set({ standinFailing: true });
      try {
        for (let attempt = 1; attempt < TOP_UP_ATTEMPTS; attempt++) {
          await expect(applyEsimTopUp(jobServices(), topUpId)).rejects.toThrow(/set to fail/);
          const [row] = await topUpsOf(orderId);
          expect(row).toMatchObject({ status: "pending", attempts: attempt, leaseUntil: null });
        }
        expect(await applyEsimTopUp(jobServices(), topUpId)).toBe("failed");
      } finally {
        await db().update(esimProviderSettings).set({ standinFailing: false });
      }
      const [row] = await topUpsOf(orderId);
      expect(row).toMatchObject({ status: "failed", attempts: TOP_UP_ATTEMPTS });
      expect(row!.error).toMatch(/set to fail/);
      const notes = await orderNotes(orderId);
      expect(notes.map((n) => n.note)).toEqual(["esim_top_up_failed"]);
      expect(notes[0]!.data).toMatchObject({ topUpId, packageId: TOP_UP });
      // A failed top-up is not tried again by a late duplicate of its job.
      expect(await applyEsimTopUp(jobServices(), topUpId)).toBe("done");
      expect((await mails("esim-top-up-applied")).some((m) => m.links.some((l) => l.includes(orderId)))).toBe(
        false,
      );
    });

    describe("the low-data webhook", () => {
      const secret = () => standinWebhookSecret(services.config.AUTH_SECRET);
      const webhook = (body: string, signature?: string) =>
        handleEsimWebhook(
          services,
          new Request("http://shop.test/api/webhooks/esim", {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(signature === undefined ? {} : { "x-standin-signature": signature }),
            },
            body,
          }),
        );
      const notice = (iccid: string, level: string, remaining: number | null = 10) =>
        JSON.stringify({ iccid, level, remaining_percentage: remaining });
      const notified = async (id: string) =>
        (
          await db()
            .select({ levels: esimActivations.lowDataNotified })
            .from(esimActivations)
            .where(eq(esimActivations.id, id))
        )[0]!.levels;

      it("mails the customer once per level, in their language, with a link to top up", async () => {
        const { id, iccid } = await esim(customer);
        await db()
          .update(esimActivations)
          .set({
            usage: { status: "active", remainingMb: 512, totalMb: 5120, unlimited: false, expiresAt: null },
            usageCheckedAt: new Date(),
          })
          .where(eq(esimActivations.id, id));
        const body = notice(iccid, "90%");
        const answers = await Promise.all([
          webhook(body, standinSignature(body, secret())),
          webhook(body, standinSignature(body, secret())),
        ]);
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        let sent = await mails("esim-low-data", emailOf(customer));
        expect(sent).toHaveLength(1);
        expect(sent[0]!.locale).toBe("ar");
        expect(sent[0]!.subject).toBe("بيانات شريحة eSIM الخاصة بك توشك على النفاد");
        expect(sent[0]!.text).toContain("512 ميغابايت (10%)");
        expect(sent[0]!.links).toContain(`http://shop.test/profile/esims/${id}/top-up?lng=ar`);
        expect(await notified(id)).toEqual(["90%"]);
        const [cached] = await db()
          .select({ usage: esimActivations.usage })
          .from(esimActivations)
          .where(eq(esimActivations.id, id));
        expect(cached!.usage).toBeNull();

        const expiry = notice(iccid, "3days", null);
        expect((await webhook(expiry, standinSignature(expiry, secret()))).status).toBe(200);
        sent = await mails("esim-low-data", emailOf(customer));
        expect(sent).toHaveLength(2);
        expect(sent.map((m) => m.subject)).toContain("صلاحية شريحة eSIM الخاصة بك توشك على الانتهاء");
        expect(await notified(id)).toEqual(["90%", "3days"]);
      });

      it("refuses a forged or unsigned notice with 400 and changes nothing", async () => {
        const { id, iccid } = await esim(customer);
        const body = notice(iccid, "75%");
        const forged = await webhook(body, standinSignature(body, "not-the-secret"));
        expect(forged.status).toBe(400);
        expect(((await forged.json()) as { error: { message: string } }).error.message).not.toBe("");
        expect((await webhook(body)).status).toBe(400);
        expect((await webhook(body, standinSignature(`${body} `, secret()))).status).toBe(400);
        // A signature header of the right length in characters but not in bytes is a forgery, not a crash.
        expect((await webhook(body, `é${"0".repeat(127)}`)).status).toBe(400);
        // Signed, but not a notice to store: no JSON, a NUL byte, a huge or empty field.
        const cases: [string, number][] = [
          ["not json", 400],
          ["null", 200],
          [notice(`${iccid}\u0000`, "90%"), 400],
          [notice(iccid, "9".repeat(5000)), 400],
          [notice("1".repeat(5000), "90%"), 400],
          [notice(iccid, ""), 400],
        ];
        for (const [signedBody, status] of cases) {
          const answer = await webhook(signedBody, standinSignature(signedBody, secret()));
          expect(answer.status, signedBody.slice(0, 40)).toBe(status);
        }
        expect(await notified(id)).toEqual([]);
        expect(await mails("esim-low-data", emailOf(customer))).toEqual([]);
      });

      it("answers 200 for an eSIM it does not know, so that the provider stops retrying", async () => {
        const body = notice("8999900000000000000", "75%");
        const answer = await webhook(body, standinSignature(body, secret()));
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ received: true });
        expect(
          (await handleEsimWebhook(services, new Request("http://shop.test/api/webhooks/esim"))).status,
        ).toBe(405);
      });
    });
  });
}
