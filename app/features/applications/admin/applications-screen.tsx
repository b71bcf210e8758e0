import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { FilterDateRange, FilterSelect } from "../../../components/data-table/filter-fields.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { adminLinkClasses, PersonCell, useBackQuery } from "../list-parts.tsx";
import type { ApplicationListRow } from "./applications.server.ts";
import { APPLICATION_KINDS, APPLICATION_STATUSES, applicationList, PAYMENT_STATUSES } from "./lists.ts";
import { AdminListScreen, DateTime, StatusBadge } from "./ui.tsx";

const column = createColumnHelper<ApplicationListRow>();

const linkClasses = `${adminLinkClasses} font-mono text-sm`;

/** /admin/applications: submitted applications, 20 a page, everything in the address. */
export function ApplicationsScreen({ result }: { result: Paged<ApplicationListRow> }) {
  const { t } = useTranslation("adminRequests");
  const location = useLocation();
  const query = applicationList.parse(new URLSearchParams(location.search));
  // The detail's links back keep the list as it was (page, filters).
  const back = useBackQuery();
  const columns = useMemo(
    () => [
      column.accessor("trackingId", {
        id: "tracking",
        header: () => t("applications.columns.tracking"),
        cell: (info) => (
          <Link to={`/admin/applications/${info.row.original.id}${back}`} className={linkClasses}>
            <bdi dir="ltr">{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor("kind", {
        header: () => t("applications.columns.kind"),
        cell: (info) => t(`kind.${info.getValue()}`),
      }),
      column.accessor("fullName", {
        id: "name",
        header: () => t("applications.columns.applicant"),
        cell: (info) => <PersonCell name={info.getValue()} email={info.row.original.email} />,
      }),
      column.accessor("status", {
        header: () => t("common.status"),
        cell: (info) => <StatusBadge kind="application" status={info.getValue()} />,
      }),
      column.accessor("paymentStatus", {
        header: () => t("common.payment"),
        cell: (info) => <StatusBadge kind="payment" status={info.getValue()} />,
      }),
      column.accessor("submittedAt", {
        id: "submitted",
        header: () => t("applications.columns.submitted"),
        sortDescFirst: true,
        cell: (info) => <DateTime iso={info.getValue()} dateOnly />,
      }),
    ],
    [t, back],
  );
  return (
    <AdminListScreen
      title={t("applications.title")}
      intro={t("applications.intro")}
      list={applicationList}
      result={result}
      columns={columns}
      caption={t("applications.caption")}
      searchLabel={t("applications.search")}
      empty={<p>{t("applications.empty")}</p>}
      filters={
        <>
          <FilterSelect
            name="kind"
            label={t("applications.columns.kind")}
            value={query.filters.kind ?? ""}
            options={APPLICATION_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
          />
          <FilterSelect
            name="status"
            label={t("common.status")}
            value={query.filters.status ?? ""}
            options={APPLICATION_STATUSES.map((value) => ({
              value,
              label: t(`applicationStatus.${value}`),
            }))}
          />
          <FilterSelect
            name="payment"
            label={t("common.payment")}
            value={query.filters.payment ?? ""}
            options={PAYMENT_STATUSES.map((value) => ({ value, label: t(`paymentStatus.${value}`) }))}
          />
          <FilterDateRange
            name="submitted"
            label={t("applications.columns.submitted")}
            value={query.filters.submitted}
          />
        </>
      }
    />
  );
}
