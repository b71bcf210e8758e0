/**
 * The loaders of /admin/audit and /admin/audit/:id. The admin layout's middleware refuses everyone but admins
 * first; each loader checks again (`requireAdmin`), so a loader reached any other way refuses too.
 */
import type { RouterContextProvider } from "react-router";
import { requireAdmin, statusError } from "../../../platform/auth/guards.server.ts";
import { appContext } from "../../../platform/server/context.ts";
import { auditFilterOptions, findAuditEntry, listAudit } from "./audit.server.ts";
import { auditList } from "./list.ts";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params?: Record<string, string | undefined>;
}

export async function auditLoader(args: Args) {
  requireAdmin(args);
  const db = args.context.get(appContext).services.db;
  const query = auditList.parse(new URL(args.request.url).searchParams);
  const [result, options] = await Promise.all([listAudit(db, query), auditFilterOptions(db)]);
  return { result, options };
}

export async function auditEntryLoader(args: Args) {
  requireAdmin(args);
  const entry = await findAuditEntry(args.context.get(appContext).services.db, args.params?.id ?? "");
  if (!entry) throw statusError(args, 404);
  return { entry };
}
