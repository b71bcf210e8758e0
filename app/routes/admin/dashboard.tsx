import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { dashboardFigures } from "../../features/dashboard/dashboard.server.ts";
import { DashboardScreen } from "../../features/dashboard/dashboard-screen.tsx";
import type { Route } from "./+types/dashboard";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  return { figures: await dashboardFigures(services.db) };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("admin:dashboard.title"));
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen figures={loaderData.figures} />;
}
