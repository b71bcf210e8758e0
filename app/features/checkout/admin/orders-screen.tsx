import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { AdminListScreen, DateTime } from "../../../components/admin/admin-ui.tsx";
import { adminLinkClasses, PersonCell, useBackQuery } from "../../../components/admin/list-parts.tsx";
import { FilterDateRange, FilterSelect } from "../../../components/data-table/filter-fields.tsx";
import { Price } from "../../../components/price.tsx";
import { useStatusText } from "../../../components/status-badge.tsx";
import { ORDER_NEEDS } from "../../../platform/domain/order-needs.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import type { OrderListRow } from "./order-list.server.ts";
import { ORDER_PROVIDERS, ORDER_STATUSES, orderList } from "./order-list.ts";
import { NeedBadges, OrderStatusBadge, ProviderName } from "./order-parts.tsx";

const column = createColumnHelper<OrderListRow>();

export function OrdersScreen({ result }: { result: Paged<OrderListRow> }) {
  const { t } = useTranslation("adminOrders");
  const statusText = useStatusText();
  const location = useLocation();
  const query = orderList.parse(new URLSearchParams(location.search));
  const back = useBackQuery();
  const columns = useMemo(
    () => [
      column.accessor("number", {
        header: () => t("orders.columns.number"),
        cell: (info) => (
          <Link
            to={`/admin/orders/${info.row.original.id}${back}`}
            className={`${adminLinkClasses} font-mono`}
          >
            <bdi dir="ltr">{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor("customerName", {
        id: "customer",
        header: () => t("orders.columns.customer"),
        cell: (info) => <PersonCell name={info.getValue()} email={info.row.original.customerEmail} />,
      }),
      column.accessor("createdAt", {
        id: "created",
        header: () => t("orders.columns.created"),
        sortDescFirst: true,
        cell: (info) => <DateTime iso={info.getValue()} dateOnly />,
      }),
      column.accessor("paidAt", {
        id: "paid",
        header: () => t("orders.columns.paid"),
        sortDescFirst: true,
        cell: (info) => {
          const value = info.getValue();
          return value ? <DateTime iso={value} dateOnly /> : <span className="text-slate-400">—</span>;
        },
      }),
      column.accessor("status", {
        header: () => t("orders.columns.status"),
        cell: (info) => <OrderStatusBadge status={info.getValue()} />,
      }),
      column.accessor("provider", {
        header: () => t("orders.columns.provider"),
        cell: (info) => <ProviderName provider={info.getValue()} />,
      }),
      column.accessor("totalCents", {
        id: "total",
        header: () => t("orders.columns.total"),
        sortDescFirst: true,
        cell: (info) => <Price cents={info.getValue()} />,
        meta: { numeric: true },
      }),
      column.accessor("needs", {
        header: () => t("orders.columns.needs"),
        cell: (info) => <NeedBadges needs={info.getValue()} />,
      }),
    ],
    [t, back],
  );
  return (
    <AdminListScreen
      title={t("orders.title")}
      intro={t("orders.intro")}
      list={orderList}
      result={result}
      columns={columns}
      caption={t("orders.caption")}
      searchLabel={t("orders.search")}
      empty={<p>{t("orders.empty")}</p>}
      filters={
        <>
          <FilterSelect
            name="needs"
            label={t("needs.label")}
            value={query.filters.needs ?? ""}
            options={ORDER_NEEDS.map((value) => ({ value, label: t(`needs.${value}`) }))}
          />
          <FilterSelect
            name="status"
            label={t("orders.columns.status")}
            value={query.filters.status ?? ""}
            options={ORDER_STATUSES.map((value) => ({ value, label: statusText("order", value) }))}
          />
          <FilterSelect
            name="provider"
            label={t("orders.columns.provider")}
            value={query.filters.provider ?? ""}
            options={ORDER_PROVIDERS.map((value) => ({ value, label: t(`provider.${value}`) }))}
          />
          <FilterDateRange name="created" label={t("orders.columns.created")} value={query.filters.created} />
        </>
      }
    />
  );
}
