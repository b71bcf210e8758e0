import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { listApplications } from "../../features/applications/admin/applications.server.ts";
import { ApplicationsScreen } from "../../features/applications/admin/applications-screen.tsx";
import { applicationList } from "../../features/applications/admin/lists.ts";
import type { Route } from "./+types/applications";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = applicationList.parse(new URL(args.request.url).searchParams);
  return { result: await listApplications(services.db, query) };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminRequests:applications.title"));
}

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  return <ApplicationsScreen result={loaderData.result} />;
}
