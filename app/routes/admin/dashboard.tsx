import { dashboardLoader } from "../../features/admin/dashboard/dashboard-routes.server.ts";
import { DashboardScreen } from "../../features/admin/dashboard/dashboard-screen.tsx";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/dashboard";

/** /admin: users, orders and revenue for 30 days, and what waits for staff; each figure links to its list. */
export function loader(args: Route.LoaderArgs) {
  return dashboardLoader(args);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  // A leaf meta replaces the layout's: noindex again.
  return [
    { title: `${t("admin:dashboard.title")} · ${t("admin:title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen figures={loaderData.figures} />;
}
