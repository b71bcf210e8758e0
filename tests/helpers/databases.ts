import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import {
  type DatabaseHandle,
  openDatabase,
  PGLITE_OPTIONS,
  pgliteHandle,
} from "../../app/platform/db/client.server.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** `maxConnections`: the PostgreSQL pool's size (default 10), for tests that run many transactions at once. */
  open(options?: { maxConnections?: number }): Promise<DatabaseHandle>;
}

/** Every database the integration suite runs on: in-memory PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: openFreshPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url)
    list.push({ name: "postgres", open: (options) => openFreshPostgres(url, options?.maxConnections) });
  return list;
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl` (tests and benchmarks): its URL, and
 * `drop()` to remove it again. With `template`, a copy of that database instead of an empty one.
 */
export async function createThrowawayPostgres(
  adminUrl: string,
  prefix: string,
  template?: string,
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
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
let pgliteTemplate: Blob | undefined;

/**
 * A new in-memory PGlite database, migrated. It is loaded from the data directory the global setup
 * migrated once (tests/helpers/database-templates.ts), which is much cheaper than initdb and the
 * migrations; without it (a file run outside that setup) it is created and migrated as the app does.
 */
async function openFreshPglite(): Promise<DatabaseHandle> {
  const templateFile = process.env.TEST_PGLITE_TEMPLATE;
  if (!templateFile) return openDatabase({ dataDir: "memory://" });
  pgliteTemplate ??= new Blob([readFileSync(templateFile)]);
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: pgliteTemplate });
  const handle = pgliteHandle(client, { checkpointOnClose: false });
  // Nothing to apply (the template is up to date), but a migration added since would still be.
  await migrate(handle.db as never, { migrationsFolder });
  return handle;
}

/** A new PostgreSQL database, migrated (a copy of the global setup's template when there is one), dropped again on close. */
async function openFreshPostgres(adminUrl: string, maxConnections?: number): Promise<DatabaseHandle> {
  const database = await createThrowawayPostgres(
    adminUrl,
    "storefront_test",
    process.env.TEST_POSTGRES_TEMPLATE,
  );
  const handle = await openDatabase({ databaseUrl: database.url, maxConnections });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
