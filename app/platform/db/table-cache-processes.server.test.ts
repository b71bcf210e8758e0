import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayPostgres, testDatabases } from "../../../tests/helpers/databases.ts";
import { createLogger } from "../server/logger.server.ts";
import { type DatabaseHandle, type Listener, openDatabase } from "./client.server.ts";
import { listenForChanges, TableCache } from "./table-cache.server.ts";

// Several server processes on one database: a change committed through one drops the page from every process's
// cache. On PostgreSQL each "process" has its own pool, listening connection and cache; PGlite belongs to one
// process, where two caches listen on the same database.
interface Setup {
  name: string;
  open(): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; close(): Promise<void> }>;
}

const setups: Setup[] = testDatabases().map((database) => ({
  name: database.name,
  async open() {
    if (database.name === "pglite") {
      const handle = await database.open();
      return { handles: [handle, handle], close: () => handle.close() };
    }
    const server = await createThrowawayPostgres(
      process.env.TEST_DATABASE_URL!,
      "page_cache",
      process.env.TEST_POSTGRES_TEMPLATE,
    );
    const open = () => openDatabase({ databaseUrl: server.url, maxConnections: 2 });
    const handles: [DatabaseHandle, DatabaseHandle] = [await open(), await open()];
    return {
      handles,
      async close() {
        for (const handle of handles) await handle.close();
        await server.drop();
      },
    };
  },
}));

for (const setup of setups) {
  describe(`table caches of several processes (${setup.name})`, () => {
    let close: () => Promise<void>;
    const processes: { handle: DatabaseHandle; cache: TableCache<string>; listener: Listener }[] = [];

    beforeAll(async () => {
      const opened = await setup.open();
      close = opened.close;
      for (const handle of opened.handles) {
        const cache = new TableCache<string>({ maxSize: 100, sizeOf: () => 1, ttlMs: 60_000 });
        const listener = await listenForChanges([cache], handle, createLogger("silent", false));
        processes.push({ handle, cache, listener });
      }
    });
    afterAll(async () => {
      for (const { listener } of processes) await listener.close();
      await close?.();
    });

    it("drops another process's page once the writer's change is committed", async () => {
      const [writer, reader] = processes as [(typeof processes)[0], (typeof processes)[0]];
      reader.cache.store("/travel-accessories", "page", ["travel_accessories"], reader.cache.mark());
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
}
