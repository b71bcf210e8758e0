import { createColumnHelper } from "@tanstack/react-table";
import { type ReactNode, useId, useMemo } from "react";
import { Form, useLocation } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import {
  AdminListScreen,
  CustomerMessage,
  DateTime,
  DeleteStep,
  Facts,
  Panel,
  type RequestsT,
  statusLabel,
} from "../../../components/admin/admin-ui.tsx";
import {
  AdminDetail,
  DetailGone,
  NoteField,
  StatusSelect,
  SubmitButton,
} from "../../../components/admin/detail-frame.tsx";
import {
  contactColumn,
  dayColumn,
  messageColumn,
  referenceColumn,
  StatusFilter,
  statusColumn,
} from "../../../components/admin/list-columns.tsx";
import { useBackQuery } from "../../../components/admin/list-parts.tsx";
import { FilterDateRange } from "../../../components/data-table/filter-fields.tsx";
import { Price } from "../../../components/price.tsx";
import { consultationReference } from "../../../platform/domain/references.ts";
import { keyFromData } from "../../../platform/i18n/keys.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import type { BusinessRow } from "./business.server.ts";
import { BUSINESS_STATUSES, businessList } from "./lists.ts";

/** A value the public form no longer offers shows as stored (or as `fallback`). */
function label(
  t: RequestsT,
  group: "jurisdiction" | "businessType" | "budget" | "timelineOption",
  value: string,
  fallback?: ReactNode,
): ReactNode {
  const text = t(keyFromData<"adminRequests">(`adminRequests:${group}.${value}`), { defaultValue: "" });
  return text || fallback || value;
}

const businessColumn = createColumnHelper<BusinessRow>();

export function BusinessScreen({ result }: { result: Paged<BusinessRow> }) {
  const { t } = useTranslation("adminRequests");
  const location = useLocation();
  const query = businessList.parse(new URLSearchParams(location.search));
  const back = useBackQuery();
  const columns = useMemo(
    () => [
      businessColumn.accessor(
        "id",
        referenceColumn<BusinessRow>(
          t("common.reference"),
          "/admin/consultations/business",
          back,
          consultationReference,
        ),
      ),
      businessColumn.accessor("fullName", contactColumn(t, "/admin/consultations/business", back)),
      businessColumn.accessor("jurisdiction", {
        header: () => t("business.columns.jurisdiction"),
        cell: (info) => label(t, "jurisdiction", info.getValue()),
      }),
      businessColumn.accessor("companyName", {
        header: () => t("business.columns.company"),
        cell: (info) => info.getValue() || t("common.none"),
      }),
      businessColumn.accessor("message", messageColumn(t)),
      businessColumn.accessor("status", statusColumn(t, "business")),
      businessColumn.accessor("createdAt", dayColumn("created", t("common.created"))),
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
          <StatusFilter kind="business" statuses={BUSINESS_STATUSES} value={query.filters.status} />
          <FilterDateRange name="created" label={t("common.created")} value={query.filters.created} />
        </>
      }
    />
  );
}

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
  const id = useId();
  const listHref = `/admin/consultations/business${listSearch}`;
  if (!row) {
    return (
      <DetailGone
        title={t("business.title")}
        listHref={listHref}
        actionData={actionData}
        gone={t("businessItem.gone")}
        back={t("businessItem.backToList")}
      />
    );
  }
  const field = actionData && !actionData.ok ? actionData.error.field : undefined;
  return (
    <AdminDetail
      title={t("businessItem.title", { name: row.fullName })}
      crumbs={[{ label: t("business.title"), href: listHref }, { label: consultationReference(row.id) }]}
      statuses={[["business", row.status]]}
      actionData={actionData}
      aside={
        <div className="space-y-6">
          <Panel title={t("businessItem.manage")} id="manage">
            <Form method="post" key={`${row.status}|${row.updatedAt}`} className="space-y-4">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="status_from" value={row.status} />
              {row.next.length ? (
                <StatusSelect
                  id={`${id}-status`}
                  name="status"
                  label={t("businessItem.status")}
                  kind="business"
                  keep={t("businessItem.keep", { status: statusLabel(t, "business", row.status) })}
                  next={row.next}
                />
              ) : (
                <p className="text-sm text-slate-600">{t("businessItem.final")}</p>
              )}
              <NoteField
                id={`${id}-notes`}
                label={t("businessItem.notes")}
                name="notes"
                dir="auto"
                rows={6}
                maxLength={notesMaxLength}
                defaultValue={row.notes ?? ""}
                invalid={field === "notes"}
                hint={t("businessItem.notesHint", { max: notesMaxLength })}
                hintId={`${id}-notes-hint`}
              />
              <SubmitButton>{t("businessItem.save")}</SubmitButton>
            </Form>
          </Panel>
          <DeleteStep
            heading={t("businessItem.delete.heading")}
            text={t("businessItem.delete.text", { name: row.fullName })}
            openLabel={t("businessItem.delete.open")}
            confirmLabel={t("businessItem.delete.confirm")}
          />
        </div>
      }
    >
      <Panel title={t("businessItem.request")} id="request">
        <Facts
          items={[
            {
              term: t("common.reference"),
              value: (
                <bdi dir="ltr" className="font-mono">
                  {consultationReference(row.id)}
                </bdi>
              ),
            },
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
        <CustomerMessage text={row.message} />
      </Panel>
    </AdminDetail>
  );
}
