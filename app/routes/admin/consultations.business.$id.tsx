import { data } from "react-router";
import {
  BUSINESS_NOTES_MAX_LENGTH,
  businessAction,
  loadBusiness,
} from "../../features/admin/requests/consultations.server.ts";
import { BusinessItemScreen } from "../../features/admin/requests/consultations-screen.tsx";
import { adminRequest, isId, listSearchOf } from "../../features/admin/requests/shared.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/consultations.business.$id";

/** One request; after its deletion (or for an unknown id) the page says so with a 404. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const row = isId(args.params.id) ? await loadBusiness(services.db, args.params.id.toLowerCase()) : null;
  return data(
    { row, listSearch: listSearchOf(new URL(args.request.url)), notesMaxLength: BUSINESS_NOTES_MAX_LENGTH },
    row ? undefined : { status: 404 },
  );
}

/** Status and notes, or deletion after the confirmation; each with its audit entry. */
export function action(args: Route.ActionArgs) {
  return businessAction(args);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title = loaderData?.row
    ? t("adminRequests:businessItem.title", { name: loaderData.row.fullName })
    : t("adminRequests:business.title");
  return [{ title: `${title} · ${t("admin:title")}` }];
}

export default function AdminBusinessItem({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BusinessItemScreen
      row={loaderData.row}
      actionData={actionData}
      listSearch={loaderData.listSearch}
      notesMaxLength={loaderData.notesMaxLength}
    />
  );
}
