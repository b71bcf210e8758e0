// The cells and filters the admin's request lists share, as options for `column.accessor(key, …)`.
import type { CellContext } from "@tanstack/react-table";
import { Link } from "react-router";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { FilterSelect } from "../data-table/filter-fields.tsx";
import { DateTime, type RequestsT, StatusBadge, type StatusKind, statusLabel } from "./admin-ui.tsx";
import { adminLinkClasses, PersonCell } from "./list-parts.tsx";

type Value<V> = { getValue: () => V };

/** "Status", or "Payment" for the payment status. */
export function statusColumn(t: RequestsT, kind: StatusKind) {
  return {
    header: () => t(kind === "payment" ? "common.payment" : "common.status"),
    cell: (info: Value<string>) => <StatusBadge kind={kind} status={info.getValue()} />,
  };
}

/** A day (newest first when sorted), under the list's sort `id`. */
export function dayColumn(id: string, header: string) {
  return {
    id,
    header: () => header,
    sortDescFirst: true,
    cell: (info: Value<string>) => <DateTime iso={info.getValue()} dateOnly />,
  };
}

export function messageColumn(t: RequestsT) {
  return {
    header: () => t("common.message"),
    meta: { wrap: true },
    cell: (info: Value<string | null>) => (
      <span className="line-clamp-2 text-slate-700">{info.getValue() || t("common.none")}</span>
    ),
  };
}

/** A customer's reference (BK-…, CN-…), made from the row's id, linking to `${path}/<id>${back}`. */
export function referenceColumn<Row extends { id: string }>(
  header: string,
  path: string,
  back: string,
  reference: (id: string) => string,
) {
  return {
    id: "reference",
    header: () => header,
    cell: (info: CellContext<Row, string>) => (
      <Link to={`${path}/${info.row.original.id}${back}`} className={`${adminLinkClasses} font-mono`}>
        <bdi dir="ltr">{reference(info.row.original.id)}</bdi>
      </Link>
    ),
  };
}

/** The person's name linking to `${path}/<id>${back}`, with the e-mail and phone below it. */
export function contactColumn<Row extends { id: string; email: string; phone: string }>(
  t: RequestsT,
  path: string,
  back: string,
) {
  return {
    id: "name",
    header: () => t("common.name"),
    cell: (info: CellContext<Row, string>) => (
      <PersonCell
        name={
          <Link to={`${path}/${info.row.original.id}${back}`} className={adminLinkClasses}>
            {info.getValue()}
          </Link>
        }
        email={info.row.original.email}
        phone={info.row.original.phone}
      />
    ),
  };
}

/** The `status` (or `payment`) filter of a list, its options in the order given. */
export function StatusFilter({
  kind,
  statuses,
  value,
}: {
  kind: StatusKind;
  statuses: readonly string[];
  value: string | null;
}) {
  const { t } = useTranslation("adminRequests");
  const payment = kind === "payment";
  return (
    <FilterSelect
      name={payment ? "payment" : "status"}
      label={t(payment ? "common.payment" : "common.status")}
      value={value ?? ""}
      options={statuses.map((status) => ({ value: status, label: statusLabel(t, kind, status) }))}
    />
  );
}
