import { adminRequest, idOf } from "../../components/admin/admin-request.server.ts";
import { exportResponse } from "../../features/cms/admin/page-actions.server.ts";
import type { Route } from "./+types/pages.$id.export";

/** The page or post as a JSON file, for an import into another installation. */
export async function loader(args: Route.LoaderArgs) {
  const request = adminRequest(args);
  let id: string;
  try {
    id = idOf(args.params.id);
  } catch {
    throw new Response(request.t("errors:codes.API_NOT_FOUND"), { status: 404 });
  }
  return exportResponse(request, id);
}
