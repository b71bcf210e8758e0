import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { auditLog, session, user } from "../db/schema/index.ts";
import { createMailer, readOutbox } from "../mail/mail.server.ts";
import { ACCOUNT_DEACTIVATED, setUserActive } from "./account-status.server.ts";
import { createAdmin } from "./admin-bootstrap.server.ts";
import { type Auth, createAuth } from "./auth.server.ts";

const APP_URL = "http://localhost:3998";
const strong = "Str0ng!pass";
const ARABIC = /[\u0600-\u06FF]/;
const arabic = { "accept-language": "ar-SA,ar;q=0.9" };

/** Every HTTP endpoint of Better Auth's admin plugin (1.x): none may answer. */
const ADMIN_PLUGIN_PATHS = [
  "set-role",
  "get-user",
  "create-user",
  "update-user",
  "list-users",
  "list-user-sessions",
  "ban-user",
  "unban-user",
  "impersonate-user",
  "stop-impersonating",
  "revoke-user-session",
  "revoke-user-sessions",
  "remove-user",
  "set-user-password",
  "has-permission",
];

async function mailsTo(outbox: string, email: string) {
  return (await readOutbox(outbox)).filter((m) => m.to === email);
}

async function linkIn(outbox: string, email: string, pathPart: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const link = (await mailsTo(outbox, email)).flatMap((m) => m.links).findLast((l) => l.includes(pathPart));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${pathPart} link for ${email}`);
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

for (const database of testDatabases()) {
  describe(`refusals of the authentication on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let auth: Auth;
    let outbox: string;

    const call = (route: string, init: { body?: unknown; headers?: Record<string, string> } = {}) =>
      auth.handler(
        new Request(`${APP_URL}/api/auth${route}`, {
          method: init.body === undefined ? "GET" : "POST",
          headers: {
            origin: APP_URL,
            ...(init.body === undefined ? {} : { "content-type": "application/json" }),
            ...init.headers,
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        }),
      );
    const signUp = (email: string) =>
      call("/sign-up/email", {
        body: {
          email,
          password: strong,
          firstName: "Lina",
          lastName: "Haddad",
          callbackURL: `/?verified=1&email=${encodeURIComponent(email)}`,
        },
      });
    const userOf = async (email: string) =>
      (await handle.db.select().from(user).where(eq(user.email, email)))[0]!;
    const sessionsOf = (id: string) => handle.db.select().from(session).where(eq(session.userId, id));
    const signIn = async (email: string, password = strong) => {
      const response = await call("/sign-in/email", { body: { email, password } });
      expect(response.status).toBe(200);
      return cookieOf(response);
    };
    /** A confirmed account, signed in nowhere. */
    const confirmed = async (email: string) => {
      expect((await signUp(email)).status).toBe(200);
      expect((await auth.handler(new Request(await linkIn(outbox, email, "/verify-email")))).status).toBe(
        302,
      );
      return (await userOf(email)).id;
    };
    const sessionEmail = async (cookie: string) => {
      const response = await call("/get-session", { headers: { cookie } });
      return ((await response.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
    };

    beforeAll(async () => {
      handle = await database.open();
      outbox = mkdtempSync(path.join(os.tmpdir(), "auth-refusals-mail-"));
      const logger = pino({ level: "silent" });
      const mailer = createMailer({ from: "Test <test@localhost>", outboxDir: outbox, logger });
      auth = createAuth({
        db: handle.db,
        config: { APP_URL, AUTH_SECRET: "y".repeat(40), RATE_LIMIT: "off" },
        mailer,
        logger,
      });
    });
    afterAll(async () => {
      await handle?.close();
    });

    describe("the confirmation link", () => {
      it("confirms the address and signs nobody in", async () => {
        const email = "link-owner@example.com";
        expect((await signUp(email)).status).toBe(200);
        const response = await auth.handler(new Request(await linkIn(outbox, email, "/verify-email")));
        expect(response.status).toBe(302);
        expect(response.headers.get("set-cookie") ?? "").not.toMatch(/session_token=[^;]+/);
        const owner = await userOf(email);
        expect(owner.emailVerified).toBe(true);
        expect(await sessionsOf(owner.id)).toHaveLength(0);
        const landing = new URL(response.headers.get("location")!, APP_URL);
        expect(landing.searchParams.get("verified")).toBe("1");
        expect(landing.searchParams.get("email")).toBe(email);
      });

      it("leaves the session of someone else signed in in that browser as it was", async () => {
        const victim = "victim@example.com";
        await confirmed(victim);
        const victimCookie = await signIn(victim);
        const attacker = "attacker@example.com";
        expect((await signUp(attacker)).status).toBe(200);
        const link = await linkIn(outbox, attacker, "/verify-email");
        // A top-level cross-site navigation: Lax cookies go along, no Origin header.
        const response = await auth.handler(
          new Request(link, { headers: { cookie: victimCookie, "sec-fetch-site": "cross-site" } }),
        );
        expect(response.status).toBe(302);
        expect(response.headers.get("set-cookie") ?? "").not.toMatch(/session_token=/);
        expect(await sessionEmail(victimCookie)).toBe(victim);
        const attackerRow = await userOf(attacker);
        expect(attackerRow.emailVerified).toBe(true);
        expect(await sessionsOf(attackerRow.id)).toHaveLength(0);
      });
    });

    describe("the admin plugin's endpoints", () => {
      it("are not there for an admin: a translated 404 and nothing changed", async () => {
        const adminEmail = "first-admin@example.com";
        expect(await createAdmin(handle.db, auth, { email: adminEmail, password: strong })).toBe("created");
        const adminCookie = await signIn(adminEmail);
        expect(
          (
            (await (await call("/get-session", { headers: { cookie: adminCookie } })).json()) as {
              user: { role: string };
            }
          ).user.role,
        ).toBe("admin");
        const targetId = await confirmed("target@example.com");
        const targetCookie = await signIn("target@example.com");
        const body = { userId: targetId, role: "admin", newPassword: "Hacked!pass1", email: "x@example.com" };
        for (const name of ADMIN_PLUGIN_PATHS) {
          for (const post of [true, false]) {
            const response = await call(`/admin/${name}${post ? "" : `?userId=${targetId}`}`, {
              headers: { cookie: adminCookie, ...arabic },
              ...(post ? { body: { ...body, data: { role: "admin" } } } : {}),
            });
            expect({ name, post, status: response.status }).toEqual({ name, post, status: 404 });
            const answer = (await response.json()) as { message?: string };
            expect(answer.message, name).toMatch(ARABIC);
          }
        }
        const target = await userOf("target@example.com");
        expect(target).toMatchObject({ role: "customer", banned: false, isActive: true });
        expect(await sessionEmail(targetCookie)).toBe("target@example.com");
        expect(await sessionEmail(adminCookie)).toBe(adminEmail);
        expect(await signIn("target@example.com")).toMatch(/session_token=/);
        expect((await handle.db.select().from(session)).filter((s) => s.impersonatedBy)).toHaveLength(0);
        expect(await handle.db.select().from(auditLog)).toHaveLength(0);
        expect(await userOf("x@example.com")).toBeUndefined();
      });

      it("a new account is still a customer, and sign-up can't choose its role", async () => {
        const response = await call("/sign-up/email", {
          body: {
            email: "climber@example.com",
            password: strong,
            firstName: "A",
            lastName: "B",
            role: "admin",
          },
        });
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect((await userOf("climber@example.com"))?.role ?? "customer").toBe("customer");
      });
    });

    describe("a deactivated account's password reset", () => {
      it("answers the request like any other address and sends no mail", async () => {
        const email = "resting@example.com";
        const id = await confirmed(email);
        await setUserActive(handle.db, id, false, null);
        const before = (await mailsTo(outbox, email)).length;
        const request = (address: string) =>
          call("/request-password-reset", { body: { email: address, redirectTo: "/reset-password" } });
        const deactivated = await request(email);
        const unknown = await request("nobody-here@example.com");
        expect(deactivated.status).toBe(unknown.status);
        expect(await deactivated.json()).toEqual(await unknown.json());
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await mailsTo(outbox, email)).toHaveLength(before);
      });

      it("refuses a link sent before the deactivation with the deactivation message", async () => {
        const email = "sent-before@example.com";
        const id = await confirmed(email);
        const requested = await call("/request-password-reset", {
          body: { email, redirectTo: "/reset-password" },
        });
        expect(requested.status).toBe(200);
        const token = new URL(await linkIn(outbox, email, "/reset-password")).searchParams.get("token")!;
        await setUserActive(handle.db, id, false, null);
        const response = await call("/reset-password", {
          body: { token, newPassword: "N3w!password" },
          headers: arabic,
        });
        expect(response.status).toBe(403);
        const answer = (await response.json()) as { code: string; message: string };
        expect(answer.code).toBe(ACCOUNT_DEACTIVATED);
        expect(answer.message).toMatch(ARABIC);
        // The password did not change: once reactivated, the old one still signs in.
        await setUserActive(handle.db, id, true, null);
        expect(await signIn(email)).toMatch(/session_token=/);
        const refused = await call("/sign-in/email", { body: { email, password: "N3w!password" } });
        expect(refused.status).toBe(401);
      });
    });
  });
}
