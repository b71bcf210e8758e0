import { getFormProps } from "@conform-to/react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { AuthLink, useAuthDialog } from "../../components/auth-dialog-link.tsx";
import type { CartItem, LineCorrection } from "../../components/cart/cart.ts";
import { useCart } from "../../components/cart/cart-context.tsx";
import { FormNotice } from "../../components/forms/form-error.tsx";
import type { FormReply } from "../../components/forms/submission.ts";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Lock, ShoppingBag } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { LOGIN_NOTICES as AUTH_NOTICES } from "../../platform/auth/login-url.ts";
import { analytics } from "../../platform/http/analytics.ts";
import type { ErrorPayload } from "../../platform/http/errors.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  type CheckoutFailure,
  type CheckoutQuote,
  checkoutLines,
  correctionsOf,
  type PaymentReturn,
  postCheckout,
} from "./api.ts";
import { attemptKey, forgetAttempt } from "./attempt.ts";
import { ShippingAddressFields } from "./checkout-address.tsx";
import { CheckoutPayment, type CheckoutPhase } from "./checkout-payment.tsx";
import { shippingAddressSchema } from "./checkout-schema.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";
import type { CheckoutLineInput, PaymentProvider, ShippingAddress } from "./order-types.ts";
import { isProductType } from "./product-types.ts";

export interface CheckoutPageProps {
  signedIn: boolean;
  /** A provider sent the customer back without a payment (?payment=declined|cancelled). */
  paymentReturn: PaymentReturn | null;
  customerName: string;
}

// Spec §2, §4. The cart lives in this browser; the server prices it again and only its prices are charged.
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
    content = <CheckoutForm items={cart.items} customerName={customerName} correct={cart.correct} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      {paymentReturn ? (
        <FormNotice tone="warning" className="mt-5">
          <p role="status">{t(`returns.${paymentReturn}`)}</p>
        </FormNotice>
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

/** Nothing ships without travel accessories, so no address is asked. */
const NO_ADDRESS = shippingAddressSchema.partial();

function CheckoutForm({
  items,
  customerName,
  correct,
}: {
  items: CartItem[];
  customerName: string;
  correct: (corrections: readonly LineCorrection[]) => void;
}) {
  const { t } = useTranslation("checkout");
  const auth = useAuthDialog();
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteFor, setQuoteFor] = useState<string | null>(null);
  const [priceError, setPriceError] = useState<ErrorPayload | null>(null);
  const [retrySerial, setRetrySerial] = useState(0);
  const [chosen, setChosen] = useState<PaymentProvider | null>(null);
  const [phase, setPhase] = useState<CheckoutPhase>("idle");
  const [payError, setPayError] = useState<ErrorPayload | null>(null);
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

  const lines = useMemo<CheckoutLineInput[]>(() => checkoutLines(items), [items]);
  const foreign = items.filter((item) => !isProductType(item.product_type));
  // Priced again when what is bought changes, not when the cart takes the prices this quote gave it (the
  // quote keeps saying which prices changed).
  const linesKey = JSON.stringify(lines.map(({ price: _, ...line }) => line));

  // biome-ignore lint/correctness/useExhaustiveDependencies: priced again when the lines change (linesKey) or on "Try again"
  useEffect(() => {
    const controller = new AbortController();
    setPriceError(null);
    postCheckout({ intent: "price", lines }, t, controller.signal)
      .then((answer) => {
        if (answer.ok && answer.intent === "price") {
          setQuote({ cart: answer.cart, payment: answer.payment });
          setQuoteFor(linesKey);
          // The cart drawer shows what will be charged and what may be ordered from now on.
          correct(correctionsOf(answer.cart));
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
      <FormNotice tone="error">
        <p>{priceError.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onPress={() => setRetrySerial((n) => n + 1)}>
          {t("errors.retry")}
        </Button>
      </FormNotice>
    ) : (
      <div className="flex items-center gap-3 py-16 text-slate-600" data-checkout-state="pricing">
        <Spinner label={t("loading")} />
        <span aria-hidden>{t("loading")}</span>
      </div>
    );
  }

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
      correct(correctionsOf(failure.quote.cart));
    }
    if (failure.fieldErrors) {
      const error = Object.fromEntries(
        Object.entries(failure.fieldErrors).map(([field, message]) => [field, [message]]),
      );
      setAddressReply({ status: "error", error });
    }
    setPayError(failure.error);
  };

  return (
    <form
      {...getFormProps(form)}
      aria-busy={busy || undefined}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
      data-checkout-state={busy ? "processing" : "ready"}
    >
      <div className="flex flex-col gap-6">
        <CheckoutSummary
          lines={quote.cart.lines}
          items={items}
          foreign={foreign}
          blocked={blocked}
          disabled={busy}
        />
        {quote.cart.needsShipping ? <ShippingAddressFields fields={fields} disabled={busy} /> : null}
      </div>

      <CheckoutPayment
        quote={quote}
        provider={provider}
        phase={phase}
        canPay={!blocked && current}
        payError={payError}
        onProvider={setChosen}
      />
    </form>
  );
}
