import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { type Auth, CLIENT_IP_HEADER, createAuth, setUserActive } from "./auth.server.ts";
import type { DatabaseHandle } from "./db/client.server.ts";
import { session, user } from "./db/schema/index.ts";
import { createMailer, readOutbox } from "./mail.server.ts";

const APP_URL = "http://localhost:3999";
const strong = "Str0ng!pass";

for (const database of testDatabases()) {
  describe(`authentication on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let auth: Auth;
    let limited: Auth;
    let outbox: string;

    const post = (instance: Auth, route: string, body: unknown, headers: Record<string, string> = {}) =>
      instance.handler(
        new Request(`${APP_URL}/api/auth${route}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: APP_URL, ...headers },
          body: JSON.stringify(body),
        }),
      );
    const signUp = (
      email: string,
      extra: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) =>
      post(
        auth,
        "/sign-up/email",
        { email, password: strong, firstName: "Lina", lastName: "Haddad", ...extra },
        headers,
      );
    const linkFor = async (email: string, pathPart: string) => {
      const mails = (await readOutbox(outbox)).filter((m) => m.to === email);
      const link = mails.flatMap((m) => m.links).findLast((l) => l.includes(pathPart));
      if (!link) throw new Error(`no ${pathPart} link for ${email}`);
      return link;
    };
    const verify = async (email: string) => {
      const response = await auth.handler(new Request(await linkFor(email, "/verify-email")));
      return response;
    };

    beforeAll(async () => {
      handle = await database.open();
      outbox = mkdtempSync(path.join(os.tmpdir(), "auth-mail-"));
      const logger = pino({ level: "silent" });
      const mailer = createMailer({ from: "Test <test@localhost>", outboxDir: outbox, logger });
      const config = { APP_URL, AUTH_SECRET: "x".repeat(40), RATE_LIMIT: "off" as const };
      auth = createAuth({ db: handle.db, config, mailer, logger });
      limited = createAuth({
        db: handle.db,
        config: { ...config, RATE_LIMIT: "on" },
        mailer,
        logger,
        rateLimitRules: { "/sign-in/email": { window: 60, max: 2 } },
      });
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("refuses a weak password with the catalogue message in the request's language", async () => {
      const en = await signUp("weak@example.com", { password: "password" });
      expect(en.status).toBe(400);
      const enBody = await en.json();
      expect(enBody.message).toMatch(/at least 8 characters/i);
      const ar = await signUp(
        "weak@example.com",
        { password: "password" },
        { "accept-language": "ar-SA,ar;q=0.9" },
      );
      expect(ar.status).toBe(400);
      expect((await ar.json()).message).toMatch(/[\u0600-\u06FF]/);
      const rows = await handle.db.select().from(user).where(eq(user.email, "weak@example.com"));
      expect(rows).toHaveLength(0);
    });

    it("refuses a malformed e-mail with 400 and the catalogue message", async () => {
      const response = await signUp("not-an-email");
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("Please enter a valid email address.");
    });

    it("refuses a sign-up without first and last name", async () => {
      const response = await signUp("noname@example.com", { firstName: "  ", lastName: "" });
      expect(response.status).toBe(400);
    });

    it("gives no session before the e-mail is confirmed, then signs in through the link", async () => {
      const email = "lina@example.com";
      const response = await signUp(email, { phone: "+971501234567", locale: "ar" });
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie") ?? "").not.toMatch(/session_token=[^;]+/);
      const [row] = await handle.db.select().from(user).where(eq(user.email, email));
      expect(row).toMatchObject({
        firstName: "Lina",
        lastName: "Haddad",
        name: "Lina Haddad",
        phone: "+971501234567",
      });
      expect(row?.role).toBe("customer");
      expect(row?.emailVerified).toBe(false);

      const early = await post(auth, "/sign-in/email", { email, password: strong });
      expect(early.status).toBe(403);

      const mails = (await readOutbox(outbox)).filter((m) => m.to === email);
      expect(mails[0]?.locale).toBe("ar");
      const confirmed = await verify(email);
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("set-cookie")).toMatch(/session_token=/);

      const signIn = await post(auth, "/sign-in/email", { email, password: strong });
      expect(signIn.status).toBe(200);
      const [active] = await handle.db.select().from(session).where(eq(session.userId, row!.id));
      const hours = (active!.expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      const [after] = await handle.db.select().from(user).where(eq(user.email, email));
      expect(after?.lastSignInAt).toBeInstanceOf(Date);
    });

    it("rejects a wrong password", async () => {
      const response = await post(auth, "/sign-in/email", {
        email: "lina@example.com",
        password: "Wrong!pass1",
      });
      expect(response.status).toBe(401);
    });

    it("deactivating a user ends their sessions and blocks sign-in", async () => {
      const [row] = await handle.db.select().from(user).where(eq(user.email, "lina@example.com"));
      expect(await setUserActive(handle.db, row!.id, false, null)).toBe(true);
      const sessions = await handle.db.select().from(session).where(eq(session.userId, row!.id));
      expect(sessions).toHaveLength(0);
      const response = await post(auth, "/sign-in/email", { email: "lina@example.com", password: strong });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("set-cookie") ?? "").not.toMatch(/session_token=[^;]+/);
      expect(await setUserActive(handle.db, row!.id, true, null)).toBe(true);
      const again = await post(auth, "/sign-in/email", { email: "lina@example.com", password: strong });
      expect(again.status).toBe(200);
    });

    it("resets a password through the e-mailed link to /reset-password, once", async () => {
      const email = "lina@example.com";
      const request = await post(auth, "/request-password-reset", { email, redirectTo: "/reset-password" });
      expect(request.status).toBe(200);
      const link = new URL(await linkFor(email, "/reset-password"));
      expect(link.pathname).toBe("/reset-password");
      const token = link.searchParams.get("token")!;
      const weak = await post(auth, "/reset-password", { token, newPassword: "short" });
      expect(weak.status).toBe(400);
      const done = await post(auth, "/reset-password", { token, newPassword: "N3w!password" });
      expect(done.status).toBe(200);
      const reused = await post(auth, "/reset-password", { token, newPassword: "An0ther!pass" });
      expect(reused.status).toBe(400);
      const signIn = await post(auth, "/sign-in/email", { email, password: "N3w!password" });
      expect(signIn.status).toBe(200);
    });

    it("rate-limits sign-in per client IP", async () => {
      const attempt = (ip: string) =>
        post(
          limited,
          "/sign-in/email",
          { email: "nobody@example.com", password: "Wrong!pass1" },
          { [CLIENT_IP_HEADER]: ip },
        );
      expect((await attempt("203.0.113.7")).status).toBe(401);
      expect((await attempt("203.0.113.7")).status).toBe(401);
      expect((await attempt("203.0.113.7")).status).toBe(429);
      expect((await attempt("198.51.100.9")).status).toBe(401);
    });
  });
}
