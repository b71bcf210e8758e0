import * as z from "zod";
import {
  type AdminRefusal,
  type AdminRequest,
  auditedChange,
} from "../../../components/admin/admin-request.server.ts";
import { PAGE_SIZE } from "../../../platform/domain/constants.ts";
import { AppError, isAppError, toErrorPayload } from "../../../platform/http/errors.ts";
import type { JobQueue } from "../../../platform/jobs/jobs.server.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import type { FailedJobListQuery, FailedJobRow } from "./failed-jobs.ts";

/** Not in the spec: an error is shown up to this length (a stack trace is not). */
const ERROR_SHOWN = 300;

export async function listFailedJobs(
  jobs: JobQueue,
  query: FailedJobListQuery,
): Promise<Paged<FailedJobRow>> {
  const { items, total } = await jobs.failed({
    limit: PAGE_SIZE,
    offset: pageOffset(query.page),
    search: query.q,
  });
  const rows = items.map((job) => ({
    id: job.id,
    queue: job.queue,
    about: job.about,
    error: job.error.slice(0, ERROR_SHOWN),
    attempts: job.attempts,
    failed: job.failedAt.toISOString(),
  }));
  return paged(rows, total, query.page);
}

export const retrySchema = z.object({ id: z.uuid(), queue: z.string().min(1).max(100) });

/** One more attempt, audited in the same transaction. */
export async function retryFailedJob(request: AdminRequest, { id, queue }: z.output<typeof retrySchema>) {
  await auditedChange(request, async (tx) => {
    if (!(await request.services.jobs.retry(queue, id, tx))) throw new AppError("BUSINESS_INVALID_STATE");
    return {
      result: null,
      audit: {
        action: "job.retry",
        subjectType: "job",
        subjectId: id,
        before: { queue, state: "failed" },
        after: { queue, state: "retry" },
      },
    };
  });
  return { message: request.t("admin:jobs.retried") };
}

export function explainJobRefusal(error: unknown, { t }: AdminRequest): AdminRefusal | undefined {
  if (!isAppError(error) || error.code !== "BUSINESS_INVALID_STATE") return undefined;
  return { ...toErrorPayload(error, t), message: t("admin:jobs.notFailed") };
}
