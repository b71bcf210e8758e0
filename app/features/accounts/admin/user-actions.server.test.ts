import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import {
  routeAnswer as answerOf,
  ORIGIN,
  type Person,
  people,
  routeArgs,
} from "../../../../tests/helpers/people-fixtures.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import { auditLog, session, user } from "../../../platform/db/schema/index.ts";
import { auditActor } from "../../../platform/domain/audit.server.ts";
import { readOutbox } from "../../../platform/mail/mail.server.ts";
import { action as userAction, loader as userLoader } from "../../../routes/admin/users.$id.tsx";
import { loader as usersExport } from "../../../routes/admin/users.export.ts";
import { loader as usersLoader } from "../../../routes/admin/users.tsx";
import { setActive, setRole } from "./users.server.ts";

for (const database of testDatabases()) {
  describe(`the user page's changes on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Person;
    let customer: Person;
    const { signUp, signIn, httpSignIn } = people(() => services, `people-${database.name}`);
    const args = (path: string, options: Parameters<typeof routeArgs>[2] = {}) =>
      routeArgs(services, path, options);

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
          [`/admin/users/${admin.id}`, userAction, { intent: "deactivate", confirm: "1" }],
          [`/admin/users/${admin.id}`, userAction, { intent: "remove-admin", confirm: "1" }],
          [`/admin/users/${customer.id}`, userAction, { intent: "make-admin", confirm: "1" }],
          [`/admin/users/${admin.id}`, userAction, { intent: "send-reset" }],
          [`/admin/users/${admin.id}`, userAction, { intent: "reactivate" }],
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
