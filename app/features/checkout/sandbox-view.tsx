import { Form, useNavigation } from "react-router";
import { Price } from "../../components/price.tsx";
import { StatusScreen } from "../../components/status-screen.tsx";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { Card } from "../../components/ui/card.tsx";
import { FlaskConical, ShieldOff } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { successHref } from "./api.ts";
import type { OrderView } from "./order-types.ts";
import { OrderLines } from "./order-view.tsx";

/** The sandbox provider's page: the order and two plain forms, approve or decline (no JavaScript needed). */
export function SandboxView({ order }: { order: OrderView }) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const pending = order.status === "pending";
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card className="p-6 sm:p-8">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <FlaskConical aria-hidden className="size-3.5" />
          {t("sandbox.badge")}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("meta.sandboxTitle")}</h1>
        <p className="mt-2 text-slate-600">{t("sandbox.intro")}</p>
        <dl className="mt-6 grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">{t("sandbox.order")}</dt>
            <dd className="mt-0.5 font-mono font-semibold text-slate-900">
              <bdi dir="ltr">{order.number}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("sandbox.amount")}</dt>
            <dd className="mt-0.5 text-xl font-bold text-slate-900">
              <Price cents={order.totalCents} />
            </dd>
          </div>
        </dl>
        <div className="mt-4">
          <OrderLines order={order} />
        </div>
        {pending ? (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Form method="post" className="flex-1">
              <button
                type="submit"
                name="decision"
                value="approve"
                disabled={busy}
                className={buttonClasses("primary", "lg", "w-full")}
              >
                {t("sandbox.approve")}
              </button>
            </Form>
            <Form method="post" className="flex-1">
              <button
                type="submit"
                name="decision"
                value="decline"
                disabled={busy}
                className={buttonClasses("secondary", "lg", "w-full")}
              >
                {t("sandbox.decline")}
              </button>
            </Form>
          </div>
        ) : (
          <div className="mt-6">
            <p className="text-slate-700">{t("sandbox.notPending")}</p>
            <Link to={successHref(order.id)} variant="primary" className="mt-4">
              {t("success.viewOrder")}
            </Link>
          </div>
        )}
      </Card>
    </div>
  );
}

/** 403: the sandbox works only in test mode. */
export function SandboxForbidden() {
  const { t } = useTranslation("checkout");
  return (
    <StatusScreen
      icon={ShieldOff}
      tone="muted"
      code="403"
      title={t("sandbox.forbiddenTitle")}
      body={t("sandbox.forbiddenBody")}
    >
      <Link to="/checkout" variant="secondary">
        {t("title")}
      </Link>
    </StatusScreen>
  );
}
