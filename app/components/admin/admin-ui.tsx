/**
 * The pieces the request screens share: breadcrumbs under the admin's dashboard, the page header, status badges,
 * the answer of an action, a list of terms and values, and a deletion's confirmation step (a link that opens it,
 * a second form that confirms: no JavaScript needed).
 */
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { DataTable, type DataTableProps } from "../../../components/data-table/data-table.tsx";
import { FormNotice } from "../../../components/forms/form-error.tsx";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { cx } from "../../../components/ui/cx.ts";
import type {
  ApplicationStatus,
  BookingStatus,
  BusinessConsultationStatus,
  EducationConsultationStatus,
  PaymentStatus,
} from "../../../platform/db/schema/index.ts";
import { formatDate, formatDateLong } from "../../../platform/i18n/format.ts";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { type Filters, withParams } from "../../../platform/lists/list-query.ts";
import { AdminPageHeader } from "../admin-shell.tsx";
import type { AdminActionData } from "./shared.server.ts";

export interface Crumb {
  label: string;
  href?: string;
}

/** "Dashboard › Applications › VISA-…": the last crumb is the page. */
export function AdminCrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation("adminRequests");
  const all: Crumb[] = [{ label: t("admin:nav.dashboard"), href: "/admin" }, ...items];
  return (
    <nav aria-label={t("breadcrumb")} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${crumb.href ?? ""}|${crumb.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <ChevronRight aria-hidden className="size-3.5 shrink-0 text-slate-400 flip-rtl" />
              ) : null}
              {crumb.href && !last ? (
                <Link
                  to={crumb.href}
                  className="rounded underline-offset-4 outline-none hover:text-brand-strong hover:underline focus-visible:ring-2 focus-visible:ring-brand"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className={cx("truncate", last && "font-medium text-slate-900")}
                >
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
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

/**
 * An admin list screen: its title (also its breadcrumb) and introduction over the shared data table, whose rows
 * are named by their id and whose first column stays in view while the table scrolls sideways.
 */
export function AdminListScreen<Row extends { id: string }, C extends string, F extends Filters>({
  title,
  intro,
  ...table
}: { title: string; intro: string } & Omit<DataTableProps<Row, C, F>, "getRowId" | "stickyFirstColumn">) {
  return (
    <>
      <RequestsHeader title={title} intro={intro} crumbs={[{ label: title }]} />
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
  approved: "success",
  completed: "success",
  paid: "success",
  rejected: "danger",
  cancelled: "danger",
  failed: "danger",
  refunded: "neutral",
};

export type StatusKind = "application" | "payment" | "booking" | "education" | "business";

/** A status as a coloured badge, labelled in the page's language. */
export function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  const { t } = useTranslation("adminRequests");
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{statusLabel(t, kind, status)}</Badge>;
}

type T = ReturnType<typeof useTranslation<"adminRequests">>["t"];

export function statusLabel(t: T, kind: StatusKind, status: string): string {
  switch (kind) {
    case "application":
      return t(`applicationStatus.${status as ApplicationStatus}`);
    case "payment":
      return t(`paymentStatus.${status as PaymentStatus}`);
    case "booking":
      return t(`bookingStatus.${status as BookingStatus}`);
    case "education":
      return t(`educationStatus.${status as EducationConsultationStatus}`);
    case "business":
      return t(`businessStatus.${status as BusinessConsultationStatus}`);
  }
}

/** The answer of the last action on this page: a success politely, a refusal as an alert. */
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

/** A date and time in UTC: "June 1, 2025, 14:30 UTC" (Latin digits in both languages). */
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

/** Terms and values in two columns on wide screens, stacked on phones. */
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

/** A white panel with a heading. */
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

/** Whether a form of this page is being sent (its buttons wait). */
export function useSubmitting(): boolean {
  return useNavigation().state === "submitting";
}

/**
 * Deletion in two steps: a link adds ?confirm=delete to the address, which shows this box with the form that
 * deletes; "Cancel" takes the parameter off again.
 */
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
