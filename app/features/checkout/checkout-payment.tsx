import { FormNotice } from "../../components/forms/form-error.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Lock } from "../../components/ui/icons.tsx";
import { Radio, RadioGroup } from "../../components/ui/radio.tsx";
import type { ErrorPayload } from "../../platform/http/errors.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { CheckoutQuote } from "./api.ts";
import type { PaymentProvider } from "./order-types.ts";
import { Money, Totals, VALUE_MARK, WithValue } from "./order-view.tsx";

export type CheckoutPhase = "idle" | "processing" | "redirecting";

export function CheckoutPayment({
  quote,
  provider,
  phase,
  canPay,
  payError,
  onProvider,
}: {
  quote: CheckoutQuote;
  provider: PaymentProvider | null;
  phase: CheckoutPhase;
  /** Every line can be bought as priced, for the cart as it is now. */
  canPay: boolean;
  payError: ErrorPayload | null;
  onProvider: (provider: PaymentProvider) => void;
}) {
  const { t } = useTranslation("checkout");
  const busy = phase !== "idle";
  return (
    <Card className="p-5 sm:p-6 lg:sticky lg:top-24">
      <h2 className="text-lg font-semibold text-slate-900">{t("payment.title")}</h2>
      <Totals
        subtotalCents={quote.cart.subtotalCents}
        shippingCents={quote.cart.shippingCents}
        totalCents={quote.cart.totalCents}
      />
      <div className="mt-5">
        <PaymentChoiceField quote={quote} provider={provider} disabled={busy} onChange={onProvider} />
      </div>
      {payError ? (
        <FormNotice tone="error" className="mt-4">
          <p>{payError.message}</p>
        </FormNotice>
      ) : null}
      {provider ? (
        <>
          <Button type="submit" size="lg" className="mt-5 w-full" isDisabled={busy || !canPay} data-pay>
            {busy ? (
              <span
                aria-hidden
                className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
              />
            ) : (
              <Lock aria-hidden className="size-4" />
            )}
            {busy ? (
              t(phase === "redirecting" ? "payment.redirecting" : "payment.processing")
            ) : (
              <WithValue text={t("payment.pay", { total: VALUE_MARK })}>
                <Money cents={quote.cart.totalCents} />
              </WithValue>
            )}
          </Button>
          <p className="mt-3 text-xs text-slate-500">{t("payment.secure")}</p>
        </>
      ) : null}
      <p role="status" className="sr-only">
        {busy ? t(phase === "redirecting" ? "payment.redirecting" : "payment.processing") : ""}
      </p>
    </Card>
  );
}

function PaymentChoiceField({
  quote,
  provider,
  disabled,
  onChange,
}: {
  quote: CheckoutQuote;
  provider: PaymentProvider | null;
  disabled: boolean;
  onChange: (provider: PaymentProvider) => void;
}) {
  const { t } = useTranslation("checkout");
  const { providers, allowChoice } = quote.payment;
  if (!provider || providers.length === 0) {
    return (
      <FormNotice tone="error">
        <p>{t("errors:screens.noPaymentMethodsAvailable")}</p>
      </FormNotice>
    );
  }
  if (allowChoice && providers.length > 1) {
    return (
      <RadioGroup
        label={t("payment.choose")}
        name="provider"
        value={provider}
        isDisabled={disabled}
        onChange={(value) => onChange(value as PaymentProvider)}
      >
        {providers.map((option) => (
          <Radio
            key={option}
            value={option}
            className="items-start rounded-lg border border-slate-200 p-3 data-[selected]:border-brand data-[selected]:bg-brand-soft/40"
          >
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{t(`providers.${option}`)}</span>
              <span className="text-xs text-slate-600">{t(`providerHints.${option}`)}</span>
            </span>
          </Radio>
        ))}
      </RadioGroup>
    );
  }
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" data-provider={provider}>
      <p className="font-medium text-slate-900">
        {t("payment.single", { provider: t(`providers.${provider}`) })}
      </p>
      <p className="mt-0.5 text-xs text-slate-600">{t(`providerHints.${provider}`)}</p>
    </div>
  );
}
