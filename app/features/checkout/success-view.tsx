import type { ParseKeys } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useCart } from "../../components/cart/cart-context.tsx";
import { Reference } from "../../components/reference.tsx";
import { Card } from "../../components/ui/card.tsx";
import { CircleCheck, CircleX, Clock, type IconComponent } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { APPLICATION_FORM_PATHS, applicationSubmittedHref } from "../../platform/domain/application-paths.ts";
import type { InstallDevice } from "../../platform/esim/install-links.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { ActivationCard } from "./activation-card.tsx";
import { orderHref } from "./api.ts";
import { firstTimePaid, forgetAttempt } from "./attempt.ts";
import type { ApplicationLineView, OrderView } from "./order-types.ts";
import { OrderFacts, OrderLines } from "./order-view.tsx";

/** A webhook may come after the redirect. */
export const CONFIRMATION_POLL_MS = 3_000;
/** An eSIM the provider is issuing takes seconds: its QR code should appear as soon as it exists. */
export const ESIM_POLL_MS = 500;
export const CONFIRMATION_POLL_LIMIT_MS = 60_000;

export function issuingEsims(order: OrderView): boolean {
  return order.lines.some((line) => line.activations.some((activation) => activation.issuing));
}

interface StateView {
  Icon: IconComponent;
  tone: string;
  title: ParseKeys<"checkout">;
  body: ParseKeys<"checkout">;
}

export function applicationsOf(order: OrderView): ApplicationLineView[] {
  return order.lines.flatMap((line) => (line.application ? [line.application] : []));
}

// The cart is cleared only once the order is paid, and only for the cart's order: an application's fee is
// paid from its form.
export function SuccessView({ order, device }: { order: OrderView; device: InstallDevice }) {
  const { t } = useTranslation("checkout");
  const cart = useCart();
  const revalidator = useRevalidator();
  const [gaveUp, setGaveUp] = useState(false);
  const paid = order.status === "paid" || order.status === "fulfilled";
  const pending = order.status === "pending";
  const headingRef = useRef<HTMLHeadingElement>(null);
  const applications = applicationsOf(order);
  const fromCart = applications.length < order.lines.length;

  const issuing = issuingEsims(order);
  const waiting = pending || issuing;
  const pollMs = pending ? CONFIRMATION_POLL_MS : ESIM_POLL_MS;

  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started >= CONFIRMATION_POLL_LIMIT_MS) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      if (document.visibilityState === "visible") revalidator.revalidate();
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [waiting, pollMs, revalidator.revalidate]);

  useEffect(() => {
    if (!paid || !cart.ready || !fromCart) return;
    forgetAttempt();
    if (firstTimePaid(order.id)) cart.clear();
  }, [paid, cart.ready, cart.clear, order.id, fromCart]);

  useEffect(() => {
    if (paid) headingRef.current?.focus();
  }, [paid]);

  const state: StateView = paid
    ? {
        Icon: CircleCheck,
        tone: "bg-emerald-100 text-emerald-700",
        title: fromCart ? "success.paidTitle" : "application.paidTitle",
        body: fromCart ? "success.paidBody" : "application.paidBody",
      }
    : pending
      ? {
          Icon: Clock,
          tone: "bg-amber-100 text-amber-700",
          title: "success.pendingTitle",
          body: "success.pendingBody",
        }
      : order.status === "refunded"
        ? {
            Icon: CircleX,
            tone: "bg-slate-100 text-slate-700",
            title: "success.refundedTitle",
            body: "success.refundedBody",
          }
        : {
            Icon: CircleX,
            tone: "bg-red-100 text-red-700",
            title: "success.cancelledTitle",
            body: "success.cancelledBody",
          };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10" data-order={order.id} data-order-status={order.status}>
      <div className="flex items-start gap-4" aria-live="polite">
        <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${state.tone}`}>
          <state.Icon aria-hidden className="size-7" />
        </span>
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
          >
            {t(state.title)}
          </h1>
          <p className="mt-1 text-slate-600">{t(state.body)}</p>
          {pending && gaveUp ? (
            <p className="mt-2 text-sm text-amber-800">{t("success.stillPending")}</p>
          ) : null}
          {!pending && issuing && gaveUp ? (
            <p className="mt-2 text-sm text-amber-800">{t("success.stillIssuing")}</p>
          ) : null}
        </div>
      </div>
      {paid && applications.length > 0 ? (
        <ul className="mt-6 space-y-3">
          {applications.map((application) => (
            <li
              key={application.trackingId}
              className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between"
              data-application={application.trackingId}
            >
              <div>
                <p className="text-sm text-slate-600">{t("application.trackingNumber")}</p>
                <p className="font-mono text-lg font-semibold text-slate-900">
                  <Reference value={application.trackingId} />
                </p>
              </div>
              <Link
                to={applicationSubmittedHref(application.kind, application.trackingId)}
                variant="primary"
                size="lg"
              >
                {t("application.view")}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Card className="mt-8 p-5 sm:p-6">
        <OrderFacts order={order} />
        <h2 className="mt-6 text-lg font-semibold text-slate-900">{t("order.items")}</h2>
        <OrderLines
          order={order}
          renderLine={(line) =>
            paid
              ? line.activations.map((activation, index) => (
                  <ActivationCard
                    key={activation.id}
                    activation={activation}
                    device={device}
                    name={line.name}
                    index={index + 1}
                    total={line.activations.length}
                  />
                ))
              : []
          }
        />
      </Card>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {order.status === "cancelled" && applications[0] ? (
          <Link to={APPLICATION_FORM_PATHS[applications[0].kind]} variant="primary" size="lg">
            {t("application.back")}
          </Link>
        ) : null}
        <Link to={orderHref(order.id)} variant={applications.length > 0 ? "secondary" : "primary"} size="lg">
          {t("success.viewOrder")}
        </Link>
        {fromCart ? (
          <Link to="/shop" variant="secondary" size="lg">
            {t("success.continue")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
