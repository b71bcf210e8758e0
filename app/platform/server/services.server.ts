import path from "node:path";
import { ensureFirstAdmin } from "../auth/admin-bootstrap.server.ts";
import { type Auth, createAuth } from "../auth/auth.server.ts";
import { createSessionCache, type SessionCache } from "../auth/session.server.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.server.ts";
import { housekeepingJob } from "../db/housekeeping.server.ts";
import { EMBEDDED_MAINTENANCE_AT_START, embeddedMaintenanceJob } from "../db/maintenance.server.ts";
import { seedDemoData } from "../db/seed/index.ts";
import { createSharedReads, type SharedReads } from "../db/shared-reads.server.ts";
import { listenForChanges } from "../db/table-cache.server.ts";
import { createPageCache, type PageCache } from "../http/page-cache.server.ts";
import { createJobQueue, type JobDefinition, type JobQueue } from "../jobs/jobs.server.ts";
import { createMailer, MAIL_JOB, type Mailer, mailJob } from "../mail/mail.server.ts";
import { ensurePaymentSettings } from "../payments/settings.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import type { Config } from "./config.server.ts";
import { lockDataDirectory } from "./lock.server.ts";
import type { Logger } from "./logger.server.ts";
import { registerDatabasePool, registerQueueMetrics } from "./metrics.server.ts";
import { createStorage } from "./storage.server.ts";

/** Created once per process and handed to routes through the load context (docs/decisions/006). */
export interface Services {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: DatabaseHandle["db"];
  auth: Auth;
  /** Sends queued through `jobs` (retried while the SMTP server is down). */
  mailer: Mailer;
  /** All background work: `ready()` for /readyz, `counts()` for /metrics, `stop()` is part of `close()`. */
  jobs: JobQueue;
  storage: Storage;
  /** Anonymous pages kept in memory; null when PAGE_CACHE_MB=0 and in development. */
  pageCache: PageCache | null;
  /** Reads every visitor shares, kept until their tables change (`sharedRead`); null with the page cache. */
  reads: SharedReads | null;
  /** Signed-in readers' sessions (`currentUser`); null with the page cache. */
  sessions: SessionCache | null;
  /** Resolves once every change committed so far has reached this process's page cache. */
  settleChanges(): Promise<void>;
  close(): Promise<void>;
}

/** What a background job is built with. */
export type JobServices = Pick<Services, "db" | "logger" | "config" | "mailer" | "jobs">;

// biome-ignore lint/suspicious/noExplicitAny: each job has its own data; the queue only needs its name.
export type BackgroundJob = (services: JobServices) => JobDefinition<any>;

/** `backgroundJobs` come from the entry (server.ts), so that platform/ never reaches up into a feature. */
export async function createServices(
  config: Config,
  logger: Logger,
  backgroundJobs: readonly BackgroundJob[] = [],
): Promise<Services> {
  const releaseLock = config.embeddedDatabase ? lockDataDirectory(config.DATA_DIR) : () => {};
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, "db"),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = database.db;
  const unregisterPool = registerDatabasePool(database);
  const jobs = createJobQueue(database, logger);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, "mail"),
    logger,
    dispatch: (message) => jobs.send(MAIL_JOB, message),
  });
  jobs.register(mailJob(mailer));
  jobs.register(housekeepingJob(db, logger));
  if (database.kind === "pglite") jobs.register(embeddedMaintenanceJob(database));
  for (const job of backgroundJobs) jobs.register(job({ db, logger, config, mailer, jobs }));
  const unregisterQueue = registerQueueMetrics(() => jobs.counts());
  try {
    await jobs.start();
  } catch (error) {
    unregisterQueue();
    unregisterPool();
    await database.close().catch(() => {});
    releaseLock();
    throw error;
  }
  const storage = createStorage(config);
  const auth = createAuth({ db, config, mailer, logger });

  if (config.seedDemo) {
    const { seeded } = await seedDemoData(db);
    if (seeded) logger.info("Demo data seeded");
  }
  await ensurePaymentSettings(db, config);
  await ensureFirstAdmin({
    db,
    auth,
    logger,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    generateWhenMissing: config.embeddedDatabase,
  });
  if (config.RATE_LIMIT === "off")
    logger.warn("RATE_LIMIT=off: every rate limit is lifted (load tests only)");

  // The development server renders every page, so that an edit shows at once.
  const caching = config.PAGE_CACHE_MB > 0 && config.NODE_ENV === "production";
  const pageCache = caching ? createPageCache(config.PAGE_CACHE_MB * 1024 * 1024) : null;
  const reads = caching ? createSharedReads() : null;
  const sessions = caching ? createSessionCache() : null;
  const changes =
    pageCache && reads && sessions
      ? await listenForChanges([pageCache, reads, sessions], database, logger)
      : null;

  if (database.kind === "pglite") await jobs.send("database-maintenance", {}, EMBEDDED_MAINTENANCE_AT_START);

  let closed = false;
  return {
    config,
    logger,
    database,
    db,
    auth,
    mailer,
    jobs,
    storage,
    pageCache,
    reads,
    sessions,
    settleChanges: async () => {
      await changes?.settle();
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await changes?.close();
        // Running jobs finish (a mail being delivered, a sweep) before the database closes.
        await jobs.stop();
        await mailer.close();
        unregisterQueue();
        unregisterPool();
        await database.close();
      } finally {
        releaseLock();
      }
    },
  };
}
