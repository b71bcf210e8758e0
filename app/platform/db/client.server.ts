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
  /** The PostgreSQL pool's connections (metrics); absent on PGlite, which has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Calls `onPayload` for every NOTIFY on `channel` committed by any connection (several processes with PostgreSQL). */
  listen(channel: string, onPayload: (payload: string) => void, logger: ListenLogger): Promise<Listener>;
}

export interface Listener {
  /** Resolves once every notification committed before the call has been delivered to `onPayload`. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** Told when notifications may have been missed (the listening connection was lost): the caller drops what it derived. */
export interface ListenLogger {
  warn(message: string): void;
  lost(): void;
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
    if (handle.kind === "postgres") await migratePostgres(options.databaseUrl!);
    else await migratePglite(handle.db as never, { migrationsFolder });
  } catch (error) {
    await handle.close().catch(() => {});
    throw new DatabaseOpenError(`The database could not be migrated: ${(error as Error).message}`);
  }
  return handle;
}

/** An arbitrary constant key: processes that start together wait here and apply the migrations once. */
const MIGRATION_LOCK_KEY = 7_314_002_612;

/**
 * On one connection of its own holding a session advisory lock: the migrator runs each migration in a
 * transaction of its own, so a second process would otherwise read the journal before the first committed
 * and apply the same migration again (and fail on "already exists").
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    // Closing the session releases the lock too, should the unlock itself fail.
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool reconnects.
  pool.on("error", (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const listeners = new Set<Listener>();
  return {
    db,
    kind: "postgres",
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, onPayload, logger) => {
      const listener = await listenOnPostgres(url, channel, onPayload, logger);
      listeners.add(listener);
      return listener;
    },
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.close()));
      await pool.end();
    },
  };
}

const RECONNECT_MS = [100, 500, 2_000, 5_000];

/** One dedicated connection (a pooled one would lose its LISTEN when returned); reconnects when it drops. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  logger: ListenLogger,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  const reconnect = () => {
    if (closed) return;
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    setTimeout(() => void connect().catch(reconnect), delay).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", (error) => {
      logger.warn(`PostgreSQL LISTEN connection lost: ${error.message}`);
    });
    next.on("end", () => {
      if (closed || client !== next) return;
      client = null;
      // Whatever was committed while no connection listened is unknown: the caller starts afresh.
      logger.lost();
      reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    attempt = 0;
    if (closed) await next.end().catch(() => {});
  };
  await connect();
  return {
    async settle() {
      // The server sends what is queued for this session before the answer to its next query.
      await client?.query("SELECT 1").catch(() => {});
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
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
  return pgliteHandle(client, { checkpointOnClose: !inMemory });
}

/** A handle on an opened PGlite (tests open theirs from a template). */
export function pgliteHandle(client: PGlite, options: { checkpointOnClose: boolean }): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: "pglite",
    pglite: client,
    // PGlite runs in this process and delivers a notification before the committing query resolves.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return {
        settle: async () => {},
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    async close() {
      if (client.closed) return;
      if (options.checkpointOnClose) await client.exec("CHECKPOINT");
      await client.close();
    },
  };
}
