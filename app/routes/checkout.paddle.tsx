import { HIDES_MESSAGING } from "../components/messaging-button.tsx";
import { PaddleView } from "../features/checkout/paddle-view.tsx";
import { paddlePage } from "../features/checkout/payment-pages.server.ts";
import { requireUser, statusError } from "../platform/auth/guards.server.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/checkout.paddle";

/** The form and its pay button are this page: no floating button over them. */
export const handle = HIDES_MESSAGING;

/** Paddle's default payment link: set it to this URL in Paddle. */
export async function loader(args: Route.LoaderArgs) {
  const app = args.context.get(appContext);
  const url = new URL(args.request.url);
  const user = requireUser(args, { notice: "purchase" });
  const page = await paddlePage(app.services, user, url.searchParams.get("_ptxn"));
  if (!page) throw statusError(args, 404);
  return page;
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return [
    ...seoMeta(args, { title: t("checkout:meta.paddleTitle"), description: t("checkout:paddle.title") }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutPaddle({ loaderData }: Route.ComponentProps) {
  return <PaddleView {...loaderData} />;
}
