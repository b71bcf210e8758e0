import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.server.ts";
import {
  EMBEDDED_MAINTENANCE_INTERVAL_MS,
  startEmbeddedMaintenance,
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

  it("runs soon after start and then every hour, and stops cleanly", async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    const logger = { error: vi.fn() };
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const stop = startEmbeddedMaintenance(handle, logger);

    await subscribeMany(handle, 50);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(async () => expect((await plannerView(handle!)).rows).toBe(50));

    await subscribeMany(handle, 50);
    await vi.advanceTimersByTimeAsync(EMBEDDED_MAINTENANCE_INTERVAL_MS);
    await vi.waitFor(async () => expect((await plannerView(handle!)).rows).toBe(100));

    await stop();
    await subscribeMany(handle, 50);
    await vi.advanceTimersByTimeAsync(EMBEDDED_MAINTENANCE_INTERVAL_MS);
    expect((await plannerView(handle)).rows).toBe(100);
    expect(logger.error).not.toHaveBeenCalled();
  }, 30_000);

  it("leaves PostgreSQL to its autovacuum", async () => {
    const execute = vi.fn();
    const database = { kind: "postgres" as const, db: { execute } as unknown as DatabaseHandle["db"] };
    await vacuumEmbeddedDatabase(database);
    const stop = startEmbeddedMaintenance(database, { error: vi.fn() });
    await stop();
    expect(execute).not.toHaveBeenCalled();
  });
});
