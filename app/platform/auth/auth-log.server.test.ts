import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { createMailer } from "../mail/mail.server.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import { authLogMethod } from "./auth-log.server.ts";

const APP_URL = "http://localhost:3998";

describe("the level of Better Auth's log lines", () => {
  it("keeps a visitor's refused redirect address or origin out of the error log", () => {
    for (const label of ["callbackURL", "redirectURL", "errorCallbackURL", "newUserCallbackURL", "origin"])
      expect(authLogMethod("error", `Invalid ${label}: https://evil.example`)).toBe("info");
    expect(authLogMethod("error", "Failed to create user")).toBe("error");
    expect(authLogMethod("warn", "Rate limit exceeded")).toBe("warn");
    expect(authLogMethod("info", "If it's a valid URL, please add it to trustedOrigins")).toBe("debug");
  });
});

const database = testDatabases()[0]!;

describe(`an invalid callbackURL on ${database.name}`, () => {
  let handle: DatabaseHandle;
  let auth: Auth;
  const lines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    handle = await database.open();
    const logger = pino(
      { level: "debug" },
      { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), "auth-log-mail-"));
    const mailer = createMailer({ from: "Test <test@localhost>", outboxDir, logger });
    const config = { APP_URL, AUTH_SECRET: "x".repeat(40), RATE_LIMIT: "off" as const };
    auth = createAuth({ db: handle.db, config, mailer, logger });
    // Better Auth skips its origin check under NODE_ENV=test; the server runs it.
    (await auth.$context).skipOriginCheck = false;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("is refused with 403 and logged below the error and warning levels", async () => {
    lines.length = 0;
    const signIn = await auth.handler(
      new Request(`${APP_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: APP_URL },
        body: JSON.stringify({
          email: "a@example.com",
          password: "x",
          callbackURL: "https://evil.example/x",
        }),
      }),
    );
    expect(signIn.status).toBe(403);
    const verify = await auth.handler(
      new Request(`${APP_URL}/api/auth/verify-email?token=abc&callbackURL=https://evil.example`),
    );
    expect(verify.status).toBe(403);
    const refused = lines.filter((line) => line.msg.includes("Invalid callbackURL"));
    expect(refused.length).toBeGreaterThanOrEqual(2);
    // pino: 30 info, 40 warn, 50 error.
    expect(refused.every((line) => line.level <= 30)).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
