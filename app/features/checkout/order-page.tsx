import { Form, useNavigation } from "react-router";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { Card } from "../../components/ui/card.tsx";
import { Link } from "../../components/ui/link.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { applicationSubmittedHref } from "../../platform/application-paths.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  ActivationCard,
  OrderFacts,
  OrderLines,
  ShippingAddressView,
  VALUE_MARK,
  WithValue,
} from "./order-view.tsx";
import type { OrderView } from "./types.ts";

/** What the order page's action answers to an admin's activation code. */
export type SupplyResult =
  | { ok: true; activationId: string }
  | { ok: false; activationId: string | null; message: string; code: string };

/**
 * /orders/:id: the order, its shipping address, each eSIM unit's activation (QR code when ready) and, once paid,
 * a link to each application whose fee it paid.
 */
export function OrderPage({
  order,
  isAdmin,
  result,
}: {
  order: OrderView;
  isAdmin: boolean;
  result: SupplyResult | undefined;
}) {
  const { t } = useTranslation("checkout");
  const settled = order.status === "paid" || order.status === "fulfilled" || order.status === "refunded";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10" data-order={order.id} data-order-status={order.status}>
      <h1 className="text-3xl font-bold text-slate-900">
        <WithValue text={t("meta.orderTitle", { number: VALUE_MARK })}>
          <bdi dir="ltr" className="font-mono">
            {order.number}
          </bdi>
        </WithValue>
      </h1>
      <Card className="mt-6 p-5 sm:p-6">
        <OrderFacts order={order} />
      </Card>
      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t("order.items")}</h2>
        <OrderLines
          order={order}
          renderLine={(line) => [
            line.application && settled ? (
              <Link
                key="application"
                to={applicationSubmittedHref(line.application.kind, line.application.trackingId)}
                variant="primary"
                size="sm"
                className="mt-3"
              >
                {t("application.view")}
              </Link>
            ) : null,
            ...line.activations.map((activation, index) => (
              <ActivationCard
                key={activation.id}
                activation={activation}
                name={line.name}
                index={index + 1}
                total={line.activations.length}
              >
                {isAdmin ? (
                  <SupplyCodeForm
                    activationId={activation.id}
                    result={result?.activationId === activation.id ? result : undefined}
                  />
                ) : null}
              </ActivationCard>
            )),
          ]}
        />
      </Card>
      {order.shippingAddress ? (
        <Card className="mt-6 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t("order.shippingAddress")}</h2>
          <div className="mt-3">
            <ShippingAddressView address={order.shippingAddress} />
          </div>
        </Card>
      ) : null}
      <Link to="/profile/orders" className="mt-6 inline-block text-sm font-medium">
        {t("order.backToProfile")}
      </Link>
    </div>
  );
}

function SupplyCodeForm({
  activationId,
  result,
}: {
  activationId: string;
  result: SupplyResult | undefined;
}) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("activationId") === activationId;
  return (
    <Form method="post" className="mt-4 border-t border-slate-200 pt-4" aria-label={t("admin.title")}>
      <input type="hidden" name="activationId" value={activationId} />
      <TextField
        label={t("admin.code")}
        name="activationCode"
        inputDir="ltr"
        description={result && !result.ok ? undefined : t("admin.hint")}
        errorMessage={result && !result.ok ? result.message : undefined}
        validationBehavior="aria"
      />
      <button type="submit" disabled={busy} className={buttonClasses("secondary", "sm", "mt-3")}>
        {t("admin.submit")}
      </button>
      {result?.ok ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {t("admin.saved")}
        </p>
      ) : null}
    </Form>
  );
}
