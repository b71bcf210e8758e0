import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { setUserActive } from "../../platform/auth/account-status.server.ts";
import { type Auth, CLIENT_IP_HEADER, createAuth } from "../../platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { user } from "../../platform/db/schema/index.ts";
import { createMailer, readOutbox } from "../../platform/mail/mail.server.ts";
import {
  type AuthDeps,
  isResetTokenUsable,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from "./auth.server.ts";

const APP_URL = "http://localhost:3998";
const strong = "Str0ng!pass";

/** A page request as React Router hands it to an action. */
function pageRequest(headers: Record<string, string> = {}) {
  return new Request(`${APP_URL}/auth`, {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: "203.0.113.1", ...headers },
  });
}

const cookieHeader = (cookies: string[]) => cookies.map((c) => c.split(";")[0]).join("; ");

for (const database of testDatabases()) {
  describe(`auth flows of the dialog on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let deps: AuthDeps;
    let limitedDeps: AuthDeps;
    let outbox: string;
    let auth: Auth;

    const mailsTo = async (email: string) => (await readOutbox(outbox)).filter((m) => m.to === email);
    /** The reset mail is sent after the answer: wait for it to reach the outbox. */
    const linkFor = async (email: string, part: string) => {
      for (let attempt = 0; attempt < 40; attempt++) {
        const link = (await mailsTo(email)).flatMap((m) => m.links).findLast((l) => l.includes(part));
        if (link) return link;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no ${part} link for ${email}`);
    };
    const newUser = (email: string) =>
      signUp(deps, { email, password: strong, firstName: "Lina", lastName: "Haddad" }, pageRequest(), "en");
    const confirm = async (email: string) => auth.handler(new Request(await linkFor(email, "/verify-email")));

    beforeAll(async () => {
      handle = await database.open();
      outbox = mkdtempSync(path.join(os.tmpdir(), "auth-flow-mail-"));
      const logger = pino({ level: "silent" });
      const mailer = createMailer({ from: "Test <test@localhost>", outboxDir: outbox, logger });
      const config = { APP_URL, AUTH_SECRET: "y".repeat(40), RATE_LIMIT: "off" as const };
      auth = createAuth({ db: handle.db, config, mailer, logger });
      deps = { auth, config, logger };
      const limited = createAuth({
        db: handle.db,
        config: { ...config, RATE_LIMIT: "on" },
        mailer,
        logger,
        rateLimitRules: { "/sign-in/email": { window: 60, max: 1 } },
      });
      limitedDeps = { auth: limited, config, logger };
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("signs up without a session, in the user's language, and says to check the e-mail", async () => {
      const email = "flow@example.com";
      const outcome = await signUp(
        deps,
        {
          email: "flow@example.com",
          password: strong,
          firstName: "Lina",
          lastName: "Haddad",
          phone: "+971501234567",
        },
        pageRequest(),
        "ar",
      );
      expect(outcome).toEqual({ ok: true, messageKey: "errors:auth.checkEmailToConfirm", cookies: [] });
      const [row] = await handle.db.select().from(user).where(eq(user.email, email));
      expect(row).toMatchObject({
        firstName: "Lina",
        lastName: "Haddad",
        phone: "+971501234567",
        locale: "ar",
      });
      const [mail] = await mailsTo(email);
      expect(mail?.locale).toBe("ar");
      expect(await linkFor(email, "/verify-email")).toContain(encodeURIComponent("/?verified=1&lng=ar"));
    });

    it("answers a sign-up for an existing address exactly like a new one, and sends nothing new", async () => {
      const before = (await mailsTo("flow@example.com")).length;
      const again = await newUser("flow@example.com");
      expect(again).toEqual({ ok: true, messageKey: "errors:auth.checkEmailToConfirm", cookies: [] });
      expect(await mailsTo("flow@example.com")).toHaveLength(before);
    });

    it("refuses sign-in before confirmation with its own message and re-sends the link", async () => {
      const before = (await mailsTo("flow@example.com")).length;
      const outcome = await signIn(
        deps,
        { email: "flow@example.com", password: strong },
        pageRequest(),
        "en",
      );
      expect(outcome).toMatchObject({ ok: false, status: 403, messageKey: "auth:errors.emailNotVerified" });
      expect(await mailsTo("flow@example.com")).toHaveLength(before + 1);
    });

    it("gives the same invalid-credentials message for a wrong password and an unknown address", async () => {
      const wrong = await signIn(
        deps,
        { email: "flow@example.com", password: "Wrong!pass1" },
        pageRequest(),
        "en",
      );
      const unknown = await signIn(
        deps,
        { email: "nobody@example.com", password: strong },
        pageRequest(),
        "en",
      );
      for (const outcome of [wrong, unknown]) {
        expect(outcome).toMatchObject({
          ok: false,
          status: 401,
          messageKey: "errors:codes.AUTH_INVALID_CREDENTIALS",
        });
      }
    });

    it("signs in after confirmation with a session cookie, and signs out clearing it", async () => {
      const confirmed = await confirm("flow@example.com");
      expect(confirmed.status).toBe(302);
      const outcome = await signIn(
        deps,
        { email: "flow@example.com", password: strong },
        pageRequest(),
        "en",
      );
      expect(outcome.ok).toBe(true);
      expect(outcome.cookies.join("\n")).toMatch(/session_token=[^;]+/);
      const cookie = cookieHeader(outcome.cookies);
      expect((await auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.email).toBe(
        "flow@example.com",
      );

      const out = await signOut(deps, pageRequest({ cookie }));
      expect(out.ok).toBe(true);
      expect(out.cookies.join("\n")).toMatch(/session_token=;/);
      expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    });

    it("tells a deactivated account apart once the password is right", async () => {
      const [row] = await handle.db.select().from(user).where(eq(user.email, "flow@example.com"));
      await setUserActive(handle.db, row!.id, false, null);
      const outcome = await signIn(
        deps,
        { email: "flow@example.com", password: strong },
        pageRequest(),
        "en",
      );
      expect(outcome).toMatchObject({ ok: false, status: 403, messageKey: "auth:errors.accountDisabled" });
      await setUserActive(handle.db, row!.id, true, null);
    });

    it("answers a reset request the same for known and unknown addresses", async () => {
      const known = await requestPasswordReset(deps, { email: "flow@example.com" }, pageRequest());
      const unknown = await requestPasswordReset(deps, { email: "ghost@example.com" }, pageRequest());
      expect(known).toEqual({ ok: true, messageKey: "auth:forgot.sent", cookies: [] });
      expect(unknown).toEqual(known);
      expect(await mailsTo("ghost@example.com")).toHaveLength(0);
    });

    it("resets a password once with a usable link, then calls the link invalid", async () => {
      const link = new URL(await linkFor("flow@example.com", "/reset-password"));
      const token = link.searchParams.get("token")!;
      expect(await isResetTokenUsable(deps, token, pageRequest())).toBe(true);
      expect(await isResetTokenUsable(deps, "not-a-token", pageRequest())).toBe(false);
      expect(await isResetTokenUsable(deps, null, pageRequest())).toBe(false);

      const done = await resetPassword(
        deps,
        { token, newPassword: "N3w!password", confirmPassword: "N3w!password" },
        pageRequest(),
      );
      expect(done).toEqual({ ok: true });
      expect(await isResetTokenUsable(deps, token, pageRequest())).toBe(false);
      const reused = await resetPassword(
        deps,
        { token, newPassword: "An0ther!pass", confirmPassword: "An0ther!pass" },
        pageRequest(),
      );
      expect(reused).toMatchObject({ ok: false, linkInvalid: true, messageKey: "auth:reset.invalid" });
      const signedIn = await signIn(
        deps,
        { email: "flow@example.com", password: "N3w!password" },
        pageRequest(),
        "en",
      );
      expect(signedIn.ok).toBe(true);
    });

    it("keeps Better Auth's rate limit and reports it with the catalogue message", async () => {
      const attempt = () =>
        signIn(limitedDeps, { email: "nobody@example.com", password: "Wrong!pass1" }, pageRequest(), "en");
      expect(await attempt()).toMatchObject({ status: 401 });
      expect(await attempt()).toMatchObject({
        ok: false,
        status: 429,
        messageKey: "errors:codes.API_RATE_LIMIT",
      });
    });
  });
}
