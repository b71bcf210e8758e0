import { data } from "react-router";
import {
  adminAction,
  adminDetail,
  deleteSchema,
  intent,
} from "../../components/admin/admin-request.server.ts";
import {
  deleteFromEditor,
  duplicateFromEditor,
  noFields,
  publishContent,
  publishSchema,
  restoreFromEditor,
  restoreSchema,
  saveContent,
  saveSchema,
  unpublishContent,
} from "../../features/cms/admin/page-actions.server.ts";
import { PageEditorScreen } from "../../features/cms/admin/page-editor.tsx";
import { explainCmsError } from "../../features/cms/admin/page-writes.server.ts";
import { loadEditorSubject } from "../../features/cms/admin/pages.server.ts";
import type { Route } from "./+types/pages.$id";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { found: subject } = await adminDetail(args, ({ services }, id) =>
    loadEditorSubject(services.db, id),
  );
  return data({ subject }, subject ? undefined : { status: 404 });
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    {
      save: intent(saveSchema, saveContent),
      publish: intent(publishSchema, publishContent),
      unpublish: intent(noFields, unpublishContent),
      duplicate: intent(noFields, duplicateFromEditor),
      restore: intent(restoreSchema, restoreFromEditor),
      delete: intent(deleteSchema, deleteFromEditor),
    },
    { explain: explainCmsError, hideFields: ["document"] },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const subject = loaderData?.subject;
  return adminMeta(matches, (t) =>
    subject ? t("adminCms:editor.metaTitle", { title: subject.document.title.en }) : t("adminCms:list.title"),
  );
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageEditorScreen subject={loaderData.subject} actionData={actionData} />;
}
