import { Reference } from "../../components/reference.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Link } from "../../components/ui/link.tsx";
import { applicationSubmittedHref } from "../../platform/domain/application-paths.ts";
import type { InstallDevice } from "../../platform/esim/install-links.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { ActivationCard } from "./activation-card.tsx";
import type { OrderView } from "./order-types.ts";
import {
  OrderFacts,
  OrderLines,
  ShipmentView,
  ShippingAddressView,
  TopUpStatuses,
  VALUE_MARK,
  WithValue,
} from "./order-view.tsx";

export function OrderPage({
  order,
  isAdmin,
  device,
}: {
  order: OrderView;
  isAdmin: boolean;
  device: InstallDevice;
}) {
  const { t } = useTranslation("checkout");
  const settled = order.status === "paid" || order.status === "fulfilled" || order.status === "refunded";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10" data-order={order.id} data-order-status={order.status}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <WithValue text={t("meta.orderTitle", { number: VALUE_MARK })}>
          <Reference value={order.number} className="font-mono" />
        </WithValue>
      </h1>
      {isAdmin ? (
        <Link to={`/admin/orders/${order.id}`} variant="secondary" size="sm" className="mt-4">
          {t("admin.manage")}
        </Link>
      ) : null}
      <Card className="mt-6 p-5 sm:p-6">
        <OrderFacts order={order} />
      </Card>
      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t("order.items")}</h2>
        <OrderLines
          order={order}
          renderLine={(line) => [
            line.application && settled ? (
              <Link
                key="application"
                to={applicationSubmittedHref(line.application.kind, line.application.trackingId)}
                variant="primary"
                size="sm"
                className="mt-3"
              >
                {t("application.view")}
              </Link>
            ) : null,
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
      </Card>
      {order.shippingAddress ? (
        <Card className="mt-6 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t("order.shippingAddress")}</h2>
          <div className="mt-3">
            <ShippingAddressView address={order.shippingAddress} />
          </div>
          {order.shipment ? <ShipmentView shipment={order.shipment} className="mt-4" /> : null}
        </Card>
      ) : null}
      <Link to="/profile/orders" className="mt-6 inline-block text-sm font-medium">
        {t("order.backToProfile")}
      </Link>
    </div>
  );
}
