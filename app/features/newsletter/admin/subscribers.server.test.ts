import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../../../tests/helpers/csv.ts";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import {
  routeAnswer as answerOf,
  countingSelects,
  type Person,
  people,
  routeArgs,
  textWithBom,
} from "../../../../tests/helpers/people-fixtures.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import { auditLog, newsletterSubscribers } from "../../../platform/db/schema/index.ts";
import { formatDate } from "../../../platform/i18n/format.ts";
import type { Locale } from "../../../platform/i18n/localized.ts";
import { loader as subscribersExport } from "../../../routes/admin/subscribers.export.ts";
import {
  action as subscribersAction,
  loader as subscribersLoader,
} from "../../../routes/admin/subscribers.tsx";
import { exportSubscribers, listSubscribers } from "./subscribers.server.ts";
import { subscriberList } from "./subscribers.ts";

for (const database of testDatabases()) {
  describe(`the subscribers screen on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Person;
    let customer: Person;
    const { signUp } = people(() => services, `people-${database.name}`);
    const args = (path: string, options: Parameters<typeof routeArgs>[2] = {}) =>
      routeArgs(services, path, options);

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
      admin = await signUp({ role: "admin", firstName: "Ada", lastName: "Admin" });
      customer = await signUp({ firstName: "Karim", lastName: "Customer" });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    describe("the subscribers", () => {
      const ids: string[] = [];
      beforeAll(async () => {
        const rows = await services.db
          .insert(newsletterSubscribers)
          .values(
            Array.from({ length: 25 }, (_, i) => ({
              email: `reader-${String(i).padStart(2, "0")}-${database.name}@example.com`,
              locale: i % 2 ? ("ar" as const) : ("en" as const),
              status: i >= 22 ? ("unsubscribed" as const) : ("active" as const),
              subscribedAt: new Date(Date.UTC(2024, 2, 1 + i)),
            })),
          )
          .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
        ids.push(...rows.sort((a, b) => a.email.localeCompare(b.email)).map((r) => r.id));
      });
      const parse = (search: string) => subscriberList.parse(new URLSearchParams(search));

      it("lists the active ones by default, newest first; filters status, language and e-mail", async () => {
        const first = await listSubscribers(services.db, parse(""));
        expect(first).toMatchObject({ total: 22, totalPages: 2 });
        expect(first.items[0]).toMatchObject({ status: "active", subscribed: "2024-03-22" });
        expect((await listSubscribers(services.db, parse("status=unsubscribed"))).total).toBe(3);
        expect((await listSubscribers(services.db, parse("status=all"))).total).toBe(25);
        expect((await listSubscribers(services.db, parse("status=all&lang=ar"))).total).toBe(12);
        expect((await listSubscribers(services.db, parse("q=reader-03"))).items.map((s) => s.email)).toEqual([
          `reader-03-${database.name}@example.com`,
        ]);
        expect((await listSubscribers(services.db, parse("sort=email"))).items[0]!.email).toBe(
          `reader-00-${database.name}@example.com`,
        );
      });

      it("unsubscribes one and several (kept, marked), each audited; 409 and 404 translated; 400 on junk", async () => {
        const post = async (form: Record<string, string | string[]>, locale: Locale = "en") =>
          answerOf(async () =>
            subscribersAction(await args("/admin/subscribers", { cookie: admin.cookie, form, locale })),
          );
        expect(await post({ intent: "unsubscribe", ids: ids[0]! })).toMatchObject({
          status: 200,
          body: { ok: true, message: "1 subscriber unsubscribed." },
        });
        expect(await post({ intent: "unsubscribe", ids: [ids[0]!, ids[1]!, ids[2]!] }, "ar")).toMatchObject({
          status: 200,
          body: { ok: true, message: "أُلغي اشتراك مشتركَين." },
        });
        const rows = await services.db
          .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
          .from(newsletterSubscribers)
          .where(inArray(newsletterSubscribers.id, ids.slice(0, 4)));
        expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
          [ids[0]!]: "unsubscribed",
          [ids[1]!]: "unsubscribed",
          [ids[2]!]: "unsubscribed",
          [ids[3]!]: "active",
        });
        const entries = await services.db
          .select()
          .from(auditLog)
          .where(
            and(eq(auditLog.action, "subscriber.unsubscribe"), inArray(auditLog.subjectId, ids.slice(0, 3))),
          );
        expect(entries).toHaveLength(3);
        expect(entries[0]).toMatchObject({
          actorId: admin.id,
          subjectType: "newsletter_subscriber",
          before: { status: "active" },
          after: { status: "unsubscribed" },
        });

        expect(await post({ intent: "unsubscribe", ids: ids[0]! }, "ar")).toMatchObject({
          status: 409,
          body: { error: { message: "ألغى هؤلاء المشتركون اشتراكهم بالفعل." } },
        });
        expect(
          await post({ intent: "unsubscribe", ids: "00000000-0000-4000-8000-000000000000" }),
        ).toMatchObject({
          status: 404,
          body: { error: { message: "This subscriber does not exist." } },
        });
        expect(await post({ intent: "unsubscribe", ids: "not-a-uuid" })).toMatchObject({ status: 400 });
        expect(await post({ intent: "delete", ids: ids[3]! })).toMatchObject({ status: 400 });
        expect(await post({ intent: "unsubscribe" })).toMatchObject({ status: 400 });
        const tooMany = Array.from(
          { length: 101 },
          (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        );
        expect(await post({ intent: "unsubscribe", ids: tooMany })).toMatchObject({ status: 400 });
      });

      it("exports the list's selection as subscribers-export-{date}.csv, in pages", async () => {
        const response = (await subscribersExport(
          await args(`/admin/subscribers/export?status=all&q=-${database.name}@`, { cookie: admin.cookie }),
        )) as Response;
        expect(response.headers.get("content-disposition")).toContain(
          `filename="subscribers-export-${formatDate(new Date())}.csv"`,
        );
        const text = await textWithBom(response);
        expect(text.charCodeAt(0)).toBe(0xfeff);
        const records = parseCsv(text.slice(1));
        expect(records[0]).toEqual(["Email", "Language", "Status", "Subscribed Date"]);
        expect(records).toHaveLength(26);
        expect(records[1]).toEqual([
          `reader-00-${database.name}@example.com`,
          "en",
          "unsubscribed",
          "2024-03-01",
        ]);
        const counted = countingSelects(services.db);
        let n = 0;
        for await (const _ of exportSubscribers(counted.db, parse("status=all"), 10)) n += 1;
        expect(n).toBe(25);
        expect(counted.selects()).toBe(3);
      });
    });

    describe("addresses awaiting confirmation", () => {
      it("are neither listed nor exported as active; the status filter shows them as pending", async () => {
        await services.db.insert(newsletterSubscribers).values(
          [1, 2].map((n) => ({
            email: `waiting-${n}-${database.name}@example.com`,
            locale: "en" as const,
            status: "pending" as const,
          })),
        );
        const list = (search: string) =>
          listSubscribers(services.db, subscriberList.parse(new URLSearchParams(search)));
        expect((await list("q=waiting-")).total).toBe(0);
        const pending = await list("q=waiting-&status=pending");
        expect(pending.total).toBe(2);
        expect(pending.items.map((row) => row.status)).toEqual(["pending", "pending"]);
        expect((await list("q=waiting-&status=all")).total).toBe(2);
        expect((await list("status=pending")).items.every((row) => row.status === "pending")).toBe(true);

        const csv = async (search: string) =>
          parseCsv(
            (
              await textWithBom(
                (await subscribersExport(
                  await args(`/admin/subscribers/export?${search}`, { cookie: admin.cookie }),
                )) as Response,
              )
            ).slice(1),
          );
        expect(await csv("q=waiting-")).toHaveLength(1);
        const rows = await csv("q=waiting-&status=pending");
        expect(rows.slice(1).map((row) => row[2])).toEqual(["pending", "pending"]);
      });
    });

    describe("authorization of every loader and action", () => {
      it("gives a customer 403 and a visitor 401 (the action) or the sign-in dialog (pages)", async () => {
        const calls: [
          string,
          (a: Awaited<ReturnType<typeof args>>) => Promise<unknown>,
          Record<string, string>?,
        ][] = [
          ["/admin/subscribers", subscribersLoader],
          ["/admin/subscribers/export", subscribersExport],
          [
            "/admin/subscribers",
            subscribersAction,
            { intent: "unsubscribe", ids: "00000000-0000-4000-8000-000000000000" },
          ],
        ];
        const auditBefore = (await services.db.select().from(auditLog)).length;
        for (const [path, run, form] of calls) {
          const asCustomer = await answerOf(async () =>
            run(await args(path, { cookie: customer.cookie, form, locale: "ar" })),
          );
          expect(asCustomer, `customer ${path} ${form?.intent ?? "GET"}`).toMatchObject({
            status: 403,
            body: { error: { message: "تم رفض الوصول." } },
          });
          const asVisitor = await answerOf(async () => run(await args(path, { form })));
          if (form) expect(asVisitor, `visitor ${path} ${form.intent}`).toMatchObject({ status: 401 });
          else expect(asVisitor.status, `visitor ${path}`).toBe(302);
          if (!form) expect(asVisitor.location).toMatch(/^\/\?login=1/);
        }
        expect((await services.db.select().from(auditLog)).length).toBe(auditBefore);
      });
    });
  });
}
