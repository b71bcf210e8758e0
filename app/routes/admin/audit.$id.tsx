import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { AuditEntryScreen } from "../../features/audit/audit-entry-screen.tsx";
import { findAuditEntry } from "../../features/audit/audit-log.server.ts";
import { statusError } from "../../platform/auth/guards.server.ts";
import type { Route } from "./+types/audit.$id";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  const entry = await findAuditEntry(services.db, args.params.id, locale);
  if (!entry) throw statusError(args, 404);
  return { entry };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("admin:audit.title"));
}

export default function AdminAuditEntry({ loaderData }: Route.ComponentProps) {
  return <AuditEntryScreen entry={loaderData.entry} />;
}
