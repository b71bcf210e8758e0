import * as z from "zod";
import { adminAction, adminRequest, intent } from "../../components/admin/admin-request.server.ts";
import {
  importPackages,
  importSchema,
  loadImportPage,
  refreshNetPrices,
} from "../../features/esim/admin/esim-import.server.ts";
import { importQuery } from "../../features/esim/admin/esim-import.ts";
import { EsimImportScreen } from "../../features/esim/admin/esim-import-screen.tsx";
import type { Route } from "./+types/esim-import";
import { adminMeta } from "./meta.ts";

/** The provider's packages beside the catalogue (a provider that cannot be reached is said on the page). */
export async function loader(args: Route.LoaderArgs) {
  const request = adminRequest(args);
  return { page: await loadImportPage(request, importQuery(new URL(args.request.url).searchParams)) };
}

export function action(args: Route.ActionArgs) {
  return adminAction(args, {
    import: intent(importSchema, importPackages),
    refresh: intent(z.object({}), refreshNetPrices),
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminCatalogue:esimImport.title"));
}

export default function AdminEsimImport({ loaderData, actionData }: Route.ComponentProps) {
  return <EsimImportScreen page={loaderData.page} actionData={actionData} />;
}
