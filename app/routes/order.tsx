import { OrderPage } from "../features/checkout/order-page.tsx";
import { orderForViewer } from "../features/checkout/order-view.server.ts";
import { requireUser, statusError } from "../platform/auth/guards.server.ts";
import { installDeviceOf } from "../platform/esim/install-links.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/order";

async function viewerAndOrder(args: Route.LoaderArgs | Route.ActionArgs) {
  const app = args.context.get(appContext);
  const user = requireUser(args);
  const order = await orderForViewer(app.services, user, args.params.id, app.locale);
  if (!order) throw statusError(args, 404);
  return { user, order };
}

/** Others than its owner or an admin get 404. */
export async function loader(args: Route.LoaderArgs) {
  const { user, order } = await viewerAndOrder(args);
  return {
    order,
    isAdmin: user.role === "admin",
    device: installDeviceOf(args.request.headers.get("user-agent")),
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const number = args.loaderData?.order.number ?? "";
  return [
    ...seoMeta(args, {
      title: t("checkout:meta.orderTitle", { number }),
      description: t("checkout:meta.description"),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Order({ loaderData }: Route.ComponentProps) {
  return <OrderPage order={loaderData.order} isAdmin={loaderData.isAdmin} device={loaderData.device} />;
}
