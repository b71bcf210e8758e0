import { and, eq } from "drizzle-orm";
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
import { auditLog, user } from "../../../platform/db/schema/index.ts";
import { formatDate } from "../../../platform/i18n/format.ts";
import { loader as usersExport } from "../../../routes/admin/users.export.ts";
import { loader as usersLoader } from "../../../routes/admin/users.tsx";
import { exportUsers, listUsers } from "./users.server.ts";
import { userList } from "./users.ts";

const HEADER = "ID,Email,Full Name,Role,Active,Joined Date,Last Login";

for (const database of testDatabases()) {
  describe(`the users list and its export on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Person;
    const { signUp } = people(() => services, `people-${database.name}`);
    const args = (path: string, options: Parameters<typeof routeArgs>[2] = {}) =>
      routeArgs(services, path, options);

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
      admin = await signUp({ role: "admin", firstName: "Ada", lastName: "Admin" });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    describe("the users list", () => {
      const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n, 10, 0, 0));
      beforeAll(async () => {
        // 45 listed users with known names, roles, states and dates.
        await services.db.insert(user).values(
          Array.from({ length: 45 }, (_, i) => ({
            id: `list-user-${String(i).padStart(2, "0")}`,
            name: i === 7 ? "ليلى حداد" : `Listed Person ${String(i).padStart(2, "0")}`,
            email: `listed-${String(i).padStart(2, "0")}-${database.name}@example.org`,
            role: i % 9 === 0 ? "admin" : "customer",
            isActive: i % 5 !== 0,
            createdAt: day(i),
            lastSignInAt: i % 3 === 0 ? null : day(i + 1),
          })),
        );
      });
      const parse = (search: string) => userList.parse(new URLSearchParams(search));

      it("pages 20 at a time, newest first, with dates as yyyy-MM-dd", async () => {
        const first = await listUsers(services.db, parse("q=listed"));
        expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20, totalPages: 3 });
        expect(first.items).toHaveLength(20);
        expect(first.items[0]).toMatchObject({
          id: "list-user-44",
          joined: "2024-02-14",
          lastSignIn: "2024-02-15",
        });
        const third = await listUsers(services.db, parse("q=listed&page=3"));
        expect(third.items).toHaveLength(5);
        expect(third.items.at(-1)).toMatchObject({
          id: "list-user-00",
          joined: "2024-01-01",
          lastSignIn: null,
        });
      });

      it("searches names (Arabic too) and e-mails, filters by role and active, sorts by the allow-list", async () => {
        expect((await listUsers(services.db, parse("q=Person 12"))).items.map((u) => u.id)).toEqual([
          "list-user-12",
        ]);
        expect((await listUsers(services.db, parse("q=ليلى"))).items.map((u) => u.id)).toEqual([
          "list-user-07",
        ]);
        // Arabic letter variants fold: ى and ي are one letter to the search.
        expect((await listUsers(services.db, parse("q=ليلي"))).items.map((u) => u.id)).toEqual([
          "list-user-07",
        ]);
        expect(
          (await listUsers(services.db, parse(`q=listed-31-${database.name}`))).items.map((u) => u.id),
        ).toEqual(["list-user-31"]);
        const admins = await listUsers(services.db, parse("q=example.org&role=admin"));
        expect(admins.items.map((u) => u.id).sort()).toEqual(
          ["list-user-00", "list-user-09", "list-user-18", "list-user-27", "list-user-36"].sort(),
        );
        const inactive = await listUsers(services.db, parse("q=example.org&active=0"));
        expect(inactive.total).toBe(9);
        expect(inactive.items.every((u) => !u.isActive)).toBe(true);
        const both = await listUsers(services.db, parse("q=example.org&role=admin&active=0"));
        expect(both.items.map((u) => u.id)).toEqual(["list-user-00"]);
        const byEmail = await listUsers(services.db, parse("q=example.org&sort=email"));
        expect(byEmail.items[0]!.id).toBe("list-user-00");
        const byNameDesc = await listUsers(services.db, parse("q=Listed Person&sort=-name"));
        expect(byNameDesc.items[0]!.id).toBe("list-user-44");
        const lastSignIn = await listUsers(services.db, parse("q=example.org&sort=lastSignIn&page=3"));
        expect(lastSignIn.items.at(-1)!.lastSignIn).toBeNull();
        // Junk reads as the default.
        const junk = await listUsers(services.db, parse("q=example.org&sort=<script>&role=root&page=-1"));
        expect(junk).toMatchObject({ total: 45, page: 1 });
      });

      it("answers the list's loader for an admin with the URL's query", async () => {
        const answer = await answerOf(async () =>
          usersLoader(
            await args("/admin/users?q=listed&active=1&sort=joined&page=2", { cookie: admin.cookie }),
          ),
        );
        const result = (answer.body as { result: { items: { id: string }[]; total: number } }).result;
        expect(result.total).toBe(36);
        expect(result.items[0]!.id).toBe("list-user-26");
      });
    });

    describe("the users CSV export", () => {
      beforeAll(async () => {
        await services.db.insert(user).values([
          {
            id: "csv-user-1",
            name: 'Smith, "Jo"\nSecond line',
            email: `csv-1-${database.name}@example.net`,
            createdAt: new Date("2023-05-06T23:59:59.999Z"),
            lastSignInAt: new Date("2024-07-08T00:00:00.000Z"),
          },
          {
            id: "csv-user-2",
            name: "=cmd|' /C calc'!A0",
            email: `csv-2-${database.name}@example.net`,
            role: "admin",
            isActive: false,
            createdAt: new Date("2023-05-07T00:00:00.000Z"),
          },
          {
            id: "csv-user-3",
            name: "فاطمة الزهراء",
            email: `csv-3-${database.name}@example.net`,
            createdAt: new Date("2023-05-08T12:00:00.000Z"),
          },
        ]);
      });

      it("names the file, writes the BOM, the exact header, quoting, Arabic, neutralised formulas and dates", async () => {
        const response = (await usersExport(
          await args("/admin/users/export?q=example.net", { cookie: admin.cookie }),
        )) as Response;
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
        expect(response.headers.get("content-disposition")).toContain(
          `filename="users-export-${formatDate(new Date())}.csv"`,
        );
        expect(response.headers.get("cache-control")).toBe("no-store");
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = new TextDecoder().decode(bytes.slice(3));
        expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
        expect(text).toContain('"Smith, ""Jo""\nSecond line"');
        const records = parseCsv(text);
        expect(records).toEqual([
          HEADER.split(","),
          [
            "csv-user-1",
            `csv-1-${database.name}@example.net`,
            'Smith, "Jo"\nSecond line',
            "customer",
            "Yes",
            "2023-05-06",
            "2024-07-08",
          ],
          [
            "csv-user-2",
            `csv-2-${database.name}@example.net`,
            "'=cmd|' /C calc'!A0",
            "admin",
            "No",
            "2023-05-07",
            "",
          ],
          [
            "csv-user-3",
            `csv-3-${database.name}@example.net`,
            "فاطمة الزهراء",
            "customer",
            "Yes",
            "2023-05-08",
            "",
          ],
        ]);
        // The export is in the audit log, with its filters and count.
        const [entry] = await services.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "users.export"), eq(auditLog.actorId, admin.id)))
          .orderBy(auditLog.createdAt);
        expect(entry).toMatchObject({
          actorEmail: admin.email,
          subjectType: "user",
          after: { filters: { q: "example.net", role: null, active: null }, count: 3 },
        });
      });

      it("applies the filters and reads the database in pages by keyset", async () => {
        const filtered = (await usersExport(
          await args("/admin/users/export?q=example.net&role=admin", { cookie: admin.cookie }),
        )) as Response;
        expect(parseCsv((await textWithBom(filtered)).slice(1)).map((r) => r[0])).toEqual([
          "ID",
          "csv-user-2",
        ]);

        const counted = countingSelects(services.db);
        const rows = [];
        for await (const row of exportUsers(counted.db, userList.parse(new URLSearchParams("q=listed")), 7)) {
          rows.push(row.id);
        }
        expect(rows).toHaveLength(45);
        expect(new Set(rows).size).toBe(45);
        expect(rows[0]).toBe("list-user-00");
        expect(rows.at(-1)).toBe("list-user-44");
        // 45 rows at 7 a page: 7 reads (the last one short), never the whole table at once.
        expect(counted.selects()).toBe(7);
      });
    });
  });
}
