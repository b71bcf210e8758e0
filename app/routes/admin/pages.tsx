import { adminAction, adminRequest, intent } from "../../components/admin/admin-request.server.ts";
import { contentList } from "../../features/cms/admin/lists.ts";
import {
  createFromList,
  createSchema,
  importFromFile,
  importSchema,
} from "../../features/cms/admin/page-actions.server.ts";
import { explainCmsError } from "../../features/cms/admin/page-writes.server.ts";
import { listContent } from "../../features/cms/admin/pages.server.ts";
import { PagesScreen } from "../../features/cms/admin/pages-screen.tsx";
import type { Route } from "./+types/pages";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = contentList.parse(new URL(args.request.url).searchParams);
  return { result: await listContent(services.db, query) };
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    { create: intent(createSchema, createFromList), import: intent(importSchema, importFromFile) },
    { explain: explainCmsError, hideFields: ["file"] },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminCms:list.title"));
}

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  return <PagesScreen result={loaderData.result} actionData={actionData} />;
}
