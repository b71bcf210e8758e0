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
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import {
  type BusinessConsultationStatus,
  businessIncorporationConsultations,
  type EducationConsultationStatus,
  type EducationServiceType,
  educationConsultations,
  statusEvents,
} from "../../../platform/db/schema/index.ts";
import { action as businessAction } from "../../../routes/admin/consultations.business.$id.tsx";
import { action as educationItemAction } from "../../../routes/admin/consultations.education.$id.tsx";
import { action as educationListAction } from "../../../routes/admin/consultations.education.tsx";
import { BUSINESS_NOTES_MAX_LENGTH, listBusiness } from "./business.server.ts";
import { listEducation } from "./education.server.ts";
import { businessList, educationList } from "./lists.ts";

for (const database of testDatabases()) {
  describe(`admin consultations on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let customer: Session;
    const tag = `Cn${Date.now().toString(36)}`;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      admin = await signedIn(services, "admin", "consult");
      customer = await signedIn(services, "customer", "consult");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    async function education(
      service: EducationServiceType = "malaysia",
      status: EducationConsultationStatus = "new",
      name = `Huda ${tag}`,
    ) {
      const [row] = await services.db
        .insert(educationConsultations)
        .values({
          fullName: name,
          email: "huda@example.com",
          phone: "+60123456789",
          message: "Which universities?",
          serviceType: service,
          status,
        })
        .returning();
      return row!;
    }
    async function business(status: BusinessConsultationStatus = "pending", name = `Karim ${tag}`) {
      const [row] = await services.db
        .insert(businessIncorporationConsultations)
        .values({
          fullName: name,
          email: "karim@example.com",
          phone: "+6591234567",
          jurisdiction: "Singapore",
          companyName: "Karim Trading",
          message: "A holding company.",
          status,
        })
        .returning();
      return row!;
    }
    const postEducation = async (
      path: string,
      form: Record<string, string>,
      session: Session | null = admin,
      params: Record<string, string> = {},
      locale: "en" | "ar" = "en",
    ) =>
      answerOf<AdminActionData>(async () => {
        const args = (await argsFor(services, path, { session, form, params, locale })) as never;
        return params.id ? educationItemAction(args) : educationListAction(args);
      });
    const postBusiness = async (
      id: string,
      form: Record<string, string>,
      session: Session | null = admin,
      locale: "en" | "ar" = "en",
    ) =>
      answerOf<AdminActionData>(async () =>
        businessAction(
          (await argsFor(services, `/admin/consultations/business/${id}`, {
            session,
            form,
            params: { id },
            locale,
          })) as never,
        ),
      );
    const educationStatus = async (id: string) =>
      (await services.db.select().from(educationConsultations).where(eq(educationConsultations.id, id)))[0]
        ?.status;
    const businessRow = async (id: string) =>
      (
        await services.db
          .select()
          .from(businessIncorporationConsultations)
          .where(eq(businessIncorporationConsultations.id, id))
      )[0];

    it("lists education requests by service type, status and search, and business requests by status", async () => {
      const tarim = await education("tarim", "in_progress", `Aisha ${tag}`);
      for (let i = 0; i < 20; i++) await education();
      const list = (search: string) =>
        listEducation(services.db, educationList.parse(new URLSearchParams(search)));
      expect((await list(`q=${tag}`)).total).toBe(21);
      expect((await list(`q=${tag}`)).items).toHaveLength(20);
      expect((await list(`q=${tag}&service=tarim`)).items.map((r) => r.id)).toEqual([tarim.id]);
      expect((await list(`q=${tag}&status=in_progress`)).items.map((r) => r.id)).toEqual([tarim.id]);
      expect((await list(`q=${tag}&sort=name`)).items[0]!.id).toBe(tarim.id);
      expect((await list(`q=${tag}&service=tarim`)).items[0]).toMatchObject({
        message: "Which universities?",
        next: ["completed"],
      });

      const done = await business("completed", `Basil ${tag}`);
      await business();
      const bizList = (search: string) =>
        listBusiness(services.db, businessList.parse(new URLSearchParams(search)));
      expect((await bizList(`q=${tag}`)).total).toBe(2);
      expect((await bizList(`q=${tag}&status=completed`)).items.map((r) => r.id)).toEqual([done.id]);
      expect((await bizList(`q=Basil ${tag}`)).items).toMatchObject([{ id: done.id, next: [] }]);
    });

    it("moves an education request new → in progress → completed from the list or its page, with events and audit entries", async () => {
      const row = await education();
      const first = await postEducation("/admin/consultations/education", {
        intent: "status",
        id: row.id,
        from: "new",
        to: "in_progress",
      });
      expect(first).toMatchObject({
        status: 200,
        body: { ok: true, intent: "status", message: "Marked as In progress." },
      });
      const second = await postEducation(
        `/admin/consultations/education/${row.id}`,
        { intent: "status", from: "in_progress", to: "completed" },
        admin,
        { id: row.id },
        "ar",
      );
      expect(second.body).toMatchObject({ ok: true, message: "حُدِّد الطلب كـ«مكتمل»." });
      expect(await educationStatus(row.id)).toBe("completed");
      const events = await services.db
        .select()
        .from(statusEvents)
        .where(
          and(eq(statusEvents.subjectType, "education_consultation"), eq(statusEvents.subjectId, row.id)),
        );
      expect(events).toHaveLength(2);
      expect(await auditOf(services, row.id)).toMatchObject([
        {
          action: "education_consultation.status",
          actorId: admin.id,
          before: { status: "new" },
          after: { status: "in_progress" },
        },
        {
          action: "education_consultation.status",
          before: { status: "in_progress" },
          after: { status: "completed" },
        },
      ]);
    });

    it("refuses illegal and stale education moves (409), bad input (400) and unknown ids (404)", async () => {
      const row = await education();
      const cases: [Record<string, string>, number][] = [
        [{ intent: "status", id: row.id, from: "new", to: "completed" }, 409],
        [{ intent: "status", id: row.id, from: "in_progress", to: "completed" }, 409],
        [{ intent: "status", id: row.id, from: "new", to: "archived" }, 400],
        [{ intent: "status", id: row.id, from: "new" }, 400],
        [{ intent: "status", id: "nope", from: "new", to: "in_progress" }, 404],
        [
          { intent: "status", id: "00000000-0000-4000-8000-000000000000", from: "new", to: "in_progress" },
          404,
        ],
        [{ intent: "other", id: row.id, from: "new", to: "in_progress" }, 400],
      ];
      for (const [form, status] of cases) {
        const answer = await postEducation("/admin/consultations/education", form);
        expect(answer.status, JSON.stringify(form)).toBe(status);
        expect(answer.body.ok).toBe(false);
      }
      expect(await educationStatus(row.id)).toBe("new");
      expect(await auditOf(services, row.id)).toEqual([]);
    });

    it("saves a business request's status and notes, refuses stale and oversize changes, deletes after confirmation", async () => {
      const row = await business();
      const saved = await postBusiness(row.id, {
        intent: "update",
        status_from: "pending",
        status: "contacted",
        notes: " Called on Monday. ",
      });
      expect(saved).toMatchObject({ status: 200, body: { ok: true, intent: "update", message: "Saved." } });
      expect(await businessRow(row.id)).toMatchObject({ status: "contacted", notes: "Called on Monday." });
      // Notes only.
      expect(
        (
          await postBusiness(row.id, {
            intent: "update",
            status_from: "contacted",
            status: "",
            notes: "ملاحظة",
          })
        ).status,
      ).toBe(200);
      expect(await businessRow(row.id)).toMatchObject({ status: "contacted", notes: "ملاحظة" });
      expect(await auditOf(services, row.id)).toMatchObject([
        {
          action: "business_consultation.update",
          before: { status: "pending", notes: null },
          after: { status: "contacted", notes: "Called on Monday." },
        },
        {
          action: "business_consultation.update",
          before: { notes: "Called on Monday." },
          after: { status: "contacted", notes: "ملاحظة" },
        },
      ]);

      const stale = await postBusiness(
        row.id,
        { intent: "update", status_from: "pending", status: "", notes: "lost" },
        admin,
        "ar",
      );
      expect(stale.status).toBe(409);
      if (!stale.body.ok) expect(stale.body.error.message).toContain("أعد تحميل الصفحة");
      const illegal = await postBusiness(row.id, {
        intent: "update",
        status_from: "contacted",
        status: "pending",
        notes: "",
      });
      expect(illegal.status).toBe(409);
      const long = await postBusiness(row.id, {
        intent: "update",
        status_from: "contacted",
        notes: "x".repeat(BUSINESS_NOTES_MAX_LENGTH + 1),
      });
      expect(long.status).toBe(400);
      if (!long.body.ok) expect(long.body.error.message).toBe("Notes may be at most 5000 characters.");
      expect((await postBusiness(row.id, { intent: "delete" })).status).toBe(400);
      expect(await businessRow(row.id)).toMatchObject({ status: "contacted", notes: "ملاحظة" });
      expect(await auditOf(services, row.id)).toHaveLength(2);

      const deleted = await postBusiness(row.id, { intent: "delete", confirm: "yes" });
      expect(deleted).toMatchObject({
        status: 200,
        body: { ok: true, intent: "delete", message: "The request has been deleted.", deleted: true },
      });
      expect(await businessRow(row.id)).toBeUndefined();
      expect((await auditOf(services, row.id)).at(-1)).toMatchObject({
        action: "business_consultation.delete",
        before: { fullName: `Karim ${tag}`, jurisdiction: "Singapore", notes: "ملاحظة" },
        after: null,
      });
      expect((await postBusiness(row.id, { intent: "delete", confirm: "yes" })).status).toBe(404);
      expect((await postBusiness("x", { intent: "delete", confirm: "yes" })).status).toBe(404);
    });

    it("answers a visitor 401 and a customer 403 on every action, changing nothing", async () => {
      const edu = await education();
      const biz = await business();
      const forms: [() => Promise<{ status: number; body: unknown }>, number][] = [
        [
          () =>
            postEducation(
              "/admin/consultations/education",
              { intent: "status", id: edu.id, from: "new", to: "in_progress" },
              null,
            ),
          401,
        ],
        [
          () =>
            postEducation(
              "/admin/consultations/education",
              { intent: "status", id: edu.id, from: "new", to: "in_progress" },
              customer,
            ),
          403,
        ],
        [
          () =>
            postEducation(
              `/admin/consultations/education/${edu.id}`,
              { intent: "status", from: "new", to: "in_progress" },
              customer,
              { id: edu.id },
            ),
          403,
        ],
        [
          () =>
            postBusiness(
              biz.id,
              { intent: "update", status_from: "pending", status: "contacted", notes: "x" },
              null,
            ),
          401,
        ],
        [
          () =>
            postBusiness(
              biz.id,
              { intent: "update", status_from: "pending", status: "contacted", notes: "x" },
              customer,
            ),
          403,
        ],
        [() => postBusiness(biz.id, { intent: "delete", confirm: "yes" }, null), 401],
        [() => postBusiness(biz.id, { intent: "delete", confirm: "yes" }, customer, "ar"), 403],
      ];
      for (const [run, status] of forms) expect((await run()).status).toBe(status);
      expect(await educationStatus(edu.id)).toBe("new");
      expect(await businessRow(biz.id)).toMatchObject({ status: "pending", notes: null });
      expect(await auditOf(services, edu.id)).toEqual([]);
      expect(await auditOf(services, biz.id)).toEqual([]);
    });
  });
}
