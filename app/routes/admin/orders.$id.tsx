import { data } from "react-router";
import { adminAction, adminDetail, intent } from "../../components/admin/admin-request.server.ts";
import {
  esimCodeSchema,
  esimRetrySchema,
  explainOrderRefusal,
  markRefunded,
  refund,
  refundSchema,
  retryEsimWithProvider,
  ship,
  shipSchema,
  supplyEsimCode,
} from "../../features/checkout/admin/order-actions.server.ts";
import { loadOrderDetail } from "../../features/checkout/admin/order-detail.server.ts";
import { OrderScreen } from "../../features/checkout/admin/order-screen.tsx";
import type { Route } from "./+types/orders.$id";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { found: order, listSearch } = await adminDetail(args, ({ services, locale }, id) =>
    loadOrderDetail(services.db, id, locale),
  );
  return data({ order, listSearch }, order ? undefined : { status: 404 });
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    {
      ship: intent(shipSchema, ship),
      esim_code: intent(esimCodeSchema, supplyEsimCode),
      esim_retry: intent(esimRetrySchema, retryEsimWithProvider),
      refund: intent(refundSchema, refund),
      mark_refunded: intent(refundSchema, markRefunded),
    },
    { explain: explainOrderRefusal },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const order = loaderData?.order;
  return adminMeta(matches, (t) =>
    order ? t("adminOrders:order.title", { number: order.number }) : t("adminOrders:orders.title"),
  );
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderScreen order={loaderData.order} actionData={actionData} listSearch={loaderData.listSearch} />;
}
