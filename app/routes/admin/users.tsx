import { usersLoader } from "../../features/admin/people/people-routes.server.ts";
import { UsersScreen } from "../../features/admin/people/users-screen.tsx";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/users";

/** /admin/users: every account, searchable and filtered, 20 a page (spec §9), all in the URL. */
export function loader(args: Route.LoaderArgs) {
  return usersLoader(args);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  // A leaf meta replaces the layout's: noindex again.
  return [
    { title: `${t("adminPeople:users.title")} · ${t("admin:title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersScreen result={loaderData.result} />;
}
