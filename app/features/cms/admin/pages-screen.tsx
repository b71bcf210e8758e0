// The list of CMS pages and posts, with the forms that add one (new, or imported from a JSON export).
import { createColumnHelper } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { Form, Link, useLocation } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { AdminListScreen, Panel, selectClasses, useSubmitting } from "../../../components/admin/admin-ui.tsx";
import { dayColumn } from "../../../components/admin/list-columns.tsx";
import { adminLinkClasses, useBackQuery } from "../../../components/admin/list-parts.tsx";
import { FilterSelect } from "../../../components/data-table/filter-fields.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { FilePlus2, Upload } from "../../../components/ui/icons.tsx";
import { inputClasses } from "../../../components/ui/input-classes.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { CONTENT_SECTIONS } from "../page-document.ts";
import { CONTENT_STATUSES, contentList } from "./lists.ts";
import type { ContentListRow } from "./pages.server.ts";

const column = createColumnHelper<ContentListRow>();

function refusal(actionData: AdminActionData | undefined, intent: string, field: string): string | undefined {
  if (!actionData || actionData.ok || actionData.intent !== intent) return undefined;
  return (
    actionData.reply?.error?.[field]?.[0] ??
    (actionData.error.field === field ? actionData.error.message : undefined)
  );
}

function CreateForm({ actionData }: { actionData: AdminActionData | undefined }) {
  const { t } = useTranslation("adminCms");
  const id = useId();
  const submitting = useSubmitting();
  const errors = {
    slug: refusal(actionData, "create", "slug"),
    titleEn: refusal(actionData, "create", "titleEn"),
  };
  return (
    <Panel title={t("list.create.heading")} id="create-page">
      <Form method="post" className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <label htmlFor={`${id}-section`} className="text-sm font-medium text-slate-800">
          {t("fields.section")}
          <select id={`${id}-section`} name="section" defaultValue="page" className={`${selectClasses} mt-1`}>
            {CONTENT_SECTIONS.map((section) => (
              <option key={section} value={section}>
                {t(`sections.${section}`)}
              </option>
            ))}
          </select>
        </label>
        {(
          [
            ["slug", t("fields.slug"), "ltr"],
            ["titleEn", t("list.create.titleEn"), "ltr"],
            ["titleAr", t("list.create.titleAr"), "rtl"],
          ] as const
        ).map(([name, label, dir]) => (
          <label key={name} htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-800">
            {label}
            <input
              id={`${id}-${name}`}
              name={name}
              dir={dir}
              aria-invalid={name !== "titleAr" && errors[name] ? true : undefined}
              className={`${inputClasses} mt-1 text-sm`}
            />
            {name !== "titleAr" && errors[name] ? (
              <span className="mt-1 block text-sm font-normal text-red-700">{errors[name]}</span>
            ) : null}
          </label>
        ))}
        <div className="sm:col-span-2">
          <button type="submit" disabled={submitting} className={buttonClasses("primary")}>
            <FilePlus2 aria-hidden className="size-4" />
            {t("list.create.submit")}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

function ImportForm({ actionData }: { actionData: AdminActionData | undefined }) {
  const { t } = useTranslation("adminCms");
  const id = useId();
  const submitting = useSubmitting();
  const error =
    actionData && !actionData.ok && actionData.intent === "import"
      ? (refusal(actionData, "import", "file") ?? actionData.error.message)
      : undefined;
  return (
    <Panel title={t("list.import.heading")} id="import-page">
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <input type="hidden" name="intent" value="import" />
        <p className="text-sm text-slate-600">{t("list.import.hint")}</p>
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
          {t("list.import.file")}
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            accept="application/json,.json"
            aria-invalid={error ? true : undefined}
            className="mt-1 block w-full text-sm"
          />
        </label>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
        <button type="submit" disabled={submitting} className={buttonClasses("secondary")}>
          <Upload aria-hidden className="size-4" />
          {t("list.import.submit")}
        </button>
      </Form>
    </Panel>
  );
}

export function PagesScreen({
  result,
  actionData,
}: {
  result: Paged<ContentListRow>;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminCms");
  const location = useLocation();
  const query = contentList.parse(new URLSearchParams(location.search));
  const back = useBackQuery();
  const columns = useMemo(
    () => [
      column.accessor((row) => row.title.en, {
        id: "title",
        header: () => t("list.columns.title"),
        meta: { wrap: true },
        cell: (info) => {
          const row = info.row.original;
          return (
            <div className="min-w-0">
              <Link to={`/admin/pages/${row.id}${back}`} className={adminLinkClasses}>
                {row.title.en || row.slug}
              </Link>
              {row.title.ar ? (
                <span dir="rtl" lang="ar" className="block text-sm text-slate-600">
                  {row.title.ar}
                </span>
              ) : null}
              {row.arabicMissing ? (
                <Badge tone="danger" className="mt-1">
                  {t("list.arabicMissing")}
                </Badge>
              ) : null}
            </div>
          );
        },
      }),
      column.accessor("slug", {
        header: () => t("list.columns.address"),
        cell: (info) => (
          <bdi dir="ltr" className="font-mono text-xs text-slate-700">
            {info.row.original.href}
          </bdi>
        ),
      }),
      column.accessor("section", {
        id: "section",
        header: () => t("list.columns.section"),
        cell: (info) => t(`sections.${info.getValue()}`),
      }),
      column.accessor("status", {
        id: "status",
        header: () => t("list.columns.status"),
        cell: (info) => (
          <Badge tone={info.getValue() === "published" ? "success" : "warning"}>
            {t(`status.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor("updatedAt", dayColumn("updated", t("list.columns.updated"))),
    ],
    [t, back],
  );
  return (
    <>
      <AdminListScreen
        title={t("list.title")}
        intro={t("list.intro")}
        list={contentList}
        result={result}
        columns={columns}
        actionData={
          actionData?.intent === "create" || actionData?.intent === "import" ? undefined : actionData
        }
        caption={t("list.caption")}
        searchLabel={t("list.search")}
        empty={<p>{t("list.empty")}</p>}
        filters={
          <>
            <FilterSelect
              name="section"
              label={t("list.columns.section")}
              value={query.filters.section ?? ""}
              options={CONTENT_SECTIONS.map((section) => ({
                value: section,
                label: t(`sections.${section}`),
              }))}
            />
            <FilterSelect
              name="status"
              label={t("list.columns.status")}
              value={query.filters.status ?? ""}
              options={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
          </>
        }
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <CreateForm actionData={actionData} />
        <ImportForm actionData={actionData} />
      </div>
    </>
  );
}
