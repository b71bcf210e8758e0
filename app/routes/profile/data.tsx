import { dataExportFileName, exportCustomerData } from "../../features/profile/data-export.server.ts";
import { requireUser, statusError } from "../../platform/auth/guards.server.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/data";

/** Never cached: it is personal data. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services } = args.context.get(appContext);
  const now = new Date();
  const exported = await exportCustomerData(services.db, user.id, now);
  if (!exported) throw statusError(args, 404);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${dataExportFileName(now)}"`,
      "cache-control": "private, no-store",
    },
  });
}
