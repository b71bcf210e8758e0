import { HIDES_MESSAGING } from "../components/messaging-button.tsx";
import { isPaymentReturn, PAYMENT_RETURN_PARAM } from "../features/checkout/api.ts";
import { CheckoutPage } from "../features/checkout/checkout-page.tsx";
import { signedInUser } from "../platform/auth/guards.server.ts";
import { displayName } from "../platform/auth/session.server.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import type { Route } from "./+types/checkout";

/** The form and its pay button are this page: no floating button over them. */
export const handle = HIDES_MESSAGING;

export async function loader(args: Route.LoaderArgs) {
  const user = signedInUser(args);
  const paymentReturn = new URL(args.request.url).searchParams.get(PAYMENT_RETURN_PARAM);
  return {
    signedIn: Boolean(user),
    customerName: user ? displayName(user) : "",
    paymentReturn: isPaymentReturn(paymentReturn) ? paymentReturn : null,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return [
    ...seoMeta(args, { title: t("checkout:meta.title"), description: t("checkout:meta.description") }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} />;
}
