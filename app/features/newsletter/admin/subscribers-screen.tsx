import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { useEffect, useId, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { AdminPageHeader } from "../../../components/admin/admin-shell.tsx";
import { ActionResult } from "../../../components/admin/admin-ui.tsx";
import { DownloadLink, exportHref } from "../../../components/admin/list-parts.tsx";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { FilterSelect } from "../../../components/data-table/filter-fields.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { ChevronDown } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import {
  SUBSCRIBER_LOCALES,
  type SubscriberRow,
  type SubscriberStatus,
  subscriberList,
} from "./subscribers.ts";

const column = createColumnHelper<SubscriberRow>();

const selectClasses =
  "h-10 w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white ps-3 pe-9 text-sm " +
  "text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30";

/** Not FilterSelect, whose empty choice means "all": here it means "active". */
function StatusFilter({ value }: { value: "pending" | "unsubscribed" | "all" | null }) {
  const { t } = useTranslation("adminPeople");
  const id = useId();
  const [selected, setSelected] = useState(value ?? "");
  useEffect(() => setSelected(value ?? ""), [value]);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("subscribers.filters.status")}
      </label>
      <div className="relative">
        <select
          id={id}
          name="status"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
          className={selectClasses}
        >
          <option value="">{t("subscribers.statuses.active")}</option>
          <option value="pending">{t("subscribers.statuses.pending")}</option>
          <option value="unsubscribed">{t("subscribers.statuses.unsubscribed")}</option>
          <option value="all">{t("subscribers.statuses.all")}</option>
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}

export function SubscribersScreen({
  result,
  actionData,
}: {
  result: Paged<SubscriberRow>;
  actionData?: AdminActionData;
}) {
  const { t } = useTranslation("adminPeople");
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const query = subscriberList.parse(new URLSearchParams(location.search));

  // biome-ignore lint/suspicious/noExplicitAny: each column has a value type of its own
  const columns: ColumnDef<SubscriberRow, any>[] = [
    column.accessor("email", {
      header: () => t("subscribers.columns.email"),
      cell: (info) => <bdi>{info.getValue()}</bdi>,
    }),
    column.accessor("locale", {
      id: "language",
      header: () => t("subscribers.columns.language"),
      cell: (info) => t(`subscribers.languages.${info.getValue() as "en" | "ar"}`),
    }),
    column.accessor("status", {
      header: () => t("subscribers.columns.status"),
      cell: (info) => {
        const status = info.getValue() as SubscriberStatus;
        return (
          <Badge tone={status === "active" ? "success" : status === "pending" ? "warning" : "neutral"}>
            {t(`subscribers.statuses.${status}`)}
          </Badge>
        );
      },
    }),
    column.accessor("subscribed", {
      header: () => t("subscribers.columns.subscribed"),
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      sortDescFirst: true,
    }),
    column.display({
      id: "actions",
      // A positioned wrapper: the hidden text stays inside the scrolling table (else it widens the page).
      header: () => (
        <span className="relative">
          <span className="sr-only">{t("subscribers.columns.actions")}</span>
        </span>
      ),
      cell: (info) =>
        info.row.original.status === "active" ? (
          <Form method="post">
            <input type="hidden" name="ids" value={info.row.original.id} />
            <button
              type="submit"
              name="intent"
              value="unsubscribe"
              disabled={busy}
              aria-label={t("subscribers.unsubscribeOne", { email: info.row.original.email })}
              className={buttonClasses("secondary", "sm")}
            >
              {t("subscribers.unsubscribe")}
            </button>
          </Form>
        ) : null,
    }),
  ];

  return (
    <>
      <div className="mb-4 flex flex-col gap-4 sm:mb-0 sm:flex-row sm:items-start sm:justify-between">
        <AdminPageHeader title={t("subscribers.title")} intro={t("subscribers.intro")} />
        <DownloadLink
          href={exportHref("/admin/subscribers/export", location.search, ["q", "status", "lang"])}
        >
          {t("subscribers.export")}
        </DownloadLink>
      </div>
      <ActionResult result={actionData} className="mb-4" />
      <DataTable
        list={subscriberList}
        result={result}
        columns={columns}
        getRowId={(row) => row.id}
        caption={t("subscribers.caption")}
        searchLabel={t("subscribers.search")}
        rowLabel={(row) => row.email}
        empty={<p>{t("subscribers.empty")}</p>}
        filters={
          <>
            <StatusFilter value={query.filters.status} />
            <FilterSelect
              name="lang"
              label={t("subscribers.filters.language")}
              value={query.filters.lang ?? ""}
              options={SUBSCRIBER_LOCALES.map((lang) => ({
                value: lang,
                label: t(`subscribers.languages.${lang}`),
              }))}
            />
          </>
        }
        bulkActions={() => (
          <Button
            type="submit"
            name="intent"
            value="unsubscribe"
            variant="danger"
            size="sm"
            isDisabled={busy}
          >
            {t("subscribers.unsubscribeSelected")}
          </Button>
        )}
      />
    </>
  );
}
