import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { listOrders } from "../../features/checkout/admin/order-list.server.ts";
import { orderList } from "../../features/checkout/admin/order-list.ts";
import { OrdersScreen } from "../../features/checkout/admin/orders-screen.tsx";
import type { Route } from "./+types/orders";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = orderList.parse(new URL(args.request.url).searchParams);
  return { result: await listOrders(services.db, query) };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminOrders:orders.title"));
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersScreen result={loaderData.result} />;
}
