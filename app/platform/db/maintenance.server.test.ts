import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createJobQueue } from "../jobs/jobs.server.ts";
import { createLogger } from "../server/logger.server.ts";
import { type DatabaseHandle, openDatabase } from "./client.server.ts";
import {
  EMBEDDED_MAINTENANCE_AT_START,
  embeddedMaintenanceJob,
  vacuumEmbeddedDatabase,
} from "./maintenance.server.ts";
import { newsletterSubscribers } from "./schema/index.ts";

/** What the planner knows of the newsletter table: rows estimated and pages marked all-visible. */
async function plannerView(handle: DatabaseHandle) {
  const result = await handle.db.execute<{ reltuples: number; relallvisible: number }>(
    sql`select reltuples, relallvisible from pg_class where relname = 'newsletter_subscribers'`,
  );
  const row = (result as unknown as { rows: Array<{ reltuples: number; relallvisible: number }> }).rows[0]!;
  return { rows: Number(row.reltuples), allVisiblePages: Number(row.relallvisible) };
}

let readers = 0;
async function subscribeMany(handle: DatabaseHandle, count: number) {
  await handle.db
    .insert(newsletterSubscribers)
    .values(Array.from({ length: count }, () => ({ email: `reader${++readers}@example.com` })));
}

describe("embedded database maintenance", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await handle?.close();
    handle = undefined;
  });

  it("a vacuum refreshes the planner's statistics and marks pages all-visible", async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await subscribeMany(handle, 500);
    expect((await plannerView(handle)).allVisiblePages).toBe(0);

    await vacuumEmbeddedDatabase(handle);
    const after = await plannerView(handle);
    expect(after.rows).toBe(500);
    expect(after.allVisiblePages).toBeGreaterThan(0);
  }, 30_000);

  it("is an hourly job of the queue, run once soon after each start", async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    const job = embeddedMaintenanceJob(handle);
    expect(job.every).toBe("17 * * * *");
    expect(EMBEDDED_MAINTENANCE_AT_START).toMatchObject({ startAfterSeconds: 5 });
    const queue = createJobQueue(handle, createLogger("silent", false));
    queue.register(job);
    await queue.start();
    try {
      await subscribeMany(handle, 50);
      await queue.send(job.name, {});
      await vi.waitFor(async () => expect((await plannerView(handle!)).rows).toBe(50), { timeout: 5_000 });
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it("leaves PostgreSQL to its autovacuum", async () => {
    const execute = vi.fn();
    const database = { kind: "postgres" as const, db: { execute } as unknown as DatabaseHandle["db"] };
    await vacuumEmbeddedDatabase(database);
    expect(execute).not.toHaveBeenCalled();
  });
});
