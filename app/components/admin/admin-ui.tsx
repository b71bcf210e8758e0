import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type {
  BookingStatus,
  BusinessConsultationStatus,
  EducationConsultationStatus,
  PaymentStatus,
  PublishStatus,
} from "../../platform/db/schema/index.ts";
import { applicationStatusLabel } from "../../platform/domain/status-labels.ts";
import { formatDate, formatDateLong } from "../../platform/i18n/format.ts";
import { useLocale } from "../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { type Filters, withParams } from "../../platform/lists/list-query.ts";
import { DataTable, type DataTableProps } from "../data-table/data-table.tsx";
import { FormNotice } from "../forms/form-error.tsx";
import { Breadcrumbs, type Crumb } from "../page-header.tsx";
import { Badge, type BadgeTone } from "../ui/badge.tsx";
import { buttonClasses } from "../ui/button-classes.ts";
import { cx } from "../ui/cx.ts";
import type { AdminActionData } from "./admin-request.server.ts";
import { AdminPageHeader } from "./admin-shell.tsx";

export function AdminCrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation("adminRequests");
  return (
    <Breadcrumbs
      items={items}
      root={{ label: t("admin:nav.dashboard"), href: "/admin" }}
      label={t("breadcrumb")}
      variant="admin"
    />
  );
}

export function RequestsHeader({
  title,
  intro,
  crumbs,
  children,
}: {
  title: string;
  intro?: string;
  crumbs: readonly Crumb[];
  children?: ReactNode;
}) {
  return (
    <>
      <AdminCrumbs items={crumbs} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AdminPageHeader title={title} {...(intro ? { intro } : {})} />
        {children}
      </div>
    </>
  );
}

/** `actionData`: the answer of an action posted from the list's rows; `actions`: beside the title ("New …"). */
export function AdminListScreen<Row extends { id: string }, C extends string, F extends Filters>({
  title,
  intro,
  actionData,
  actions,
  ...table
}: { title: string; intro: string; actionData?: AdminActionData | undefined; actions?: ReactNode } & Omit<
  DataTableProps<Row, C, F>,
  "getRowId" | "stickyFirstColumn"
>) {
  return (
    <>
      <RequestsHeader title={title} intro={intro} crumbs={[{ label: title }]}>
        {actions}
      </RequestsHeader>
      <ActionResult result={actionData} className="mb-4" />
      <DataTable {...table} getRowId={(row) => row.id} stickyFirstColumn />
    </>
  );
}

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: "warning",
  new: "warning",
  processing: "brand",
  in_progress: "brand",
  contacted: "brand",
  confirmed: "brand",
  action_required: "danger",
  approved: "success",
  completed: "success",
  paid: "success",
  rejected: "danger",
  cancelled: "danger",
  failed: "danger",
  refunded: "neutral",
  active: "success",
  inactive: "neutral",
  archived: "neutral",
};

export type StatusKind = "application" | "payment" | "booking" | "education" | "business" | "catalogue";

export function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  const { t } = useTranslation("adminRequests");
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{statusLabel(t, kind, status)}</Badge>;
}

export type RequestsT = ReturnType<typeof useTranslation<"adminRequests">>["t"];

export function statusLabel(t: RequestsT, kind: StatusKind, status: string): string {
  switch (kind) {
    case "application":
      return t(applicationStatusLabel(status).key);
    case "payment":
      return t(`paymentStatus.${status as PaymentStatus}`);
    case "booking":
      return t(`bookingStatus.${status as BookingStatus}`);
    case "education":
      return t(`educationStatus.${status as EducationConsultationStatus}`);
    case "business":
      return t(`businessStatus.${status as BusinessConsultationStatus}`);
    case "catalogue":
      return t(`catalogueStatus.${status as PublishStatus}`);
  }
}

export function ActionResult({
  result,
  className,
}: {
  result: AdminActionData | undefined;
  className?: string;
}) {
  if (!result) return null;
  return result.ok ? (
    <FormNotice tone="success" className={className}>
      <p>{result.message}</p>
    </FormNotice>
  ) : (
    <FormNotice tone="error" className={className}>
      <p>{result.error.message}</p>
    </FormNotice>
  );
}

/** Latin digits in both languages (see docs/decisions/007). */
export function DateTime({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  const { t } = useTranslation("adminRequests");
  const locale = useLocale();
  return (
    <time dateTime={iso}>
      {dateOnly
        ? formatDate(iso)
        : t("dateTime", { date: formatDateLong(iso, locale), time: iso.slice(11, 16) })}
    </time>
  );
}

export function Facts({ items }: { items: readonly { term: string; value: ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(({ term, value, wide }) => (
        <div key={term} className={cx("min-w-0", wide && "sm:col-span-2")}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
          <dd className="mt-1 text-sm break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A phone number, left to right in Arabic too, or "—". */
export function PhoneValue({ phone }: { phone: string | null }) {
  const { t } = useTranslation("adminRequests");
  return phone ? <bdi dir="ltr">{phone}</bdi> : t("common.none");
}

/** The customer's account as "name · e-mail", or "—" for a guest. */
export function AccountValue({ account }: { account: { name: string; email: string } | null }) {
  const { t } = useTranslation("adminRequests");
  return account ? (
    <>
      {account.name} · <bdi>{account.email}</bdi>
    </>
  ) : (
    t("common.none")
  );
}

export function CustomerMessage({ text }: { text: string | null }) {
  const { t } = useTranslation("adminRequests");
  return text ? (
    <p dir="auto" className="text-sm whitespace-pre-line text-slate-800">
      {text}
    </p>
  ) : (
    <p className="text-sm text-slate-600">{t("common.noMessage")}</p>
  );
}

export function Panel({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cx("rounded-xl border border-slate-200 bg-white p-4 sm:p-6", className)}
    >
      <h2 id={id} className="mb-4 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function useSubmitting(): boolean {
  return useNavigation().state === "submitting";
}

/** Two steps without JavaScript: a link adds ?confirm=delete, which shows this form; "Cancel" removes it. */
export function DeleteStep({
  heading,
  text,
  openLabel,
  confirmLabel,
}: {
  heading: string;
  text: string;
  openLabel: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation("adminRequests");
  const location = useLocation();
  const submitting = useSubmitting();
  const open = new URLSearchParams(location.search).get("confirm") === "delete";
  if (!open) {
    return (
      <Link
        to={`${location.pathname}${withParams(location.search, { confirm: "delete" })}`}
        preventScrollReset
        className={buttonClasses("secondary", "md", "text-red-700")}
      >
        {openLabel}
      </Link>
    );
  }
  return (
    <section aria-labelledby="delete-heading" className="rounded-lg border border-red-200 bg-red-50 p-4">
      <h3 id="delete-heading" className="font-semibold text-red-900">
        {heading}
      </h3>
      <p className="mt-1 text-sm text-red-900">{text}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" disabled={submitting} className={buttonClasses("danger")}>
          {confirmLabel}
        </button>
        <Link
          to={`${location.pathname}${withParams(location.search, { confirm: null })}`}
          preventScrollReset
          className={buttonClasses("ghost")}
        >
          {t("common.cancel")}
        </Link>
      </Form>
    </section>
  );
}

export const selectClasses =
  "h-10 w-full cursor-pointer rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30";
export const textareaClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";
