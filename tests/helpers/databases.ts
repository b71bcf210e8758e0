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

/** A new empty PostgreSQL database, migrated, dropped again on close. */
async function openFreshPostgres(adminUrl: string, maxConnections?: number): Promise<DatabaseHandle> {
  const name = `storefront_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
