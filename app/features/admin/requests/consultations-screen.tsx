import { createColumnHelper } from "@tanstack/react-table";
import { type ReactNode, useId, useMemo } from "react";
import { Form, Link, useLocation } from "react-router";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { FilterDateRange, FilterSelect } from "../../../components/data-table/filter-fields.tsx";
import { Price } from "../../../components/price.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { keyFromData } from "../../../platform/i18n/keys.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { adminLinkClasses, PersonCell, useBackQuery } from "../list-parts.tsx";
import type { BusinessRow, EducationRow } from "./consultations.server.ts";
import {
  BUSINESS_STATUSES,
  businessList,
  EDUCATION_SERVICES,
  EDUCATION_STATUSES,
  educationList,
} from "./lists.ts";
import type { AdminActionData } from "./shared.server.ts";
import {
  ActionResult,
  AdminListScreen,
  DateTime,
  DeleteStep,
  Facts,
  Panel,
  RequestsHeader,
  StatusBadge,
  selectClasses,
  statusLabel,
  textareaClasses,
  useSubmitting,
} from "./ui.tsx";

type T = ReturnType<typeof useTranslation<"adminRequests">>["t"];

/**
 * A stored choice of the public business form (a country, a business type, a budget, a timeline) in the page's
 * language; a value the form no longer offers shows as stored (or as `fallback`).
 */
function label(
  t: T,
  group: "jurisdiction" | "businessType" | "budget" | "timelineOption",
  value: string,
  fallback?: ReactNode,
): ReactNode {
  const text = t(keyFromData<"adminRequests">(`adminRequests:${group}.${value}`), { defaultValue: "" });
  return text || fallback || value;
}

/** The one button that moves an education request on (new → in progress → completed), posted to `action`. */
function EducationMove({ row, action, compact }: { row: EducationRow; action?: string; compact?: boolean }) {
  const { t } = useTranslation("adminRequests");
  const submitting = useSubmitting();
  const next = row.next[0];
  if (!next) return <span className="text-sm text-slate-500">{t("education.final")}</span>;
  const label = t("education.moveTo", { status: statusLabel(t, "education", next) });
  return (
    <Form method="post" action={action} preventScrollReset className="relative inline-block">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="from" value={row.status} />
      <input type="hidden" name="to" value={next} />
      <button
        type="submit"
        disabled={submitting}
        className={buttonClasses(compact ? "secondary" : "primary", compact ? "sm" : "md")}
      >
        {label}
        {compact ? <span className="sr-only"> ({row.fullName})</span> : null}
      </button>
    </Form>
  );
}

const educationColumn = createColumnHelper<EducationRow>();

/** /admin/consultations/education: requests from the two study pages, moved on from the list itself. */
export function EducationScreen({
  result,
  actionData,
}: {
  result: Paged<EducationRow>;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminRequests");
  const location = useLocation();
  const query = educationList.parse(new URLSearchParams(location.search));
  const back = useBackQuery();
  const columns = useMemo(
    () => [
      educationColumn.accessor("fullName", {
        id: "name",
        header: () => t("common.name"),
        cell: (info) => (
          <PersonCell
            name={
              <Link
                to={`/admin/consultations/education/${info.row.original.id}${back}`}
                className={adminLinkClasses}
              >
                {info.getValue()}
              </Link>
            }
            email={info.row.original.email}
            phone={info.row.original.phone}
          />
        ),
      }),
      educationColumn.accessor("serviceType", {
        header: () => t("education.service"),
        cell: (info) => t(`serviceType.${info.getValue()}`),
      }),
      educationColumn.accessor("message", {
        header: () => t("common.message"),
        meta: { wrap: true },
        cell: (info) => (
          <span className="line-clamp-2 text-slate-700">{info.getValue() || t("common.none")}</span>
        ),
      }),
      educationColumn.accessor("status", {
        header: () => t("common.status"),
        cell: (info) => <StatusBadge kind="education" status={info.getValue()} />,
      }),
      educationColumn.accessor("createdAt", {
        id: "created",
        header: () => t("common.created"),
        sortDescFirst: true,
        cell: (info) => <DateTime iso={info.getValue()} dateOnly />,
      }),
      educationColumn.display({
        id: "move",
        header: () => <span className="sr-only">{t("educationItem.nextStep")}</span>,
        cell: (info) => <EducationMove row={info.row.original} compact />,
      }),
    ],
    [t, back],
  );
  return (
    <>
      <RequestsHeader
        title={t("education.title")}
        intro={t("education.intro")}
        crumbs={[{ label: t("education.title") }]}
      />
      <ActionResult result={actionData} className="mb-4" />
      <DataTable
        list={educationList}
        result={result}
        columns={columns}
        getRowId={(row) => row.id}
        caption={t("education.caption")}
        searchLabel={t("education.search")}
        stickyFirstColumn
        empty={<p>{t("education.empty")}</p>}
        filters={
          <>
            <FilterSelect
              name="service"
              label={t("education.service")}
              value={query.filters.service ?? ""}
              options={EDUCATION_SERVICES.map((value) => ({ value, label: t(`serviceType.${value}`) }))}
            />
            <FilterSelect
              name="status"
              label={t("common.status")}
              value={query.filters.status ?? ""}
              options={EDUCATION_STATUSES.map((value) => ({ value, label: t(`educationStatus.${value}`) }))}
            />
            <FilterDateRange name="created" label={t("common.created")} value={query.filters.created} />
          </>
        }
      />
    </>
  );
}

function Message({ text }: { text: string | null }) {
  const { t } = useTranslation("adminRequests");
  return text ? (
    <p dir="auto" className="text-sm whitespace-pre-line text-slate-800">
      {text}
    </p>
  ) : (
    <p className="text-sm text-slate-600">{t("common.noMessage")}</p>
  );
}

/** /admin/consultations/education/:id: one request with its message and the next step. */
export function EducationItemScreen({
  row,
  actionData,
  listSearch,
}: {
  row: EducationRow;
  actionData: AdminActionData | undefined;
  listSearch: string;
}) {
  const { t } = useTranslation("adminRequests");
  const listHref = `/admin/consultations/education${listSearch}`;
  return (
    <>
      <RequestsHeader
        title={t("educationItem.title", { name: row.fullName })}
        crumbs={[{ label: t("education.title"), href: listHref }, { label: row.fullName }]}
      >
        <StatusBadge kind="education" status={row.status} />
      </RequestsHeader>
      <ActionResult result={actionData} className="mb-6" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title={t("educationItem.request")} id="request">
            <Facts
              items={[
                { term: t("common.name"), value: row.fullName },
                { term: t("education.service"), value: t(`serviceType.${row.serviceType}`) },
                { term: t("common.email"), value: <bdi>{row.email}</bdi> },
                { term: t("common.phone"), value: <bdi dir="ltr">{row.phone}</bdi> },
                { term: t("common.language"), value: t(`languages.${row.locale}`) },
                { term: t("common.created"), value: <DateTime iso={row.createdAt} /> },
              ]}
            />
          </Panel>
          <Panel title={t("common.message")} id="message">
            <Message text={row.message} />
          </Panel>
        </div>
        <Panel title={t("educationItem.nextStep")} id="next">
          <EducationMove row={row} />
        </Panel>
      </div>
      <p className="mt-6">
        <Link to={listHref} className={adminLinkClasses}>
          {t("educationItem.back")}
        </Link>
      </p>
    </>
  );
}

const businessColumn = createColumnHelper<BusinessRow>();

/** /admin/consultations/business: business incorporation requests. */
export function BusinessScreen({ result }: { result: Paged<BusinessRow> }) {
  const { t } = useTranslation("adminRequests");
  const location = useLocation();
  const query = businessList.parse(new URLSearchParams(location.search));
  const back = useBackQuery();
  const columns = useMemo(
    () => [
      businessColumn.accessor("fullName", {
        id: "name",
        header: () => t("common.name"),
        cell: (info) => (
          <PersonCell
            name={
              <Link
                to={`/admin/consultations/business/${info.row.original.id}${back}`}
                className={adminLinkClasses}
              >
                {info.getValue()}
              </Link>
            }
            email={info.row.original.email}
            phone={info.row.original.phone}
          />
        ),
      }),
      businessColumn.accessor("jurisdiction", {
        header: () => t("business.columns.jurisdiction"),
        cell: (info) => label(t, "jurisdiction", info.getValue()),
      }),
      businessColumn.accessor("companyName", {
        header: () => t("business.columns.company"),
        cell: (info) => info.getValue() || t("common.none"),
      }),
      businessColumn.accessor("message", {
        header: () => t("common.message"),
        meta: { wrap: true },
        cell: (info) => (
          <span className="line-clamp-2 text-slate-700">{info.getValue() || t("common.none")}</span>
        ),
      }),
      businessColumn.accessor("status", {
        header: () => t("common.status"),
        cell: (info) => <StatusBadge kind="business" status={info.getValue()} />,
      }),
      businessColumn.accessor("createdAt", {
        id: "created",
        header: () => t("common.created"),
        sortDescFirst: true,
        cell: (info) => <DateTime iso={info.getValue()} dateOnly />,
      }),
    ],
    [t, back],
  );
  return (
    <AdminListScreen
      title={t("business.title")}
      intro={t("business.intro")}
      list={businessList}
      result={result}
      columns={columns}
      caption={t("business.caption")}
      searchLabel={t("business.search")}
      empty={<p>{t("business.empty")}</p>}
      filters={
        <>
          <FilterSelect
            name="status"
            label={t("common.status")}
            value={query.filters.status ?? ""}
            options={BUSINESS_STATUSES.map((value) => ({ value, label: t(`businessStatus.${value}`) }))}
          />
          <FilterDateRange name="created" label={t("common.created")} value={query.filters.created} />
        </>
      }
    />
  );
}

/** /admin/consultations/business/:id: one request, its status and notes, its deletion (or what is left after it). */
export function BusinessItemScreen({
  row,
  actionData,
  listSearch,
  notesMaxLength,
}: {
  row: BusinessRow | null;
  actionData: AdminActionData | undefined;
  listSearch: string;
  notesMaxLength: number;
}) {
  const { t } = useTranslation("adminRequests");
  const submitting = useSubmitting();
  const id = useId();
  const listHref = `/admin/consultations/business${listSearch}`;
  if (!row) {
    return (
      <>
        <RequestsHeader
          title={t("business.title")}
          crumbs={[{ label: t("business.title"), href: listHref }]}
        />
        {actionData?.ok && actionData.deleted ? (
          <ActionResult result={actionData} className="mb-4" />
        ) : (
          <p className="mb-4 text-slate-700">{t("businessItem.gone")}</p>
        )}
        <Link to={listHref} className={adminLinkClasses}>
          {t("businessItem.backToList")}
        </Link>
      </>
    );
  }
  const field = actionData && !actionData.ok ? actionData.error.field : undefined;
  return (
    <>
      <RequestsHeader
        title={t("businessItem.title", { name: row.fullName })}
        crumbs={[{ label: t("business.title"), href: listHref }, { label: row.fullName }]}
      >
        <StatusBadge kind="business" status={row.status} />
      </RequestsHeader>
      <ActionResult result={actionData} className="mb-6" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title={t("businessItem.request")} id="request">
            <Facts
              items={[
                { term: t("common.name"), value: row.fullName },
                { term: t("common.email"), value: <bdi>{row.email}</bdi> },
                { term: t("common.phone"), value: <bdi dir="ltr">{row.phone}</bdi> },
                {
                  term: t("business.columns.jurisdiction"),
                  value: label(t, "jurisdiction", row.jurisdiction),
                },
                { term: t("business.columns.company"), value: row.companyName || t("common.none") },
                {
                  term: t("businessItem.businessType"),
                  value: row.businessType ? label(t, "businessType", row.businessType) : t("common.none"),
                },
                {
                  term: t("businessItem.budget"),
                  value:
                    row.estimatedBudgetCents === null
                      ? t("common.none")
                      : label(
                          t,
                          "budget",
                          String(row.estimatedBudgetCents),
                          <Price cents={row.estimatedBudgetCents} />,
                        ),
                },
                {
                  term: t("businessItem.timeline"),
                  value: row.timeline ? label(t, "timelineOption", row.timeline) : t("common.none"),
                },
                { term: t("common.language"), value: t(`languages.${row.locale}`) },
                { term: t("common.created"), value: <DateTime iso={row.createdAt} /> },
              ]}
            />
          </Panel>
          <Panel title={t("common.message")} id="message">
            <Message text={row.message} />
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title={t("businessItem.manage")} id="manage">
            <Form method="post" key={`${row.status}|${row.updatedAt}`} className="space-y-4">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="status_from" value={row.status} />
              {row.next.length ? (
                <div>
                  <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-800">
                    {t("businessItem.status")}
                  </label>
                  <select
                    id={`${id}-status`}
                    name="status"
                    defaultValue=""
                    className={`${selectClasses} mt-1.5`}
                  >
                    <option value="">
                      {t("businessItem.keep", { status: statusLabel(t, "business", row.status) })}
                    </option>
                    {row.next.map((status) => (
                      <option key={status} value={status}>
                        {statusLabel(t, "business", status)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <p className="text-sm text-slate-600">{t("businessItem.final")}</p>
              )}
              <div>
                <label htmlFor={`${id}-notes`} className="text-sm font-medium text-slate-800">
                  {t("businessItem.notes")}
                </label>
                <textarea
                  id={`${id}-notes`}
                  name="notes"
                  dir="auto"
                  rows={6}
                  maxLength={notesMaxLength}
                  defaultValue={row.notes ?? ""}
                  aria-invalid={field === "notes" || undefined}
                  aria-describedby={`${id}-notes-hint`}
                  className={`${textareaClasses} mt-1.5`}
                />
                <p id={`${id}-notes-hint`} className="mt-1.5 text-xs text-slate-500">
                  {t("businessItem.notesHint", { max: notesMaxLength })}
                </p>
              </div>
              <button
                type="submit"
                disabled={submitting}
                className={buttonClasses("primary", "md", "w-full sm:w-auto")}
              >
                {t("businessItem.save")}
              </button>
            </Form>
          </Panel>
          <DeleteStep
            heading={t("businessItem.delete.heading")}
            text={t("businessItem.delete.text", { name: row.fullName })}
            openLabel={t("businessItem.delete.open")}
            confirmLabel={t("businessItem.delete.confirm")}
          />
        </div>
      </div>
    </>
  );
}
