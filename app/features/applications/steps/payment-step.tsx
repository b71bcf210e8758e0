import { Form, useNavigation } from "react-router";
import { FormNotice } from "../../../components/forms/form-error.tsx";
import { Price } from "../../../components/price.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { ArrowLeft, ShieldCheck } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { ApplicationActionData } from "../application-action.server.ts";
import { FeeRow, type FormPage, Panel, StepHeading, StepOpening, stepLabel } from "./step-parts.tsx";

export function PaymentStep({ page, actionData }: { page: FormPage; actionData?: ApplicationActionData }) {
  const { t } = useTranslation("applications");
  const navigation = useNavigation();
  const { kind, draft, payment } = page;
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const choice = payment?.choice;
  const providers = choice?.providers ?? [];
  const fee = draft.amountCents || draft.offer?.priceCents || 0;
  return (
    <Panel label={stepLabel(t, kind, "payment")}>
      <StepHeading>{t("payment.heading")}</StepHeading>
      <StepOpening
        page={page}
        actionData={actionData}
        notice={
          page.paymentReturn
            ? t(page.paymentReturn === "declined" ? "payment.declined" : "payment.cancelled")
            : null
        }
      />
      <FeeRow cents={fee} className="mt-5" large />
      <p className="mt-3 text-sm text-slate-600">
        {t("confirmation.tracking")}:{" "}
        <bdi dir="ltr" className="font-mono font-semibold text-slate-900">
          {draft.trackingId}
        </bdi>
      </p>
      <Form method="post" className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="idempotencyKey" value={payment?.idempotencyKey ?? ""} />
        {providers.length === 0 ? (
          <FormNotice tone="error">
            <p>{t("errors:screens.noPaymentMethodsAvailable")}</p>
          </FormNotice>
        ) : providers.length === 1 ? (
          <p className="text-sm text-slate-700">
            <input type="hidden" name="provider" value={providers[0]} />
            {t("payment.provider")}:{" "}
            <span className="font-medium">{t(`payment.providers.${providers[0]!}`)}</span>
          </p>
        ) : (
          <fieldset className="min-w-0">
            <legend className="text-sm font-medium text-slate-800">{t("payment.provider")}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {providers.map((provider) => (
                <label
                  key={provider}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-checked:border-brand has-checked:bg-brand-soft/40"
                >
                  <input
                    type="radio"
                    name="provider"
                    value={provider}
                    defaultChecked={provider === choice?.defaultProvider}
                    className="size-4 accent-brand"
                  />
                  <span className="text-sm font-medium text-slate-900">
                    {t(`payment.providers.${provider}`)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row-reverse sm:justify-start">
          <button
            type="submit"
            name="intent"
            value="pay"
            data-pay
            disabled={Boolean(busyIntent) || providers.length === 0}
            className={buttonClasses("primary", "lg")}
          >
            <ShieldCheck aria-hidden className="size-5" />
            {busyIntent === "pay" ? t("payment.paying") : t("payment.payNow")}
            {busyIntent === "pay" ? null : (
              <>
                {" · "}
                <Price cents={fee} />
              </>
            )}
          </button>
          <button
            type="submit"
            name="intent"
            value="back"
            disabled={Boolean(busyIntent)}
            className={buttonClasses("secondary", "lg")}
          >
            <ArrowLeft aria-hidden className="size-4 flip-rtl" />
            {t("payment.back")}
          </button>
        </div>
        <p className="text-sm text-slate-600">{t("payment.note")}</p>
      </Form>
    </Panel>
  );
}
