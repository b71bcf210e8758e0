import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayPostgres } from "../../../tests/helpers/databases.ts";
import { createLogger } from "../server/logger.server.ts";
import { type DatabaseHandle, type Listener, openDatabase } from "./client.server.ts";
import { listenForChanges, TableCache } from "./table-cache.server.ts";

// Several server processes on one PostgreSQL database: a change committed through one process drops the page
// from every process's cache. Each "process" here has its own pool, listening connection and cache.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("table caches across processes (PostgreSQL)", () => {
  let database: { url: string; drop(): Promise<void> };
  const processes: { handle: DatabaseHandle; cache: TableCache<string>; listener: Listener }[] = [];

  beforeAll(async () => {
    database = await createThrowawayPostgres(adminUrl!, "page_cache", process.env.TEST_POSTGRES_TEMPLATE);
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ databaseUrl: database.url, maxConnections: 2 });
      const cache = new TableCache<string>({ maxSize: 100, sizeOf: () => 1, ttlMs: 60_000 });
      processes.push({
        handle,
        cache,
        listener: await listenForChanges(
          [cache] as TableCache<unknown>[],
          handle,
          createLogger("silent", false),
        ),
      });
    }
  });
  afterAll(async () => {
    for (const { handle } of processes) await handle.close();
    await database?.drop();
  });

  it("drops another process's page once the writer's change is committed", async () => {
    const [writer, reader] = processes as [(typeof processes)[0], (typeof processes)[0]];
    reader.cache.store(
      "/travel-accessories",
      "page",
      ["travel_accessories", "site_settings"],
      reader.cache.mark(),
    );
    reader.cache.store("/esim-shop", "page", ["esim_plans"], reader.cache.mark());
    writer.cache.store("/travel-accessories", "page", ["travel_accessories"], writer.cache.mark());

    await writer.handle.db.execute(sql`update travel_accessories set price_cents = price_cents + 1`);
    await reader.listener.settle();
    await writer.listener.settle();
    expect(reader.cache.get("/travel-accessories")).toBeUndefined();
    expect(writer.cache.get("/travel-accessories")).toBeUndefined();
    expect(reader.cache.get("/esim-shop")).toBeDefined();
  });
});
