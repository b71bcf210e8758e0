import { data, redirect } from "react-router";
import { HIDES_MESSAGING } from "../components/messaging-button.tsx";
import { paymentReturnHref, successHref } from "../features/checkout/api.ts";
import { orderForViewer } from "../features/checkout/order-view.server.ts";
import { decideSandboxPayment, sandboxOrder } from "../features/checkout/payment-pages.server.ts";
import { SandboxForbidden, SandboxView } from "../features/checkout/sandbox-view.tsx";
import { requireUser, statusError } from "../platform/auth/guards.server.ts";
import { isAppError } from "../platform/http/errors.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/checkout.sandbox";

/** The form and its pay button are this page: no floating button over them. */
export const handle = HIDES_MESSAGING;

const forbidden = () => data({ forbidden: true as const, order: null }, { status: 403 });

/** The sandbox provider's payment page: only the order's owner, only in test mode. */
export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const app = args.context.get(appContext);
  const user = requireUser(args, { notice: "purchase" });
  try {
    const order = await sandboxOrder(app.services, user, params.orderId, app.locale);
    if (!order) throw statusError(args, 404);
    return { forbidden: false as const, order };
  } catch (error) {
    if (isAppError(error) && error.code === "AUTH_FORBIDDEN") return forbidden();
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const app = args.context.get(appContext);
  const user = requireUser(args, { notice: "purchase" });
  const decision = (await request.formData()).get("decision");
  if (decision !== "approve" && decision !== "decline") throw statusError(args, 400);
  let status: Awaited<ReturnType<typeof decideSandboxPayment>>;
  try {
    status = await decideSandboxPayment(
      app.services,
      user,
      params.orderId,
      decision === "approve",
      app.locale,
    );
  } catch (error) {
    if (isAppError(error) && error.code === "AUTH_FORBIDDEN") return forbidden();
    throw error;
  }
  if (!status) throw statusError(args, 404);
  if (status === "cancelled") {
    // Back to where the payment started: the checkout, or the application's form.
    const order = await orderForViewer(app.services, user, params.orderId, app.locale, { ownerOnly: true });
    return redirect(order ? paymentReturnHref(order, "declined") : "/checkout?payment=declined", 303);
  }
  return redirect(successHref(params.orderId), 303);
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return [
    ...seoMeta(args, { title: t("checkout:meta.sandboxTitle"), description: t("checkout:sandbox.intro") }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutSandbox({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.forbidden || actionData?.forbidden) return <SandboxForbidden />;
  return <SandboxView order={loaderData.order} />;
}
