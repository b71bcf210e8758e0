import { adminRequest } from "../../components/admin/admin-request.server.ts";
import {
  exportUsers,
  recordUserExport,
  USER_EXPORT_COLUMNS,
  userExportFileName,
} from "../../features/accounts/admin/users.server.ts";
import { userList } from "../../features/accounts/admin/users.ts";
import { csvResponse } from "../../platform/lists/csv.server.ts";
import type { Route } from "./+types/users.export";

/** Spec §9; streamed a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor } = adminRequest(args);
  const query = userList.parse(new URL(args.request.url).searchParams);
  await recordUserExport(services.db, actor, query);
  return csvResponse({
    fileName: userExportFileName(),
    columns: USER_EXPORT_COLUMNS,
    rows: exportUsers(services.db, query),
    onError: (error) => services.logger.error({ err: error }, "users export failed midway"),
  });
}
