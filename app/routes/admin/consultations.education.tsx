import {
  adminAction,
  adminRequest,
  explainStaleMove,
  intent,
} from "../../components/admin/admin-request.server.ts";
import {
  educationMoveSchema,
  listEducation,
  moveEducationRequest,
} from "../../features/consultations/admin/education.server.ts";
import { EducationScreen } from "../../features/consultations/admin/education-screen.tsx";
import { educationList } from "../../features/consultations/admin/lists.ts";
import type { Route } from "./+types/consultations.education";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = educationList.parse(new URL(args.request.url).searchParams);
  return { result: await listEducation(services.db, query) };
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    { status: intent(educationMoveSchema, moveEducationRequest) },
    { explain: explainStaleMove },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminRequests:education.title"));
}

export default function AdminEducation({ loaderData, actionData }: Route.ComponentProps) {
  return <EducationScreen result={loaderData.result} actionData={actionData} />;
}
