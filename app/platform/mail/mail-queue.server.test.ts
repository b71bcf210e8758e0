import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { createJobQueue, type JobQueue } from "../jobs/jobs.server.ts";
import { createLogger } from "../server/logger.server.ts";
import { createMailer, MAIL_JOB, type Mailer, mailJob, readOutbox } from "./mail.server.ts";

const logger = createLogger("silent", false);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** An SMTP server that keeps what it receives; started and stopped by the test. */
function smtpServer(received: string[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((address) => address.address));
        callback();
      });
    },
  });
}

const verifyMail = (to: string) => ({
  to,
  locale: "ar" as const,
  template: () => import("./templates/verify-email.server.tsx"),
  data: { name: "ليلى", url: "https://shop.test/verify?token=abc" },
});

describe("mail through the job queue", () => {
  let handle: DatabaseHandle;
  const queues: JobQueue[] = [];
  const mailers: Mailer[] = [];
  let outboxDir: string;
  beforeAll(async () => {
    handle = await testDatabases()[0]!.open();
    outboxDir = await mkdtemp(path.join(tmpdir(), "mail-queue-"));
  });
  // One worker at a time: a stopped test's worker must not take the next test's mail.
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop(2_000);
    for (const mailer of mailers.splice(0)) await mailer.close();
  });
  afterAll(async () => {
    await handle.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  /** As createServices wires them: `send` queues, the mail job delivers (retries from 1 s here, not 30 s). */
  async function queuedMailer(smtpUrl?: string) {
    const queue = createJobQueue(handle, logger, { pollingIntervalSeconds: 0.5 });
    const mailer = createMailer({
      ...(smtpUrl ? { smtpUrl } : {}),
      from: "Travel Services <no-reply@example.com>",
      outboxDir,
      logger,
      dispatch: (message) => queue.send(MAIL_JOB, message),
    });
    queue.register(mailJob(mailer, 1));
    await queue.start();
    queues.push(queue);
    mailers.push(mailer);
    return { queue, mailer };
  }

  it("delays mail while the SMTP server is down and delivers it when it is back", async () => {
    const port = await freePort();
    const { queue, mailer } = await queuedMailer(`smtp://127.0.0.1:${port}`);

    const sent = await mailer.send(verifyMail("layla@example.com"));
    expect(sent.links).toEqual(["https://shop.test/verify?token=abc"]);
    // Refused at the first attempt, and waiting for its retry: not lost, not dead.
    await vi.waitFor(
      async () => {
        const { rows } = await handle.pglite!.query<{ state: string; retry_count: number }>(
          "select state, retry_count from pgboss.job where name = 'mail'",
        );
        expect(rows).toEqual([{ state: "retry", retry_count: 1 }]);
      },
      { timeout: 5_000 },
    );
    expect((await queue.failed()).total).toBe(0);

    const received: string[] = [];
    const server = smtpServer(received);
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      await vi.waitFor(() => expect(received).toEqual(["layla@example.com"]), { timeout: 10_000 });
      await vi.waitFor(async () =>
        expect(await queue.counts()).toEqual([{ queue: MAIL_JOB, queued: 0, active: 0, failed: 0 }]),
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30_000);

  it("answers a template's error to the caller and queues nothing; the outbox takes the same path", async () => {
    const { queue, mailer } = await queuedMailer();
    const countsBefore = await queue.counts();
    await expect(
      mailer.send({
        to: "x@example.com",
        locale: "en",
        template: async () => {
          throw new Error("no such template");
        },
        data: {},
      }),
    ).rejects.toThrow("no such template");
    expect(await queue.counts()).toEqual(countsBefore);

    await mailer.send(verifyMail("omar@example.com"));
    await vi.waitFor(
      async () => expect((await readOutbox(outboxDir)).map((mail) => mail.to)).toEqual(["omar@example.com"]),
      { timeout: 5_000 },
    );
    const [mail] = await readOutbox(outboxDir);
    expect(mail).toMatchObject({
      template: "verify-email",
      locale: "ar",
      links: ["https://shop.test/verify?token=abc"],
    });
  }, 30_000);
});
