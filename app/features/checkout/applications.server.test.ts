/**
 * Paying an application's fee through the checkout: pricing, the sandbox path from the form's
 * `startApplicationPayment` to a paid and submitted application with its events and e-mail, a second payment,
 * a cancellation, an expiry and a refund.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  applications,
  type DraftStep,
  drivingLicenseOffers,
  orders,
  type PaymentStatus,
  statusEvents,
  user,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { newTrackingId } from "../../platform/domain/tracking.ts";
import { isAppError, toErrorPayload } from "../../platform/http/errors.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { readOutbox } from "../../platform/mail/mail.server.ts";
import { ensurePaymentSettings } from "../../platform/payments/settings.server.ts";
import { paymentReturnHref } from "./api.ts";
import { applicationPaymentChoice, handleCheckout, startApplicationPayment } from "./checkout.server.ts";
import { createOrder } from "./order-creation.server.ts";
import { priceCart } from "./order-pricing.server.ts";
import { orderForViewer } from "./order-view.server.ts";
import { decideSandboxPayment } from "./payment-pages.server.ts";
import { applyPaymentEvent, cancelUnstartedOrder, expireStaleOrders } from "./payments.server.ts";

const t = translator("en");
const tAr = translator("ar");

for (const database of testDatabases()) {
  describe(`application fees through the checkout on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let visaOfferId: string;
    let planId: string;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      await ensurePaymentSettings(services.db, services.config);
      const [offer] = await services.db
        .insert(visaOffers)
        .values({
          slug: `malaysia-${randomUUID()}`,
          countryCode: "MY",
          destination: { en: "Malaysia", ar: "ماليزيا" },
          title: { en: "Malaysia tourist visa", ar: "تأشيرة سياحية لماليزيا" },
          description: { en: "", ar: "" },
          visaType: "tourist",
          processingDays: 5,
          validityDays: 90,
          priceCents: 8900,
        })
        .returning({ id: visaOffers.id });
      visaOfferId = offer!.id;
      const [plan] = await services.db
        .insert(drivingLicenseOffers)
        .values({
          title: { en: "Standard Permit", ar: "الرخصة القياسية" },
          description: { en: "", ar: "" },
          validityMonths: 12,
          processingDays: { en: "3-5 business days", ar: "من 3 إلى 5 أيام عمل" },
          priceCents: 4900,
        })
        .returning({ id: drivingLicenseOffers.id });
      planId = plan!.id;
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    async function customer(locale: "en" | "ar" = "en", verified = false): Promise<SignedInUser> {
      const id = await insertUser(services.db, { locale });
      await services.db.update(user).set({ emailVerified: verified }).where(eq(user.id, id));
      const [row] = await services.db.select().from(user).where(eq(user.id, id));
      return { id, email: row!.email, name: row!.name, firstName: "", lastName: "", role: "customer" };
    }

    async function insertApplication(
      owner: SignedInUser,
      options: {
        kind?: ApplicationKind;
        draftStep?: DraftStep;
        paymentStatus?: PaymentStatus;
        submittedAt?: Date | null;
        amountCents?: number;
        locale?: "en" | "ar";
        email?: string;
      } = {},
    ) {
      const kind = options.kind ?? "visa";
      const [row] = await services.db
        .insert(applications)
        .values({
          kind,
          trackingId: newTrackingId(kind),
          userId: owner.id,
          fullName: "Lina Haddad",
          email: options.email ?? "lina.form@example.com",
          visaOfferId: kind === "visa" ? visaOfferId : null,
          drivingLicenseOfferId: kind === "visa" ? null : planId,
          amountCents: options.amountCents ?? 8900,
          draftStep: options.draftStep ?? "payment",
          paymentStatus: options.paymentStatus ?? "pending",
          submittedAt: options.submittedAt ?? null,
          locale: options.locale ?? "en",
        })
        .returning();
      return row!;
    }

    const applicationRow = async (id: string) =>
      (await services.db.select().from(applications).where(eq(applications.id, id)))[0]!;
    const eventsOf = (id: string) =>
      services.db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectType, "application"), eq(statusEvents.subjectId, id)))
        // Events of one transaction share its time: the first event (from null) goes first.
        .orderBy(asc(statusEvents.createdAt), sql`${statusEvents.fromStatus} is not null`);
    const mailsTo = async (to: string, template?: string) =>
      (await readOutbox(path.join(services.dataDir, "mail"))).filter(
        (mail) => mail.to === to && (!template || mail.template === template),
      );
    const orderIdOf = (url: string) => /\/checkout\/sandbox\/([0-9a-f-]{36})$/.exec(url)![1]!;
    const start = (owner: SignedInUser, applicationId: string, extra: Record<string, string> = {}) =>
      startApplicationPayment(services, {
        user: owner,
        applicationId,
        provider: "sandbox",
        locale: "en",
        idempotencyKey: randomUUID(),
        ...extra,
      });
    async function refusal(promise: Promise<unknown>, translate = t) {
      const error = await promise.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
      return { error, payload: toErrorPayload(error, translate) };
    }

    it("prices the owner's application at its fee, one unit, named in both languages", async () => {
      const owner = await customer();
      const application = await insertApplication(owner);
      const line = { id: application.id, productType: "application" as const, quantity: 3, price: 1 };
      const [en] = (await priceCart(services.db, owner.id, [line], "en")).lines;
      expect(en).toMatchObject({
        name: `Visa application · Malaysia tourist visa · ${application.trackingId}`,
        unitPriceCents: 8900,
        quantity: 1,
        lineTotalCents: 8900,
        priceChanged: true,
        problem: null,
        stock: null,
      });
      const [ar] = (await priceCart(services.db, owner.id, [line], "ar")).lines;
      expect(ar!.name).toBe(`طلب تأشيرة · تأشيرة سياحية لماليزيا · ${application.trackingId}`);

      const idl = await insertApplication(owner, {
        kind: "international-driving-license",
        amountCents: 4900,
      });
      const [permit] = (
        await priceCart(
          services.db,
          owner.id,
          [{ id: idl.id, productType: "application", quantity: 1 }],
          "en",
        )
      ).lines;
      expect(permit!.name).toBe(`International driving permit · Standard Permit · ${idl.trackingId}`);

      // Another customer's application does not exist for this one.
      const stranger = await customer();
      const [theirs] = (await priceCart(services.db, stranger.id, [line], "en")).lines;
      expect(theirs).toMatchObject({ problem: "unknown", name: "", unitPriceCents: 0 });
    });

    it("refuses to price as payable a draft before the payment step, a submitted one and a paid one", async () => {
      for (const options of [
        { draftStep: "review" as const },
        { draftStep: "upload" as const },
        { submittedAt: new Date(), paymentStatus: "paid" as const },
        { paymentStatus: "paid" as const },
        { paymentStatus: "refunded" as const },
        { amountCents: 0 },
      ]) {
        const owner = await customer();
        const application = await insertApplication(owner, options);
        const cart = await priceCart(
          services.db,
          owner.id,
          [{ id: application.id, productType: "application", quantity: 1 }],
          "en",
        );
        expect(cart.lines[0]!.problem, JSON.stringify(options)).toBe("unavailable");
        expect(cart.blocked).toBe(true);
        const { error, payload } = await refusal(start(owner, application.id), tAr);
        expect(error.status).toBe(409);
        expect(payload.message).toBe(tAr("errors:orders.applicationNotPayable"));
      }
      // A failed payment may be tried again.
      const owner = await customer();
      const failed = await insertApplication(owner, { paymentStatus: "failed" });
      const cart = await priceCart(
        services.db,
        owner.id,
        [{ id: failed.id, productType: "application", quantity: 1 }],
        "en",
      );
      expect(cart.lines[0]!.problem).toBeNull();
    });

    it("offers the providers that may take an application and refuses the others, a bad key and a stranger", async () => {
      expect(await applicationPaymentChoice(services)).toEqual({
        providers: ["sandbox"],
        defaultProvider: "sandbox",
        allowChoice: false,
      });
      const owner = await customer();
      const application = await insertApplication(owner);

      const paddle = await refusal(start(owner, application.id, { provider: "paddle" }));
      expect(paddle.error.status).toBe(409);
      expect(paddle.payload.message).toBe(t("errors:orders.applicationProviderUnavailable"));
      const bogus = await refusal(start(owner, application.id, { provider: "cash" }));
      expect(bogus.payload).toMatchObject({ status: 400, field: "provider" });
      const key = await refusal(start(owner, application.id, { idempotencyKey: "short" }));
      expect(key.payload).toMatchObject({ status: 400, field: "idempotencyKey" });

      const stranger = await customer();
      expect((await refusal(start(stranger, application.id))).error.status).toBe(404);
      expect((await refusal(start(owner, "not-a-uuid"))).error.status).toBe(404);
      expect((await refusal(start(owner, randomUUID()))).error.status).toBe(404);
      expect(await services.db.select().from(orders).where(eq(orders.userId, owner.id))).toEqual([]);
    });

    it("pays through the sandbox: paid, submitted, two events and one submission e-mail in the applicant's language", async () => {
      const owner = await customer("en");
      const application = await insertApplication(owner, { locale: "ar" });
      const key = randomUUID();
      const started = await start(owner, application.id, { idempotencyKey: key });
      expect(started.redirectUrl).toBe(`http://shop.test/checkout/sandbox/${started.orderId}`);
      // The same key (a retried submit) gives the same page, and no second order.
      expect(await start(owner, application.id, { idempotencyKey: key })).toEqual(started);
      const [order] = await services.db.select().from(orders).where(eq(orders.userId, owner.id));
      expect(order).toMatchObject({
        id: started.orderId,
        totalCents: 8900,
        shippingCents: 0,
        status: "pending",
      });
      expect(await applicationRow(application.id)).toMatchObject({
        paymentStatus: "pending",
        submittedAt: null,
      });

      expect(await decideSandboxPayment(services, owner, started.orderId, true, "en")).toBe("paid");
      const paid = await applicationRow(application.id);
      expect(paid.paymentStatus).toBe("paid");
      expect(paid.status).toBe("pending");
      expect(paid.submittedAt).toBeInstanceOf(Date);

      const events = await eventsOf(application.id);
      expect(events).toHaveLength(2);
      expect(events[0]).toMatchObject({
        fromStatus: null,
        toStatus: "pending",
        ownerId: owner.id,
        actorId: owner.id,
      });
      expect(events[1]).toMatchObject({
        fromStatus: "pending",
        toStatus: "pending",
        note: "payment_paid",
        ownerId: owner.id,
        data: { orderId: started.orderId, paymentStatus: "paid", previousPaymentStatus: "pending" },
      });

      // To the account's address (the form's is not the account's), in the application's language (Arabic).
      expect(await mailsTo("lina.form@example.com")).toEqual([]);
      const submitted = await mailsTo(owner.email, "application-submitted");
      expect(submitted).toHaveLength(1);
      expect(submitted[0]!.locale).toBe("ar");
      expect(submitted[0]!.subject).toContain(application.trackingId);
      expect(submitted[0]!.html).toContain('<html lang="ar" dir="rtl">');
      // The offer's processing time, as the offer shows it (5 days).
      expect(submitted[0]!.text).toContain("مدة المعالجة: 5 أيام عمل");
      expect(submitted[0]!.links).toEqual([
        `http://shop.test/application-tracking?type=visa&id=${application.trackingId}&lng=ar`,
      ]);
      // The order's receipt goes as for any order, in the order's language.
      expect(await mailsTo(owner.email, "order-confirmation")).toHaveLength(1);

      // The success page links to the application's confirmation step.
      const view = await orderForViewer(services, owner, started.orderId, "en", { ownerOnly: true });
      expect(view!.lines[0]).toMatchObject({
        productType: "application",
        quantity: 1,
        application: { kind: "visa", trackingId: application.trackingId },
      });

      // Paid: the key leads to the success page; a new attempt is refused; a replay changes nothing.
      expect((await start(owner, application.id, { idempotencyKey: key })).redirectUrl).toBe(
        `/checkout/success?order=${started.orderId}`,
      );
      const again = await refusal(start(owner, application.id));
      expect(again.payload.message).toBe(t("errors:orders.applicationNotPayable"));
      expect(await decideSandboxPayment(services, owner, started.orderId, true, "en")).toBe("paid");
      expect(await eventsOf(application.id)).toHaveLength(2);
      expect(await mailsTo(owner.email, "application-submitted")).toHaveLength(1);
    });

    it("sends the submission e-mail to the form's address when it is the account's verified one", async () => {
      const owner = await customer("en", true);
      const application = await insertApplication(owner, {
        kind: "international-driving-license",
        amountCents: 4900,
        email: owner.email.toUpperCase(),
      });
      const { orderId } = await start(owner, application.id);
      await decideSandboxPayment(services, owner, orderId, true, "en");
      const [mail] = await mailsTo(owner.email.toUpperCase(), "application-submitted");
      expect(mail!.locale).toBe("en");
      expect(mail!.subject).toBe(`Application submitted: tracking number ${application.trackingId}`);
      // The plan's processing time, as the plan shows it.
      expect(mail!.text).toContain("processing takes 3-5 business days");
      expect(mail!.text).toContain("International driving permit");
      expect(mail!.links).toEqual([
        `http://shop.test/application-tracking?type=international-driving-license&id=${application.trackingId}&lng=en`,
      ]);
    });

    it("does not submit twice: a second order paid for the same application is cancelled for a refund", async () => {
      const owner = await customer();
      const application = await insertApplication(owner);
      const first = await start(owner, application.id);
      const second = await start(owner, application.id);
      expect(second.orderId).not.toBe(first.orderId);

      expect(await decideSandboxPayment(services, owner, first.orderId, true, "en")).toBe("paid");
      const submittedAt = (await applicationRow(application.id)).submittedAt;
      expect(await decideSandboxPayment(services, owner, second.orderId, true, "en")).toBe("cancelled");

      expect(await applicationRow(application.id)).toMatchObject({ paymentStatus: "paid", submittedAt });
      expect(await eventsOf(application.id)).toHaveLength(2);
      expect(await mailsTo(owner.email, "application-submitted")).toHaveLength(1);
      const [refund] = await services.db
        .select()
        .from(statusEvents)
        .where(
          and(
            eq(statusEvents.subjectType, "order"),
            eq(statusEvents.subjectId, second.orderId),
            eq(statusEvents.note, "refund_needed"),
          ),
        );
      expect(refund).toBeDefined();
    });

    it("refuses money for an application whose fee changed or that left the payment step meanwhile", async () => {
      const owner = await customer();
      const application = await insertApplication(owner);
      const { orderId } = await start(owner, application.id);
      // The applicant went back and chose express processing: the open order charges the old fee.
      await services.db
        .update(applications)
        .set({ amountCents: 12900 })
        .where(eq(applications.id, application.id));
      expect(await decideSandboxPayment(services, owner, orderId, true, "en")).toBe("cancelled");
      expect(await applicationRow(application.id)).toMatchObject({
        submittedAt: null,
        paymentStatus: "failed",
      });
      expect(await eventsOf(application.id)).toHaveLength(1);
    });

    it("a declined payment fails the application's payment; it can then be paid again", async () => {
      const owner = await customer();
      const application = await insertApplication(owner, { kind: "driving-license", amountCents: 4900 });
      const declined = await start(owner, application.id);
      expect(await decideSandboxPayment(services, owner, declined.orderId, false, "en")).toBe("cancelled");
      expect(await applicationRow(application.id)).toMatchObject({
        paymentStatus: "failed",
        submittedAt: null,
      });
      const [failure] = await eventsOf(application.id);
      expect(failure).toMatchObject({
        note: "payment_failed",
        data: { orderId: declined.orderId, paymentStatus: "failed", previousPaymentStatus: "pending" },
      });
      const view = await orderForViewer(services, owner, declined.orderId, "en", { ownerOnly: true });
      expect(paymentReturnHref(view!, "declined")).toBe("/driving-license-application?payment=declined");
      expect(await mailsTo(owner.email, "application-submitted")).toEqual([]);

      const retry = await start(owner, application.id);
      expect(await decideSandboxPayment(services, owner, retry.orderId, true, "en")).toBe("paid");
      expect(await applicationRow(application.id)).toMatchObject({ paymentStatus: "paid" });
      const events = await eventsOf(application.id);
      expect(events.map((event) => event.note)).toEqual(["payment_failed", null, "payment_paid"]);
      expect(events[2]!.data).toMatchObject({ previousPaymentStatus: "failed", orderId: retry.orderId });
    });

    it("an expired order fails the application's payment", async () => {
      const owner = await customer();
      const application = await insertApplication(owner);
      const { orderId } = await start(owner, application.id);
      await expireStaleOrders(services.db, new Date(Date.now() + 31 * 60_000));
      const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order!.status).toBe("cancelled");
      expect(await applicationRow(application.id)).toMatchObject({
        paymentStatus: "failed",
        submittedAt: null,
      });
    });

    it("a provider that could not open its page fails the application's payment", async () => {
      const owner = await customer();
      const application = await insertApplication(owner);
      const order = await createOrder(services.db, {
        userId: owner.id,
        idempotencyKey: randomUUID(),
        lines: [{ id: application.id, productType: "application", quantity: 1 }],
        shippingAddress: null,
        provider: "stripe",
        locale: "en",
      });
      expect(
        await cancelUnstartedOrder(services.db, order.id, { provider: "stripe", code: "API_SERVER_ERROR" }),
      ).toBe(true);
      expect(await applicationRow(application.id)).toMatchObject({
        paymentStatus: "failed",
        submittedAt: null,
      });
      expect((await eventsOf(application.id)).map((event) => event.note)).toEqual(["payment_failed"]);
    });

    it("a refund of the paid order refunds the application's payment; its status stays", async () => {
      const owner = await customer();
      const application = await insertApplication(owner);
      const { orderId } = await start(owner, application.id);
      await decideSandboxPayment(services, owner, orderId, true, "en");
      const applied = await applyPaymentEvent(services.db, {
        provider: "sandbox",
        eventId: `refund:${orderId}`,
        type: "sandbox.refunded",
        outcome: "refunded",
        orderId,
        reference: null,
        occurredAt: new Date(),
        payload: {},
      });
      expect(applied).toMatchObject({ result: "applied", status: "refunded" });
      const refunded = await applicationRow(application.id);
      expect(refunded).toMatchObject({ paymentStatus: "refunded", status: "pending" });
      expect(refunded.submittedAt).toBeInstanceOf(Date);
      const events = await eventsOf(application.id);
      expect(events.at(-1)).toMatchObject({
        note: "payment_refunded",
        data: { orderId, paymentStatus: "refunded", previousPaymentStatus: "paid" },
      });
    });

    it("takes application lines through /api/checkout too, one unit whatever the quantity", async () => {
      const owner = await customer();
      const application = await insertApplication(owner);
      const { status, answer } = await handleCheckout(
        services,
        owner,
        {
          intent: "pay",
          provider: "sandbox",
          idempotencyKey: randomUUID(),
          lines: [{ id: application.id, productType: "application", quantity: 4 }],
        },
        "en",
        t,
      );
      expect(status).toBe(200);
      if (!answer.ok || answer.intent !== "pay") throw new Error("no redirect");
      const orderId = orderIdOf(answer.redirectUrl);
      const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order!.totalCents).toBe(8900);
    });
  });
}
