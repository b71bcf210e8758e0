// Staff ask for something, the owner alone resubmits the same application while it waits; a rejection is
// confirmed and may refund the fee in the same step. Through the routes, as the server calls them.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, argsFor, auditOf, type Session, signedIn } from "../../../tests/helpers/admin-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { png } from "../../../tests/helpers/sample-files.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { AdminActionData } from "../../components/admin/admin-request.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  applicationDocuments,
  applications,
  orderItems,
  orders,
  statusEvents,
} from "../../platform/db/schema/index.ts";
import { newTrackingId } from "../../platform/domain/tracking.ts";
import { readOutbox } from "../../platform/mail/mail.server.ts";
import { ensurePaymentSettings } from "../../platform/payments/settings.server.ts";
import { action as adminAction } from "../../routes/admin/applications.$id.tsx";
import { action as formAction, loader as formLoader } from "../../routes/application-form.tsx";
import { action as uploadAction } from "../../routes/applications.upload.tsx";
import type { ApplicationActionData } from "./application-action.server.ts";

for (const database of testDatabases()) {
  describe(`action required and rejection on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let owner: Session;
    let stranger: Session;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      await ensurePaymentSettings(services.db, services.config);
      admin = await signedIn(services, "admin", "ask");
      owner = await signedIn(services, "customer", "ask");
      stranger = await signedIn(services, "customer", "ask");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    async function submitted(status: "pending" | "processing" = "processing", locale: "en" | "ar" = "en") {
      const [row] = await services.db
        .insert(applications)
        .values({
          kind: "visa",
          trackingId: newTrackingId("visa"),
          userId: owner.id,
          fullName: "Omar Haddad",
          email: owner.email,
          phone: "+966501234567",
          amountCents: 8900,
          draftStep: "payment",
          status,
          paymentStatus: "paid",
          submittedAt: new Date(),
          locale,
          applicationData: {
            fullName: "Omar Haddad",
            email: owner.email,
            phone: "+966501234567",
            nationality: "Jordanian",
            passportNumber: "AB1234567",
            dateOfBirth: "1990-01-01",
            address: "1 Road",
            travelDate: "2099-01-01",
          },
        })
        .returning();
      for (const kind of ["personal_photo", "passport_copy"] as const)
        await services.db.insert(applicationDocuments).values({
          applicationId: row!.id,
          kind,
          bucket: "applications",
          storageKey: `applications/${owner.id}/${row!.trackingId}/${kind}-${randomBytes(4).toString("hex")}.png`,
          originalName: `${kind}.png`,
          contentType: "image/png",
          sizeBytes: 100,
        });
      return row!;
    }

    const staff = async (id: string, form: Record<string, string>, locale: "en" | "ar" = "en") =>
      answerOf<AdminActionData>(async () =>
        adminAction(
          (await argsFor(services, `/admin/applications/${id}`, {
            session: admin,
            locale,
            form,
            params: { id },
          })) as never,
        ),
      );

    async function resubmit(
      trackingId: string,
      form: Record<string, string>,
      session: Session = owner,
      locale: "en" | "ar" = "en",
    ) {
      const args = await argsFor(services, `/visa-application-form?resubmit=${trackingId}`, {
        session,
        locale,
        form: { intent: "resubmit", ...form },
        pattern: "visa-application-form",
      });
      let location: string | null = null;
      const answer = await answerOf<ApplicationActionData>(async () => {
        const result = await formAction(args as never);
        if (result instanceof Response) location = result.headers.get("location");
        return result;
      });
      return { ...answer, location };
    }

    const eventsOf = (id: string) =>
      services.db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectType, "application"), eq(statusEvents.subjectId, id)))
        .orderBy(asc(statusEvents.createdAt), asc(statusEvents.id));
    const statusOf = async (id: string) =>
      (await services.db.select().from(applications).where(eq(applications.id, id)))[0]!;
    const mailsFor = async (template: string, trackingId: string) =>
      (await readOutbox(path.join(services.dataDir, "mail"))).filter(
        (mail) => mail.template === template && mail.text.includes(trackingId),
      );

    it("staff ask with a note and named items: event, audit, and the applicant's e-mail with the form's link", async () => {
      const row = await submitted("processing", "ar");
      const answer = await staff(row.id, {
        intent: "request",
        from: "processing",
        note_en: "The passport copy is blurred.",
        note_ar: "نسخة الجواز غير واضحة.",
        items: "passport_copy",
      });
      expect(answer).toMatchObject({ status: 200, body: { ok: true, intent: "request" } });
      expect((await statusOf(row.id)).status).toBe("action_required");
      expect((await eventsOf(row.id)).at(-1)).toMatchObject({
        fromStatus: "processing",
        toStatus: "action_required",
        actorId: admin.id,
        data: { items: ["passport_copy"], note: { ar: "نسخة الجواز غير واضحة." } },
      });
      expect((await auditOf(services, row.id)).at(-1)).toMatchObject({
        action: "application.request_action",
      });
      const [mail] = await mailsFor("application-action-required", row.trackingId);
      expect(mail!.locale).toBe("ar");
      expect(mail!.text).toContain("نسخة الجواز غير واضحة.");
      expect(mail!.text).toContain("نسخة من جواز السفر");
      expect(mail!.links).toEqual([
        `http://shop.test/visa-application-form?resubmit=${row.trackingId}&lng=ar`,
      ]);
      // Only the applicant's resubmission leaves it: the plain status form may not move it to processing.
      const moved = await staff(row.id, { intent: "status", from: "action_required", to: "processing" });
      expect(moved.status).toBe(409);
    });

    it("refuses a request without a note (400), from a wrong state (409) or naming an unknown item (400), translated", async () => {
      const row = await submitted("pending");
      const noNote = await staff(row.id, { intent: "request", from: "pending", items: "phone" }, "ar");
      expect(noNote.status).toBe(400);
      expect(JSON.stringify(noNote.body)).toContain("اذكر ما يجب");
      const stale = await staff(row.id, { intent: "request", from: "processing", note_en: "x" });
      expect(stale.status).toBe(409);
      const unknown = await staff(row.id, {
        intent: "request",
        from: "pending",
        note_en: "x",
        items: "secret",
      });
      expect(unknown.status).toBe(400);
      expect((await statusOf(row.id)).status).toBe("pending");
    });

    it("opens the same application for its owner only; the owner re-uploads a named document and resubmits", async () => {
      const row = await submitted();
      await staff(row.id, {
        intent: "request",
        from: "processing",
        note_en: "A new photo, please.",
        items: "personal_photo",
      });
      // Another one naming a field.
      const again = await submitted();
      await staff(again.id, {
        intent: "request",
        from: "processing",
        note_en: "New photo and phone, please.",
        items: "phone",
      });
      const page = await answerOf<{ view: string; fields: string[]; request: { note: string } }>(async () =>
        formLoader(
          (await argsFor(services, `/visa-application-form?resubmit=${again.trackingId}`, {
            session: owner,
            pattern: "visa-application-form",
          })) as never,
        ),
      );
      expect(page.body).toMatchObject({
        view: "resubmit",
        fields: ["phone"],
        request: { note: "New photo and phone, please." },
      });
      const foreign = await answerOf(async () =>
        formLoader(
          (await argsFor(services, `/visa-application-form?resubmit=${again.trackingId}`, {
            session: stranger,
            pattern: "visa-application-form",
          })) as never,
        ),
      );
      expect(foreign.status).toBe(404);

      // Uploads go to the application itself, only into the named slots.
      const upload = async (trackingId: string, document: string, session: Session = owner) => {
        const body = new FormData();
        body.append(document, new File([Buffer.from(png())], "new.png", { type: "image/png" }));
        const request = new Request(
          `http://shop.test/applications/upload?kind=visa&document=${document}&application=${trackingId}`,
          { method: "POST", body, headers: { cookie: session.cookie, "user-agent": "vitest" } },
        );
        const context = await routeContext(services, request, "en");
        const response = await uploadAction({ request, context, params: {} } as never);
        return { status: response.status, body: (await response.json()) as { ok: boolean } };
      };
      expect((await upload(row.trackingId, "personal_photo")).status).toBe(200);
      expect((await upload(row.trackingId, "passport_copy")).status).toBe(400); // not named
      expect((await upload(row.trackingId, "personal_photo", stranger)).status).toBe(404);
      const photos = await services.db
        .select()
        .from(applicationDocuments)
        .where(
          and(
            eq(applicationDocuments.applicationId, row.id),
            eq(applicationDocuments.kind, "personal_photo"),
          ),
        );
      expect(photos.map((photo) => photo.originalName)).toEqual(["new.png"]);

      // A stranger cannot resubmit it (404), a bad value is a 400 with the field's message, nothing moves.
      const byStranger = await resubmit(again.trackingId, { phone: "+966509999999" }, stranger, "ar");
      expect(byStranger.status).toBe(404);
      expect(byStranger.body.error?.message).toBeTruthy();
      const bad = await resubmit(again.trackingId, { phone: "" });
      expect(bad.status).toBe(400);
      expect(bad.body.result?.error?.phone).toBeTruthy();
      expect((await statusOf(again.id)).status).toBe("action_required");

      // Only the named field changes (the name typed here is ignored); back to processing, the event is the owner's.
      const done = await resubmit(again.trackingId, { phone: "+966509999999", fullName: "Someone Else" });
      expect(done.status).toBe(303);
      expect(done.location).toBe(
        `/application-tracking?type=visa&id=${encodeURIComponent(again.trackingId)}&resubmitted=1`,
      );
      const after = await statusOf(again.id);
      expect(after).toMatchObject({ status: "processing", phone: "+966509999999", fullName: "Omar Haddad" });
      expect((await eventsOf(again.id)).at(-1)).toMatchObject({
        fromStatus: "action_required",
        toStatus: "processing",
        actorId: owner.id,
        data: { resubmitted: true, items: ["phone"] },
      });
      // Not twice: it no longer waits for the applicant (409, translated).
      const twice = await resubmit(again.trackingId, { phone: "+966509999999" }, owner, "ar");
      expect(twice.status).toBe(409);
      expect(twice.body.error?.message).toContain("لا ينتظر منك");
    });

    it("rejects only when confirmed; with the refund the fee's order is refunded and the e-mail says so", async () => {
      const row = await submitted("processing", "ar");
      const [order] = await services.db
        .insert(orders)
        .values({
          number: `APP-${randomBytes(4).toString("hex")}`,
          userId: owner.id,
          idempotencyKey: randomBytes(8).toString("hex"),
          status: "paid",
          subtotalCents: 8900,
          totalCents: 8900,
          provider: "sandbox",
          providerReference: `sandbox_${randomBytes(12).toString("hex")}`,
          locale: "ar",
          paidAt: new Date(),
        })
        .returning();
      await services.db.insert(orderItems).values({
        orderId: order!.id,
        productType: "application",
        productId: row.id,
        name: { en: "Visa", ar: "تأشيرة" },
        unitPriceCents: 8900,
        quantity: 1,
        lineTotalCents: 8900,
      });
      const unconfirmed = await staff(row.id, { intent: "reject", from: "processing", refund: "on" }, "ar");
      expect(unconfirmed.status).toBe(400);
      expect(JSON.stringify(unconfirmed.body)).toContain("أكّد الرفض أولاً");
      expect((await statusOf(row.id)).status).toBe("processing");

      const answer = await staff(row.id, {
        intent: "reject",
        from: "processing",
        confirm: "yes",
        refund: "on",
        note_en: "The embassy refused it.",
      });
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      expect(await statusOf(row.id)).toMatchObject({ status: "rejected", paymentStatus: "refunded" });
      const [refunded] = await services.db.select().from(orders).where(eq(orders.id, order!.id));
      expect(refunded!.status).toBe("refunded");
      expect((await eventsOf(row.id)).at(-1)).toMatchObject({
        toStatus: "rejected",
        data: { refunded: true },
      });
      const [mail] = await mailsFor("application-rejected", row.trackingId);
      expect(mail!.locale).toBe("ar");
      expect(mail!.text).toContain("لم تتم الموافقة");
      expect(mail!.text).toContain("رددنا إليك رسومك");

      // Without a refund the offer's policy (here the shop's default words) is what the e-mail states.
      const kept = await submitted("pending");
      await staff(kept.id, { intent: "reject", from: "pending", confirm: "yes" });
      const [policy] = await mailsFor("application-rejected", kept.trackingId);
      expect(policy!.text).toContain("the fee is not refunded");
    });
  });
}
