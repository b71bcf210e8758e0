import { data } from "react-router";
import { orderForViewer, supplyOrderActivation } from "../features/checkout/checkout.server.ts";
import { OrderPage, type SupplyResult } from "../features/checkout/order-page.tsx";
import { metaTranslator } from "../features/cms/meta.ts";
import { appContext } from "../platform/context.ts";
import { toErrorPayload } from "../platform/errors.ts";
import { requireUser, statusError } from "../platform/guards.server.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { seoMeta } from "../platform/seo.ts";
import type { Route } from "./+types/order";

async function viewerAndOrder(args: Route.LoaderArgs | Route.ActionArgs) {
  const app = args.context.get(appContext);
  const user = requireUser(args);
  const order = await orderForViewer(app.services, user, args.params.id, app.locale);
  if (!order) throw statusError(args, 404);
  return { user, order };
}

/** /orders/:id for its owner or an admin (others get 404). */
export async function loader(args: Route.LoaderArgs) {
  const { user, order } = await viewerAndOrder(args);
  return { order, isAdmin: user.role === "admin" };
}

/** An admin supplies an eSIM unit's activation code; the customer is e-mailed the QR code. */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const app = args.context.get(appContext);
  const { user, order } = await viewerAndOrder(args);
  const form = await request.formData();
  const activationId = form.get("activationId");
  try {
    await supplyOrderActivation(app.services, user, order, activationId, form.get("activationCode"));
  } catch (error) {
    const payload = toErrorPayload(error, translator(app.locale));
    if (payload.status >= 500) app.services.logger.error({ err: error }, "activation code not saved");
    return data<SupplyResult>(
      {
        ok: false,
        activationId: typeof activationId === "string" ? activationId : null,
        message: payload.message,
        code: payload.code,
      },
      { status: payload.status },
    );
  }
  return data<SupplyResult>({ ok: true, activationId: String(activationId) });
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

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPage order={loaderData.order} isAdmin={loaderData.isAdmin} result={actionData} />;
}
