import { createColumnHelper } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { Form, Link, useLocation } from "react-router";
import { FilterDateRange, FilterSelect } from "../../../components/data-table/filter-fields.tsx";
import { Price } from "../../../components/price.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { bookingReference } from "../../../platform/domain/references.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { adminLinkClasses, PersonCell, useBackQuery } from "../list-parts.tsx";
import type { BookingDetail, BookingListRow } from "./bookings.server.ts";
import { BOOKING_STATUSES, bookingList, PAYMENT_STATUSES } from "./lists.ts";
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
  useSubmitting,
} from "./ui.tsx";

const column = createColumnHelper<BookingListRow>();

/** A short reference of a booking for staff: the first block of its id. */

/** /admin/bookings: the travel package bookings, 20 a page. */
export function BookingsScreen({ result }: { result: Paged<BookingListRow> }) {
  const { t } = useTranslation("adminRequests");
  const location = useLocation();
  const query = bookingList.parse(new URLSearchParams(location.search));
  const back = useBackQuery();
  const columns = useMemo(
    () => [
      column.accessor("id", {
        id: "reference",
        header: () => t("bookings.columns.reference"),
        cell: (info) => (
          <Link to={`/admin/bookings/${info.getValue()}${back}`} className={`${adminLinkClasses} font-mono`}>
            <bdi dir="ltr">{bookingReference(info.getValue())}</bdi>
          </Link>
        ),
      }),
      column.accessor("packageName", {
        header: () => t("bookings.columns.package"),
        meta: { wrap: true },
      }),
      column.accessor("customerName", {
        id: "customer",
        header: () => t("bookings.columns.customer"),
        cell: (info) => <PersonCell name={info.getValue()} email={info.row.original.customerEmail} />,
      }),
      column.accessor("travelDate", {
        id: "travel",
        header: () => t("bookings.columns.travel"),
        cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi>,
      }),
      column.accessor("travellers", {
        header: () => t("bookings.columns.travellers"),
        meta: { numeric: true },
      }),
      column.accessor("totalCents", {
        id: "total",
        header: () => t("bookings.columns.total"),
        sortDescFirst: true,
        cell: (info) => <Price cents={info.getValue()} />,
        meta: { numeric: true },
      }),
      column.accessor("status", {
        header: () => t("common.status"),
        cell: (info) => <StatusBadge kind="booking" status={info.getValue()} />,
      }),
      column.accessor("paymentStatus", {
        header: () => t("common.payment"),
        cell: (info) => <StatusBadge kind="payment" status={info.getValue()} />,
      }),
      column.accessor("createdAt", {
        id: "created",
        header: () => t("bookings.columns.created"),
        sortDescFirst: true,
        cell: (info) => <DateTime iso={info.getValue()} dateOnly />,
      }),
    ],
    [t, back],
  );
  return (
    <AdminListScreen
      title={t("bookings.title")}
      intro={t("bookings.intro")}
      list={bookingList}
      result={result}
      columns={columns}
      caption={t("bookings.caption")}
      searchLabel={t("bookings.search")}
      empty={<p>{t("bookings.empty")}</p>}
      filters={
        <>
          <FilterSelect
            name="status"
            label={t("common.status")}
            value={query.filters.status ?? ""}
            options={BOOKING_STATUSES.map((value) => ({ value, label: t(`bookingStatus.${value}`) }))}
          />
          <FilterSelect
            name="payment"
            label={t("common.payment")}
            value={query.filters.payment ?? ""}
            options={PAYMENT_STATUSES.map((value) => ({ value, label: t(`paymentStatus.${value}`) }))}
          />
          <FilterDateRange
            name="created"
            label={t("bookings.columns.created")}
            value={query.filters.created}
          />
        </>
      }
    />
  );
}

/** /admin/bookings/:id: one booking, its status change and its deletion (or what is left after it). */
export function BookingScreen({
  booking,
  actionData,
  listSearch,
}: {
  booking: BookingDetail | null;
  actionData: AdminActionData | undefined;
  listSearch: string;
}) {
  const { t } = useTranslation("adminRequests");
  const listHref = `/admin/bookings${listSearch}`;
  if (!booking) {
    return (
      <>
        <RequestsHeader
          title={t("bookings.title")}
          crumbs={[{ label: t("bookings.title"), href: listHref }]}
        />
        {actionData?.ok && actionData.deleted ? (
          <ActionResult result={actionData} className="mb-4" />
        ) : (
          <p className="mb-4 text-slate-700">{t("booking.gone")}</p>
        )}
        <Link to={listHref} className={adminLinkClasses}>
          {t("booking.backToList")}
        </Link>
      </>
    );
  }
  const b = booking;
  return (
    <>
      <RequestsHeader
        title={t("booking.title", { name: b.customerName })}
        crumbs={[{ label: t("bookings.title"), href: listHref }, { label: bookingReference(b.id) }]}
      >
        <div className="flex flex-wrap gap-2">
          <StatusBadge kind="booking" status={b.status} />
          <StatusBadge kind="payment" status={b.paymentStatus} />
        </div>
      </RequestsHeader>
      <ActionResult result={actionData} className="mb-6" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title={t("booking.details")} id="booking">
            <Facts
              items={[
                {
                  term: t("booking.package"),
                  value: b.packageSlug ? (
                    <a href={`/packages/${b.packageSlug}`} className={adminLinkClasses}>
                      {b.packageName}
                    </a>
                  ) : (
                    b.packageName
                  ),
                  wide: true,
                },
                { term: t("bookings.columns.travel"), value: <bdi dir="ltr">{b.travelDate}</bdi> },
                { term: t("bookings.columns.travellers"), value: b.travellers },
                { term: t("booking.unitPrice"), value: <Price cents={b.packagePriceCents} /> },
                { term: t("bookings.columns.total"), value: <Price cents={b.totalCents} /> },
                { term: t("bookings.columns.created"), value: <DateTime iso={b.createdAt} /> },
                { term: t("booking.updated"), value: <DateTime iso={b.updatedAt} /> },
                {
                  term: t("booking.specialRequests"),
                  value: b.specialRequests ? (
                    <span className="whitespace-pre-line">{b.specialRequests}</span>
                  ) : (
                    t("common.none")
                  ),
                  wide: true,
                },
              ]}
            />
          </Panel>
          <Panel title={t("booking.customer")} id="customer">
            <Facts
              items={[
                { term: t("common.name"), value: b.customerName },
                { term: t("common.email"), value: <bdi>{b.customerEmail}</bdi> },
                {
                  term: t("common.phone"),
                  value: b.customerPhone ? <bdi dir="ltr">{b.customerPhone}</bdi> : t("common.none"),
                },
                {
                  term: t("booking.account"),
                  value: b.account ? (
                    <>
                      {b.account.name} · <bdi>{b.account.email}</bdi>
                    </>
                  ) : (
                    t("common.none")
                  ),
                },
              ]}
            />
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title={t("booking.changeStatus.heading")} id="change-status">
            <BookingStatusForm booking={b} />
          </Panel>
          <DeleteStep
            heading={t("booking.delete.heading")}
            text={t("booking.delete.text", { name: b.customerName, package: b.packageName })}
            openLabel={t("booking.delete.open")}
            confirmLabel={t("booking.delete.confirm")}
          />
        </div>
      </div>
    </>
  );
}

function BookingStatusForm({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation("adminRequests");
  const submitting = useSubmitting();
  const id = useId();
  if (booking.nextStatuses.length === 0 && booking.nextPaymentStatuses.length === 0) {
    return <p className="text-sm text-slate-600">{t("booking.changeStatus.final")}</p>;
  }
  return (
    <Form method="post" key={`${booking.status}|${booking.paymentStatus}`} className="space-y-4">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status_from" value={booking.status} />
      <input type="hidden" name="payment_from" value={booking.paymentStatus} />
      <div>
        <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-800">
          {t("booking.changeStatus.status")}
        </label>
        <select
          id={`${id}-status`}
          name="status"
          defaultValue=""
          disabled={booking.nextStatuses.length === 0}
          className={`${selectClasses} mt-1.5`}
        >
          <option value="">
            {t("booking.changeStatus.keep", { status: statusLabel(t, "booking", booking.status) })}
          </option>
          {booking.nextStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(t, "booking", status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-payment`} className="text-sm font-medium text-slate-800">
          {t("booking.changeStatus.payment")}
        </label>
        <select
          id={`${id}-payment`}
          name="payment"
          defaultValue=""
          disabled={booking.nextPaymentStatuses.length === 0}
          className={`${selectClasses} mt-1.5`}
        >
          <option value="">
            {t("booking.changeStatus.keep", { status: statusLabel(t, "payment", booking.paymentStatus) })}
          </option>
          {booking.nextPaymentStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(t, "payment", status)}
            </option>
          ))}
        </select>
      </div>
      <p className="text-xs text-slate-500">{t("booking.changeStatus.hint")}</p>
      <button
        type="submit"
        disabled={submitting}
        className={buttonClasses("primary", "md", "w-full sm:w-auto")}
      >
        {t("booking.changeStatus.submit")}
      </button>
    </Form>
  );
}
