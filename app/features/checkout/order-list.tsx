import { Price } from "../../components/price.tsx";
import { Link } from "../../components/ui/link.tsx";
import { formatDate } from "../../platform/format.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { orderHref } from "./api.ts";
import { OrderStatusBadge } from "./order-view.tsx";
import type { OrderStatus } from "./types.ts";

export interface OrderListItem {
  id: string;
  number: string;
  status: OrderStatus;
  totalCents: number;
  createdAt: Date | string;
}

/** The profile's "Your orders": number (a link to the order page), date, status and total. */
export function OrderList({ orders }: { orders: OrderListItem[] }) {
  const { t } = useTranslation("checkout");
  return (
    <section aria-labelledby="profile-orders" className="mt-10">
      <h2 id="profile-orders" className="text-xl font-semibold">
        {t("profile.title")}
      </h2>
      {orders.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("profile.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {orders.map((order) => (
            <li
              key={order.id}
              data-order={order.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4"
            >
              <Link
                to={orderHref(order.id)}
                aria-label={t("profile.view", { number: order.number })}
                className="font-mono font-medium"
              >
                <bdi dir="ltr">{order.number}</bdi>
              </Link>
              <bdi dir="ltr" className="text-sm text-slate-600">
                {formatDate(order.createdAt)}
              </bdi>
              <OrderStatusBadge status={order.status} />
              <Price cents={order.totalCents} className="ms-auto font-semibold" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
