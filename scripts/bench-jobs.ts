// npm run bench:jobs — jobs per second through the job queue (pg-boss, app/platform/jobs) on PGlite and (with
// BENCH_DATABASE_URL or TEST_DATABASE_URL, an admin URL of a PostgreSQL server) on PostgreSQL: BENCH_JOBS jobs of
// a no-op handler sent by BENCH_SENDERS concurrent senders to one process's worker, timed from the first send to
// the last completion, and then a backlog of the same size queued first and drained. A benchmark, not a test.
import { sql } from "drizzle-orm";
import { createJobQueue } from "../app/platform/jobs/jobs.server.ts";
import { createLogger } from "../app/platform/server/logger.server.ts";
import { type BenchDatabase, forEachDatabase } from "./bench-kit.ts";

const JOBS = Number(process.env.BENCH_JOBS ?? 2000);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 10);
const logger = createLogger("warn", false);

async function sendAll(send: (n: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < JOBS) await send(next++);
    }),
  );
}

async function benchOne(database: BenchDatabase) {
  const handle = await database.open({ maxConnections: SENDERS + 2 });
  try {
    // Sent and run together: every send wakes the worker, as in the app.
    let done = 0;
    let allDone!: () => void;
    let finished = new Promise<void>((resolve) => {
      allDone = resolve;
    });
    const queue = createJobQueue(handle, logger);
    queue.register({
      name: "bench-noop",
      async run() {
        if (++done === JOBS) allDone();
      },
    });
    const startedUp = performance.now();
    await queue.start();
    const startMs = performance.now() - startedUp;

    let started = performance.now();
    await sendAll((n) => queue.send("bench-noop", { n }));
    const sendSeconds = (performance.now() - started) / 1000;
    await finished;
    const liveSeconds = (performance.now() - started) / 1000;
    await queue.stop();

    // A backlog (after an outage): inserted in one statement while no worker runs, then drained by one process.
    const sender = createJobQueue(handle, logger);
    sender.register({ name: "bench-backlog", run: async () => {} });
    await sender.start();
    await sender.stop();
    await handle.db.execute(
      sql`insert into pgboss.job (name, data) select 'bench-backlog', jsonb_build_object('n', g) from generate_series(1, ${JOBS}) g`,
    );
    done = 0;
    finished = new Promise<void>((resolve) => {
      allDone = resolve;
    });
    const drainer = createJobQueue(handle, logger);
    drainer.register({
      name: "bench-backlog",
      async run() {
        if (++done === JOBS) allDone();
      },
    });
    started = performance.now();
    await drainer.start();
    await finished;
    const drainSeconds = (performance.now() - started) / 1000;
    await drainer.stop();

    console.log(
      `| ${database.kind} | ${startMs.toFixed(0)} | ${(JOBS / sendSeconds).toFixed(0)} | ${(JOBS / liveSeconds).toFixed(0)} | ${(JOBS / drainSeconds).toFixed(0)} |`,
    );
  } finally {
    await handle.close();
  }
}

const fallback = process.env.TEST_DATABASE_URL;
if (!process.env.BENCH_DATABASE_URL && fallback) process.env.BENCH_DATABASE_URL = fallback;
console.log(`${JOBS} no-op jobs, ${SENDERS} concurrent senders, one worker process (batches of 10)\n`);
console.log(
  "| database | queue start ms | sent/s | sent and run, jobs/s | backlog drained, jobs/s |\n|---|---|---|---|---|",
);
await forEachDatabase("jobs", benchOne);
