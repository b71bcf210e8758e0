import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createThrowawayPostgres, testDatabases } from "../../../tests/helpers/databases.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.server.ts";
import { createLogger } from "../server/logger.server.ts";
import { createJobQueue, type JobQueue } from "./jobs.server.ts";

const logger = createLogger("silent", false);
/** A worker sent nothing by its own process looks this often (the app's default is 2 s). */
const FAST = { pollingIntervalSeconds: 0.5 };

for (const database of testDatabases()) {
  describe(`the job queue (${database.name})`, () => {
    let handle: DatabaseHandle;
    const queues: JobQueue[] = [];
    beforeAll(async () => {
      handle = await database.open();
    }, 30_000);
    afterEach(async () => {
      for (const queue of queues.splice(0)) await queue.stop(2_000);
    });
    afterAll(async () => {
      await handle.close();
    });

    const queueOf = () => {
      const queue = createJobQueue(handle, logger, FAST);
      queues.push(queue);
      return queue;
    };

    it("runs a job sent, retries a failing one with backoff, lists it once it is dead, and runs it again on retry", async () => {
      const queue = queueOf();
      const seen: string[] = [];
      let healthy = false;
      queue.register<{ word: string }>({
        name: "test-echo",
        retryLimit: 1,
        retryDelaySeconds: 1,
        async run({ word }) {
          seen.push(word);
          if (word === "flaky" && !healthy) throw new Error("the far side is down");
        },
      });
      await queue.start();
      expect(await queue.ready()).toBe(true);

      await queue.send("test-echo", { word: "hello" });
      await vi.waitFor(() => expect(seen).toContain("hello"), { timeout: 5_000 });

      const id = await queue.send("test-echo", { word: "flaky", about: "a flaky call" });
      // The first attempt, then one retry after a second: then it is dead.
      await vi.waitFor(async () => expect((await queue.failed()).total).toBe(1), { timeout: 10_000 });
      expect(seen.filter((word) => word === "flaky")).toHaveLength(2);
      const [dead] = (await queue.failed()).items;
      expect(dead).toMatchObject({
        id,
        queue: "test-echo",
        about: "a flaky call",
        error: "the far side is down",
        attempts: 2,
      });
      expect(await queue.counts()).toEqual([{ queue: "test-echo", queued: 0, active: 0, failed: 1 }]);

      healthy = true;
      expect(await queue.retry("test-echo", id!)).toBe(true);
      await vi.waitFor(() => expect(seen.filter((word) => word === "flaky")).toHaveLength(3), {
        timeout: 5_000,
      });
      await vi.waitFor(async () =>
        expect(await queue.counts()).toEqual([{ queue: "test-echo", queued: 0, active: 0, failed: 0 }]),
      );
      expect(await queue.failed()).toEqual({ items: [], total: 0 });
      // Only a failed job is retried, and only in a queue of ours.
      expect(await queue.retry("test-echo", id!)).toBe(false);
      expect(await queue.retry("unknown-queue", id!)).toBe(false);
    }, 30_000);

    it("queues one job per singleton key", async () => {
      const queue = queueOf();
      queue.register({ name: "test-single", run: async () => {} });
      await queue.start();
      const first = await queue.send("test-single", {}, { singletonKey: "k", startAfterSeconds: 60 });
      const second = await queue.send("test-single", {}, { singletonKey: "k", startAfterSeconds: 60 });
      expect(first).toBeTruthy();
      expect(second).toBeNull();
    });

    it("stops only once the job it is running has finished", async () => {
      const queue = queueOf();
      let finished = false;
      let started!: () => void;
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      queue.register({
        name: "test-slow",
        async run() {
          started();
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          finished = true;
        },
      });
      await queue.start();
      const id = await queue.send("test-slow", {});
      await running;
      await queue.stop(10_000);
      expect(finished).toBe(true);
      // Completed, not failed: the database was still open when pg-boss recorded it.
      const result = await handle.db.execute(sql`select state from pgboss.job where id = ${id}::uuid`);
      expect((result as unknown as { rows: { state: string }[] }).rows[0]?.state).toBe("completed");
    }, 20_000);
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("the job queue of two processes on one PostgreSQL", () => {
  let server: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  const handles: DatabaseHandle[] = [];
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    server = await createThrowawayPostgres(postgresUrl!, "jobs", process.env.TEST_POSTGRES_TEMPLATE);
    for (let i = 0; i < 2; i++)
      handles.push(await openDatabase({ databaseUrl: server.url, maxConnections: 4 }));
  }, 30_000);
  afterAll(async () => {
    for (const queue of queues) await queue.stop(2_000);
    for (const handle of handles) await handle.close();
    await server?.drop();
  });

  it("runs each job once, whichever process sent it", async () => {
    const runs = new Map<number, string[]>();
    for (const [index, handle] of handles.entries()) {
      const queue = createJobQueue(handle, logger, FAST);
      queue.register<{ n: number }>({
        name: "test-count",
        async run({ n }) {
          runs.set(n, [...(runs.get(n) ?? []), `process ${index}`]);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
      queues.push(queue);
    }
    // Started together: both create the schema and the queue at once.
    await Promise.all(queues.map((queue) => queue.start()));
    const sent = 40;
    await Promise.all(Array.from({ length: sent }, (_, n) => queues[n % 2]!.send("test-count", { n })));
    await vi.waitFor(() => expect(runs.size).toBe(sent), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const workers = new Set([...runs.values()].flat());
    expect(workers.size).toBe(2);
  }, 40_000);
});
