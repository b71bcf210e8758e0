import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { Link, useLocation } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-shell.tsx";
import { adminLinkClasses } from "../../components/admin/list-parts.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { FilterDateRange, FilterSelect } from "../../components/data-table/filter-fields.tsx";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { Paged } from "../../platform/lists/list-query.ts";
import { auditActionLabel, auditTypeLabel } from "./audit-labels.ts";
import { type AuditRow, auditList } from "./audit-list.ts";

const column = createColumnHelper<AuditRow>();

export function AuditScreen({
  result,
  options,
}: {
  result: Paged<AuditRow>;
  options: { actions: string[]; types: string[] };
}) {
  const { t } = useTranslation("admin");
  const dates = useDates();
  const location = useLocation();
  const query = auditList.parse(new URLSearchParams(location.search));

  // biome-ignore lint/suspicious/noExplicitAny: each column has a value type of its own
  const columns: ColumnDef<AuditRow, any>[] = [
    column.accessor("at", {
      id: "time",
      header: () => t("audit.columns.time"),
      sortDescFirst: true,
      cell: (info) => (
        <Link
          to={`/admin/audit/${info.row.original.id}`}
          state={{ back: `${location.pathname}${location.search}` }}
          className={`${adminLinkClasses} tabular-nums`}
          aria-label={t("audit.openEntry", {
            action: auditActionLabel(info.row.original.action, t),
            time: dates.compactDateTime(info.getValue()),
          })}
        >
          <bdi dir="ltr">{dates.compactDateTime(info.getValue())}</bdi>
        </Link>
      ),
    }),
    column.accessor("actorEmail", {
      header: () => t("audit.columns.actor"),
      cell: (info) => <bdi>{info.getValue()}</bdi>,
    }),
    column.accessor("action", {
      header: () => t("audit.columns.action"),
      cell: (info) => <span title={info.getValue()}>{auditActionLabel(info.getValue(), t)}</span>,
    }),
    column.accessor("subjectType", {
      header: () => t("audit.columns.subject"),
      cell: (info) => <AuditSubject row={info.row.original} />,
    }),
    column.accessor("ipAddress", {
      header: () => t("audit.columns.address"),
      cell: (info) =>
        info.getValue() ? (
          <bdi dir="ltr" className="tabular-nums">
            {info.getValue()}
          </bdi>
        ) : (
          <span className="text-slate-500">—</span>
        ),
    }),
  ];

  return (
    <>
      <AdminPageHeader title={t("audit.title")} intro={t("audit.intro")} />
      <DataTable
        list={auditList}
        result={result}
        columns={columns}
        getRowId={(row) => row.id}
        caption={t("audit.caption")}
        searchLabel={t("audit.search")}
        stickyFirstColumn
        empty={<p>{t("audit.empty")}</p>}
        filters={
          <>
            <FilterSelect
              name="action"
              label={t("audit.filters.action")}
              value={query.filters.action ?? ""}
              options={options.actions.map((action) => ({
                value: action,
                label: auditActionLabel(action, t),
              }))}
            />
            <FilterSelect
              name="type"
              label={t("audit.filters.type")}
              value={query.filters.type ?? ""}
              options={options.types.map((type) => ({ value: type, label: auditTypeLabel(type, t) }))}
            />
            <FilterDateRange name="date" label={t("audit.filters.date")} value={query.filters.date} />
          </>
        }
      />
    </>
  );
}

/** The kind of subject in words and the subject as staff know it; the stored id only when it has no name. */
export function AuditSubject({ row }: { row: Pick<AuditRow, "subjectType" | "subjectId" | "subjectLabel"> }) {
  const { t } = useTranslation("admin");
  const name = row.subjectLabel ?? row.subjectId;
  return (
    <span className="flex min-w-0 flex-col">
      <span>{auditTypeLabel(row.subjectType, t)}</span>
      {name ? (
        <bdi
          dir={row.subjectLabel ? "auto" : "ltr"}
          className="text-xs break-all text-slate-600"
          title={row.subjectId ?? undefined}
        >
          {name}
        </bdi>
      ) : null}
    </span>
  );
}
