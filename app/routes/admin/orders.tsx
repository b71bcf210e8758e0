import { orderList } from "../../features/admin/orders/lists.ts";
import { listOrders } from "../../features/admin/orders/orders.server.ts";
import { OrdersScreen } from "../../features/admin/orders/orders-screen.tsx";
import { adminRequest } from "../../features/admin/requests/shared.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/orders";

/** Issue 14 item 3: the shop's orders (admins only: the layout's middleware, and adminRequest again). */
export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  const query = orderList.parse(new URL(args.request.url).searchParams);
  return { result: await listOrders(services.db, query) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: `${t("adminOrders:orders.title")} · ${t("admin:title")}` }];
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersScreen result={loaderData.result} />;
}
