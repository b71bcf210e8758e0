// npm run admin:create -- --email admin@example.com --password 'S3cure!pass' [--first-name A --last-name B]
import path from "node:path";
import { parseArgs } from "node:util";
import { createAdmin } from "../app/platform/auth/admin-bootstrap.server.ts";
import { createAuth } from "../app/platform/auth/auth.server.ts";
import { openDatabase } from "../app/platform/db/client.server.ts";
import { createMailer } from "../app/platform/mail/mail.server.ts";
import { loadConfig } from "../app/platform/server/config.server.ts";
import { lockDataDirectory } from "../app/platform/server/lock.server.ts";
import { createLogger } from "../app/platform/server/logger.server.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
  },
});
if (!values.email || !values.password) {
  console.error(
    "Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--first-name F --last-name L]",
  );
  process.exit(2);
}
try {
  const config = loadConfig();
  const logger = createLogger("warn", false);
  const release = config.embeddedDatabase ? lockDataDirectory(config.DATA_DIR) : () => {};
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, "db"),
  });
  try {
    const mailer = createMailer({
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, "mail"),
      logger,
    });
    const auth = createAuth({ db: database.db, config, mailer, logger });
    const outcome = await createAdmin(database.db, auth, {
      email: values.email,
      password: values.password,
      firstName: values["first-name"],
      lastName: values["last-name"],
    });
    console.log(
      outcome === "created" ? `Admin ${values.email} created.` : `${values.email} is now an admin.`,
    );
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
