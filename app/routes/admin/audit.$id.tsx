import { AuditEntryScreen } from "../../features/admin/audit/audit-entry-screen.tsx";
import { auditEntryLoader } from "../../features/admin/audit/audit-routes.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/audit.$id";

/** /admin/audit/:id: one entry, its values before → after. */
export function loader(args: Route.LoaderArgs) {
  return auditEntryLoader(args);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: `${t("admin:audit.title")} · ${t("admin:title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminAuditEntry({ loaderData }: Route.ComponentProps) {
  return <AuditEntryScreen entry={loaderData.entry} />;
}
