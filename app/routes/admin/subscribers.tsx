import { subscribersAction, subscribersLoader } from "../../features/admin/people/people-routes.server.ts";
import { SubscribersScreen } from "../../features/admin/people/subscribers-screen.tsx";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/subscribers";

/** /admin/subscribers: the newsletter's subscribers (active by default), unsubscribe one or many. */
export function loader(args: Route.LoaderArgs) {
  return subscribersLoader(args);
}

export function action(args: Route.ActionArgs) {
  return subscribersAction(args);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  // A leaf meta replaces the layout's: noindex again.
  return [
    { title: `${t("adminPeople:subscribers.title")} · ${t("admin:title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscribersScreen result={loaderData.result} actionData={actionData} />;
}
