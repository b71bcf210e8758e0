import { listBusiness } from "../../features/admin/requests/consultations.server.ts";
import { BusinessScreen } from "../../features/admin/requests/consultations-screen.tsx";
import { businessList } from "../../features/admin/requests/lists.ts";
import { adminRequest } from "../../features/admin/requests/shared.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/consultations.business";

/** Issue 14 item 6: business incorporation requests (admins only: the layout's middleware). */
export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = businessList.parse(new URL(args.request.url).searchParams);
  return { result: await listBusiness(services.db, query) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: `${t("adminRequests:business.title")} · ${t("admin:title")}` }];
}

export default function AdminBusiness({ loaderData }: Route.ComponentProps) {
  return <BusinessScreen result={loaderData.result} />;
}
