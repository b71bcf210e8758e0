import { createColumnHelper } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { Form, Link, useLocation } from "react-router";
import { FilterDateRange, FilterSelect } from "../../../components/data-table/filter-fields.tsx";
import { FormNotice } from "../../../components/forms/form-error.tsx";
import { Price } from "../../../components/price.tsx";
import { StatusTimeline, type TimelineItem } from "../../../components/status-timeline.tsx";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import type { OrderStatus, PaymentProvider } from "../../../platform/db/schema/index.ts";
import { formatDateLong, formatMoney } from "../../../platform/i18n/format.ts";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { type Paged, withParams } from "../../../platform/lists/list-query.ts";
import { adminLinkClasses, PersonCell, useBackQuery } from "../list-parts.tsx";
import { AdminListScreen, DateTime, Facts, Panel, RequestsHeader, useSubmitting } from "../requests/ui.tsx";
import { ORDER_NEEDS, ORDER_PROVIDERS, ORDER_STATUSES, type OrderNeed, orderList } from "./lists.ts";
import type { OrderActionData, OrderDetail, OrderDetailEvent, OrderListRow } from "./orders.server.ts";

const column = createColumnHelper<OrderListRow>();
const inputClasses =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: "warning",
  paid: "brand",
  fulfilled: "success",
  cancelled: "danger",
  refunded: "neutral",
};
const NEED_TONES: Record<OrderNeed, BadgeTone> = {
  refund: "danger",
  shipping: "warning",
  esim_code: "warning",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("adminOrders");
  return (
    <Badge tone={STATUS_TONES[status]} data-order-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

function NeedBadges({ needs }: { needs: readonly OrderNeed[] }) {
  const { t } = useTranslation("adminOrders");
  if (needs.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {needs.map((need) => (
        <Badge key={need} tone={NEED_TONES[need]} data-need={need}>
          {t(`needs.${need}`)}
        </Badge>
      ))}
    </span>
  );
}

function ProviderName({ provider }: { provider: PaymentProvider | null }) {
  const { t } = useTranslation("adminOrders");
  return <>{provider ? t(`provider.${provider}`) : t("orders.noProvider")}</>;
}

/** /admin/orders: every order, 20 a page, searchable and filtered by status, provider, need and date. */
export function OrdersScreen({ result }: { result: Paged<OrderListRow> }) {
  const { t } = useTranslation("adminOrders");
  const location = useLocation();
  const query = orderList.parse(new URLSearchParams(location.search));
  const back = useBackQuery();
  const columns = useMemo(
    () => [
      column.accessor("number", {
        header: () => t("orders.columns.number"),
        cell: (info) => (
          <Link
            to={`/admin/orders/${info.row.original.id}${back}`}
            className={`${adminLinkClasses} font-mono`}
          >
            <bdi dir="ltr">{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor("customerName", {
        id: "customer",
        header: () => t("orders.columns.customer"),
        cell: (info) => <PersonCell name={info.getValue()} email={info.row.original.customerEmail} />,
      }),
      column.accessor("createdAt", {
        id: "created",
        header: () => t("orders.columns.created"),
        sortDescFirst: true,
        cell: (info) => <DateTime iso={info.getValue()} dateOnly />,
      }),
      column.accessor("paidAt", {
        id: "paid",
        header: () => t("orders.columns.paid"),
        sortDescFirst: true,
        cell: (info) => {
          const value = info.getValue();
          return value ? <DateTime iso={value} dateOnly /> : <span className="text-slate-400">—</span>;
        },
      }),
      column.accessor("status", {
        header: () => t("orders.columns.status"),
        cell: (info) => <OrderStatusBadge status={info.getValue()} />,
      }),
      column.accessor("provider", {
        header: () => t("orders.columns.provider"),
        cell: (info) => <ProviderName provider={info.getValue()} />,
      }),
      column.accessor("totalCents", {
        id: "total",
        header: () => t("orders.columns.total"),
        sortDescFirst: true,
        cell: (info) => <Price cents={info.getValue()} />,
        meta: { numeric: true },
      }),
      column.accessor("needs", {
        header: () => t("orders.columns.needs"),
        cell: (info) => <NeedBadges needs={info.getValue()} />,
      }),
    ],
    [t, back],
  );
  return (
    <AdminListScreen
      title={t("orders.title")}
      intro={t("orders.intro")}
      list={orderList}
      result={result}
      columns={columns}
      caption={t("orders.caption")}
      searchLabel={t("orders.search")}
      empty={<p>{t("orders.empty")}</p>}
      filters={
        <>
          <FilterSelect
            name="needs"
            label={t("needs.label")}
            value={query.filters.needs ?? ""}
            options={ORDER_NEEDS.map((value) => ({ value, label: t(`needs.${value}`) }))}
          />
          <FilterSelect
            name="status"
            label={t("orders.columns.status")}
            value={query.filters.status ?? ""}
            options={ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
          <FilterSelect
            name="provider"
            label={t("orders.columns.provider")}
            value={query.filters.provider ?? ""}
            options={ORDER_PROVIDERS.map((value) => ({ value, label: t(`provider.${value}`) }))}
          />
          <FilterDateRange name="created" label={t("orders.columns.created")} value={query.filters.created} />
        </>
      }
    />
  );
}

function Result({ result, intent }: { result: OrderActionData | undefined; intent: string }) {
  if (!result || result.intent !== intent) return null;
  return result.ok ? (
    <FormNotice tone="success" className="mb-4">
      <p>{result.message}</p>
    </FormNotice>
  ) : (
    <FormNotice tone="error" className="mb-4">
      <p>{result.error.message}</p>
    </FormNotice>
  );
}

/** /admin/orders/:id: one order and what the staff do with it. */
export function OrderScreen({
  order,
  actionData,
  listSearch,
}: {
  order: OrderDetail | null;
  actionData: OrderActionData | undefined;
  listSearch: string;
}) {
  const { t } = useTranslation("adminOrders");
  const locale = useLocale();
  const listHref = `/admin/orders${listSearch}`;
  if (!order) {
    return (
      <>
        <RequestsHeader title={t("orders.title")} crumbs={[{ label: t("orders.title"), href: listHref }]} />
        <p className="mb-4 text-slate-700">{t("order.gone")}</p>
        <Link to={listHref} className={adminLinkClasses}>
          {t("order.back")}
        </Link>
      </>
    );
  }
  const o = order;
  const money = (cents: number) => <Price cents={cents} />;
  return (
    <div data-order={o.id} data-status={o.status}>
      <RequestsHeader
        title={t("order.title", { number: o.number })}
        crumbs={[{ label: t("orders.title"), href: listHref }, { label: o.number }]}
      >
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={o.status} />
          {o.needs.length > 0 ? <NeedBadges needs={o.needs} /> : null}
        </div>
      </RequestsHeader>
      {o.can.refund ? null : (
        <>
          <Result result={actionData} intent="refund" />
          <Result result={actionData} intent="mark_refunded" />
        </>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Panel title={t("order.items")} id="items">
            <Result result={actionData} intent="esim_code" />
            <ul className="divide-y divide-slate-200">
              {o.lines.map((line) => (
                <li key={line.id} className="py-3 first:pt-0 last:pb-0" data-line={line.productType}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{line.name}</p>
                      <p className="text-xs text-slate-500">
                        {t(`order.productTypes.${line.productType}`)} ·{" "}
                        <bdi dir="ltr">
                          {t("order.quantity", {
                            quantity: line.quantity,
                            price: formatMoney(line.unitPriceCents, locale),
                          })}
                        </bdi>
                      </p>
                    </div>
                    {money(line.lineTotalCents)}
                  </div>
                  {line.activations.length > 0 ? (
                    <ul className="mt-3 space-y-3">
                      {line.activations.map((activation, index) => (
                        <EsimUnit
                          key={activation.id}
                          activation={activation}
                          index={index + 1}
                          total={line.activations.length}
                          editable={o.can.supplyCodes}
                          result={
                            actionData && !actionData.ok && actionData.activationId === activation.id
                              ? actionData
                              : undefined
                          }
                        />
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
              {(
                [
                  ["subtotal", o.subtotalCents],
                  ["shipping", o.shippingCents],
                  ["tax", o.taxCents],
                ] as const
              ).map(([key, cents]) => (
                <div key={key} className="flex justify-between gap-4 text-slate-700">
                  <dt>{t(`order.${key}`)}</dt>
                  <dd>{money(cents)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 font-semibold text-slate-900">
                <dt>{t("order.total")}</dt>
                <dd>{money(o.totalCents)}</dd>
              </div>
            </dl>
          </Panel>
          <Panel title={t("order.payments")} id="payments">
            {o.payments.length === 0 ? (
              <p className="text-sm text-slate-600">{t("order.paymentsEmpty")}</p>
            ) : (
              <ul className="divide-y divide-slate-200 text-sm">
                {o.payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2" data-payment>
                    <span>
                      <span className="font-medium">{t(`provider.${payment.provider}`)}</span> ·{" "}
                      <bdi dir="ltr" className="font-mono text-xs">
                        {payment.type}
                      </bdi>
                    </span>
                    <span className="text-slate-600">
                      <DateTime iso={payment.occurredAt ?? payment.receivedAt} />
                    </span>
                    <span className="w-full truncate font-mono text-xs text-slate-500">
                      <bdi dir="ltr">{payment.eventId}</bdi>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t("order.events")} id="events">
            {o.events.length === 0 ? (
              <p className="text-sm text-slate-600">{t("order.eventsEmpty")}</p>
            ) : (
              <StatusTimeline
                items={timelineOf(o.events, t, locale)}
                label={t("order.events")}
                currentLabel={t("order.current")}
              />
            )}
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <Panel title={t("order.customer")} id="customer">
            <Facts
              items={[
                { term: t("order.name"), value: o.customerName, wide: true },
                { term: t("order.email"), value: <bdi>{o.customerEmail}</bdi>, wide: true },
                {
                  term: t("order.phone"),
                  value: o.customerPhone ? <bdi dir="ltr">{o.customerPhone}</bdi> : t("common.none"),
                },
                { term: t("order.language"), value: t(`order.languages.${o.locale}`) },
                { term: t("order.placed"), value: <DateTime iso={o.createdAt} />, wide: true },
                {
                  term: t("order.paidAt"),
                  value: o.paidAt ? <DateTime iso={o.paidAt} /> : t("orders.notPaid"),
                  wide: true,
                },
                { term: t("orders.columns.provider"), value: <ProviderName provider={o.provider} /> },
                {
                  term: t("order.reference"),
                  value: o.providerReference ? (
                    <bdi dir="ltr" className="font-mono text-xs break-all">
                      {o.providerReference}
                    </bdi>
                  ) : (
                    t("common.none")
                  ),
                },
              ]}
            />
          </Panel>
          <Panel title={t("shipment.heading")} id="shipment">
            <Result result={actionData} intent="ship" />
            {o.shippingAddress ? (
              <address className="mb-4 text-sm leading-6 text-slate-800 not-italic">
                {[
                  o.shippingAddress.fullName,
                  o.shippingAddress.line1,
                  o.shippingAddress.line2,
                  [o.shippingAddress.city, o.shippingAddress.region, o.shippingAddress.postalCode]
                    .filter(Boolean)
                    .join(", "),
                  o.shippingAddress.country,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="block">
                      <bdi>{line}</bdi>
                    </span>
                  ))}
                {o.shippingAddress.phone ? (
                  <span className="block">
                    <bdi dir="ltr">{o.shippingAddress.phone}</bdi>
                  </span>
                ) : null}
              </address>
            ) : (
              <p className="text-sm text-slate-600">{t("order.noAddress")}</p>
            )}
            {o.shipment.shippedAt ? (
              <div className="mb-4" data-shipment>
                <Facts
                  items={[
                    { term: t("shipment.carrier"), value: <bdi>{o.shipment.carrier}</bdi> },
                    {
                      term: t("shipment.trackingNumber"),
                      value: (
                        <bdi dir="ltr" className="font-mono">
                          {o.shipment.trackingNumber}
                        </bdi>
                      ),
                    },
                    {
                      term: t("shipment.shippedAt"),
                      value: <DateTime iso={o.shipment.shippedAt} />,
                      wide: true,
                    },
                  ]}
                />
              </div>
            ) : o.shippingAddress ? (
              <p className="mb-4 text-sm text-slate-600">{t("shipment.notShipped")}</p>
            ) : null}
            {o.can.ship || o.can.editShipment ? <ShipForm order={o} actionData={actionData} /> : null}
          </Panel>
          {o.can.refund ? <RefundPanel order={o} actionData={actionData} /> : null}
        </div>
      </div>
      <p className="mt-6">
        <Link to={listHref} className={adminLinkClasses}>
          {t("order.back")}
        </Link>
      </p>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<"adminOrders">>["t"];

const NOTES = new Set([
  "paid",
  "failed",
  "expired",
  "refunded",
  "refund_needed",
  "checkout_failed",
  "shipped",
  "tracking_updated",
  "activation_code_supplied",
]);

function timelineOf(events: readonly OrderDetailEvent[], t: T, locale: "en" | "ar"): TimelineItem[] {
  return events.map((event, index) => {
    const note = event.note && NOTES.has(event.note) ? event.note : "other";
    const status = event.toStatus as OrderStatus;
    const details = [
      t(`status.${status}`),
      typeof event.data.trackingNumber === "string"
        ? `${String(event.data.carrier ?? "")} ${event.data.trackingNumber}`
        : null,
      event.actorName ? t("order.by", { name: event.actorName }) : null,
    ].filter(Boolean);
    return {
      id: event.id,
      label: t(`order.notes.${note as "paid"}`),
      time: event.createdAt,
      timeLabel: `${formatDateLong(event.createdAt, locale)} ${event.createdAt.slice(11, 16)} UTC`,
      note: details.join(" · "),
      state: index === events.length - 1 ? "current" : "done",
      tone:
        note === "refund_needed" || note === "failed" || note === "checkout_failed"
          ? "danger"
          : note === "paid" || note === "shipped"
            ? "success"
            : "neutral",
    };
  });
}

function EsimUnit({
  activation,
  index,
  total,
  editable,
  result,
}: {
  activation: OrderDetail["lines"][number]["activations"][number];
  index: number;
  total: number;
  editable: boolean;
  result: Extract<OrderActionData, { ok: false }> | undefined;
}) {
  const { t } = useTranslation("adminOrders");
  const submitting = useSubmitting();
  const id = useId();
  const ready = activation.status === "ready";
  return (
    <li
      className="rounded-lg border border-slate-200 bg-slate-50 p-3"
      data-activation={activation.id}
      data-activation-status={activation.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{t("esim.unit", { index, total })}</span>
        <Badge tone={ready ? "success" : "warning"}>{t(ready ? "esim.ready" : "esim.preparing")}</Badge>
      </div>
      {ready && activation.activationCode ? (
        <p className="mt-2 font-mono text-xs break-all text-slate-700">
          <bdi dir="ltr">{activation.activationCode}</bdi>
        </p>
      ) : null}
      {editable ? (
        <Form method="post" className="mt-3 space-y-2" preventScrollReset>
          <input type="hidden" name="intent" value="esim_code" />
          <input type="hidden" name="activation_id" value={activation.id} />
          <label htmlFor={`${id}-code`} className="text-sm font-medium text-slate-800">
            {t("esim.code")}
          </label>
          <input
            id={`${id}-code`}
            name="activation_code"
            dir="ltr"
            required
            maxLength={512}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={result ? true : undefined}
            aria-describedby={`${id}-hint`}
            className={`${inputClasses} font-mono`}
          />
          <p id={`${id}-hint`} className={result ? "text-xs text-red-700" : "text-xs text-slate-500"}>
            {result ? result.error.message : t("esim.hint")}
          </p>
          <button type="submit" disabled={submitting} className={buttonClasses("secondary", "sm")}>
            {t(ready ? "esim.replace" : "esim.submit")}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

function ShipForm({ order, actionData }: { order: OrderDetail; actionData: OrderActionData | undefined }) {
  const { t } = useTranslation("adminOrders");
  const submitting = useSubmitting();
  const id = useId();
  const field = actionData?.intent === "ship" && !actionData.ok ? actionData.error.field : undefined;
  return (
    <Form method="post" className="space-y-3" key={order.shipment.trackingNumber ?? "new"}>
      <input type="hidden" name="intent" value="ship" />
      <div>
        <label htmlFor={`${id}-carrier`} className="text-sm font-medium text-slate-800">
          {t("shipment.carrier")}
        </label>
        <input
          id={`${id}-carrier`}
          name="carrier"
          required
          maxLength={60}
          defaultValue={order.shipment.carrier ?? ""}
          aria-invalid={field === "carrier" ? true : undefined}
          aria-describedby={`${id}-carrier-hint`}
          className={`${inputClasses} mt-1.5`}
        />
        <p id={`${id}-carrier-hint`} className="mt-1 text-xs text-slate-500">
          {t("shipment.carrierHint")}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-tracking`} className="text-sm font-medium text-slate-800">
          {t("shipment.trackingNumber")}
        </label>
        <input
          id={`${id}-tracking`}
          name="tracking_number"
          dir="ltr"
          required
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          defaultValue={order.shipment.trackingNumber ?? ""}
          aria-invalid={field === "trackingNumber" ? true : undefined}
          aria-describedby={`${id}-tracking-hint`}
          className={`${inputClasses} mt-1.5 font-mono`}
        />
        <p id={`${id}-tracking-hint`} className="mt-1 text-xs text-slate-500">
          {t("shipment.trackingHint")}
        </p>
      </div>
      <button
        type="submit"
        disabled={submitting}
        className={buttonClasses(order.can.ship ? "primary" : "secondary", "md", "w-full")}
      >
        {t(order.can.ship ? "shipment.submit" : "shipment.update")}
      </button>
    </Form>
  );
}

/** Refund (through the provider) and "mark refunded", each behind a confirmation step in the address. */
function RefundPanel({ order, actionData }: { order: OrderDetail; actionData: OrderActionData | undefined }) {
  const { t } = useTranslation("adminOrders");
  const locale = useLocale();
  const location = useLocation();
  const submitting = useSubmitting();
  const open = new URLSearchParams(location.search).get("confirm");
  const provider = order.provider ? t(`provider.${order.provider}`) : "";
  const needed = order.needs.includes("refund");
  const result =
    actionData && (actionData.intent === "refund" || actionData.intent === "mark_refunded")
      ? actionData
      : undefined;
  const step = (name: string) => `${location.pathname}${withParams(location.search, { confirm: name })}`;
  const close = `${location.pathname}${withParams(location.search, { confirm: null })}`;
  return (
    <section
      aria-labelledby="refund-heading"
      className={`rounded-xl border p-4 sm:p-6 ${needed ? "border-red-200 bg-red-50" : "border-slate-200 bg-white"}`}
    >
      <h2 id="refund-heading" className="mb-2 text-base font-semibold text-slate-900">
        {t("refund.heading")}
      </h2>
      {result ? <Result result={result} intent={result.intent} /> : null}
      <p className="mb-4 text-sm text-slate-700">
        {needed ? t("refund.neededText") : t("refund.paidText", { provider })}
      </p>
      {needed ? (
        <Form method="post" className="mb-3">
          <input type="hidden" name="intent" value="refund" />
          <button type="submit" disabled={submitting} className={buttonClasses("danger", "md", "w-full")}>
            {t("refund.submit", { provider })}
          </button>
        </Form>
      ) : open === "refund" ? (
        <ConfirmBox
          heading={t("refund.confirmHeading")}
          text={t("refund.confirmText", { total: formatMoney(order.totalCents, locale), provider })}
          intent="refund"
          confirmLabel={t("refund.confirm")}
          cancelHref={close}
          submitting={submitting}
        />
      ) : (
        <Link to={step("refund")} preventScrollReset className={buttonClasses("danger", "md", "mb-3 w-full")}>
          {t("refund.open")}
        </Link>
      )}
      {open === "mark_refunded" ? (
        <ConfirmBox
          heading={t("markRefunded.heading")}
          text={t("markRefunded.text")}
          intent="mark_refunded"
          confirmLabel={t("markRefunded.confirm")}
          cancelHref={close}
          submitting={submitting}
        />
      ) : (
        <Link
          to={step("mark_refunded")}
          preventScrollReset
          className={buttonClasses("ghost", "md", "w-full")}
        >
          {t("markRefunded.open")}
        </Link>
      )}
    </section>
  );
}

function ConfirmBox({
  heading,
  text,
  intent,
  confirmLabel,
  cancelHref,
  submitting,
}: {
  heading: string;
  text: string;
  intent: string;
  confirmLabel: string;
  cancelHref: string;
  submitting: boolean;
}) {
  const { t } = useTranslation("adminOrders");
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-3 rounded-lg border border-red-200 bg-white p-4">
      <h3 id={id} className="font-semibold text-red-900">
        {heading}
      </h3>
      <p className="mt-1 text-sm text-red-900">{text}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" disabled={submitting} className={buttonClasses("danger")}>
          {confirmLabel}
        </button>
        <Link to={cancelHref} preventScrollReset className={buttonClasses("ghost")}>
          {t("common.cancel")}
        </Link>
      </Form>
    </section>
  );
}
