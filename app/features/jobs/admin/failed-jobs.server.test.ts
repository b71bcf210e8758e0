import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { type Person, people, routeAnswer, routeArgs } from "../../../../tests/helpers/people-fixtures.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import { auditLog } from "../../../platform/db/schema/index.ts";
import { createJobQueue, type JobQueue } from "../../../platform/jobs/jobs.server.ts";
import { action, loader } from "../../../routes/admin/jobs.tsx";

for (const database of testDatabases()) {
  describe(`the back office's failed jobs on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let jobs: JobQueue;
    let admin: Person;
    let customer: Person;
    let smtpUp = false;
    const delivered: string[] = [];
    const { signUp } = people(() => services, `jobs-${database.name}`);

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
      // The real queue, with a mail job that fails at once while "SMTP" is down.
      jobs = createJobQueue(handle, services.logger, { pollingIntervalSeconds: 0.5 });
      jobs.register<{ to: string; about: string }>({
        name: "mail",
        retryLimit: 0,
        async run({ to }) {
          if (!smtpUp) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
          delivered.push(to);
        },
      });
      await jobs.start();
      services.jobs = jobs;
      admin = await signUp({ role: "admin", firstName: "Ada", lastName: "Admin" });
      customer = await signUp({ firstName: "Karim", lastName: "Customer" });
    }, 30_000);
    afterAll(async () => {
      await jobs?.stop(2_000);
      await services?.close();
      await handle?.close();
    });

    it("lists mail that finally failed, for admins only, and retries it with an audit entry", async () => {
      const id = await jobs.send("mail", { to: "layla@example.com", about: "layla@example.com · Confirm" });
      await vi.waitFor(async () => expect((await jobs.failed()).total).toBe(1), { timeout: 5_000 });

      expect((await routeAnswer(async () => loader(await routeArgs(services, "/admin/jobs")))).status).toBe(
        302,
      );
      const refused = await routeAnswer(async () =>
        loader(await routeArgs(services, "/admin/jobs", { cookie: customer.cookie })),
      );
      expect(refused.status).toBe(403);
      const retryForm = { intent: "retry", id: id!, queue: "mail" };
      const customerRetry = await routeAnswer(async () =>
        action(await routeArgs(services, "/admin/jobs", { cookie: customer.cookie, form: retryForm })),
      );
      expect(customerRetry.status).toBe(403);

      const listed = await routeAnswer(async () =>
        loader(await routeArgs(services, "/admin/jobs", { cookie: admin.cookie })),
      );
      expect(listed.body).toMatchObject({
        result: {
          total: 1,
          items: [
            {
              id,
              queue: "mail",
              about: "layla@example.com · Confirm",
              error: "connect ECONNREFUSED 127.0.0.1:25",
              attempts: 1,
            },
          ],
        },
      });

      // The search looks in what the job is about and in its error.
      for (const [q, total] of [
        ["LAYLA@", 1],
        ["ECONNREFUSED", 1],
        ["omar", 0],
      ] as const) {
        const found = await routeAnswer(async () =>
          loader(await routeArgs(services, `/admin/jobs?q=${q}`, { cookie: admin.cookie })),
        );
        expect(found.body).toMatchObject({ result: { total } });
      }

      smtpUp = true;
      const retried = await routeAnswer(async () =>
        action(await routeArgs(services, "/admin/jobs", { cookie: admin.cookie, form: retryForm })),
      );
      expect(retried).toMatchObject({ status: 200, body: { ok: true, intent: "retry" } });
      await vi.waitFor(() => expect(delivered).toEqual(["layla@example.com"]), { timeout: 5_000 });
      expect((await jobs.failed()).total).toBe(0);
      const [entry] = await services.db.select().from(auditLog).where(eq(auditLog.subjectId, id!));
      expect(entry).toMatchObject({
        action: "job.retry",
        actorId: admin.id,
        subjectType: "job",
        before: { queue: "mail", state: "failed" },
      });

      // Retried already: a translated 409, nothing audited.
      const again = await routeAnswer(async () =>
        action(
          await routeArgs(services, "/admin/jobs", { cookie: admin.cookie, form: retryForm, locale: "ar" }),
        ),
      );
      expect(again).toMatchObject({
        status: 409,
        body: {
          ok: false,
          error: { message: "لم تعد هذه المهمة في قائمة المهام الفاشلة، وربما أُعيدت محاولتها من قبل." },
        },
      });
      expect(await services.db.select().from(auditLog).where(eq(auditLog.subjectId, id!))).toHaveLength(1);

      const bad = await routeAnswer(async () =>
        action(
          await routeArgs(services, "/admin/jobs", {
            cookie: admin.cookie,
            form: { intent: "retry", id: "x", queue: "mail" },
          }),
        ),
      );
      expect(bad.status).toBe(400);
    }, 30_000);
  });
}
