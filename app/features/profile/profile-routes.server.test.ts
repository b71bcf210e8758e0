import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import { CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { session, user } from "../../platform/db/schema/index.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import * as dataRoute from "../../routes/profile/data.tsx";
import * as overviewRoute from "../../routes/profile/overview.tsx";
import * as passwordRoute from "../../routes/profile/password.tsx";
import * as sessionsRoute from "../../routes/profile/sessions.tsx";
import * as settingsRoute from "../../routes/profile/settings.tsx";

const PASSWORD = "Str0ng!pass";
const NEW_PASSWORD = "N3w!Passw0rd";
const ORIGIN = "http://shop.test";
const LOCALES = ["en", "ar"] as const;

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  headers: Headers;
  location: string | null;
}

/** A route's answer: a Response (redirect, file) or data with its status, thrown or returned. */
async function answerOf(run: () => unknown): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const json = (result.headers.get("content-type") ?? "").includes("json") ? await result.json() : null;
    return {
      status: result.status,
      body: json,
      headers: result.headers,
      location: result.headers.get("location"),
    };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") {
    return {
      status: value.init?.status ?? 200,
      body: value.data as Record<string, unknown>,
      headers: new Headers(value.init?.headers),
      location: null,
    };
  }
  if (result instanceof Error) throw result;
  return { status: 200, body: result as Record<string, unknown>, headers: new Headers(), location: null };
}

/** The per-field messages of a refused form (Conform's reply). */
function errorsOf(answer: Answer): Record<string, string[]> | undefined {
  return (answer.body?.result as { error?: Record<string, string[]> } | undefined)?.error;
}

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

for (const database of testDatabases()) {
  describe(`the profile's routes on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let accounts = 0;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    async function signIn(
      email: string,
      password = PASSWORD,
      agent = "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0",
    ) {
      const response = await services.auth.api.signInEmail({
        body: { email, password },
        headers: new Headers({ "user-agent": agent }),
        asResponse: true,
      });
      expect(response.status).toBe(200);
      return response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    }

    async function customer(): Promise<{ id: string; email: string; cookie: string }> {
      accounts += 1;
      const email = `profile-${accounts}-${database.name}@example.com`;
      await services.auth.api.signUpEmail({
        body: { email, password: PASSWORD, name: "Lina Haddad", firstName: "Lina", lastName: "Haddad" },
      });
      await services.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return { id: row!.id, email, cookie: await signIn(email) };
    }

    async function call(
      route: RouteModule,
      kind: "loader" | "action",
      path: string,
      options: { cookie?: string; locale?: Locale; form?: Record<string, string>; data?: boolean } = {},
    ): Promise<Answer> {
      const url = `${ORIGIN}${path}${options.data ? ".data" : ""}`;
      const headers: Record<string, string> = { [CLIENT_IP_HEADER]: "203.0.113.7" };
      if (options.cookie) headers.cookie = options.cookie;
      const request = new Request(
        url,
        options.form ? { method: "POST", body: new URLSearchParams(options.form), headers } : { headers },
      );
      const context = await routeContext(services, request, options.locale ?? "en");
      return answerOf(() => route[kind]!({ request, context, params: {} } as never));
    }

    it("sends a visitor to / with the sign-in dialog, and refuses an action with a translated 401", async () => {
      for (const route of [overviewRoute, dataRoute, settingsRoute, sessionsRoute] as RouteModule[]) {
        const page = await call(route, "loader", "/profile/settings");
        expect(page.status).toBe(302);
        expect(page.location).toMatch(/^\/\?login=1/);
      }
      const t = createI18n("ar").t;
      const refused = await call(settingsRoute, "action", "/profile/settings", {
        form: { firstName: "X", lastName: "Y" },
        locale: "ar",
      });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: { message: t("errors:messages.authFailed") } });
    });

    it.each(LOCALES)("checks the settings with spec §5's rules and saves them (%s)", async (locale) => {
      const t = createI18n(locale).t;
      const me = await customer();
      const post = (form: Record<string, string>) =>
        call(settingsRoute, "action", "/profile/settings", { cookie: me.cookie, locale, form, data: true });

      const empty = await post({ firstName: "", lastName: "", phone: "" });
      expect(empty.status).toBe(400);
      expect(errorsOf(empty)).toEqual({
        firstName: [t("errors:validation.required")],
        lastName: [t("errors:validation.required")],
      });
      const badPhone = await post({ firstName: "Lina", lastName: "Haddad", phone: "0501234567" });
      expect(badPhone.status).toBe(400);
      expect(errorsOf(badPhone)).toEqual({
        phone: [t("errors:codes.VALIDATION_INVALID_PHONE")],
      });
      const badName = await post({ firstName: "<b>Lina</b>", lastName: "Haddad" });
      expect(errorsOf(badName)).toEqual({
        firstName: [t("errors:validation.invalidName")],
      });

      const saved = await post({ firstName: "  Layla ", lastName: "Al-Haddad", phone: "+971 50 123 4567" });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ ok: true });
      const [row] = await services.db.select().from(user).where(eq(user.id, me.id));
      expect(row).toMatchObject({
        firstName: "Layla",
        lastName: "Al-Haddad",
        name: "Layla Al-Haddad",
        phone: "+971501234567",
      });
      // An empty phone removes it.
      await post({ firstName: "Layla", lastName: "Al-Haddad", phone: "" });
      const [cleared] = await services.db.select({ phone: user.phone }).from(user).where(eq(user.id, me.id));
      expect(cleared!.phone).toBeNull();
      const page = await call(settingsRoute, "loader", "/profile/settings", { cookie: me.cookie, locale });
      expect(page.body).toMatchObject({ account: { firstName: "Layla", email: me.email } });
    });

    it.each(LOCALES)(
      'says "Failed to update profile" when the account cannot be saved (%s)',
      async (locale) => {
        const t = createI18n(locale).t;
        const me = await customer();
        const handler = services.auth.handler;
        services.auth.handler = async () => Response.json({ message: "boom" }, { status: 500 });
        try {
          const failed = await call(settingsRoute, "action", "/profile/settings", {
            cookie: me.cookie,
            locale,
            form: { firstName: "Layla", lastName: "Haddad" },
            data: true,
          });
          expect(failed.status).toBe(500);
          expect(errorsOf(failed)).toEqual({
            "": [t("errors:screens.failedToUpdateProfile")],
          });
        } finally {
          services.auth.handler = handler;
        }
      },
    );

    it.each(LOCALES)("gives each password message of spec §5 and §8 (%s)", async (locale) => {
      const t = createI18n(locale).t;
      const me = await customer();
      const post = (form: Record<string, string>) =>
        call(passwordRoute, "action", "/profile/password", { cookie: me.cookie, locale, form, data: true });

      const missing = await post({ currentPassword: PASSWORD, newPassword: "", confirmPassword: "" });
      expect(missing.status).toBe(400);
      expect(errorsOf(missing)?.newPassword).toEqual([t("errors:validation.newPasswordRequired")]);
      const mismatch = await post({
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: "x",
      });
      expect(errorsOf(mismatch)).toEqual({
        confirmPassword: [t("errors:validation.newPasswordsDoNotMatch")],
      });
      const weak = await post({
        currentPassword: PASSWORD,
        newPassword: "password",
        confirmPassword: "password",
      });
      expect(errorsOf(weak)).toEqual({ newPassword: [t("errors:validation.passwordRule")] });
      const noCurrent = await post({
        currentPassword: "",
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(errorsOf(noCurrent)).toEqual({ currentPassword: [t("errors:validation.required")] });
      const wrong = await post({
        currentPassword: "Wr0ng!pass",
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(400);
      expect(errorsOf(wrong)).toEqual({
        "": [t("errors:screens.failedToChangePassword")],
        currentPassword: [t("errors:screens.failedToChangePassword")],
      });
      // Passwords are never sent back.
      expect(JSON.stringify(wrong.body)).not.toContain("Wr0ng!pass");
      expect(JSON.stringify(wrong.body)).not.toContain(NEW_PASSWORD);
    });

    it("changes the password, signs the other devices out and keeps this one signed in", async () => {
      const me = await customer();
      const phone = await signIn(
        me.email,
        PASSWORD,
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile",
      );
      const changed = await call(passwordRoute, "action", "/profile/password", {
        cookie: me.cookie,
        form: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        data: true,
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ ok: true });
      const cookies = changed.headers.get("set-cookie") ?? "";
      expect(cookies).toContain("session_token=");
      const newCookie = cookies
        .split(/,(?=\s*[\w.-]+=)/)
        .map((line) => line.trim().split(";")[0])
        .join("; ");
      // This browser, with the new cookie: still signed in, and the only session left.
      const sessions = await call(sessionsRoute, "loader", "/profile/sessions", { cookie: newCookie });
      expect(sessions.body?.sessions).toEqual([expect.objectContaining({ current: true })]);
      // The phone (and the old cookie) are signed out.
      for (const old of [phone, me.cookie]) {
        const page = await call(overviewRoute, "loader", "/profile", { cookie: old });
        expect(page.status).toBe(302);
      }
      await expect(
        services.auth.api.signInEmail({ body: { email: me.email, password: NEW_PASSWORD } }),
      ).resolves.toBeTruthy();
    });

    it.each(LOCALES)("lists the devices and signs the others out (%s)", async (locale) => {
      const t = createI18n(locale).t;
      const me = await customer();
      await signIn(
        me.email,
        PASSWORD,
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1",
      );
      const page = await call(sessionsRoute, "loader", "/profile/sessions", { cookie: me.cookie, locale });
      const listed = page.body?.sessions as { current: boolean; browser: string; os: string }[];
      expect(listed).toHaveLength(2);
      expect(listed[0]).toMatchObject({ current: true, browser: "Firefox", os: "Linux" });
      expect(listed[1]).toMatchObject({ current: false, browser: "Safari", os: "iOS" });

      const bad = await call(sessionsRoute, "action", "/profile/sessions", {
        cookie: me.cookie,
        locale,
        form: { intent: "everything" },
        data: true,
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ ok: false, message: t("errors:codes.VALIDATION_INVALID_FORMAT") });
      const done = await call(sessionsRoute, "action", "/profile/sessions", {
        cookie: me.cookie,
        locale,
        form: { intent: "sign-out-others" },
        data: true,
      });
      expect(done.body).toEqual({ ok: true, count: 1 });
      const left = await services.db.select().from(session).where(eq(session.userId, me.id));
      expect(left).toHaveLength(1);
    });

    it("downloads the customer's own data as a dated JSON attachment", async () => {
      const a = await customer();
      const b = await customer();
      const file = await call(dataRoute, "loader", "/profile/data", { cookie: a.cookie });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toMatch(
        /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(file.headers.get("cache-control")).toContain("no-store");
      // helmet sends nosniff on every answer; a copy here would reach the client twice.
      expect(file.headers.get("x-content-type-options")).toBeNull();
      expect(file.body).toMatchObject({ account: { id: a.id, email: a.email } });
      const text = JSON.stringify(file.body);
      expect(text).not.toContain(b.email);
      expect(text).not.toContain("session_token");
      expect(text).not.toMatch(/"password"|"token"/);
    });
  });
}
