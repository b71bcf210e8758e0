import { eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { auditLog, user } from "../../platform/db/schema/index.ts";
import { loader as auditEntryLoader } from "../../routes/admin/audit.$id.tsx";
import { loader as auditLoader } from "../../routes/admin/audit.tsx";
import { auditDiff, auditList, readableValue } from "./audit-list.ts";
import { auditFilterOptions, findAuditEntry, listAudit } from "./audit-log.server.ts";

const ORIGIN = "http://shop.test";
const PASSWORD = "Str0ng!pass";

/** A route's status: thrown Responses and data() with an init, or 200. */
async function statusOf(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await run();
    return { status: 200, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") };
    const value = thrown as { type?: string; init?: ResponseInit | null };
    if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 500, location: null };
    throw thrown;
  }
}

for (const database of testDatabases()) {
  describe(`the audit log screen on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let adminCookie = "";
    let customerCookie = "";

    async function signUp(email: string, role: "admin" | "customer") {
      await services.auth.api.signUpEmail({
        body: {
          email,
          password: PASSWORD,
          name: email,
          firstName: "A",
          lastName: "B",
          locale: "en",
        } as never,
      });
      await services.db.update(user).set({ emailVerified: true, role }).where(eq(user.email, email));
      const response = await services.auth.api.signInEmail({
        body: { email, password: PASSWORD },
        asResponse: true,
      });
      return response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    }

    async function args(path: string, cookie?: string) {
      const request = new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
      const context = await routeContext(services, request, "en");
      const id = /^\/admin\/audit\/([^/?]+)/.exec(path)?.[1];
      // As the server calls a route: the tests leave out what the loaders do not read (url, pattern).
      return { request, context, params: id ? { id } : {} } as never;
    }

    const parse = (search: string) => auditList.parse(new URLSearchParams(search));

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
      adminCookie = await signUp(`audit-admin-${database.name}@example.com`, "admin");
      customerCookie = await signUp(`audit-customer-${database.name}@example.com`, "customer");
      // 25 entries, one an hour from 1 March 2025 00:00 UTC: even ones by Ada on users, odd ones by Omar on bookings.
      await services.db.insert(auditLog).values(
        Array.from({ length: 25 }, (_, i) => ({
          id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
          actorId: i % 2 === 0 ? "ada" : "omar",
          actorEmail: i % 2 === 0 ? "ada@staff.example" : "Omar@Staff.example",
          action: i % 2 === 0 ? "user.deactivate" : "booking.status",
          subjectType: i % 2 === 0 ? "user" : "booking",
          subjectId: `subject-${i}`,
          before: i % 2 === 0 ? { isActive: true, name: "Lina" } : { status: "pending", note: null },
          after: i % 2 === 0 ? { isActive: false, name: "Lina" } : { status: "confirmed", note: "ok" },
          ipAddress: "203.0.113.7",
          userAgent: "vitest",
          createdAt: new Date(Date.UTC(2025, 2, 1, i)),
        })),
      );
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("pages 20 at a time, newest first", async () => {
      const first = await listAudit(services.db, parse(""), "en");
      expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20, totalPages: 2 });
      expect(first.items[0]).toMatchObject({
        id: "00000000-0000-4000-8000-000000000024",
        at: "2025-03-02T00:00:00.000Z",
        actorEmail: "ada@staff.example",
        action: "user.deactivate",
        subjectType: "user",
        subjectId: "subject-24",
        ipAddress: "203.0.113.7",
      });
      const times = first.items.map((row) => row.at);
      expect(times).toEqual([...times].sort().reverse());
      const second = await listAudit(services.db, parse("page=2"), "en");
      expect(second.items.map((row) => row.subjectId)).toEqual([
        "subject-4",
        "subject-3",
        "subject-2",
        "subject-1",
        "subject-0",
      ]);
      expect((await listAudit(services.db, parse("sort=time"), "en")).items[0]?.subjectId).toBe("subject-0");
    });

    it("filters by action, subject type, actor e-mail (any case) and UTC days", async () => {
      const byAction = await listAudit(services.db, parse("action=booking.status"), "en");
      expect(byAction.total).toBe(12);
      expect(byAction.items.every((row) => row.action === "booking.status")).toBe(true);
      expect((await listAudit(services.db, parse("type=user"), "en")).total).toBe(13);
      expect((await listAudit(services.db, parse("q=omar@staff"), "en")).total).toBe(12);
      expect((await listAudit(services.db, parse("q=ADA"), "en")).total).toBe(13);
      expect((await listAudit(services.db, parse("q=nobody"), "en")).total).toBe(0);
      // `%` is literal in the search
      expect((await listAudit(services.db, parse("q=%"), "en")).total).toBe(0);
      const secondDay = await listAudit(services.db, parse("date_from=2025-03-02&date_to=2025-03-02"), "en");
      expect(secondDay.items.map((row) => row.subjectId)).toEqual(["subject-24"]);
      expect((await listAudit(services.db, parse("date_to=2025-03-01"), "en")).total).toBe(24);
      expect(
        (await listAudit(services.db, parse("action=user.deactivate&type=user&q=ada"), "en")).total,
      ).toBe(13);
      // a malformed filter is no filter
      expect(
        (await listAudit(services.db, parse("action=DROP TABLE&date_from=2025-02-30"), "en")).total,
      ).toBe(25);
    });

    it("offers the actions and subject types present", async () => {
      expect(await auditFilterOptions(services.db)).toEqual({
        actions: ["booking.status", "user.deactivate"],
        types: ["booking", "user"],
      });
    });

    it("shows one entry with a readable diff, changed keys first", async () => {
      const entry = await findAuditEntry(services.db, "00000000-0000-4000-8000-000000000003", "en");
      expect(entry).toMatchObject({ action: "booking.status", userAgent: "vitest", actorId: "omar" });
      expect(auditDiff(entry!.before, entry!.after)).toEqual([
        { key: "note", before: null, after: "ok", changed: true },
        { key: "status", before: "pending", after: "confirmed", changed: true },
      ]);
      expect(auditDiff({ a: { b: 1, c: 2 } }, { a: { b: 1, c: 3 }, d: [1] })).toEqual([
        { key: "a.c", before: 2, after: 3, changed: true },
        { key: "d", before: undefined, after: [1], changed: true },
        { key: "a.b", before: 1, after: 1, changed: false },
      ]);
      expect(readableValue(null)).toBe("—");
      expect(readableValue({ x: 1 })).toBe('{"x":1}');
      expect(await findAuditEntry(services.db, "not-a-uuid", "en")).toBeNull();
      expect(await findAuditEntry(services.db, "00000000-0000-4000-8000-000000000999", "en")).toBeNull();
    });

    it("names each subject as staff know it: e-mail, booking reference, else the stored id", async () => {
      const [admin] = await services.db
        .select()
        .from(user)
        .where(eq(user.email, `audit-admin-${database.name}@example.com`));
      const booking = "3f9a12c0-0000-4000-8000-000000000001";
      const base = {
        actorId: "ada",
        actorEmail: "ada@staff.example",
        createdAt: new Date(Date.UTC(2030, 0, 1)),
      };
      await services.db.insert(auditLog).values([
        {
          ...base,
          id: "00000000-0000-4000-8000-000000000101",
          action: "user.make_admin",
          subjectType: "user",
          subjectId: admin!.id,
        },
        {
          ...base,
          id: "00000000-0000-4000-8000-000000000102",
          action: "booking.delete",
          subjectType: "booking",
          subjectId: booking,
        },
        {
          ...base,
          id: "00000000-0000-4000-8000-000000000103",
          action: "user.deactivate",
          subjectType: "user",
          subjectId: "gone",
        },
        {
          ...base,
          id: "00000000-0000-4000-8000-000000000104",
          action: "order.ship",
          subjectType: "order",
          subjectId: "not-a-uuid",
        },
      ]);
      const { items } = await listAudit(services.db, parse("date_from=2030-01-01"), "en");
      const label = (id: string) => items.find((row) => row.id === id)?.subjectLabel;
      expect(label("00000000-0000-4000-8000-000000000101")).toBe(`audit-admin-${database.name}@example.com`);
      expect(label("00000000-0000-4000-8000-000000000102")).toBe("BK-3F9A12C0");
      expect(label("00000000-0000-4000-8000-000000000103")).toBeNull();
      expect(label("00000000-0000-4000-8000-000000000104")).toBeNull();
      const entry = await findAuditEntry(services.db, "00000000-0000-4000-8000-000000000101", "en");
      expect(entry?.subjectLabel).toBe(`audit-admin-${database.name}@example.com`);
      await services.db.delete(auditLog).where(gte(auditLog.createdAt, base.createdAt));
    });

    it("answers an admin; refuses a customer (403) and a visitor (401); 404 for an unknown entry", async () => {
      const page = await auditLoader(await args("/admin/audit?action=user.deactivate", adminCookie));
      expect(page.result.total).toBe(13);
      expect(page.options.actions).toContain("booking.status");
      const entry = await auditEntryLoader(
        await args("/admin/audit/00000000-0000-4000-8000-000000000002", adminCookie),
      );
      expect(entry.entry.subjectId).toBe("subject-2");

      expect(
        await statusOf(async () => auditLoader(await args("/admin/audit", customerCookie))),
      ).toMatchObject({
        status: 403,
      });
      const visitor = await statusOf(async () => auditLoader(await args("/admin/audit")));
      expect([401, 302]).toContain(visitor.status);
      expect(
        await statusOf(async () =>
          auditEntryLoader(await args("/admin/audit/00000000-0000-4000-8000-000000000003", customerCookie)),
        ),
      ).toMatchObject({ status: 403 });
      expect(
        await statusOf(async () =>
          auditEntryLoader(await args("/admin/audit/00000000-0000-4000-8000-000000000999", adminCookie)),
        ),
      ).toMatchObject({ status: 404 });
    });
  });
}
