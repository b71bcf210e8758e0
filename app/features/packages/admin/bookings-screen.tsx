import { createColumnHelper } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { Form, useLocation } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import {
  AccountValue,
  AdminListScreen,
  DateTime,
  DeleteStep,
  Facts,
  Panel,
  PhoneValue,
  statusLabel,
} from "../../../components/admin/admin-ui.tsx";
import {
  AdminDetail,
  DetailGone,
  StatusSelect,
  SubmitButton,
} from "../../../components/admin/detail-frame.tsx";
import {
  dayColumn,
  referenceColumn,
  StatusFilter,
  statusColumn,
} from "../../../components/admin/list-columns.tsx";
import { adminLinkClasses, PersonCell, useBackQuery } from "../../../components/admin/list-parts.tsx";
import { FilterDateRange } from "../../../components/data-table/filter-fields.tsx";
import { Price } from "../../../components/price.tsx";
import { bookingReference } from "../../../platform/domain/references.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import type { BookingDetail, BookingListRow } from "./bookings.server.ts";
import { BOOKING_STATUSES, bookingList, PAYMENT_STATUSES } from "./lists.ts";

const column = createColumnHelper<BookingListRow>();

export function BookingsScreen({ result }: { result: Paged<BookingListRow> }) {
  const { t } = useTranslation("adminRequests");
  const location = useLocation();
  const query = bookingList.parse(new URLSearchParams(location.search));
  const back = useBackQuery();
  const columns = useMemo(
    () => [
      column.accessor(
        "id",
        referenceColumn<BookingListRow>(
          t("bookings.columns.reference"),
          "/admin/bookings",
          back,
          bookingReference,
        ),
      ),
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
      // A refunded booking reads "refunded" (docs/decisions/030); the column still sorts by the booking's status.
      column.accessor("shownStatus", { id: "status", ...statusColumn(t, "booking") }),
      column.accessor("paymentStatus", statusColumn(t, "payment")),
      column.accessor("createdAt", dayColumn("created", t("bookings.columns.created"))),
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
          <StatusFilter kind="booking" statuses={BOOKING_STATUSES} value={query.filters.status} />
          <StatusFilter kind="payment" statuses={PAYMENT_STATUSES} value={query.filters.payment} />
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
      <DetailGone
        title={t("bookings.title")}
        listHref={listHref}
        actionData={actionData}
        gone={t("booking.gone")}
        back={t("booking.backToList")}
      />
    );
  }
  const b = booking;
  return (
    <AdminDetail
      title={t("booking.title", { name: b.customerName })}
      crumbs={[{ label: t("bookings.title"), href: listHref }, { label: bookingReference(b.id) }]}
      // A refunded booking is one word, not "Refunded" twice.
      statuses={
        b.shownStatus === "refunded"
          ? [["booking", b.shownStatus]]
          : [
              ["booking", b.shownStatus],
              ["payment", b.paymentStatus],
            ]
      }
      actionData={actionData}
      aside={
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
      }
    >
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
            {
              term: t("bookings.columns.reference"),
              value: (
                <bdi dir="ltr" className="font-mono">
                  {bookingReference(b.id)}
                </bdi>
              ),
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
                <span dir="auto" className="block whitespace-pre-line">
                  {b.specialRequests}
                </span>
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
            { term: t("common.phone"), value: <PhoneValue phone={b.customerPhone} /> },
            { term: t("booking.account"), value: <AccountValue account={b.account} /> },
          ]}
        />
      </Panel>
    </AdminDetail>
  );
}

function BookingStatusForm({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation("adminRequests");
  const id = useId();
  if (booking.nextStatuses.length === 0 && booking.nextPaymentStatuses.length === 0) {
    return <p className="text-sm text-slate-600">{t("booking.changeStatus.final")}</p>;
  }
  return (
    <Form method="post" key={`${booking.status}|${booking.paymentStatus}`} className="space-y-4">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status_from" value={booking.status} />
      <input type="hidden" name="payment_from" value={booking.paymentStatus} />
      <StatusSelect
        id={`${id}-status`}
        name="status"
        label={t("booking.changeStatus.status")}
        kind="booking"
        keep={t("booking.changeStatus.keep", { status: statusLabel(t, "booking", booking.status) })}
        next={booking.nextStatuses}
      />
      <StatusSelect
        id={`${id}-payment`}
        name="payment"
        label={t("booking.changeStatus.payment")}
        kind="payment"
        keep={t("booking.changeStatus.keep", { status: statusLabel(t, "payment", booking.paymentStatus) })}
        next={booking.nextPaymentStatuses}
      />
      <p className="text-xs text-slate-500">{t("booking.changeStatus.hint")}</p>
      <SubmitButton>{t("booking.changeStatus.submit")}</SubmitButton>
    </Form>
  );
}
