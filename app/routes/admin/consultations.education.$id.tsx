import {
  adminAction,
  adminDetail,
  explainStaleMove,
  intent,
} from "../../components/admin/admin-request.server.ts";
import {
  educationMoveSchema,
  loadEducation,
  moveEducationRequest,
} from "../../features/consultations/admin/education.server.ts";
import { EducationItemScreen } from "../../features/consultations/admin/education-screen.tsx";
import { statusError } from "../../platform/auth/guards.server.ts";
import type { Route } from "./+types/consultations.education.$id";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { found: row, listSearch } = await adminDetail(args, ({ services }, id) =>
    loadEducation(services.db, id),
  );
  if (!row) throw statusError(args, 404);
  return { row, listSearch };
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    { status: intent(educationMoveSchema, moveEducationRequest) },
    { explain: explainStaleMove },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const row = loaderData?.row;
  return adminMeta(matches, (t) =>
    row ? t("adminRequests:educationItem.title", { name: row.fullName }) : t("adminRequests:education.title"),
  );
}

export default function AdminEducationItem({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EducationItemScreen row={loaderData.row} actionData={actionData} listSearch={loaderData.listSearch} />
  );
}
