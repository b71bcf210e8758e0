import { subscribersExport } from "../../features/admin/people/people-routes.server.ts";
import type { Route } from "./+types/subscribers.export";

/** GET /admin/subscribers/export: subscribers-export-{yyyy-MM-dd}.csv of the list's search and filters, streamed. */
export function loader(args: Route.LoaderArgs) {
  return subscribersExport(args);
}
