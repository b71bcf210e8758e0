import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

/** The migrations create them (drizzle/0004). */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** For backups. */
  pglite?: PGlite;
}

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export class DatabaseOpenError extends Error {
  override name = "DatabaseOpenError";
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir` ("memory://" for tests); migrated either way. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  maxConnections?: number;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.maxConnections ?? 10)
    : await openPglite(options.dataDir ?? "memory://");
  try {
    if (handle.kind === "postgres") await migratePg(handle.db as never, { migrationsFolder });
    else await migratePglite(handle.db as never, { migrationsFolder });
  } catch (error) {
    await handle.close().catch(() => {});
    throw new DatabaseOpenError(`The database could not be migrated: ${(error as Error).message}`);
  }
  return handle;
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool reconnects.
  pool.on("error", (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith("memory://");
  const location = inMemory ? dataDir : path.resolve(dataDir);
  if (!inMemory) mkdirSync(location, { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create(location, PGLITE_OPTIONS);
  } catch (error) {
    throw new DatabaseOpenError(
      `The embedded database in ${location} could not be opened (${(error as Error).message}). ` +
        "It may be damaged: restore a backup with `npm run db:restore FILE`, or move the folder away to start afresh.",
    );
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    async close() {
      if (client.closed) return;
      if (!inMemory) await client.exec("CHECKPOINT");
      await client.close();
    },
  };
}
