// PGlite runs no autovacuum: without this its planner statistics stay as after the last migration and counts
// never use index-only scans. PostgreSQL needs nothing from here.
import { sql } from "drizzle-orm";
import type { JobDefinition } from "../jobs/jobs.server.ts";
import type { DatabaseHandle } from "./client.server.ts";

export async function vacuumEmbeddedDatabase(database: Pick<DatabaseHandle, "db" | "kind">): Promise<void> {
  if (database.kind !== "pglite") return;
  await database.db.execute(sql`vacuum (analyze)`);
}

/** Hourly (not in the spec), and once soon after each start (`EMBEDDED_MAINTENANCE_AT_START`); PGlite only. */
export function embeddedMaintenanceJob(database: Pick<DatabaseHandle, "db" | "kind">): JobDefinition {
  return {
    name: "database-maintenance",
    every: "17 * * * *",
    retryLimit: 0,
    run: () => vacuumEmbeddedDatabase(database),
  };
}

export const EMBEDDED_MAINTENANCE_AT_START = { singletonKey: "start", startAfterSeconds: 5 };
