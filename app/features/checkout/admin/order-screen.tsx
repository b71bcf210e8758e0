import { Link } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { DateTime, Facts, Panel, RequestsHeader } from "../../../components/admin/admin-ui.tsx";
import { adminLinkClasses } from "../../../components/admin/list-parts.tsx";
import { Price } from "../../../components/price.tsx";
import { StatusTimeline, type TimelineItem } from "../../../components/status-timeline.tsx";
import type { EsimProviderRefund } from "../../../platform/db/schema/index.ts";
import { countryName } from "../../../platform/domain/countries.ts";
import { statusLabel } from "../../../platform/domain/status-labels.ts";
import { formatMoney } from "../../../platform/i18n/format.ts";
import { useDates } from "../../../platform/i18n/use-dates.ts";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { OrderDetail, OrderDetailEvent } from "./order-detail.server.ts";
import { EsimUnit, IntentResult, RefundPanel, refusedUnit, ShipForm } from "./order-forms.tsx";
import { NeedBadges, OrderStatusBadge, ProviderName } from "./order-parts.tsx";

export function OrderScreen({
  order,
  actionData,
  listSearch,
}: {
  order: OrderDetail | null;
  actionData: AdminActionData | undefined;
  listSearch: string;
}) {
  const { t } = useTranslation("adminOrders");
  const locale = useLocale();
  const dates = useDates();
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
          <IntentResult result={actionData} intent="refund" />
          <IntentResult result={actionData} intent="mark_refunded" />
        </>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Panel title={t("order.items")} id="items">
            <IntentResult result={actionData} intent="esim_code" />
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
                        {line.reference ? (
                          <>
                            {" · "}
                            <bdi dir="ltr" className="font-mono">
                              {line.reference}
                            </bdi>
                          </>
                        ) : null}
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
                          facts={o.esimUnits[activation.id]}
                          index={index + 1}
                          total={line.activations.length}
                          editable={o.can.supplyCodes}
                          result={
                            actionData && !actionData.ok && refusedUnit(actionData) === activation.id
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
                items={timelineOf(o.events, t, dates.compactDateTime)}
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
            <IntentResult result={actionData} intent="ship" />
            {o.shippingAddress ? (
              <address className="mb-4 text-sm leading-6 text-slate-800 not-italic">
                {[
                  o.shippingAddress.fullName,
                  o.shippingAddress.line1,
                  o.shippingAddress.line2,
                  [o.shippingAddress.city, o.shippingAddress.region, o.shippingAddress.postalCode]
                    .filter(Boolean)
                    .join(", "),
                  countryName(o.shippingAddress.country, locale),
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

const PROVIDER_REFUNDS = new Set(["cancelled", "requested", "refused", "not_possible"]);
const isProviderRefund = (value: unknown): value is EsimProviderRefund =>
  typeof value === "string" && PROVIDER_REFUNDS.has(value);

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
  "esim_issued",
  "esim_issue_failed",
  "esim_provider_refund",
  "esim_top_up_applied",
  "esim_top_up_failed",
]);

function timelineOf(
  events: readonly OrderDetailEvent[],
  t: T,
  timeLabel: (iso: string) => string,
): TimelineItem[] {
  return events.map((event, index) => {
    const note = event.note && NOTES.has(event.note) ? event.note : "other";
    const status = statusLabel("order", event.toStatus ?? "");
    const details = [
      status ? t(status.key) : null,
      typeof event.data.trackingNumber === "string"
        ? `${String(event.data.carrier ?? "")} ${event.data.trackingNumber}`
        : null,
      event.note === "esim_provider_refund" && isProviderRefund(event.data.outcome)
        ? t(`esim.providerRefund.${event.data.outcome}`)
        : null,
      event.actorName ? t("order.by", { name: event.actorName }) : null,
      // The provider's own words, for staff who take a failed top-up up with it.
      note === "esim_top_up_failed" && typeof event.data.error === "string" ? event.data.error : null,
    ].filter(Boolean);
    return {
      id: event.id,
      label: t(`order.notes.${note as "paid"}`),
      time: event.createdAt,
      timeLabel: timeLabel(event.createdAt),
      note: details.join(" · "),
      state: index === events.length - 1 ? "current" : "done",
      tone:
        note === "refund_needed" ||
        note === "failed" ||
        note === "checkout_failed" ||
        note === "esim_issue_failed" ||
        note === "esim_top_up_failed"
          ? "danger"
          : note === "paid" || note === "shipped" || note === "esim_top_up_applied"
            ? "success"
            : "neutral",
    };
  });
}
