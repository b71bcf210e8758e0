// PGlite runs no autovacuum: without this its planner statistics stay as after the last migration and counts
// never use index-only scans. PostgreSQL needs nothing from here.
import { sql } from "drizzle-orm";
import type { Logger } from "../server/logger.server.ts";
import type { DatabaseHandle } from "./client.server.ts";

/** Not in the spec. */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60 * 60_000;
const FIRST_RUN_DELAY_MS = 5_000;

export async function vacuumEmbeddedDatabase(database: Pick<DatabaseHandle, "db" | "kind">): Promise<void> {
  if (database.kind !== "pglite") return;
  await database.db.execute(sql`vacuum (analyze)`);
}

/** The returned function waits for a run in progress, so that the database can be closed after it. */
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
