import { Badge } from "../../../components/ui/badge.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";

export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation("adminPeople");
  return role === "admin" ? (
    <Badge tone="brand">{t("roles.admin")}</Badge>
  ) : (
    <Badge>{t("roles.customer")}</Badge>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation("adminPeople");
  return active ? (
    <Badge tone="success">{t("status.active")}</Badge>
  ) : (
    <Badge tone="danger">{t("status.inactive")}</Badge>
  );
}
