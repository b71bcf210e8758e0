import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../app/platform/db/client.server.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** `maxConnections`: the PostgreSQL pool's size (default 10), for tests that run many transactions at once. */
  open(options?: { maxConnections?: number }): Promise<DatabaseHandle>;
}

/** Every database the integration suite runs on: in-memory PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: () => openDatabase({ dataDir: "memory://" }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url)
    list.push({ name: "postgres", open: (options) => openFreshPostgres(url, options?.maxConnections) });
  return list;
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl` (tests and benchmarks): its URL, and
 * `drop()` to remove it again.
 */
export async function createThrowawayPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A new empty PostgreSQL database, migrated, dropped again on close. */
async function openFreshPostgres(adminUrl: string, maxConnections?: number): Promise<DatabaseHandle> {
  const database = await createThrowawayPostgres(adminUrl, "storefront_test");
  const handle = await openDatabase({ databaseUrl: database.url, maxConnections });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
