import { getFormProps } from "@conform-to/react";
import { CircleAlert, Info, Lock, ShoppingBag, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { AuthLink, useAuthDialog } from "../../components/auth-dialog-link.tsx";
import { type CartItem, imageSrc, placeholderSrc } from "../../components/cart/cart.ts";
import { useCart } from "../../components/cart/cart-context.tsx";
import { Field } from "../../components/forms/field.tsx";
import { Fieldset } from "../../components/forms/fieldset.tsx";
import type { FormReply } from "../../components/forms/submission.ts";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cx } from "../../components/ui/cx.ts";
import { Link } from "../../components/ui/link.tsx";
import { Radio, RadioGroup } from "../../components/ui/radio.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { LOGIN_NOTICES as AUTH_NOTICES } from "../../platform/auth/login-url.ts";
import { MAX_UNPAID_UNITS_PER_PRODUCT } from "../../platform/domain/constants.ts";
import { LIMITED_STOCK_MAX, LOW_STOCK_MAX, type StockLevel } from "../../platform/domain/stock-levels.ts";
import { analytics } from "../../platform/http/analytics.ts";
import type { ErrorPayload, Translate } from "../../platform/http/errors.ts";
import { toErrorPayload } from "../../platform/http/errors.ts";
import { fetchWithRetry } from "../../platform/http/fetch-with-retry.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  CHECKOUT_API_PATH,
  type CheckoutAnswer,
  type CheckoutFailure,
  type CheckoutQuote,
  type PaymentReturn,
} from "./api.ts";
import { attemptKey, forgetAttempt } from "./attempt.ts";
import { Money, Totals, UnitPrice, VALUE_MARK, WithValue } from "./order-view.tsx";
import { type CheckoutRequestBody, isProductType, shippingAddressSchema } from "./schema.ts";
import type { CheckoutLineInput, PaymentProvider, PricedLine, ShippingAddress } from "./types.ts";

/** Posts to /api/checkout with the retries of spec §7; every failure comes back as a CheckoutFailure. */
async function postCheckout(
  body: CheckoutRequestBody,
  t: Translate,
  signal?: AbortSignal,
): Promise<CheckoutAnswer> {
  try {
    const response = await fetchWithRetry(
      CHECKOUT_API_PATH,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      },
      { signal },
    );
    const answer = (await response.json().catch(() => null)) as CheckoutAnswer | null;
    if (answer && typeof answer === "object" && "ok" in answer) return answer;
    return { ok: false, error: toErrorPayload({ status: response.status }, t) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error: toErrorPayload(error, t) };
  }
}

function Notice({
  tone,
  children,
  className,
}: {
  tone: "error" | "info" | "warning";
  children: ReactNode;
  className?: string;
}) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800",
    info: "border-sky-200 bg-sky-50 text-sky-900",
    warning: "border-amber-200 bg-amber-50 text-amber-900",
  }[tone];
  const Icon = tone === "info" ? Info : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={cx("flex items-start gap-2.5 rounded-lg border p-3 text-sm", styles, className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

export interface CheckoutPageProps {
  signedIn: boolean;
  /** A provider sent the customer back without a payment (?payment=declined|cancelled). */
  paymentReturn: PaymentReturn | null;
  /** The name to prefill the shipping address with. */
  customerName: string;
}

/**
 * /checkout (spec §2, §4: empty cart → proceed to payment → processing → order confirmation). The cart
 * lives in this browser; the server prices it again from the catalogue and only its prices are charged.
 */
export function CheckoutPage({ signedIn, paymentReturn, customerName }: CheckoutPageProps) {
  const { t } = useTranslation("checkout");
  const cart = useCart();

  useEffect(() => {
    // A declined sandbox payment cancelled its order: the next "Pay" must make a new one.
    if (paymentReturn === "declined") forgetAttempt();
  }, [paymentReturn]);

  let content: ReactNode;
  if (!cart.ready) {
    content = (
      <div className="flex items-center gap-3 py-16 text-slate-600">
        <Spinner label={t("loading")} />
        <span aria-hidden>{t("loading")}</span>
      </div>
    );
  } else if (cart.items.length === 0) {
    content = <EmptyCheckout />;
  } else if (!signedIn) {
    content = <SignInFirst items={cart.items} />;
  } else {
    content = <CheckoutForm items={cart.items} customerName={customerName} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      {paymentReturn ? (
        <Notice tone="warning" className="mt-5">
          <p role="status">{t(`returns.${paymentReturn}`)}</p>
        </Notice>
      ) : null}
      <div className="mt-6">{content}</div>
    </div>
  );
}

function EmptyCheckout() {
  const { t } = useTranslation("checkout");
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center" data-checkout-state="empty">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <ShoppingBag aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{t("empty.title")}</h2>
      <p className="mt-2 max-w-md text-slate-600">{t("empty.body")}</p>
      <Link to="/shop" variant="primary" size="lg" className="mt-6">
        {t("empty.shop")}
      </Link>
    </Card>
  );
}

function SignInFirst({ items }: { items: CartItem[] }) {
  const { t } = useTranslation("checkout");
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card className="max-w-2xl p-6 sm:p-8" data-checkout-state="sign-in">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <Lock aria-hidden className="size-5" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t("errors:auth.loginToCompletePurchase")}</h2>
          <p className="mt-1 text-slate-600">{t("signIn.body", { count })}</p>
        </div>
      </div>
      <AuthLink notice={AUTH_NOTICES.purchase} size="lg" className="mt-6 w-full sm:w-auto">
        {t("signIn.action")}
      </AuthLink>
    </Card>
  );
}

/** A cart without travel accessories ships nothing: no address field is shown, none is required. */
const NO_ADDRESS = shippingAddressSchema.partial();

type Phase = "idle" | "processing" | "redirecting";

function CheckoutForm({ items, customerName }: { items: CartItem[]; customerName: string }) {
  const { t } = useTranslation("checkout");
  const cart = useCart();
  const auth = useAuthDialog();
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteFor, setQuoteFor] = useState<string | null>(null);
  const [priceError, setPriceError] = useState<ErrorPayload | null>(null);
  const [retrySerial, setRetrySerial] = useState(0);
  const [chosen, setChosen] = useState<PaymentProvider | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [payError, setPayError] = useState<ErrorPayload | null>(null);
  // The address the server refused (its messages by field), as a reply for the form.
  const [addressReply, setAddressReply] = useState<FormReply>();
  const [form, fields] = useSchemaForm(quote?.cart.needsShipping ? shippingAddressSchema : NO_ADDRESS, {
    id: "checkout",
    lastResult: addressReply,
    defaultValue: { fullName: customerName },
    onSubmit: (event, address) => {
      event.preventDefault();
      void pay(quote?.cart.needsShipping ? (address as ShippingAddress) : null);
    },
  });

  // Back from the payment page (restored from the back/forward cache): the page is usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase("idle");
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const lines = useMemo<CheckoutLineInput[]>(
    () =>
      items.flatMap((item) =>
        isProductType(item.product_type)
          ? [{ id: item.id, productType: item.product_type, quantity: item.quantity, price: item.price }]
          : [],
      ),
    [items],
  );
  /** Lines this shop cannot sell at all (a type it does not know): shown as unavailable. */
  const foreign = items.filter((item) => !isProductType(item.product_type));
  const linesKey = JSON.stringify(lines);

  // biome-ignore lint/correctness/useExhaustiveDependencies: priced again when the lines change (linesKey) or on "Try again"
  useEffect(() => {
    const controller = new AbortController();
    setPriceError(null);
    postCheckout({ intent: "price", lines }, t, controller.signal)
      .then((answer) => {
        if (answer.ok && answer.intent === "price") {
          setQuote({ cart: answer.cart, payment: answer.payment });
          setQuoteFor(linesKey);
        } else if (!answer.ok) {
          if (answer.needsLogin) auth.open("sign-in", AUTH_NOTICES.purchase);
          setPriceError(answer.error);
        }
      })
      .catch(() => {
        // Aborted: a newer request replaces this one.
      });
    return () => controller.abort();
  }, [linesKey, retrySerial]);

  const payment = quote?.payment ?? null;
  const provider =
    chosen && payment?.providers.includes(chosen) ? chosen : (payment?.defaultProvider ?? null);
  const current = quoteFor === linesKey;
  const blocked = Boolean(quote?.cart.blocked) || foreign.length > 0;
  const busy = phase !== "idle";

  if (!quote) {
    return priceError ? (
      <Notice tone="error">
        <p>{priceError.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onPress={() => setRetrySerial((n) => n + 1)}>
          {t("errors.retry")}
        </Button>
      </Notice>
    ) : (
      <div className="flex items-center gap-3 py-16 text-slate-600" data-checkout-state="pricing">
        <Spinner label={t("loading")} />
        <span aria-hidden>{t("loading")}</span>
      </div>
    );
  }

  /** Called with the checked address (null when nothing ships) once the form is valid. */
  async function pay(address: ShippingAddress | null) {
    if (busy || !provider || blocked || !current) return;
    setPayError(null);
    setPhase("processing");
    analytics.track({ name: "begin_checkout", properties: { provider } });
    const content = { lines, provider, address };
    const answer = await postCheckout({ intent: "pay", ...content, idempotencyKey: attemptKey(content) }, t);
    if (answer.ok && answer.intent === "pay") {
      setPhase("redirecting");
      window.location.assign(answer.redirectUrl);
      return;
    }
    setPhase("idle");
    if (answer.ok) return;
    showFailure(answer);
  }

  const showFailure = (failure: CheckoutFailure) => {
    if (failure.needsLogin) auth.open("sign-in", AUTH_NOTICES.purchase);
    if (failure.resetKey) forgetAttempt();
    if (failure.quote) {
      setQuote(failure.quote);
      setQuoteFor(linesKey);
    }
    if (failure.fieldErrors) {
      const error = Object.fromEntries(
        Object.entries(failure.fieldErrors).map(([field, message]) => [field, [message]]),
      );
      setAddressReply({ status: "error", error });
    }
    setPayError(failure.error);
  };

  const pricesChanged = quote.cart.lines.some((line) => line.priceChanged);
  const addressField = (name: keyof typeof shippingAddressSchema.shape, wide?: boolean) => ({
    meta: fields[name]!,
    label: t(`address.${name}`),
    className: wide ? "sm:col-span-2" : undefined,
  });

  return (
    <form
      {...getFormProps(form)}
      aria-busy={busy || undefined}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
      data-checkout-state={busy ? "processing" : "ready"}
    >
      <div className="flex flex-col gap-6">
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t("summary.title")}</h2>
          {pricesChanged ? (
            <Notice tone="info" className="mt-4">
              <p>{t("summary.pricesChangedNotice")}</p>
            </Notice>
          ) : null}
          {blocked ? (
            <Notice tone="warning" className="mt-4">
              <p>{t("summary.blockedNotice")}</p>
            </Notice>
          ) : null}
          <ul className="mt-2 divide-y divide-slate-100">
            {quote.cart.lines.map((line) => (
              <PricedLineRow
                key={line.id}
                line={line}
                item={items.find((item) => item.id === line.id)}
                disabled={busy}
                onRemove={() => cart.remove(line.id)}
                onQuantity={(quantity) => cart.setQuantity(line.id, quantity)}
              />
            ))}
            {foreign.map((item) => (
              <ForeignLineRow
                key={item.id}
                item={item}
                disabled={busy}
                onRemove={() => cart.remove(item.id)}
              />
            ))}
          </ul>
        </Card>

        {quote.cart.needsShipping ? (
          <Card className="p-5 sm:p-6">
            <Fieldset legend={t("address.title")} description={t("address.intro")} disabled={busy}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field {...addressField("fullName", true)} autoComplete="name" aria-required />
                <Field {...addressField("line1", true)} autoComplete="address-line1" aria-required />
                <Field {...addressField("line2", true)} autoComplete="address-line2" />
                <Field {...addressField("city")} autoComplete="address-level2" aria-required />
                <Field {...addressField("region")} autoComplete="address-level1" />
                <Field {...addressField("postalCode")} autoComplete="postal-code" dir="ltr" />
                <Field {...addressField("country")} autoComplete="country-name" aria-required />
                <Field
                  {...addressField("phone", true)}
                  type="tel"
                  autoComplete="tel"
                  dir="ltr"
                  description={t("address.phoneHint")}
                />
              </div>
            </Fieldset>
          </Card>
        ) : null}
      </div>

      <Card className="p-5 sm:p-6 lg:sticky lg:top-24">
        <h2 className="text-lg font-semibold text-slate-900">{t("payment.title")}</h2>
        <Totals
          subtotalCents={quote.cart.subtotalCents}
          shippingCents={quote.cart.shippingCents}
          totalCents={quote.cart.totalCents}
        />
        <div className="mt-5">
          <PaymentChoiceField
            quote={quote}
            provider={provider}
            disabled={busy}
            onChange={(value) => setChosen(value)}
          />
        </div>
        {payError ? (
          <Notice tone="error" className="mt-4">
            <p>{payError.message}</p>
          </Notice>
        ) : null}
        {provider ? (
          <>
            <Button
              type="submit"
              size="lg"
              className="mt-5 w-full"
              isDisabled={busy || blocked || !current}
              data-pay
            >
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
    </form>
  );
}

function LineImage({ src, fallback }: { src: string; fallback: string }) {
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
      }}
      className="size-16 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-cover"
    />
  );
}

/** One priced line of the summary, with what to do when it cannot be bought as it is. */
export function PricedLineRow({
  line,
  item,
  disabled,
  onRemove,
  onQuantity,
}: {
  line: PricedLine;
  item: CartItem | undefined;
  disabled: boolean;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}) {
  const { t } = useTranslation("checkout");
  const name = line.name || item?.name || t("summary.unknownItem");
  const image = imageSrc({ image_url: line.imageUrl ?? item?.image_url, product_type: line.productType });
  const problem = line.problem;
  const fitting = problem === "insufficient_stock" ? quantityThatFits(line) : null;
  return (
    <li className="flex gap-4 py-4" data-line={line.id} data-problem={problem ?? undefined}>
      <LineImage src={image} fallback={placeholderSrc({ product_type: line.productType })} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{name}</p>
            <p className="mt-0.5 text-sm text-slate-600">
              {t(`types.${line.productType}`)} · {t("summary.quantity", { quantity: line.quantity })}
              {problem ? null : (
                <>
                  {" · "}
                  <UnitPrice cents={line.unitPriceCents} />
                </>
              )}
            </p>
          </div>
          {problem ? null : (
            <Money cents={line.lineTotalCents} className="shrink-0 font-semibold text-slate-900" />
          )}
        </div>
        {line.priceChanged && line.browserPriceCents !== null && !problem ? (
          <p className="mt-2 text-sm text-sky-800" data-price-changed>
            <PriceChange from={line.browserPriceCents} to={line.unitPriceCents} />
          </p>
        ) : null}
        {problem ? (
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm font-medium text-red-700">
              {problem === "insufficient_stock"
                ? t(`problems.insufficient_stock.${shortLevel(line.stock)}`)
                : t(`problems.${problem}`)}
            </p>
            {fitting ? (
              <Button variant="secondary" size="sm" isDisabled={disabled} onPress={() => onQuantity(fitting)}>
                {t("actions.setQuantity", { quantity: fitting })}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" isDisabled={disabled} onPress={onRemove}>
              <Trash2 aria-hidden className="size-4" />
              {t("actions.remove", { name })}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** A short line's stock level: the server tells the level of spec §4, never the number of units left. */
function shortLevel(stock: StockLevel | null): "in_stock" | "limited" | "low" {
  return stock === "in_stock" || stock === "limited" ? stock : "low";
}

/**
 * A smaller quantity that the line's stock level guarantees (the level's lowest count), within what one
 * customer may hold unpaid; null when there is none.
 */
function quantityThatFits(line: PricedLine): number | null {
  const least = { in_stock: LIMITED_STOCK_MAX + 1, limited: LOW_STOCK_MAX + 1, low: 1 }[
    shortLevel(line.stock)
  ];
  const quantity = Math.min(least, MAX_UNPAID_UNITS_PER_PRODUCT);
  return quantity < line.quantity ? quantity : null;
}

function PriceChange({ from, to }: { from: number; to: number }) {
  const { t } = useTranslation("checkout");
  const text = t("summary.priceChanged", { from: VALUE_MARK, to: VALUE_MARK });
  const [before, middle = "", after = ""] = text.split(VALUE_MARK);
  return (
    <>
      {before}
      <Money cents={from} className="line-through" />
      {middle}
      <Money cents={to} className="font-semibold" />
      {after}
    </>
  );
}

function ForeignLineRow({
  item,
  disabled,
  onRemove,
}: {
  item: CartItem;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation("checkout");
  return (
    <li className="flex gap-4 py-4" data-line={item.id} data-problem="unknown">
      <LineImage src={imageSrc(item)} fallback={placeholderSrc(item)} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{item.name}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm font-medium text-red-700">{t("problems.unknown")}</p>
          <Button variant="secondary" size="sm" isDisabled={disabled} onPress={onRemove}>
            <Trash2 aria-hidden className="size-4" />
            {t("actions.remove", { name: item.name })}
          </Button>
        </div>
      </div>
    </li>
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
      <Notice tone="error">
        <p>{t("errors:screens.noPaymentMethodsAvailable")}</p>
      </Notice>
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
