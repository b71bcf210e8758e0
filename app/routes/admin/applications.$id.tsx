import {
  adminAction,
  adminDetail,
  explainStaleMove,
  intent,
} from "../../components/admin/admin-request.server.ts";
import {
  rejectSchema,
  rejectWith,
  requestActionAsAdmin,
  requestActionSchema,
} from "../../features/applications/admin/application-actions.server.ts";
import { ApplicationDetailScreen } from "../../features/applications/admin/application-detail.tsx";
import {
  applicationStatusSchema,
  changeApplicationStatusAsAdmin,
  loadApplicationDetail,
} from "../../features/applications/admin/applications.server.ts";
import { APPLICATION_NOTE_MAX_LENGTH } from "../../features/applications/status.server.ts";
import { refundApplicationFee } from "../../features/checkout/admin/application-fee-refund.server.ts";
import { explainOrderRefusal } from "../../features/checkout/admin/order-actions.server.ts";
import { statusError } from "../../platform/auth/guards.server.ts";
import type { Route } from "./+types/applications.$id";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { found: application, listSearch } = await adminDetail(args, ({ services, locale }, id) =>
    loadApplicationDetail(services.db, id, locale),
  );
  if (!application) throw statusError(args, 404);
  return { application, noteMaxLength: APPLICATION_NOTE_MAX_LENGTH, listSearch };
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    {
      status: intent(applicationStatusSchema, changeApplicationStatusAsAdmin),
      request: intent(requestActionSchema, requestActionAsAdmin),
      reject: intent(rejectSchema, rejectWith(refundApplicationFee)),
    },
    // A refund the provider refuses is a 502 with its reason; a stale or illegal move a 409.
    { explain: (error, request) => explainOrderRefusal(error, request) ?? explainStaleMove(error, request) },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const application = loaderData?.application;
  return adminMeta(matches, (t) =>
    application
      ? t("adminRequests:application.title", { trackingId: `\u2068${application.trackingId}\u2069` })
      : t("adminRequests:applications.title"),
  );
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
