import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { listBusiness } from "../../features/consultations/admin/business.server.ts";
import { BusinessScreen } from "../../features/consultations/admin/business-screen.tsx";
import { businessList } from "../../features/consultations/admin/lists.ts";
import type { Route } from "./+types/consultations.business";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = businessList.parse(new URL(args.request.url).searchParams);
  return { result: await listBusiness(services.db, query) };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminRequests:business.title"));
}

export default function AdminBusiness({ loaderData }: Route.ComponentProps) {
  return <BusinessScreen result={loaderData.result} />;
}
