import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { user } from "../db/schema/index.ts";
import { createMailer } from "../mail/mail.server.ts";
import { ensureFirstAdmin } from "./admin-bootstrap.server.ts";
import { createAuth } from "./auth.server.ts";

// Several processes starting together on one empty database, each told ADMIN_EMAIL: one account, and every
// process starts.
for (const database of testDatabases()) {
  describe(`the first admin on ${database.name}`, () => {
    it("is made once when several processes start at the same moment", async () => {
      const handle = await database.open();
      try {
        const logger = pino({ level: "silent" });
        const mailer = createMailer({
          from: "Test <test@localhost>",
          outboxDir: mkdtempSync(path.join(os.tmpdir(), "admin-mail-")),
          logger,
        });
        const config = {
          APP_URL: "http://localhost:3997",
          AUTH_SECRET: "x".repeat(40),
          RATE_LIMIT: "off" as const,
        };
        const starts = [1, 2, 3].map(() =>
          ensureFirstAdmin({
            db: handle.db,
            auth: createAuth({ db: handle.db, config, mailer, logger }),
            logger,
            adminEmail: "first-admin@example.com",
            adminPassword: "Str0ng!pass",
            generateWhenMissing: false,
          }),
        );
        const outcomes = await Promise.allSettled(starts);
        expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
        const admins = await handle.db
          .select({ role: user.role })
          .from(user)
          .where(eq(user.email, "first-admin@example.com"));
        expect(admins).toEqual([{ role: "admin" }]);
      } finally {
        await handle.close();
      }
    });
  });
}
