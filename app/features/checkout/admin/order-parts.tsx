import { StatusBadge } from "../../../components/status-badge.tsx";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import type { OrderStatus, PaymentProvider } from "../../../platform/db/schema/index.ts";
import type { OrderNeed } from "../../../platform/domain/order-needs.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";

const NEED_TONES: Record<OrderNeed, BadgeTone> = {
  refund: "danger",
  shipping: "warning",
  esim_code: "warning",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span data-order-status={status} className="inline-flex">
      <StatusBadge subject="order" status={status} />
    </span>
  );
}

export function NeedBadges({ needs }: { needs: readonly OrderNeed[] }) {
  const { t } = useTranslation("adminOrders");
  if (needs.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {needs.map((need) => (
        <Badge key={need} tone={NEED_TONES[need]} data-need={need}>
          {t(`needs.${need}`)}
        </Badge>
      ))}
    </span>
  );
}

export function ProviderName({ provider }: { provider: PaymentProvider | null }) {
  const { t } = useTranslation("adminOrders");
  return <>{provider ? t(`provider.${provider}`) : t("orders.noProvider")}</>;
}
