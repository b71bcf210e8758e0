import { adminAction, adminRequest, intent } from "../../components/admin/admin-request.server.ts";
import {
  explainJobRefusal,
  listFailedJobs,
  retryFailedJob,
  retrySchema,
} from "../../features/jobs/admin/failed-jobs.server.ts";
import { failedJobList } from "../../features/jobs/admin/failed-jobs.ts";
import { FailedJobsScreen } from "../../features/jobs/admin/failed-jobs-screen.tsx";
import type { Route } from "./+types/jobs";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = failedJobList.parse(new URL(args.request.url).searchParams);
  return { result: await listFailedJobs(services.jobs, query) };
}

export function action(args: Route.ActionArgs) {
  return adminAction(args, { retry: intent(retrySchema, retryFailedJob) }, { explain: explainJobRefusal });
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("admin:jobs.title"));
}

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  return <FailedJobsScreen result={loaderData.result} actionData={actionData} />;
}
