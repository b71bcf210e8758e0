import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import { HONEYPOT_FIELD } from "../../components/forms/honeypot.tsx";
import { setUserActive } from "../../platform/auth/account-status.server.ts";
import { CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { user } from "../../platform/db/schema/index.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { readOutbox } from "../../platform/mail/mail.server.ts";
import * as authRoute from "../../routes/auth.tsx";
import * as resetRoute from "../../routes/reset-password.tsx";
import type { AuthActionData } from "./auth-form.ts";

const STRONG = "Str0ng!pass";

interface Answer {
  status: number;
  body: AuthActionData | null;
  location: string | null;
}

function answerOf(result: unknown): Answer {
  if (result instanceof Response) {
    return { status: result.status, body: null, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as AuthActionData, location: null };
  }
  return { status: 200, body: result as AuthActionData, location: null };
}

for (const database of testDatabases()) {
  describe(`the /auth and /reset-password actions on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;

    /** Posts a form as the dialog's fetcher does (`/auth.data`) or as a page without JavaScript (`/auth`). */
    async function post(
      route: { action: (args: never) => unknown },
      url: string,
      fields: Record<string, string>,
      locale: Locale = "en",
    ): Promise<Answer> {
      const request = new Request(`http://shop.test${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { [CLIENT_IP_HEADER]: "203.0.113.5" },
      });
      const context = await routeContext(services, request, locale);
      return answerOf(await route.action({ request, context, params: {} } as never));
    }
    const usersNamed = (email: string) => services.db.select().from(user).where(eq(user.email, email));

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it.each(["en", "ar"] as const)(
      "refuses bad input before calling Better Auth, marking each field (%s)",
      async (locale) => {
        const t = createI18n(locale).t;
        const empty = { intent: "sign-up", email: "", password: "", firstName: "", lastName: "" };
        const answer = await post(authRoute, "/auth.data", empty, locale);
        expect(answer.status).toBe(400);
        expect(answer.body?.result.error).toEqual({
          firstName: [t("errors:validation.required")],
          lastName: [t("errors:validation.required")],
          email: [t("errors:validation.required")],
          password: [t("errors:validation.required")],
        });

        const email = `weak-${locale}@example.com`;
        const weak = { ...empty, email, password: "password", firstName: "Lina", lastName: "Haddad" };
        const refused = await post(authRoute, "/auth.data", weak, locale);
        expect(refused.body?.result.error).toEqual({ password: [t("errors:validation.passwordRule")] });
        // What was typed comes back, the password never.
        expect(refused.body?.result.initialValue).toMatchObject({ email, firstName: "Lina" });
        expect(refused.body?.result.initialValue).not.toHaveProperty("password");
        expect(await usersNamed(email)).toEqual([]);
      },
    );

    it("sends a form posted without JavaScript back to its page with the message's key", async () => {
      const noScript = await post(authRoute, "/auth", {
        intent: "sign-up",
        redirectTo: "/checkout?step=2",
        notice: "purchase",
        email: "x@example.com",
        password: "",
      });
      expect(noScript.status).toBe(302);
      expect(noScript.location).toBe(
        "/checkout?step=2&login=1&mode=sign-up&error=errors%3Acodes.VALIDATION_REQUIRED_FIELD&notice=purchase",
      );
      const forgot = await post(authRoute, "/auth", { intent: "forgot-password", email: "nope" });
      expect(forgot.location).toBe("/?login=1&mode=forgot&error=errors%3Acodes.VALIDATION_INVALID_EMAIL");
    });

    it("signs up with the address and phone as the schema reads them", async () => {
      const answer = await post(authRoute, "/auth.data", {
        intent: "sign-up",
        email: " Flow@Example.com ",
        password: STRONG,
        firstName: "Lina",
        lastName: "Haddad",
        phone: "+971 50 123 4567",
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        intent: "sign-up",
        result: { status: "success" },
        done: createI18n("en").t("errors:auth.checkEmailToConfirm"),
      });
      const [row] = await usersNamed("flow@example.com");
      expect(row).toMatchObject({ firstName: "Lina", phone: "+971501234567", locale: "en" });
    });

    it("refuses a sign-up whose honeypot is filled in, and creates nothing", async () => {
      const bot = {
        intent: "sign-up",
        email: "bot@example.com",
        password: STRONG,
        firstName: "Bot",
        lastName: "Net",
        [HONEYPOT_FIELD]: "https://spam.example",
      };
      const t = createI18n("ar").t;
      const answer = await post(authRoute, "/auth.data", bot, "ar");
      expect(answer.status).toBe(400);
      expect(answer.body?.result.error).toEqual({ "": [t("errors:forms.refused")] });
      const page = await post(authRoute, "/auth", bot);
      expect(page.location).toBe("/?login=1&mode=sign-up&error=errors%3Aforms.refused");
      expect(await usersNamed("bot@example.com")).toEqual([]);
      const mails = await readOutbox(`${services.dataDir}/mail`).catch(() => []);
      expect(mails.filter((mail) => mail.to === "bot@example.com")).toEqual([]);
    });

    it("answers the server's refusals as the form's message, not a field's", async () => {
      const t = createI18n("en").t;
      const wrong = await post(authRoute, "/auth.data", {
        intent: "sign-in",
        email: "nobody@example.com",
        password: "Wrong!pass1",
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body?.result.error).toEqual({ "": [t("errors:codes.AUTH_INVALID_CREDENTIALS")] });
      expect(JSON.stringify(wrong.body)).not.toContain("Wrong!pass1");
      const unknown = await post(authRoute, "/auth.data", { intent: "delete-account" });
      expect(unknown).toMatchObject({ status: 400, body: { intent: null } });
    });

    it("checks the new password of /reset-password and never echoes it", async () => {
      const t = createI18n("ar").t;
      const mismatch = await post(
        resetRoute,
        "/reset-password.data",
        { token: "t", newPassword: "N3w!password", confirmPassword: "N3w!passwordX" },
        "ar",
      );
      expect(mismatch.status).toBe(400);
      const body = mismatch.body as unknown as { result: AuthActionData["result"]; linkInvalid: boolean };
      expect(body.result.error).toEqual({ confirmPassword: [t("errors:validation.newPasswordsDoNotMatch")] });
      expect(body.linkInvalid).toBe(false);
      expect(JSON.stringify(body)).not.toContain("N3w!password");
      const missing = await post(resetRoute, "/reset-password", {
        token: "t",
        newPassword: "",
        confirmPassword: "",
      });
      expect(missing.body).toMatchObject({ result: { error: { newPassword: [expect.any(String)] } } });
      const noToken = await post(resetRoute, "/reset-password", {
        newPassword: STRONG,
        confirmPassword: STRONG,
      });
      expect(noToken.body).toMatchObject({ linkInvalid: true });
      const usedUp = await post(resetRoute, "/reset-password", {
        token: "not-a-token",
        newPassword: STRONG,
        confirmPassword: STRONG,
      });
      expect(usedUp).toMatchObject({ status: 400, body: { linkInvalid: true } });
    });

    it("refuses a deactivated account's new password with the deactivation message", async () => {
      const email = "deactivated-reset@example.com";
      const signUp = await post(authRoute, "/auth.data", {
        intent: "sign-up",
        email,
        password: STRONG,
        firstName: "Lina",
        lastName: "Haddad",
      });
      expect(signUp.status).toBe(200);
      const mailed = async (part: string) => {
        for (let attempt = 0; attempt < 40; attempt++) {
          const mails = await readOutbox(`${services.dataDir}/mail`).catch(() => []);
          const link = mails
            .filter((mail) => mail.to === email)
            .flatMap((mail) => mail.links)
            .findLast((l) => l.includes(part));
          if (link) return link;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`no ${part} link`);
      };
      await services.auth.handler(new Request(await mailed("/verify-email")));
      await post(authRoute, "/auth.data", { intent: "forgot-password", email });
      const token = new URL(await mailed("/reset-password")).searchParams.get("token")!;
      const [row] = await usersNamed(email);
      await setUserActive(services.db, row!.id, false, null);
      const t = createI18n("ar").t;
      const answer = await post(
        resetRoute,
        "/reset-password.data",
        { token, newPassword: "N3w!password", confirmPassword: "N3w!password" },
        "ar",
      );
      expect(answer.status).toBe(403);
      const body = answer.body as unknown as { result: AuthActionData["result"]; linkInvalid: boolean };
      expect(body.result.error).toEqual({ "": [t("auth:errors.accountDisabled")] });
    });
  });
}
