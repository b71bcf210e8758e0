import { data } from "react-router";
import {
  adminAction,
  adminDetail,
  deleteSchema,
  explainStaleMove,
  intent,
} from "../../components/admin/admin-request.server.ts";
import {
  BUSINESS_NOTES_MAX_LENGTH,
  businessUpdateSchema,
  deleteBusinessRequest,
  loadBusiness,
  updateBusinessRequest,
} from "../../features/consultations/admin/business.server.ts";
import { BusinessItemScreen } from "../../features/consultations/admin/business-screen.tsx";
import type { Route } from "./+types/consultations.business.$id";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { found: row, listSearch } = await adminDetail(args, ({ services }, id) =>
    loadBusiness(services.db, id),
  );
  return data(
    { row, listSearch, notesMaxLength: BUSINESS_NOTES_MAX_LENGTH },
    row ? undefined : { status: 404 },
  );
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    {
      update: intent(businessUpdateSchema, updateBusinessRequest),
      delete: intent(deleteSchema, deleteBusinessRequest),
    },
    { explain: explainStaleMove },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const row = loaderData?.row;
  return adminMeta(matches, (t) =>
    row ? t("adminRequests:businessItem.title", { name: row.fullName }) : t("adminRequests:business.title"),
  );
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
