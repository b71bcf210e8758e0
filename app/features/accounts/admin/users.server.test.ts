import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { routeContext } from "../../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { Database, DatabaseHandle } from "../../../platform/db/client.server.ts";
import { auditLog, newsletterSubscribers, session, user } from "../../../platform/db/schema/index.ts";
import { auditActor } from "../../../platform/domain/audit.server.ts";
import { formatDate } from "../../../platform/i18n/format.ts";
import type { Locale } from "../../../platform/i18n/localized.ts";
import { readOutbox } from "../../../platform/mail/mail.server.ts";
import { subscriberList, userList } from "./lists.ts";
import {
  subscribersAction,
  subscribersExport,
  subscribersLoader,
  userAction,
  userLoader,
  usersExport,
  usersLoader,
} from "./people-routes.server.ts";
import { exportSubscribers, listSubscribers } from "./subscribers.server.ts";
import { exportUsers, listUsers, setActive, setRole } from "./users.server.ts";

const ORIGIN = "http://shop.test";
const PASSWORD = "Str0ng!pass";
const HEADER = "ID,Email,Full Name,Role,Active,Joined Date,Last Login";

/** A download's text with its byte order mark kept (Response.text() drops it). */
async function textWithBom(response: Response): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
}

interface Answer {
  status: number;
  body: unknown;
  location?: string | null;
}

/** A route's answer: a redirect or Response, or data with its status (thrown or returned). */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, body: null, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, body: value.data };
  if (value && typeof value === "object" && !("type" in value)) return { status: 200, body: value };
  throw result;
}

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

/** A database whose selects are counted (to see an export read in pages). */
function countingSelects(db: Database): { db: Database; selects: () => number } {
  let selects = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select") selects += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, selects: () => selects };
}

for (const database of testDatabases()) {
  describe(`the people screens on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let accounts = 0;
    let admin: { id: string; email: string; cookie: string };
    let customer: { id: string; email: string; cookie: string };

    async function signUp(options: {
      role?: "customer" | "admin";
      locale?: Locale;
      firstName?: string;
      lastName?: string;
    }) {
      accounts += 1;
      const email = `people-${accounts}-${database.name}@example.com`;
      const firstName = options.firstName ?? "Lina";
      const lastName = options.lastName ?? `Haddad${accounts}`;
      await services.auth.api.signUpEmail({
        body: {
          email,
          password: PASSWORD,
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          locale: options.locale ?? "en",
        } as never,
      });
      await services.db
        .update(user)
        .set({ emailVerified: true, role: options.role ?? "customer", locale: options.locale ?? "en" })
        .where(eq(user.email, email));
      const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return { id: row!.id, email, cookie: await signIn(email) };
    }

    async function signIn(email: string): Promise<string> {
      const response = await services.auth.api.signInEmail({
        body: { email, password: PASSWORD },
        asResponse: true,
      });
      return response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    }

    /** Sign-in over HTTP, as the dialog's form does: its status and message. */
    async function httpSignIn(email: string, locale: Locale = "en") {
      const response = await services.auth.handler(
        new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, "accept-language": locale },
          body: JSON.stringify({ email, password: PASSWORD }),
        }),
      );
      return {
        status: response.status,
        body: (await response.json()) as { code?: string; message?: string },
      };
    }

    async function args(
      path: string,
      options: {
        cookie?: string;
        method?: string;
        form?: Record<string, string | string[]>;
        locale?: Locale;
      } = {},
    ) {
      let body: URLSearchParams | undefined;
      if (options.form) {
        body = new URLSearchParams();
        for (const [key, value] of Object.entries(options.form)) {
          for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
        }
      }
      const request = new Request(`${ORIGIN}${path}`, {
        method: options.method ?? (body ? "POST" : "GET"),
        headers: { ...(options.cookie ? { cookie: options.cookie } : {}), "user-agent": "vitest" },
        body,
      });
      const context = await routeContext(services, request, options.locale ?? "en");
      const match = /^\/admin\/users\/([^/?]+)/.exec(path);
      return { request, context, params: match && match[1] !== "export" ? { id: match[1]! } : {} };
    }

    async function auditOf(subjectId: string) {
      return services.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, subjectId))
        .orderBy(auditLog.createdAt);
    }

    async function sessionsOf(id: string) {
      return services.db.select({ id: session.id }).from(session).where(eq(session.userId, id));
    }

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

    describe("deactivating and reactivating", () => {
      it("ends the sessions at once, refuses sign-in with the clear message, records the audit, reactivates", async () => {
        const target = await signUp({ firstName: "Omar", lastName: "Deactivated" });
        const second = await signIn(target.email);
        expect(second).not.toBe("");
        expect((await sessionsOf(target.id)).length).toBe(2);

        // Without confirmation the form goes to the confirmation step first.
        const unconfirmed = await answerOf(async () =>
          userAction(
            await args(`/admin/users/${target.id}`, { cookie: admin.cookie, form: { intent: "deactivate" } }),
          ),
        );
        expect(unconfirmed).toMatchObject({
          status: 302,
          location: `/admin/users/${target.id}?confirm=deactivate`,
        });
        expect((await sessionsOf(target.id)).length).toBe(2);

        const done = await answerOf(async () =>
          userAction(
            await args(`/admin/users/${target.id}`, {
              cookie: admin.cookie,
              form: { intent: "deactivate", confirm: "1" },
            }),
          ),
        );
        expect(done).toMatchObject({ status: 302, location: `/admin/users/${target.id}?done=deactivate` });
        expect(await sessionsOf(target.id)).toEqual([]);
        const [row] = await services.db
          .select({ isActive: user.isActive })
          .from(user)
          .where(eq(user.id, target.id));
        expect(row!.isActive).toBe(false);
        expect(
          await services.auth.api.getSession({ headers: new Headers({ cookie: target.cookie }) }),
        ).toBeNull();

        for (const locale of ["en", "ar"] as const) {
          const refused = await httpSignIn(target.email, locale);
          expect(refused.status).toBe(403);
          expect(refused.body.code).toBe("ACCOUNT_DEACTIVATED");
          expect(refused.body.message).toBe(
            locale === "en"
              ? "This account has been deactivated. Please contact us if you need help."
              : "تم إيقاف هذا الحساب. يُرجى التواصل معنا إن احتجت إلى مساعدة.",
          );
        }
        expect(await sessionsOf(target.id)).toEqual([]);

        const [entry] = await auditOf(target.id);
        expect(entry).toMatchObject({
          action: "user.deactivate",
          actorId: admin.id,
          actorEmail: admin.email,
          subjectType: "user",
          before: { isActive: true },
          after: { isActive: false, sessionsEnded: 2 },
          userAgent: "vitest",
        });

        // Twice: a translated 409, nothing written.
        const again = await answerOf(async () =>
          userAction(
            await args(`/admin/users/${target.id}`, {
              cookie: admin.cookie,
              form: { intent: "deactivate", confirm: "1" },
              locale: "ar",
            }),
          ),
        );
        expect(again).toMatchObject({
          status: 409,
          body: { ok: false, error: { code: "BUSINESS_INVALID_STATE", message: "هذا الحساب معطَّل بالفعل." } },
        });

        const page = await answerOf(async () =>
          userLoader(await args(`/admin/users/${target.id}?done=deactivate`, { cookie: admin.cookie })),
        );
        expect(page.body).toMatchObject({ user: { isActive: false, openSessions: 0 }, done: "deactivate" });

        const back = await answerOf(async () =>
          userAction(
            await args(`/admin/users/${target.id}`, { cookie: admin.cookie, form: { intent: "reactivate" } }),
          ),
        );
        expect(back).toMatchObject({ status: 302, location: `/admin/users/${target.id}?done=reactivate` });
        expect((await httpSignIn(target.email)).status).toBe(200);
        expect((await auditOf(target.id)).map((e) => e.action)).toEqual([
          "user.deactivate",
          "user.reactivate",
        ]);
      });
    });

    describe("roles and the protections", () => {
      it("makes and removes admins, never the last active one, never oneself", async () => {
        const other = await signUp({ firstName: "Rana", lastName: "Second" });
        const post = async (id: string, form: Record<string, string>, cookie = admin.cookie) =>
          answerOf(async () => userAction(await args(`/admin/users/${id}`, { cookie, form })));

        expect(await post(other.id, { intent: "make-admin", confirm: "1" })).toMatchObject({
          status: 302,
          location: `/admin/users/${other.id}?done=make-admin`,
        });
        expect((await auditOf(other.id)).at(-1)).toMatchObject({
          action: "user.make_admin",
          before: { role: "customer" },
          after: { role: "admin" },
        });
        // The new admin's session now passes the admin guard.
        expect(
          (await answerOf(async () => usersLoader(await args("/admin/users", { cookie: other.cookie }))))
            .status,
        ).toBe(200);

        // Nobody changes their own role or deactivates themselves.
        for (const intent of ["remove-admin", "deactivate"]) {
          expect(await post(admin.id, { intent, confirm: "1" })).toMatchObject({
            status: 409,
            body: { error: { message: "You cannot deactivate your own account or change your own role." } },
          });
        }

        // Every other admin made a customer or deactivated: `admin` is the last active admin.
        const others = await services.db
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.role, "admin"), eq(user.isActive, true)));
        const actor = auditActor(admin, new Request(ORIGIN));
        for (const { id } of others) if (id !== admin.id) await setRole(services.db, actor, id, "customer");
        const lastAdminActor = auditActor(other, new Request(ORIGIN));
        await expect(setRole(services.db, lastAdminActor, admin.id, "customer")).rejects.toMatchObject({
          status: 409,
          reason: "lastAdmin",
        });
        await expect(setActive(services.db, lastAdminActor, admin.id, false)).rejects.toMatchObject({
          status: 409,
          reason: "lastAdmin",
        });
        const [still] = await services.db.select().from(user).where(eq(user.id, admin.id));
        expect(still).toMatchObject({ role: "admin", isActive: true });

        // With a second admin again, either may remove the other.
        await setRole(services.db, actor, other.id, "admin");
        await setRole(services.db, lastAdminActor, admin.id, "customer");
        await setRole(services.db, lastAdminActor, admin.id, "admin");
        await expect(setRole(services.db, actor, other.id, "admin")).rejects.toMatchObject({
          status: 409,
          reason: "alreadyAdmin",
        });
      });

      it("refuses bad input with 400 and an unknown user with 404, translated", async () => {
        const post = async (path: string, form: Record<string, string>) =>
          answerOf(async () => userAction(await args(path, { cookie: admin.cookie, form, locale: "ar" })));
        expect(await post(`/admin/users/${customer.id}`, { intent: "delete" })).toMatchObject({
          status: 400,
          body: {
            error: {
              code: "API_BAD_REQUEST",
              message: "تعذّر فهم هذا الطلب. أعد تحميل الصفحة وحاول مرة أخرى.",
            },
          },
        });
        expect(await post(`/admin/users/${customer.id}`, {})).toMatchObject({ status: 400 });
        expect(await post("/admin/users/no-such-user", { intent: "reactivate" })).toMatchObject({
          status: 404,
          body: { error: { code: "API_NOT_FOUND", message: "هذا المستخدم غير موجود." } },
        });
        expect(await post("/admin/users/bad%20id!", { intent: "reactivate" })).toMatchObject({ status: 404 });
        expect(
          await answerOf(async () =>
            userLoader(await args("/admin/users/no-such-user", { cookie: admin.cookie })),
          ),
        ).toMatchObject({ status: 404 });
        const doubled = await answerOf(async () =>
          userAction(
            await args(`/admin/users/${customer.id}`, {
              cookie: admin.cookie,
              form: { intent: ["reactivate", "deactivate"] },
            }),
          ),
        );
        expect(doubled.status).toBe(400);
      });
    });

    describe("the password-reset e-mail", () => {
      it("goes out in the user's language, with the reset link, and is audited", async () => {
        const arabic = await signUp({ locale: "ar", firstName: "سارة", lastName: "العلي" });
        const english = await signUp({ locale: "en", firstName: "Sara", lastName: "Ali" });
        for (const target of [arabic, english]) {
          const answer = await answerOf(async () =>
            userAction(
              await args(`/admin/users/${target.id}`, {
                cookie: admin.cookie,
                form: { intent: "send-reset" },
              }),
            ),
          );
          expect(answer).toMatchObject({
            status: 302,
            location: `/admin/users/${target.id}?done=send-reset`,
          });
        }
        const mailTo = async (email: string) => {
          for (let i = 0; i < 50; i++) {
            const found = (await readOutbox(`${services.dataDir}/mail`)).filter(
              (m) => m.to === email && m.template === "reset-password",
            );
            if (found.length > 0) return found;
            await new Promise((r) => setTimeout(r, 100));
          }
          return [];
        };
        const [toArabic] = await mailTo(arabic.email);
        const [toEnglish] = await mailTo(english.email);
        expect(toArabic).toMatchObject({ locale: "ar" });
        expect(toEnglish).toMatchObject({ locale: "en" });
        expect(toArabic!.links.some((l) => l.startsWith(`${ORIGIN}/reset-password?token=`))).toBe(true);
        expect((await auditOf(arabic.id)).at(-1)).toMatchObject({
          action: "user.password_reset",
          after: { email: arabic.email, locale: "ar" },
        });

        // Not for a deactivated account.
        await setActive(services.db, auditActor(admin, new Request(ORIGIN)), english.id, false);
        expect(
          await answerOf(async () =>
            userAction(
              await args(`/admin/users/${english.id}`, {
                cookie: admin.cookie,
                form: { intent: "send-reset" },
              }),
            ),
          ),
        ).toMatchObject({
          status: 409,
          body: {
            error: {
              message: "This account is deactivated: reactivate it before sending a password-reset e-mail.",
            },
          },
        });
      });
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
          body: { ok: true, notice: "1 subscriber unsubscribed." },
        });
        expect(await post({ intent: "unsubscribe", ids: [ids[0]!, ids[1]!, ids[2]!] }, "ar")).toMatchObject({
          status: 200,
          body: { ok: true, notice: "أُلغي اشتراك مشتركَين." },
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

    describe("authorization of every loader and action", () => {
      it("gives a customer 403 and a visitor 401 (actions) or the sign-in dialog (pages)", async () => {
        const calls: [
          string,
          (a: Awaited<ReturnType<typeof args>>) => Promise<unknown>,
          Record<string, string>?,
        ][] = [
          ["/admin/users", usersLoader],
          [`/admin/users/${customer.id}`, userLoader],
          ["/admin/users/export", usersExport],
          ["/admin/subscribers", subscribersLoader],
          ["/admin/subscribers/export", subscribersExport],
          [`/admin/users/${admin.id}`, userAction, { intent: "deactivate", confirm: "1" }],
          [`/admin/users/${admin.id}`, userAction, { intent: "remove-admin", confirm: "1" }],
          [`/admin/users/${customer.id}`, userAction, { intent: "make-admin", confirm: "1" }],
          [`/admin/users/${admin.id}`, userAction, { intent: "send-reset" }],
          [`/admin/users/${admin.id}`, userAction, { intent: "reactivate" }],
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
        const [me] = await services.db.select().from(user).where(eq(user.id, customer.id));
        expect(me).toMatchObject({ role: "customer", isActive: true });
      });
    });
  });
}
