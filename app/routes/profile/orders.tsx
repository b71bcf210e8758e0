import { Link } from "react-router";
import { Pagination } from "../../components/lists/pagination.tsx";
import { Reference } from "../../components/reference.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Truck } from "../../components/ui/icons.tsx";
import { ActivationCard } from "../../features/checkout/activation-card.tsx";
import { orderHref } from "../../features/checkout/api.ts";
import { listCustomerOrders, type ShippingState } from "../../features/checkout/customer-orders.server.ts";
import { withInstallViews } from "../../features/checkout/order-lines.server.ts";
import type { OrderView } from "../../features/checkout/order-types.ts";
import {
  OrderLines,
  OrderStatusBadge,
  ShipmentView,
  ShippingAddressView,
  TopUpStatuses,
} from "../../features/checkout/order-view.tsx";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { requireUser } from "../../platform/auth/guards.server.ts";
import { type InstallDevice, installDeviceOf } from "../../platform/esim/install-links.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { pageOf } from "../../platform/lists/list-query.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/orders";
import { profileMeta } from "./meta.ts";

/** The checkout's read model and views, inside the profile's page. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const page = pageOf(new URL(args.request.url).searchParams);
  const list = await listCustomerOrders(services.db, user.id, page, locale);
  const orders = await Promise.all(
    list.items.map(async ({ shipping, refundDue, ...order }) => ({
      shipping,
      refundDue,
      order: {
        ...order,
        lines: await withInstallViews(order.lines),
      } satisfies OrderView,
    })),
  );
  const t = translator(locale);
  return {
    orders,
    device: installDeviceOf(args.request.headers.get("user-agent")),
    page: list.page,
    totalPages: list.totalPages,
    meta: { title: t("profile:meta.orders"), description: t("profile:orders.intro") },
  };
}

export const meta: Route.MetaFunction = profileMeta;

const SHIPPING_TONE = {
  awaitingPayment: "warning",
  preparing: "brand",
  shipped: "success",
  notShipped: "neutral",
} as const;

function ProfileOrderCard({
  order,
  shipping,
  refundDue,
  device,
}: {
  order: OrderView;
  shipping: ShippingState | null;
  refundDue: boolean;
  device: InstallDevice;
}) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="font-mono font-semibold text-slate-900">
          <Reference value={order.number} />
        </h2>
        <span className="text-sm text-slate-600">
          {t("orders.placed", { date: dates.long(order.createdAt) })}
        </span>
        <OrderStatusBadge status={order.status} />
        <Link
          to={orderHref(order.id)}
          aria-label={t("orders.openLabel", { number: order.number })}
          className="ms-auto text-sm font-medium text-brand-strong underline-offset-4 hover:underline"
        >
          {t("orders.open")}
        </Link>
      </div>
      {order.status === "cancelled" && refundDue ? (
        <p className="mt-3 text-sm text-slate-600">{t("orders.refundDue")}</p>
      ) : order.status === "cancelled" ? (
        // A declined or abandoned payment (docs/decisions/030): said as such, with the way back to paying.
        <p
          className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600"
          data-not-completed
        >
          <span>{t("orders.notCompleted")}</span>
          <Link to="/checkout" className="font-medium text-brand-strong underline-offset-4 hover:underline">
            {t("orders.tryAgain")}
          </Link>
        </p>
      ) : null}
      {shipping ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-shipping={shipping}>
          <Truck aria-hidden className="size-4 text-slate-500 flip-rtl" />
          <span className="text-slate-600">{t("orders.shipping")}:</span>
          <Badge tone={SHIPPING_TONE[shipping]}>{t(`orders.shippingState.${shipping}`)}</Badge>
        </div>
      ) : null}
      {order.shipment ? <ShipmentView shipment={order.shipment} className="mt-3" /> : null}
      <OrderLines
        order={order}
        renderLine={(line) => [
          <TopUpStatuses key="top-ups" topUps={line.topUps} />,
          ...line.activations.map((activation, index) => (
            <ActivationCard
              key={activation.id}
              activation={activation}
              device={device}
              name={line.name}
              index={index + 1}
              total={line.activations.length}
            />
          )),
        ]}
      />
      {order.shippingAddress ? (
        <details className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">{t("orders.shipTo")}</summary>
          <div className="mt-2">
            <ShippingAddressView address={order.shippingAddress} />
          </div>
        </details>
      ) : null}
    </Card>
  );
}

export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  return (
    <div>
      <SectionHeader title={t("orders.heading")} intro={t("orders.intro")} />
      {loaderData.orders.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-slate-600">
          <p>{t("orders.empty")}</p>
          <Link to="/shop" className="mt-2 inline-block font-medium text-brand-strong hover:underline">
            {t("orders.shop")}
          </Link>
        </div>
      ) : (
        <ul className="space-y-5">
          {loaderData.orders.map(({ order, shipping, refundDue }) => (
            <li key={order.id} data-order={order.id} data-order-status={order.status}>
              <ProfileOrderCard
                order={order}
                shipping={shipping}
                refundDue={refundDue}
                device={loaderData.device}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={loaderData.page} totalPages={loaderData.totalPages} />
    </div>
  );
}
