import { usersLoader } from "../../features/admin/people/people-routes.server.ts";
import { UsersScreen } from "../../features/admin/people/users-screen.tsx";
import type { Route } from "./+types/users";

/** /admin/users: every account, searchable and filtered, 20 a page (spec §9), all in the URL. */
export function loader(args: Route.LoaderArgs) {
  return usersLoader(args);
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersScreen result={loaderData.result} />;
}
