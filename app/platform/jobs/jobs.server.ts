// The one queue for background work: pg-boss on the app's own database, PostgreSQL or PGlite alike (PGlite
// through pg-boss's `db.executeSql` option). See docs/decisions/031 ("One job queue").

import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { DatabaseHandle, Queryable } from "../db/client.server.ts";
import { likePattern } from "../db/text-search.ts";
import type { Logger } from "../server/logger.server.ts";
import { currentRequest, runForRequest } from "../server/request-context.server.ts";

/** A kind of job: its name is its queue. */
export interface JobDefinition<Data = unknown> {
  /** Lower-case words joined by dashes ("mail", "order-expiry"); its label is `admin:jobs.queues.<name>`. */
  name: string;
  run(data: Data): Promise<void>;
  /** Attempts after the first; 0 for a recurring job, whose next run is the retry. */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles it. */
  retryDelaySeconds?: number;
  /** A run still going after this long counts as failed (and is retried). */
  expireInSeconds?: number;
  /** Cron in UTC ("* * * * *"): a recurring job, started once across all processes at each time. */
  every?: string;
}

export interface SendOptions {
  /** At most one job with this key is queued within `singletonSeconds` (60 unless given). */
  singletonKey?: string;
  singletonSeconds?: number;
  startAfterSeconds?: number;
}

/** A job that used up its attempts: the dead-letter list. */
export interface FailedJob {
  id: string;
  queue: string;
  /** What it was about, in a line: its data's `about` (a mail's recipient and subject), when it has one. */
  about: string | null;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
}

export interface QueueCounts {
  queue: string;
  /** Waiting to run, including retries not yet due. */
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueue {
  /** Before `start`; a name registered twice throws. */
  register<Data>(definition: JobDefinition<Data>): void;
  start(): Promise<void>;
  /** Null when a singleton job with the key is already queued. */
  send<Data>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  /** Newest first; `search` looks in what a job is about and its error. */
  failed(page?: {
    limit: number;
    offset: number;
    search?: string;
  }): Promise<{ items: FailedJob[]; total: number }>;
  /** Queues a failed job again for one more attempt, in `tx` when given (with its audit entry); false when it is
   * not a failed job of a queue of ours. */
  retry(queue: string, id: string, tx?: Queryable): Promise<boolean>;
  /** Per registered queue, for /metrics. */
  counts(): Promise<QueueCounts[]>;
  /** For /readyz: the queue answers. */
  ready(): Promise<boolean>;
  /** Takes no new jobs and waits for running ones (up to `timeoutMs`); the database stays open. */
  stop(timeoutMs?: number): Promise<void>;
}

const SCHEMA = "pgboss";
/** Not in the spec. Failed jobs stay in the dead-letter list this long before pg-boss archives them. */
const FAILED_KEPT_SECONDS = 30 * 24 * 3600;
const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
/** Jobs a worker takes at once and runs side by side (not in the spec). */
const BATCH = 10;

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs sent by other processes (a job sent here wakes it at once). */
  pollingIntervalSeconds?: number;
}

/** The database handle's own connections run the queue's SQL: one pool, one PGlite. `idle()` resolves when no
 * statement of the queue's is in flight (pg-boss does not wait for a job's completion before it says it stopped). */
function executorOf(database: DatabaseHandle): PgBoss.Db & { idle(): Promise<void> } {
  const run = runnerOf(database);
  const pending = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const query = run(text, values);
      pending.add(query);
      void query.catch(() => {}).finally(() => pending.delete(query));
      return query;
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

function runnerOf(database: DatabaseHandle): PgBoss.Db["executeSql"] {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "pglite") {
    const pglite = database.pglite!;
    return async (text, values) => {
      // pg-boss sends its schema and migrations as several statements without parameters.
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    };
  }
  const pool = client as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  return (text, values) => pool.query(text, values);
}

const REQUEST_ID_KEY = "requestId";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function createJobQueue(
  database: DatabaseHandle,
  logger: Pick<Logger, "error" | "warn">,
  options: JobQueueOptions = {},
): JobQueue {
  const executor = executorOf(database);
  const newBoss = () => {
    const boss = new PgBoss({ db: executor, schema: SCHEMA, archiveFailedAfterSeconds: FAILED_KEPT_SECONDS });
    boss.on("error", (error) => logger.error({ err: error }, "the job queue reported an error"));
    return boss;
  };
  let boss = newBoss();
  const definitions = new Map<string, JobDefinition<never>>();
  const workers = new Map<string, string>();
  let started = false;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  const queues = () => [...definitions.keys()];

  const setUp = async (boss: PgBoss) => {
    await boss.start();
    for (const definition of definitions.values()) {
      const settings = {
        name: definition.name,
        retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      };
      await boss.createQueue(definition.name, settings);
      // Settings changed since the queue was made apply to jobs sent from now on.
      await boss.updateQueue(definition.name, settings);
      const id = await boss.work<never>(
        definition.name,
        { pollingIntervalSeconds, batchSize: BATCH },
        async (jobs) => {
          // Each job of the batch succeeds or fails on its own; pg-boss then completes those still active.
          await Promise.all(
            jobs.map(async (job) => {
              try {
                const requestId = isRecord(job.data) ? job.data[REQUEST_ID_KEY] : undefined;
                await (typeof requestId === "string"
                  ? runForRequest(requestId, () => definition.run(job.data))
                  : definition.run(job.data));
              } catch (error) {
                const { name, message } = error instanceof Error ? error : new Error(String(error));
                await boss.fail(definition.name, job.id, { name, message });
              }
            }),
          );
          // A full batch means more may be waiting: the worker fetches again at once instead of sleeping.
          if (jobs.length === BATCH) boss.notifyWorker(workers.get(definition.name)!);
        },
      );
      workers.set(definition.name, id);
      if (definition.every) await boss.schedule(definition.name, definition.every);
      else await boss.unschedule(definition.name);
    }
  };

  return {
    register(definition) {
      if (started) throw new Error(`The job "${definition.name}" was registered after the queue started`);
      if (definitions.has(definition.name))
        throw new Error(`The job "${definition.name}" is registered twice`);
      definitions.set(definition.name, definition as JobDefinition<never>);
    },

    async start() {
      started = true;
      // Processes started together on a new database race to create pg-boss's schema and queues (its advisory
      // lock does not refresh the loser's catalogue cache; two queue creations can deadlock): the loser tries again.
      for (let attempt = 1; ; attempt++) {
        try {
          await setUp(boss);
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          logger.warn(`the job queue is starting again: ${(error as Error).message}`);
          await boss.stop({ graceful: false, close: false }).catch(() => {});
          workers.clear();
          boss = newBoss();
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt * (1 + Math.random())));
        }
      }
    },

    async send(name, data, sendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`No job is registered as "${name}"`);
      // The request that queued the job lends it its id, so the job's log lines can be traced back to it.
      const requestId = currentRequest()?.requestId;
      const payload = requestId && isRecord(data) ? { ...data, [REQUEST_ID_KEY]: requestId } : data;
      const id = await boss.send(name, payload as object, {
        ...(sendOptions.singletonKey
          ? {
              singletonKey: sendOptions.singletonKey,
              singletonSeconds: sendOptions.singletonSeconds ?? 60,
            }
          : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      const worker = workers.get(name);
      if (id && worker && !sendOptions.startAfterSeconds) boss.notifyWorker(worker);
      return id;
    },

    async failed({ limit, offset, search = "" } = { limit: 200, offset: 0 }) {
      const where = `state = 'failed' and name = any($1::text[])
        and ($2 = '' or data->>'about' ilike $2 or output->>'message' ilike $2)`;
      const pattern = search ? likePattern(search) : "";
      const [{ rows }, { rows: total }] = await Promise.all([
        executor.executeSql(
          `select id, name, data->>'about' as about, output, retry_count, created_on, completed_on
             from ${SCHEMA}.job where ${where} order by completed_on desc, id limit $3 offset $4`,
          [queues(), pattern, limit, offset],
        ),
        executor.executeSql(`select count(*)::int as count from ${SCHEMA}.job where ${where}`, [
          queues(),
          pattern,
        ]),
      ]);
      const items = (rows as FailedRow[]).map((row) => ({
        id: row.id,
        queue: row.name,
        about: row.about,
        error: errorText(row.output),
        attempts: row.retry_count + 1,
        createdAt: new Date(row.created_on),
        failedAt: new Date(row.completed_on),
      }));
      return { items, total: (total[0] as { count: number }).count };
    },

    async retry(queue, id, tx = database.db) {
      if (!definitions.has(queue)) return false;
      // pg-boss's own retry: one more attempt allowed, due at once.
      const result = await tx.execute(
        sql`update ${sql.identifier(SCHEMA)}.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
            where name = ${queue} and id = ${id}::uuid and state = 'failed' returning id`,
      );
      const retried = (result as unknown as { rows: unknown[] }).rows.length === 1;
      const worker = workers.get(queue);
      if (retried && worker) boss.notifyWorker(worker);
      return retried;
    },

    async counts() {
      const { rows } = await executor.executeSql(
        `select name, state, count(*)::int as count from ${SCHEMA}.job
           where name = any($1::text[]) and state in ('created', 'retry', 'active', 'failed')
           group by name, state`,
        [queues()],
      );
      const byQueue = new Map(queues().map((queue) => [queue, { queue, queued: 0, active: 0, failed: 0 }]));
      for (const row of rows as { name: string; state: string; count: number }[]) {
        const counts = byQueue.get(row.name)!;
        if (row.state === "active") counts.active += row.count;
        else if (row.state === "failed") counts.failed += row.count;
        else counts.queued += row.count;
      }
      return [...byQueue.values()];
    },

    async ready() {
      try {
        await executor.executeSql(`select 1 from ${SCHEMA}.version limit 1`, []);
        return started;
      } catch (error) {
        logger.warn(`the job queue is not ready: ${(error as Error).message}`);
        return false;
      }
    },

    async stop(timeoutMs = 15_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await executor.idle();
    },
  };
}

interface FailedRow {
  id: string;
  name: string;
  about: string | null;
  output: unknown;
  retry_count: number;
  created_on: string | Date;
  completed_on: string | Date;
}

function errorText(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output === null || output === undefined ? "" : JSON.stringify(output);
}
