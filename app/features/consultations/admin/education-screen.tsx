import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { Form, Link, useLocation } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import {
  AdminListScreen,
  CustomerMessage,
  DateTime,
  Facts,
  Panel,
  statusLabel,
  useSubmitting,
} from "../../../components/admin/admin-ui.tsx";
import { AdminDetail } from "../../../components/admin/detail-frame.tsx";
import {
  contactColumn,
  dayColumn,
  messageColumn,
  referenceColumn,
  StatusFilter,
  statusColumn,
} from "../../../components/admin/list-columns.tsx";
import { adminLinkClasses, useBackQuery } from "../../../components/admin/list-parts.tsx";
import { FilterDateRange, FilterSelect } from "../../../components/data-table/filter-fields.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { consultationReference } from "../../../platform/domain/references.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import type { EducationRow } from "./education.server.ts";
import { EDUCATION_SERVICES, EDUCATION_STATUSES, educationList } from "./lists.ts";

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
      educationColumn.accessor(
        "id",
        referenceColumn<EducationRow>(
          t("common.reference"),
          "/admin/consultations/education",
          back,
          consultationReference,
        ),
      ),
      educationColumn.accessor("fullName", contactColumn(t, "/admin/consultations/education", back)),
      educationColumn.accessor("serviceType", {
        header: () => t("education.service"),
        cell: (info) => t(`serviceType.${info.getValue()}`),
      }),
      educationColumn.accessor("message", messageColumn(t)),
      educationColumn.accessor("status", statusColumn(t, "education")),
      educationColumn.accessor("createdAt", dayColumn("created", t("common.created"))),
      educationColumn.display({
        id: "move",
        header: () => <span className="sr-only">{t("educationItem.nextStep")}</span>,
        cell: (info) => <EducationMove row={info.row.original} compact />,
      }),
    ],
    [t, back],
  );
  return (
    <AdminListScreen
      title={t("education.title")}
      intro={t("education.intro")}
      actionData={actionData}
      list={educationList}
      result={result}
      columns={columns}
      caption={t("education.caption")}
      searchLabel={t("education.search")}
      empty={<p>{t("education.empty")}</p>}
      filters={
        <>
          <FilterSelect
            name="service"
            label={t("education.service")}
            value={query.filters.service ?? ""}
            options={EDUCATION_SERVICES.map((value) => ({ value, label: t(`serviceType.${value}`) }))}
          />
          <StatusFilter kind="education" statuses={EDUCATION_STATUSES} value={query.filters.status} />
          <FilterDateRange name="created" label={t("common.created")} value={query.filters.created} />
        </>
      }
    />
  );
}

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
      <AdminDetail
        title={t("educationItem.title", { name: row.fullName })}
        crumbs={[{ label: t("education.title"), href: listHref }, { label: consultationReference(row.id) }]}
        statuses={[["education", row.status]]}
        actionData={actionData}
        aside={
          <Panel title={t("educationItem.nextStep")} id="next">
            <EducationMove row={row} />
          </Panel>
        }
      >
        <Panel title={t("educationItem.request")} id="request">
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
              { term: t("education.service"), value: t(`serviceType.${row.serviceType}`) },
              { term: t("common.email"), value: <bdi>{row.email}</bdi> },
              { term: t("common.phone"), value: <bdi dir="ltr">{row.phone}</bdi> },
              { term: t("common.language"), value: t(`languages.${row.locale}`) },
              { term: t("common.created"), value: <DateTime iso={row.createdAt} /> },
            ]}
          />
        </Panel>
        <Panel title={t("common.message")} id="message">
          <CustomerMessage text={row.message} />
        </Panel>
      </AdminDetail>
      <p className="mt-6">
        <Link to={listHref} className={adminLinkClasses}>
          {t("educationItem.back")}
        </Link>
      </p>
    </>
  );
}
