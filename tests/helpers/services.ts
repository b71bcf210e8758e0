import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAuth } from "../../app/platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../app/platform/db/client.server.ts";
import type { JobQueue } from "../../app/platform/jobs/jobs.server.ts";
import { createMailer } from "../../app/platform/mail/mail.server.ts";
import { loadConfig } from "../../app/platform/server/config.server.ts";
import { createLogger } from "../../app/platform/server/logger.server.ts";
import type { Services } from "../../app/platform/server/services.server.ts";
import { createStorage } from "../../app/platform/server/storage.server.ts";

/** Test services run no queue (their mailer delivers before `send` returns); a test of the queue makes its own. */
const NO_QUEUE: JobQueue = {
  register() {},
  start: async () => {},
  send: async (name) => {
    throw new Error(`The test services run no job queue (job "${name}")`);
  },
  failed: async () => ({ items: [], total: 0 }),
  retry: async () => false,
  counts: async () => [],
  ready: async () => true,
  stop: async () => {},
};

export interface TestServices extends Services {
  /** Temporary DATA_DIR: mail outbox in `mail/`, files in `storage/` (or S3 with STORAGE_DRIVER=s3). */
  dataDir: string;
}

/**
 * The process's services over a test database, as createServices builds them but without seeding,
 * locking, SMTP or the job queue: `env` is read like the environment (e.g. STRIPE_SECRET_KEY). `close()` removes the
 * temporary directory; the database handle stays the caller's to close.
 */
export async function createTestServices(
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<TestServices> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "storefront-services-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "http://shop.test",
    AUTH_SECRET: "test-secret-that-is-long-enough-for-the-config",
    LOG_LEVEL: "silent",
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL, false);
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: path.join(dataDir, "mail"), logger });
  return {
    config,
    logger,
    database,
    db: database.db,
    auth: createAuth({ db: database.db, config, mailer, logger }),
    mailer,
    jobs: NO_QUEUE,
    storage: createStorage(config),
    pageCache: null,
    reads: null,
    sessions: null,
    settleChanges: async () => {},
    dataDir,
    async close() {
      await mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
