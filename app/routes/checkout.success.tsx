import { data, redirect } from "react-router";
import { orderForViewer } from "../features/checkout/checkout.server.ts";
import { SuccessView } from "../features/checkout/success-view.tsx";
import { metaTranslator } from "../features/cms/meta.ts";
import { appContext } from "../platform/context.ts";
import { seoMeta } from "../platform/seo.ts";
import { currentUser } from "../platform/session.server.ts";
import type { Route } from "./+types/checkout.success";

/** /checkout/success?order=<id>: the order's confirmation, for its owner only (others get 404). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const user = await currentUser(request, app);
  if (!user)
    throw redirect(`/?login=1&notice=purchase&next=${encodeURIComponent(url.pathname + url.search)}`);
  const order = await orderForViewer(app.services, user, url.searchParams.get("order"), app.locale, {
    ownerOnly: true,
  });
  if (!order) throw data(null, { status: 404 });
  return { order };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return [
    ...seoMeta(args, { title: t("checkout:meta.successTitle"), description: t("checkout:meta.description") }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  return <SuccessView order={loaderData.order} />;
}
