import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  argsFor,
  auditOf,
  type Session,
  signedIn,
} from "../../../../tests/helpers/admin-fixtures.ts";
import { insertUser } from "../../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  type ApplicationStatus,
  applicationDocuments,
  applications,
  type PaymentStatus,
  statusEvents,
} from "../../../platform/db/schema/index.ts";
import { newTrackingId } from "../../../platform/domain/tracking.ts";
import { readOutbox } from "../../../platform/mail/mail.server.ts";
import { loader as documentLoader } from "../../../routes/admin/applications.$id.documents.$documentId.ts";
import { action } from "../../../routes/admin/applications.$id.tsx";
import { APPLICATION_NOTE_MAX_LENGTH } from "../status.server.ts";
import { listApplications, loadApplicationDetail } from "./applications.server.ts";
import { applicationList } from "./lists.ts";

for (const database of testDatabases()) {
  describe(`admin applications on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let customer: Session;
    /** A tag in every name of this run, so that searches see only this run's rows. */
    const tag = `Zq${Date.now().toString(36)}`;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      admin = await signedIn(services, "admin", "apps");
      customer = await signedIn(services, "customer", "apps");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    async function application(
      options: {
        kind?: ApplicationKind;
        status?: ApplicationStatus;
        payment?: PaymentStatus;
        draft?: boolean;
        name?: string;
        email?: string;
        submittedAt?: Date;
        locale?: "en" | "ar";
      } = {},
    ) {
      const owner = await insertUser(services.db, { locale: options.locale ?? "en" });
      const kind = options.kind ?? "visa";
      const [row] = await services.db
        .insert(applications)
        .values({
          kind,
          trackingId: newTrackingId(kind),
          userId: owner,
          fullName: options.name ?? `Omar ${tag}`,
          email: options.email ?? "omar.form@example.com",
          phone: "+966501234567",
          amountCents: 8900,
          draftStep: "payment",
          status: options.status ?? "pending",
          paymentStatus: options.draft ? "pending" : (options.payment ?? "paid"),
          submittedAt: options.draft ? null : (options.submittedAt ?? new Date()),
          locale: options.locale ?? "en",
          applicationData: {
            nationality: "Jordanian",
            passportNumber: "AB1234567",
            offer: "x",
            fullName: "Omar",
          },
        })
        .returning();
      return row!;
    }

    const list = (search: string) =>
      listApplications(services.db, applicationList.parse(new URLSearchParams(search)));

    async function post(
      id: string,
      form: Record<string, string>,
      session: Session | null = admin,
      locale: "en" | "ar" = "en",
    ) {
      return answerOf<AdminActionData>(async () =>
        action(
          (await argsFor(services, `/admin/applications/${id}`, {
            session,
            locale,
            form,
            params: { id },
          })) as never,
        ),
      );
    }

    it("lists submitted applications only, filtered, searched, sorted and 20 a page", async () => {
      const draft = await application({ draft: true, name: `Draft ${tag}` });
      const idl = await application({
        kind: "international-driving-license",
        name: `Idl ${tag}`,
        status: "processing",
      });
      const refunded = await application({
        payment: "refunded",
        name: `Aaron ${tag}`,
        submittedAt: new Date("2024-01-15T10:00:00Z"),
      });
      for (let i = 0; i < 21; i++) await application({ name: `Bulk ${tag} ${String(i).padStart(2, "0")}` });

      const all = await list(`q=${tag}`);
      expect(all.total).toBe(23);
      expect(all.items).toHaveLength(20);
      expect(all.totalPages).toBe(2);
      expect((await list(`q=${tag}&page=2`)).items).toHaveLength(3);
      expect(all.items.map((row) => row.id)).not.toContain(draft.id);
      // Newest submission first by default.
      expect(all.items.at(-1)!.submittedAt >= (await list(`q=${tag}&page=2`)).items[0]!.submittedAt).toBe(
        true,
      );

      expect((await list(`q=${tag}&kind=international-driving-license`)).items.map((r) => r.id)).toEqual([
        idl.id,
      ]);
      expect((await list(`q=${tag}&status=processing`)).items.map((r) => r.id)).toEqual([idl.id]);
      expect((await list(`q=${tag}&payment=refunded`)).items.map((r) => r.id)).toEqual([refunded.id]);
      expect(
        (await list(`q=${tag}&submitted_from=2024-01-15&submitted_to=2024-01-15`)).items.map((r) => r.id),
      ).toEqual([refunded.id]);
      expect((await list(`q=${tag}&submitted_to=2024-01-14`)).total).toBe(0);
      // Search by tracking id (any case), name and e-mail; the draft is never found.
      expect((await list(`q=${idl.trackingId.toLowerCase()}`)).items.map((r) => r.id)).toEqual([idl.id]);
      expect((await list(`q=${draft.trackingId}`)).total).toBe(0);
      expect((await list(`q=Aaron ${tag}`)).items.map((r) => r.id)).toEqual([refunded.id]);
      expect(
        (await list(`q=omar.form@example&kind=international-driving-license&status=processing`)).total,
      ).toBeGreaterThan(0);
      // Sorted by name, ascending, then descending.
      expect((await list(`q=${tag}&sort=name`)).items[0]!.id).toBe(refunded.id);
      expect((await list(`q=${tag}&sort=-name`)).items[0]!.fullName).toBe(`Idl ${tag}`);
      // Junk reads as the default list, never an error.
      expect((await list(`q=${tag}&sort=<script>&page=-1&status=nope`)).total).toBe(23);
    });

    it("shows one application: labelled form data, offer and fee, documents, timeline; a draft is not found", async () => {
      const row = await application();
      await services.db.insert(applicationDocuments).values([
        {
          applicationId: row.id,
          kind: "personal_photo",
          bucket: "applications",
          storageKey: `${row.userId}/${row.trackingId}/photo-${tag}.jpg`,
          originalName: "me.jpg",
          contentType: "image/jpeg",
          sizeBytes: 2048,
        },
        {
          applicationId: row.id,
          kind: "passport_copy",
          bucket: "applications",
          storageKey: `${row.userId}/${row.trackingId}/passport-${tag}.pdf`,
          originalName: "passport.pdf",
          contentType: "application/pdf",
          sizeBytes: 4096,
        },
      ]);
      await services.db.insert(statusEvents).values({
        subjectType: "application",
        subjectId: row.id,
        ownerId: row.userId,
        fromStatus: null,
        toStatus: "pending",
      });
      const detail = await loadApplicationDetail(services.db, row.id, "en");
      expect(detail).toMatchObject({
        trackingId: row.trackingId,
        status: "pending",
        paymentStatus: "paid",
        amountCents: 8900,
        next: ["processing"],
        canRequestAction: true,
        canReject: true,
      });
      // The form's order; the form's own bookkeeping ("offer") is left out.
      expect(detail!.data.map((entry) => entry.key)).toEqual(["fullName", "nationality", "passportNumber"]);
      expect(detail!.documents).toMatchObject([
        {
          kind: "personal_photo",
          image: true,
          viewable: true,
          viewUrl: `/admin/applications/${row.id}/documents/${detail!.documents[0]!.id}`,
        },
        { kind: "passport_copy", image: false, viewable: true },
      ]);
      expect(detail!.documents[1]!.downloadUrl).toBe(
        `/files/applications/${row.userId}/${row.trackingId}/passport-${tag}.pdf`,
      );
      expect(detail!.events).toMatchObject([{ from: null, to: "pending" }]);

      const draft = await application({ draft: true });
      expect(await loadApplicationDetail(services.db, draft.id, "en")).toBeNull();
    });

    it("changes the status with a bilingual note: event, audit entry and the applicant's e-mail in their language", async () => {
      const row = await application({ locale: "ar" });
      const answer = await post(row.id, {
        intent: "status",
        from: "pending",
        to: "processing",
        note_en: "We are checking your passport.",
        note_ar: "نراجع جواز سفرك.",
      });
      expect(answer).toMatchObject({
        status: 200,
        body: {
          ok: true,
          intent: "status",
          message: "Status changed to Processing. The applicant has been e-mailed.",
        },
      });
      const [stored] = await services.db.select().from(applications).where(eq(applications.id, row.id));
      expect(stored!.status).toBe("processing");
      const events = await services.db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectType, "application"), eq(statusEvents.subjectId, row.id)));
      expect(events).toMatchObject([
        {
          fromStatus: "pending",
          toStatus: "processing",
          actorId: admin.id,
          data: { note: { en: "We are checking your passport.", ar: "نراجع جواز سفرك." } },
        },
      ]);
      const audit = await auditOf(services, row.id);
      expect(audit).toMatchObject([
        {
          actorId: admin.id,
          actorEmail: admin.email,
          action: "application.status",
          subjectType: "application",
          before: { status: "pending", paymentStatus: "paid" },
          after: {
            status: "processing",
            note: { en: "We are checking your passport.", ar: "نراجع جواز سفرك." },
          },
          userAgent: "vitest admin",
        },
      ]);
      const mails = (await readOutbox(path.join(services.dataDir, "mail"))).filter(
        (mail) => mail.template === "application-status" && mail.text.includes(row.trackingId),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.locale).toBe("ar");
      expect(mails[0]!.text).toContain("نراجع جواز سفرك.");

      // The detail now offers the next moves only, and the timeline shows the note and who wrote it.
      const detail = await loadApplicationDetail(services.db, row.id, "en");
      expect(detail!.next).toEqual(["approved"]);
      expect(detail!.events.at(-1)).toMatchObject({ to: "processing", note: { ar: "نراجع جواز سفرك." } });
      expect(detail!.events.at(-1)!.actorName).toBeTruthy();
    });

    it("refuses illegal and stale moves (409), bad input (400) and unknown ids (404), translated, writing nothing", async () => {
      const row = await application({ status: "processing" });
      const cases: [Record<string, string>, number, string, "en" | "ar"][] = [
        [{ intent: "status", from: "processing", to: "completed" }, 409, "Reload the page", "en"],
        [{ intent: "status", from: "pending", to: "processing" }, 409, "أعد تحميل الصفحة", "ar"],
        [
          { intent: "status", from: "processing", to: "lost" },
          400,
          "This value is not in a valid format.",
          "en",
        ],
        [{ intent: "status", from: "processing", to: "" }, 400, "Choose the new status.", "en"],
        [{ intent: "status", from: "processing" }, 400, "اختر الحالة الجديدة.", "ar"],
        [
          { intent: "status", from: "nope", to: "approved" },
          400,
          "This value is not in a valid format.",
          "en",
        ],
        [
          {
            intent: "status",
            from: "processing",
            to: "approved",
            note_ar: "ن".repeat(APPLICATION_NOTE_MAX_LENGTH + 1),
          },
          400,
          "1000",
          "en",
        ],
        [{ intent: "dance", from: "processing", to: "approved" }, 400, "An error occurred.", "en"],
      ];
      for (const [form, status, message, locale] of cases) {
        const answer = await post(row.id, form, admin, locale);
        expect(answer.status, JSON.stringify(form)).toBe(status);
        expect(answer.body.ok).toBe(false);
        if (!answer.body.ok) expect(answer.body.error.message).toContain(message);
      }
      for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
        const answer = await post(id, { intent: "status", from: "pending", to: "processing" });
        expect(answer.status).toBe(404);
        if (!answer.body.ok) expect(answer.body.error.message).toBe("The requested resource was not found.");
      }
      // A draft is the applicant's: 409.
      const draft = await application({ draft: true });
      expect((await post(draft.id, { intent: "status", from: "pending", to: "processing" })).status).toBe(
        409,
      );

      const [stored] = await services.db.select().from(applications).where(eq(applications.id, row.id));
      expect(stored!.status).toBe("processing");
      expect(await auditOf(services, row.id)).toEqual([]);
      expect(await auditOf(services, draft.id)).toEqual([]);
    });

    it("answers a visitor 401 and a customer 403 on the action and the document, changing nothing", async () => {
      const row = await application();
      const form = { intent: "status", from: "pending", to: "processing" };
      const visitor = await post(row.id, form, null);
      expect(visitor.status).toBe(401);
      const refused = await post(row.id, form, customer, "ar");
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain("تم رفض الوصول.");
      const [stored] = await services.db.select().from(applications).where(eq(applications.id, row.id));
      expect(stored!.status).toBe("pending");
      expect(await auditOf(services, row.id)).toEqual([]);

      // The inline document view: admins only; images and PDFs inline, never cached.
      const key = `${row.userId}/${row.trackingId}/scan-${tag}.pdf`;
      await services.storage.put(
        "applications",
        key,
        new TextEncoder().encode("%PDF-1.4 test"),
        "application/pdf",
      );
      const [document] = await services.db
        .insert(applicationDocuments)
        .values({
          applicationId: row.id,
          kind: "passport_copy",
          bucket: "applications",
          storageKey: key,
          originalName: "scan copy.pdf",
          contentType: "application/pdf",
          sizeBytes: 13,
        })
        .returning();
      const view = async (session: Session | null, documentId = document!.id) => {
        const args = await argsFor(services, `/admin/applications/${row.id}/documents/${documentId}`, {
          session,
          params: { id: row.id, documentId },
        });
        let response: unknown;
        try {
          response = await documentLoader(args as never);
        } catch (thrown) {
          response = thrown;
        }
        return response;
      };
      const ok = (await view(admin)) as Response;
      expect(ok.status).toBe(200);
      expect(ok.headers.get("content-type")).toBe("application/pdf");
      expect(ok.headers.get("content-disposition")).toBe('inline; filename="scan_copy.pdf"');
      expect(ok.headers.get("cache-control")).toBe("private, no-store");
      expect(ok.headers.get("x-content-type-options")).toBeNull(); // helmet sends it once
      expect(await ok.text()).toBe("%PDF-1.4 test");
      expect(((await view(admin, "00000000-0000-4000-8000-000000000000")) as Response).status).toBe(404);
      expect((await answerOf(async () => view(customer))).status).toBe(403);
      expect((await answerOf(async () => view(null))).status).toBe(302);
    });
  });
}
