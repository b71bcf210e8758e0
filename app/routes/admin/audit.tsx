import { auditLoader } from "../../features/admin/audit/audit-routes.server.ts";
import { AuditScreen } from "../../features/admin/audit/audit-screen.tsx";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/audit";

/** /admin/audit: every admin write, newest first, 20 a page, filters in the URL (issue 14 item 10). */
export function loader(args: Route.LoaderArgs) {
  return auditLoader(args);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: `${t("admin:audit.title")} · ${t("admin:title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditScreen result={loaderData.result} options={loaderData.options} />;
}
