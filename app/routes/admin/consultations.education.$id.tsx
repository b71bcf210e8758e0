import { educationAction, loadEducation } from "../../features/admin/requests/consultations.server.ts";
import { EducationItemScreen } from "../../features/admin/requests/consultations-screen.tsx";
import { adminRequest, isId, listSearchOf } from "../../features/admin/requests/shared.server.ts";
import { statusError } from "../../platform/auth/guards.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/consultations.education.$id";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  if (!isId(args.params.id)) throw statusError(args, 404);
  const row = await loadEducation(services.db, args.params.id.toLowerCase());
  if (!row) throw statusError(args, 404);
  return { row, listSearch: listSearchOf(new URL(args.request.url)) };
}

export function action(args: Route.ActionArgs) {
  return educationAction(args);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title = loaderData
    ? t("adminRequests:educationItem.title", { name: loaderData.row.fullName })
    : t("adminRequests:education.title");
  return [{ title: `${title} · ${t("admin:title")}` }];
}

export default function AdminEducationItem({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EducationItemScreen row={loaderData.row} actionData={actionData} listSearch={loaderData.listSearch} />
  );
}
