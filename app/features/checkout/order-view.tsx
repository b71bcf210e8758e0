import type { ReactNode } from "react";
import { Price } from "../../components/price.tsx";
import { Reference } from "../../components/reference.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { countryName } from "../../platform/domain/countries.ts";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useLocale } from "../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { EsimTopUpView, OrderLineView, OrderStatus, OrderView } from "./order-types.ts";

export { Price as Money } from "../../components/price.tsx";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span data-status={status}>
      <StatusBadge subject="order" status={status} className="text-sm" />
    </span>
  );
}

export function OrderFacts({ order, extra }: { order: OrderView; extra?: ReactNode }) {
  const { t } = useTranslation("checkout");
  const dates = useDates();
  const rows: [string, ReactNode][] = [
    [
      t("order.number"),
      <span key="n" data-order-number>
        <Reference value={order.number} className="font-mono" />
      </span>,
    ],
    [t("order.date"), dates.long(order.createdAt)],
    [t("order.status"), <OrderStatusBadge key="s" status={order.status} />],
  ];
  if (order.paidAt) rows.push([t("order.paidAt"), dates.long(order.paidAt)]);
  if (order.provider) rows.push([t("order.provider"), t(`providers.${order.provider}`)]);
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
      {extra}
    </dl>
  );
}

/** `renderLine` adds content under a line. */
export function OrderLines({
  order,
  renderLine,
}: {
  order: OrderView;
  renderLine?: (line: OrderLineView) => ReactNode;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {order.lines.map((line) => (
          <li key={line.id} className="py-4" data-line={line.id}>
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{line.name}</p>
                <p className="mt-0.5 text-sm text-slate-600">
                  {t(`types.${line.productType}`)} · <LineQuantity line={line} />
                </p>
                {line.reference ? (
                  <p className="mt-0.5 text-sm text-slate-600">
                    {t("order.reference")}:{" "}
                    <bdi dir="ltr" className="font-mono break-all text-slate-800" data-line-reference>
                      {line.reference}
                    </bdi>
                  </p>
                ) : null}
              </div>
              <Price cents={line.lineTotalCents} className="shrink-0 font-semibold text-slate-900" />
            </div>
            {renderLine?.(line)}
          </li>
        ))}
      </ul>
      <Totals
        subtotalCents={order.subtotalCents}
        shippingCents={order.shippingCents}
        totalCents={order.totalCents}
      />
    </div>
  );
}

/** A translated sentence with one value (an amount, a phone number) put in place as a node. */
export function WithValue({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ""] = text.split(VALUE_MARK);
  return (
    <span>
      {before}
      {children}
      {after}
    </span>
  );
}

/** What to interpolate where `WithValue` puts its node. */
export const VALUE_MARK = "\u0000";

/**
 * How many of what, at what price: "2 travellers × $189" for a booking (one line for the whole booking), "$45 per
 * person" for an application fee, "Quantity: 2 · $5 each" for goods.
 */
export function LineQuantity({
  line,
  priced = true,
}: {
  line: Pick<OrderLineView, "productType" | "quantity" | "unitPriceCents" | "travellers">;
  /** False while the line can't be bought as it is: its price is not shown. */
  priced?: boolean;
}) {
  const { t } = useTranslation("checkout");
  if (line.travellers !== null) {
    const each = Math.round(line.unitPriceCents / line.travellers);
    if (!priced) return <>{t("summary.travellersCount", { count: line.travellers })}</>;
    return (
      <WithValue text={t("summary.travellers", { count: line.travellers, price: VALUE_MARK })}>
        <Price cents={each} />
      </WithValue>
    );
  }
  if (line.productType === "application")
    return priced ? (
      <WithValue text={t("summary.perPerson", { price: VALUE_MARK })}>
        <Price cents={line.unitPriceCents} />
      </WithValue>
    ) : null;
  return (
    <>
      {t("summary.quantity", { quantity: line.quantity })}
      {priced ? (
        <>
          {" · "}
          <UnitPrice cents={line.unitPriceCents} />
        </>
      ) : null}
    </>
  );
}

function UnitPrice({ cents }: { cents: number }) {
  const { t } = useTranslation("checkout");
  return (
    <WithValue text={t("summary.unitPrice", { price: VALUE_MARK })}>
      <Price cents={cents} />
    </WithValue>
  );
}

export function Totals({
  subtotalCents,
  shippingCents,
  totalCents,
}: {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}) {
  const { t } = useTranslation("checkout");
  return (
    <dl className="mt-2 space-y-2 border-t border-slate-200 pt-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{t("summary.subtotal")}</dt>
        <dd>
          <Price cents={subtotalCents} />
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{t("summary.shipping")}</dt>
        <dd>{shippingCents === 0 ? t("summary.free") : <Price cents={shippingCents} />}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
        <dt className="text-base font-semibold text-slate-900">{t("summary.total")}</dt>
        <dd>
          <Price cents={totalCents} className="text-xl font-bold text-slate-900" />
        </dd>
      </div>
    </dl>
  );
}

export function ShippingAddressView({ address }: { address: NonNullable<OrderView["shippingAddress"]> }) {
  const { t } = useTranslation("checkout");
  const locale = useLocale();
  const lines = [
    address.fullName,
    address.line1,
    address.line2,
    [address.city, address.region, address.postalCode].filter(Boolean).join(", "),
    countryName(address.country, locale),
  ].filter(Boolean);
  return (
    <address className="text-sm leading-6 text-slate-800 not-italic" data-country={address.country}>
      {lines.map((line) => (
        <span key={line} className="block">
          <bdi>{line}</bdi>
        </span>
      ))}
      {address.phone ? (
        <span className="block">
          <WithValue text={t("order.phone", { phone: VALUE_MARK })}>
            <bdi dir="ltr">{address.phone}</bdi>
          </WithValue>
        </span>
      ) : null}
    </address>
  );
}

export function ShipmentView({
  shipment,
  className,
}: {
  shipment: NonNullable<OrderView["shipment"]>;
  className?: string;
}) {
  const { t } = useTranslation("checkout");
  const dates = useDates();
  return (
    <dl
      className={`grid gap-x-6 gap-y-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-950 sm:grid-cols-3 ${className ?? ""}`}
      data-shipment
    >
      <div>
        <dt className="text-xs font-medium text-emerald-800">{t("shipment.shippedAt")}</dt>
        <dd>{dates.long(shipment.shippedAt)}</dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-emerald-800">{t("shipment.carrier")}</dt>
        <dd>
          <bdi>{shipment.carrier}</bdi>
        </dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-emerald-800">{t("shipment.trackingNumber")}</dt>
        <dd className="font-mono select-all" data-tracking-number>
          <bdi dir="ltr">{shipment.trackingNumber}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/** Each unit of a top-up line: being added, added to the eSIM, or not added (staff then refund it). */
export function TopUpStatuses({ topUps }: { topUps: readonly EsimTopUpView[] }) {
  const { t } = useTranslation("checkout");
  if (topUps.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2 text-sm">
      {topUps.map((topUp, index) => (
        <li
          key={topUp.id}
          data-top-up={topUp.id}
          data-top-up-status={topUp.status}
          className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-1.5"
        >
          <span className="text-slate-700">
            {t("topUp.unit", { index: index + 1, total: topUps.length })}
          </span>
          <StatusBadge subject="esimTopUp" status={topUp.status} />
        </li>
      ))}
    </ul>
  );
}
