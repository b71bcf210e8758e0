import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { auditList } from "../../features/audit/audit-list.ts";
import { auditFilterOptions, listAudit } from "../../features/audit/audit-log.server.ts";
import { AuditScreen } from "../../features/audit/audit-screen.tsx";
import type { Route } from "./+types/audit";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  const query = auditList.parse(new URL(args.request.url).searchParams);
  const [result, options] = await Promise.all([
    listAudit(services.db, query, locale),
    auditFilterOptions(services.db),
  ]);
  return { result, options };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("admin:audit.title"));
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditScreen result={loaderData.result} options={loaderData.options} />;
}
