import { usersExport } from "../../features/admin/people/people-routes.server.ts";
import type { Route } from "./+types/users.export";

/** GET /admin/users/export: users-export-{yyyy-MM-dd}.csv of the list's search and filters (spec §9), streamed. */
export function loader(args: Route.LoaderArgs) {
  return usersExport(args);
}
