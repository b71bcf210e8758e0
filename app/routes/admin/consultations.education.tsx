import { educationAction, listEducation } from "../../features/admin/requests/consultations.server.ts";
import { EducationScreen } from "../../features/admin/requests/consultations-screen.tsx";
import { educationList } from "../../features/admin/requests/lists.ts";
import { adminRequest } from "../../features/admin/requests/shared.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/consultations.education";

/** Issue 14 item 6: education consultation requests (admins only: the layout's middleware). */
export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = educationList.parse(new URL(args.request.url).searchParams);
  return { result: await listEducation(services.db, query) };
}

/** Moves one request on from the list (new → in progress → completed), with its audit entry. */
export function action(args: Route.ActionArgs) {
  return educationAction(args);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: `${t("adminRequests:education.title")} · ${t("admin:title")}` }];
}

export default function AdminEducation({ loaderData, actionData }: Route.ComponentProps) {
  return <EducationScreen result={loaderData.result} actionData={actionData} />;
}
