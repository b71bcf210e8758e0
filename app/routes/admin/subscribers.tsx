import { adminAction, adminRequest, intent } from "../../components/admin/admin-request.server.ts";
import {
  explainSubscriberRefusal,
  unsubscribeSchema,
  unsubscribeSelected,
} from "../../features/newsletter/admin/subscriber-actions.server.ts";
import { listSubscribers } from "../../features/newsletter/admin/subscribers.server.ts";
import { subscriberList } from "../../features/newsletter/admin/subscribers.ts";
import { SubscribersScreen } from "../../features/newsletter/admin/subscribers-screen.tsx";
import type { Route } from "./+types/subscribers";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = subscriberList.parse(new URL(args.request.url).searchParams);
  return { result: await listSubscribers(services.db, query) };
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    { unsubscribe: intent(unsubscribeSchema, unsubscribeSelected) },
    { explain: explainSubscriberRefusal },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminPeople:subscribers.title"));
}

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscribersScreen result={loaderData.result} actionData={actionData} />;
}
