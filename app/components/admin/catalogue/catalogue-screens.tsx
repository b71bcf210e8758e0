// The list and the editor of every kind of product (visa offers, licence plans, packages, accessories, eSIMs).
import { getFormProps } from "@conform-to/react";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { FilterSelect } from "../../data-table/filter-fields.tsx";
import { CheckboxField } from "../../forms/field.tsx";
import { FormError } from "../../forms/form-error.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { Price } from "../../price.tsx";
import { Badge } from "../../ui/badge.tsx";
import { buttonClasses } from "../../ui/button-classes.ts";
import { ExternalLink, Plus } from "../../ui/icons.tsx";
import type { AdminActionData } from "../admin-request.server.ts";
import {
  ActionResult,
  AdminListScreen,
  DateTime,
  DeleteStep,
  Panel,
  RequestsHeader,
  StatusBadge,
} from "../admin-ui.tsx";
import { DetailGone } from "../detail-frame.tsx";
import { dayColumn, StatusFilter } from "../list-columns.tsx";
import { adminLinkClasses, useBackQuery } from "../list-parts.tsx";
import { CatalogueFields, useLabel } from "./catalogue-form.tsx";
import { CostPanel } from "./cost-panel.tsx";
import { catalogueSchema, formDefaults, initialValues, type ReferenceOption } from "./fields.ts";
import {
  CATALOGUE_STATUSES,
  type CatalogueItemView,
  type CatalogueKindView,
  type CatalogueListRow,
  catalogueList,
} from "./kind.ts";
import { StockBadge } from "./stock-badge.tsx";
import { StockPanel } from "./stock-panel.tsx";

const column = createColumnHelper<CatalogueListRow>();

function useKindText(kind: CatalogueKindView) {
  const label = useLabel();
  return (key: string, options?: Record<string, unknown>) => label(`kinds.${kind.slug}.${key}`, options);
}

export function CatalogueListScreen({
  kind,
  result,
  actionData,
}: {
  kind: CatalogueKindView;
  result: Paged<CatalogueListRow>;
  actionData?: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const text = useKindText(kind);
  const label = useLabel();
  const location = useLocation();
  const query = catalogueList.parse(new URLSearchParams(location.search));
  const back = useBackQuery();
  const choice = kind.filterField ? kind.fields.find((field) => field.name === kind.filterField) : undefined;
  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: () => t("columns.name"),
        meta: { wrap: true },
        cell: (info) => (
          <span className="flex flex-wrap items-center gap-2">
            <Link to={`/admin/${kind.slug}/${info.row.original.id}${back}`} className={adminLinkClasses}>
              {info.getValue() || t("untitled")}
            </Link>
            {info.row.original.missingArabic ? <Badge tone="warning">{t("missingArabic")}</Badge> : null}
          </span>
        ),
      }),
      ...(choice && choice.kind === "choice"
        ? [
            column.accessor("choice", {
              header: () => label(choice.label),
              enableSorting: false,
              cell: (info) => (info.getValue() ? label(choice.optionLabel(info.getValue()!)) : "—"),
            }),
          ]
        : []),
      ...(kind.columns.includes("price")
        ? [
            column.accessor("priceCents", {
              id: "price",
              header: () => t("columns.price"),
              cell: (info) => <Price cents={info.getValue() ?? 0} />,
              meta: { numeric: true },
            }),
          ]
        : []),
      ...(kind.columns.includes("stock")
        ? [
            column.accessor("stock", {
              header: () => t("columns.stock"),
              cell: (info) => <StockBadge stock={info.getValue() ?? 0} />,
              meta: { numeric: true },
            }),
          ]
        : []),
      ...(kind.marker
        ? [
            column.accessor("marked", {
              header: () => label(kind.marker!.label),
              enableSorting: false,
              cell: (info) => (
                <Badge tone={info.getValue() ? "success" : "neutral"}>
                  {label(info.getValue() ? kind.marker!.set : kind.marker!.unset)}
                </Badge>
              ),
            }),
          ]
        : []),
      column.accessor("status", {
        header: () => t("columns.status"),
        cell: (info) => <StatusBadge kind="catalogue" status={info.getValue()} />,
      }),
      column.accessor("updatedAt", dayColumn("updated", t("columns.updated"))),
    ],
    [t, label, back, kind, choice],
  );
  return (
    <AdminListScreen
      actions={
        <div className="flex flex-wrap gap-3">
          {kind.listLinks?.map((link) => (
            <Link key={link.href} to={link.href} className={buttonClasses("secondary")}>
              {label(link.label)}
            </Link>
          ))}
          <Link to={`/admin/${kind.slug}/new`} className={buttonClasses("primary")}>
            <Plus aria-hidden className="size-4" />
            {text("new")}
          </Link>
        </div>
      }
      title={text("title")}
      intro={text("intro")}
      actionData={actionData}
      list={catalogueList}
      result={result}
      columns={columns}
      caption={text("title")}
      searchLabel={text("search")}
      empty={<p>{text("empty")}</p>}
      filters={
        <>
          <StatusFilter kind="catalogue" statuses={CATALOGUE_STATUSES} value={query.filters.status} />
          <FilterSelect
            name="arabic"
            label={t("columns.arabic")}
            value={query.filters.arabic ?? ""}
            options={[{ value: "missing", label: t("missingArabic") }]}
          />
          {choice && choice.kind === "choice" ? (
            <FilterSelect
              name="choice"
              label={label(choice.label)}
              value={query.filters.choice ?? ""}
              options={choice.options.map((value) => ({ value, label: label(choice.optionLabel(value)) }))}
            />
          ) : null}
        </>
      }
    />
  );
}

/** `item` null: the form that creates one. */
export function CatalogueEditorScreen({
  kind,
  item,
  options,
  actionData,
  listSearch,
  parentId,
}: {
  kind: CatalogueKindView;
  item: CatalogueItemView | null;
  options: Record<string, ReferenceOption[]>;
  actionData: AdminActionData | undefined;
  listSearch: string;
  parentId?: string | null;
}) {
  const { t } = useTranslation("adminCatalogue");
  const text = useKindText(kind);
  const location = useLocation();
  const listHref = `/admin/${kind.slug}${listSearch}`;
  const title = item ? item.name || t("untitled") : text("new");
  const notice = new URLSearchParams(location.search);
  const arrived = notice.has("created")
    ? t("done.created")
    : notice.has("duplicated")
      ? t("done.duplicated")
      : null;
  const formResult =
    actionData && (actionData.intent === "save" || actionData.intent === "create") ? undefined : actionData;
  return (
    <>
      <RequestsHeader title={title} crumbs={[{ label: text("title"), href: listHref }, { label: title }]}>
        {item ? <StatusBadge kind="catalogue" status={item.status} /> : null}
      </RequestsHeader>
      {arrived && !actionData ? (
        <ActionResult result={{ ok: true, intent: "", message: arrived }} className="mb-6" />
      ) : null}
      <ActionResult result={formResult} className="mb-6" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <EditorForm
            key={item?.version ?? "new"}
            kind={kind}
            item={item}
            options={options}
            actionData={actionData}
            parentId={parentId ?? null}
          />
          {item?.children && kind.parent === undefined ? <ChildrenPanel kind={kind} item={item} /> : null}
        </div>
        {item ? (
          <div className="space-y-6">
            <StatusPanel item={item} />
            {item.cost && kind.cost ? <CostPanel cost={item.cost} labels={kind.cost} /> : null}
            {item.stock ? <StockPanel stock={item.stock} actionData={actionData} /> : null}
            <Panel title={t("danger.heading")} id="danger">
              <div className="flex flex-wrap gap-3">
                <Form method="post">
                  <input type="hidden" name="intent" value="duplicate" />
                  <button type="submit" className={buttonClasses("secondary")}>
                    {t("duplicate")}
                  </button>
                </Form>
                <DeleteStep
                  heading={item.references > 0 ? t("danger.archiveHeading") : t("danger.deleteHeading")}
                  text={
                    item.references > 0
                      ? t("danger.archiveText", { count: item.references })
                      : t("danger.deleteText", { name: item.name })
                  }
                  openLabel={item.references > 0 ? t("danger.archive") : t("danger.delete")}
                  confirmLabel={item.references > 0 ? t("danger.confirmArchive") : t("danger.confirmDelete")}
                />
              </div>
            </Panel>
          </div>
        ) : null}
      </div>
    </>
  );
}

function EditorForm({
  kind,
  item,
  options,
  actionData,
  parentId,
}: {
  kind: CatalogueKindView;
  item: CatalogueItemView | null;
  options: Record<string, ReferenceOption[]>;
  actionData: AdminActionData | undefined;
  parentId: string | null;
}) {
  const { t } = useTranslation("adminCatalogue");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const schema = useMemo(() => catalogueSchema(kind.fields, item ? "edit" : "create"), [kind.fields, item]);
  const defaults = item
    ? formDefaults(kind.fields, item.values as never)
    : {
        ...initialValues(kind.fields),
        ...(parentId && kind.parent ? { [kind.parent.field]: parentId } : {}),
      };
  const mine = actionData && (actionData.intent === "save" || actionData.intent === "create");
  const [form, fields] = useSchemaForm(schema, {
    id: `catalogue-${kind.slug}`,
    lastResult: mine ? actionData.reply : undefined,
    defaultValue: defaults as Record<string, string>,
  });
  const askArabic =
    Boolean(fields.confirmArabic?.errors?.length) ||
    (item?.status === "active" && item.missingArabic.length > 0);
  const saved = mine && actionData.ok && !submitting ? actionData.message : null;
  return (
    <Panel title={t("details")} id="details">
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <input type="hidden" name="intent" value={item ? "save" : "create"} />
        {item ? <input type="hidden" name="version" value={item.version} /> : null}
        {saved ? <ActionResult result={actionData} /> : submitting ? null : <FormError form={form} summary />}
        <fieldset disabled={submitting} className="min-w-0">
          <CatalogueFields
            fields={kind.fields}
            metas={fields as never}
            form={form}
            options={options}
            defaults={defaults}
            disabled={submitting}
            editing={item !== null}
          />
        </fieldset>
        {askArabic || !item ? (
          <CheckboxField
            meta={fields.confirmArabic as never}
            value="yes"
            label={t("confirmArabic")}
            description={t("confirmArabicHint")}
          />
        ) : null}
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
          {item ? (
            <button type="submit" className={buttonClasses("primary")} disabled={submitting}>
              {t("save")}
            </button>
          ) : (
            <>
              <button
                type="submit"
                name="publish"
                value="yes"
                className={buttonClasses("primary")}
                disabled={submitting}
              >
                {t("createPublished")}
              </button>
              <button
                type="submit"
                name="publish"
                value=""
                className={buttonClasses("secondary")}
                disabled={submitting}
              >
                {t("createDraft")}
              </button>
            </>
          )}
        </div>
      </Form>
    </Panel>
  );
}

function StatusPanel({ item }: { item: CatalogueItemView }) {
  const { t } = useTranslation("adminCatalogue");
  const submitting = useNavigation().state === "submitting";
  const publish = item.status !== "active";
  const label = useLabel();
  const missing = item.missingArabic.map((key) => label(key)).join(t("listSeparator"));
  return (
    <Panel title={t("status.heading")} id="status">
      <dl className="mb-4 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t("columns.status")}</dt>
          <dd>
            <StatusBadge kind="catalogue" status={item.status} />
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t("columns.updated")}</dt>
          <dd>
            <DateTime iso={item.updatedAt} />
          </dd>
        </div>
      </dl>
      {item.missingArabic.length > 0 ? (
        <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t("arabicMissingList", { fields: missing })}
        </p>
      ) : null}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={publish ? "publish" : "unpublish"} />
        {publish && item.missingArabic.length > 0 ? (
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="confirmArabic" value="yes" className="mt-1" />
            {t("confirmArabic")}
          </label>
        ) : null}
        <button
          type="submit"
          disabled={submitting}
          className={buttonClasses(publish ? "primary" : "secondary")}
        >
          {publish ? t("status.publish") : t("status.unpublish")}
        </button>
      </Form>
      {item.storefrontHref ? (
        <a
          href={item.storefrontHref}
          target="_blank"
          rel="noreferrer"
          className={`${adminLinkClasses} mt-4 inline-flex items-center gap-1 text-sm`}
        >
          {t("status.view")}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      ) : null}
    </Panel>
  );
}

function ChildrenPanel({ kind, item }: { kind: CatalogueKindView; item: CatalogueItemView }) {
  const { t } = useTranslation("adminCatalogue");
  const text = useKindText(kind);
  const children = item.children ?? [];
  const childSlug = text("childSlug");
  return (
    <Panel title={text("children")} id="children">
      {children.length === 0 ? <p className="mb-3 text-sm text-slate-600">{text("noChildren")}</p> : null}
      <ul className="mb-4 divide-y divide-slate-100">
        {children.map((child) => (
          <li key={child.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/${childSlug}/${child.id}`} className={adminLinkClasses}>
                {child.name || t("untitled")}
              </Link>
              {child.missingArabic ? <Badge tone="warning">{t("missingArabic")}</Badge> : null}
            </span>
            <span className="flex items-center gap-3">
              {child.priceCents !== null ? <Price cents={child.priceCents} /> : null}
              {child.stock !== null ? <StockBadge stock={child.stock} /> : null}
              <StatusBadge kind="catalogue" status={child.status} />
            </span>
          </li>
        ))}
      </ul>
      <Link to={`/admin/${childSlug}/new?parent=${item.id}`} className={buttonClasses("secondary", "sm")}>
        <Plus aria-hidden className="size-4" />
        {text("addChild")}
      </Link>
    </Panel>
  );
}

/** A deleted or unknown item: the deletion's message, else "not found", and the way back. */
export function CatalogueGone({
  kind,
  actionData,
}: {
  kind: CatalogueKindView;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const text = useKindText(kind);
  return (
    <DetailGone
      title={text("title")}
      listHref={`/admin/${kind.slug}`}
      actionData={actionData}
      gone={t("gone")}
      back={t("backToList")}
    />
  );
}
