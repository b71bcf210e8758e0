import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { listUsers } from "../../features/accounts/admin/users.server.ts";
import { userList } from "../../features/accounts/admin/users.ts";
import { UsersScreen } from "../../features/accounts/admin/users-screen.tsx";
import type { Route } from "./+types/users";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = userList.parse(new URL(args.request.url).searchParams);
  return { result: await listUsers(services.db, query) };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminPeople:users.title"));
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersScreen result={loaderData.result} />;
}
