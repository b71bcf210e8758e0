import { AdminPageHeader } from "../../features/admin/admin-shell.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

export default function AdminDashboard() {
  const { t } = useTranslation("admin");
  return <AdminPageHeader title={t("dashboard.title")} intro={t("dashboard.intro")} />;
}
