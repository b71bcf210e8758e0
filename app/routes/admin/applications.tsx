import { listApplications } from "../../features/admin/requests/applications.server.ts";
import { ApplicationsScreen } from "../../features/admin/requests/applications-screen.tsx";
import { applicationList } from "../../features/admin/requests/lists.ts";
import { adminRequest } from "../../features/admin/requests/shared.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/applications";

/** Issue 14 item 4: the submitted applications (the layout's middleware lets admins only through). */
export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = applicationList.parse(new URL(args.request.url).searchParams);
  return { result: await listApplications(services.db, query) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: `${t("adminRequests:applications.title")} · ${t("admin:title")}` }];
}

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  return <ApplicationsScreen result={loaderData.result} />;
}
