import { data } from "react-router";
import {
  loadOrderDetail,
  type OrderOperations,
  orderAction,
} from "../../features/admin/orders/orders.server.ts";
import { OrderScreen } from "../../features/admin/orders/orders-screen.tsx";
import { adminRequest, isId, listSearchOf } from "../../features/admin/requests/shared.server.ts";
import { supplyActivationCode } from "../../features/checkout/esim-activations.server.ts";
import { sendEsimActivation, sendOrderShipped } from "../../features/checkout/notifications.server.ts";
import { applyPaymentEvent } from "../../features/checkout/payments.server.ts";
import { shipOrder } from "../../features/checkout/shipments.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/orders.$id";

/** The checkout's order rules the admin's actions use (features compose here). */
const operations: OrderOperations = {
  shipOrder: async (db, input) => {
    const { before, after, firstShipment } = await shipOrder(db, input);
    return { before: { ...before }, after: { ...after }, firstShipment };
  },
  sendOrderShipped,
  supplyActivationCode,
  sendEsimActivation,
  applyPaymentEvent,
};

/** One order; an unknown id is a 404 that says so. */
export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  const listSearch = listSearchOf(new URL(args.request.url));
  const order = isId(args.params.id)
    ? await loadOrderDetail(services.db, args.params.id.toLowerCase(), locale)
    : null;
  return data({ order, listSearch }, order ? undefined : { status: 404 });
}

/** Ship, an eSIM code, a refund through the provider, or "mark refunded"; each with its audit entry. */
export function action(args: Route.ActionArgs) {
  return orderAction(args, operations);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title = loaderData?.order
    ? t("adminOrders:order.title", { number: loaderData.order.number })
    : t("adminOrders:orders.title");
  return [{ title: `${title} · ${t("admin:title")}` }];
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderScreen order={loaderData.order} actionData={actionData} listSearch={loaderData.listSearch} />;
}
