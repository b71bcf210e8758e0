import { ApplicationDetailScreen } from "../../features/admin/requests/application-detail.tsx";
import {
  applicationAction,
  loadApplicationDetail,
} from "../../features/admin/requests/applications.server.ts";
import { adminRequest, isId, listSearchOf } from "../../features/admin/requests/shared.server.ts";
import {
  APPLICATION_NOTE_MAX_LENGTH,
  changeApplicationStatus,
} from "../../features/applications/status.server.ts";
import { statusError } from "../../platform/auth/guards.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/applications.$id";

export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  if (!isId(args.params.id)) throw statusError(args, 404);
  const application = await loadApplicationDetail(services.db, args.params.id.toLowerCase(), locale);
  if (!application) throw statusError(args, 404);
  return {
    application,
    noteMaxLength: APPLICATION_NOTE_MAX_LENGTH,
    listSearch: listSearchOf(new URL(args.request.url)),
  };
}

/** The status change: the applications' service (event + e-mail) with the admin's audit entry. */
export function action(args: Route.ActionArgs) {
  return applicationAction(args, changeApplicationStatus);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title = loaderData
    ? t("adminRequests:application.title", { trackingId: `\u2068${loaderData.application.trackingId}\u2069` })
    : t("adminRequests:applications.title");
  return [{ title: `${title} · ${t("admin:title")}` }];
}

export default function AdminApplication({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ApplicationDetailScreen
      application={loaderData.application}
      actionData={actionData}
      noteMaxLength={loaderData.noteMaxLength}
      listSearch={loaderData.listSearch}
    />
  );
}
