import { orderForViewer } from "../features/checkout/order-view.server.ts";
import { SuccessView } from "../features/checkout/success-view.tsx";
import { requireUser, statusError } from "../platform/auth/guards.server.ts";
import { installDeviceOf } from "../platform/esim/install-links.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/checkout.success";

/** For its owner only; others get 404. */
export async function loader(args: Route.LoaderArgs) {
  const app = args.context.get(appContext);
  const url = new URL(args.request.url);
  const user = requireUser(args, { notice: "purchase" });
  const order = await orderForViewer(app.services, user, url.searchParams.get("order"), app.locale, {
    ownerOnly: true,
  });
  if (!order) throw statusError(args, 404);
  return { order, device: installDeviceOf(args.request.headers.get("user-agent")) };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return [
    ...seoMeta(args, { title: t("checkout:meta.successTitle"), description: t("checkout:meta.description") }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  return <SuccessView order={loaderData.order} device={loaderData.device} />;
}
