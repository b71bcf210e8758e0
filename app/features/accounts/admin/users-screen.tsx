import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { Link, useLocation } from "react-router";
import { AdminPageHeader } from "../../../components/admin/admin-shell.tsx";
import { adminLinkClasses, DownloadLink, exportHref } from "../../../components/admin/list-parts.tsx";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { FilterSelect, FilterYesNo } from "../../../components/data-table/filter-fields.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { ActiveBadge, RoleBadge } from "./user-badges.tsx";
import { USER_ROLES, type UserRow, userList } from "./users.ts";

const column = createColumnHelper<UserRow>();

export function UsersScreen({ result }: { result: Paged<UserRow> }) {
  const { t } = useTranslation("adminPeople");
  const location = useLocation();
  const query = userList.parse(new URLSearchParams(location.search));

  // biome-ignore lint/suspicious/noExplicitAny: each column has a value type of its own
  const columns: ColumnDef<UserRow, any>[] = [
    column.accessor("name", {
      header: () => t("users.columns.name"),
      cell: (info) => (
        <Link to={`/admin/users/${encodeURIComponent(info.row.original.id)}`} className={adminLinkClasses}>
          {info.getValue() || info.row.original.email}
        </Link>
      ),
    }),
    column.accessor("email", {
      header: () => t("users.columns.email"),
      cell: (info) => <bdi>{info.getValue()}</bdi>,
    }),
    column.accessor("role", {
      header: () => t("users.columns.role"),
      cell: (info) => <RoleBadge role={info.getValue()} />,
    }),
    column.accessor("isActive", {
      id: "active",
      header: () => t("users.columns.active"),
      cell: (info) => <ActiveBadge active={info.getValue()} />,
    }),
    column.accessor("joined", {
      header: () => t("users.columns.joined"),
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      sortDescFirst: true,
    }),
    column.accessor("lastSignIn", {
      header: () => t("users.columns.lastSignIn"),
      cell: (info) =>
        info.getValue() ? (
          <span className="tabular-nums">{info.getValue()}</span>
        ) : (
          <span className="text-slate-500">{t("users.never")}</span>
        ),
      sortDescFirst: true,
    }),
    column.display({
      id: "actions",
      // A positioned wrapper: the hidden text stays inside the scrolling table (else it widens the page).
      header: () => (
        <span className="relative">
          <span className="sr-only">{t("users.columns.actions")}</span>
        </span>
      ),
      cell: (info) => (
        <Link
          to={`/admin/users/${encodeURIComponent(info.row.original.id)}`}
          aria-label={t("users.manageUser", { name: info.row.original.name || info.row.original.email })}
          className={adminLinkClasses}
        >
          {t("users.manage")}
        </Link>
      ),
    }),
  ];

  return (
    <>
      <div className="mb-4 flex flex-col gap-4 sm:mb-0 sm:flex-row sm:items-start sm:justify-between">
        <AdminPageHeader title={t("users.title")} intro={t("users.intro")} />
        <DownloadLink href={exportHref("/admin/users/export", location.search, ["q", "role", "active"])}>
          {t("users.export")}
        </DownloadLink>
      </div>
      <DataTable
        list={userList}
        result={result}
        columns={columns}
        getRowId={(row) => row.id}
        caption={t("users.caption")}
        searchLabel={t("users.search")}
        stickyFirstColumn
        empty={<p>{t("users.empty")}</p>}
        filters={
          <>
            <FilterSelect
              name="role"
              label={t("users.filters.role")}
              value={query.filters.role ?? ""}
              options={USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            />
            <FilterYesNo name="active" label={t("users.filters.active")} value={query.filters.active} />
          </>
        }
      />
    </>
  );
}
