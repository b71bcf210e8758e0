/**
 * Housekeeping for the embedded database. PostgreSQL's autovacuum keeps planner statistics and visibility maps
 * current; PGlite runs no background workers, so without this its statistics stay as they were after the last
 * migration and counts never use index-only scans. PostgreSQL needs nothing from here.
 */
import { sql } from "drizzle-orm";
import type { Logger } from "../server/logger.server.ts";
import type { DatabaseHandle } from "./client.server.ts";

/** Not in the spec: how often the embedded database is vacuumed and analysed (and once, soon after start). */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60 * 60_000;
const FIRST_RUN_DELAY_MS = 5_000;

/** One `VACUUM (ANALYZE)` of every table of the embedded database. */
export async function vacuumEmbeddedDatabase(database: Pick<DatabaseHandle, "db" | "kind">): Promise<void> {
  if (database.kind !== "pglite") return;
  await database.db.execute(sql`vacuum (analyze)`);
}

/**
 * Vacuums the embedded database soon after start and then every hour (the timers do not keep the process
 * alive). The returned function stops it and waits for a run in progress, so that the database can be closed.
 */
export function startEmbeddedMaintenance(
  database: Pick<DatabaseHandle, "db" | "kind">,
  logger: Pick<Logger, "error">,
): () => Promise<void> {
  if (database.kind !== "pglite") return async () => {};
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= vacuumEmbeddedDatabase(database)
      .catch((error) => logger.error({ err: error }, "the embedded database maintenance failed"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const timer = setInterval(run, EMBEDDED_MAINTENANCE_INTERVAL_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
