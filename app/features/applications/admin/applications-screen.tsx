import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { AdminListScreen } from "../../../components/admin/admin-ui.tsx";
import { dayColumn, StatusFilter, statusColumn } from "../../../components/admin/list-columns.tsx";
import { adminLinkClasses, PersonCell, useBackQuery } from "../../../components/admin/list-parts.tsx";
import { FilterDateRange, FilterSelect } from "../../../components/data-table/filter-fields.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import type { ApplicationListRow } from "./applications.server.ts";
import { APPLICATION_KINDS, APPLICATION_STATUSES, applicationList, PAYMENT_STATUSES } from "./lists.ts";

const column = createColumnHelper<ApplicationListRow>();

const linkClasses = `${adminLinkClasses} font-mono text-sm`;

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
      column.accessor("status", statusColumn(t, "application")),
      column.accessor("paymentStatus", statusColumn(t, "payment")),
      column.accessor("submittedAt", dayColumn("submitted", t("applications.columns.submitted"))),
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
          <StatusFilter kind="application" statuses={APPLICATION_STATUSES} value={query.filters.status} />
          <StatusFilter kind="payment" statuses={PAYMENT_STATUSES} value={query.filters.payment} />
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
