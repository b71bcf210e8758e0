import { userAction, userLoader } from "../../features/admin/people/people-routes.server.ts";
import { UserScreen } from "../../features/admin/people/user-screen.tsx";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/users.$id";

/** /admin/users/:id: one account; deactivate / reactivate, password-reset e-mail, admin role (spec §6). */
export function loader(args: Route.LoaderArgs) {
  return userLoader(args);
}

export function action(args: Route.ActionArgs) {
  return userAction(args);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const name = loaderData ? loaderData.user.name || loaderData.user.email : t("adminPeople:users.title");
  // A leaf meta replaces the layout's: noindex again.
  return [{ title: `${name} · ${t("admin:title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  return <UserScreen {...loaderData} actionData={actionData} />;
}
