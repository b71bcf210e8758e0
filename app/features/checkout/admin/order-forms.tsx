import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { ActionResult, useSubmitting } from "../../../components/admin/admin-ui.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { formatMoney } from "../../../platform/i18n/format.ts";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { withParams } from "../../../platform/lists/list-query.ts";
import type { EsimUnitFacts, OrderDetail } from "./order-detail.server.ts";

const inputClasses =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";

export function IntentResult({ result, intent }: { result: AdminActionData | undefined; intent: string }) {
  return result?.intent === intent ? <ActionResult result={result} className="mb-4" /> : null;
}

export function refusedUnit(result: AdminActionData | undefined): string | undefined {
  if (!result || result.ok || result.intent !== "esim_code") return undefined;
  const unit = result.reply?.initialValue?.activation_id;
  return typeof unit === "string" ? unit : undefined;
}

export function EsimUnit({
  activation,
  facts,
  index,
  total,
  editable,
  result,
}: {
  activation: OrderDetail["lines"][number]["activations"][number];
  facts: EsimUnitFacts | undefined;
  index: number;
  total: number;
  editable: boolean;
  result: Extract<AdminActionData, { ok: false }> | undefined;
}) {
  const { t } = useTranslation("adminOrders");
  const submitting = useSubmitting();
  const id = useId();
  const ready = activation.status === "ready";
  const provider =
    facts?.provider === "standin" || facts?.provider === "airalo"
      ? t(`esim.providers.${facts.provider}`)
      : "";
  return (
    <li
      className="rounded-lg border border-slate-200 bg-slate-50 p-3"
      data-activation={activation.id}
      data-activation-status={activation.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{t("esim.unit", { index, total })}</span>
        <Badge tone={ready ? "success" : facts?.failed ? "danger" : "warning"}>
          {ready
            ? facts?.provider
              ? t("esim.issuedBy", { provider })
              : t("esim.ready")
            : activation.issuing
              ? t("esim.issuing", { provider })
              : t("esim.preparing")}
        </Badge>
      </div>
      {ready && activation.activationCode ? (
        <p className="mt-2 font-mono text-xs break-all text-slate-700">
          <bdi dir="ltr">{activation.activationCode}</bdi>
        </p>
      ) : null}
      {facts?.iccid ? (
        <p className="mt-1 text-xs text-slate-600">
          {t("esim.iccid")}{" "}
          <bdi dir="ltr" className="font-mono" data-iccid>
            {facts.iccid}
          </bdi>
        </p>
      ) : null}
      {facts?.providerRefund ? (
        <p className="mt-1 text-xs text-slate-700" data-provider-refund={facts.providerRefund}>
          {t(`esim.providerRefund.${facts.providerRefund}`)}
        </p>
      ) : null}
      {activation.issuing && facts?.error ? (
        <p className="mt-2 text-xs text-amber-800">
          {t("esim.issuingRetry", { attempts: facts.attempts })} <bdi dir="ltr">{facts.error}</bdi>
        </p>
      ) : null}
      {!ready && facts?.failed ? (
        <div className="mt-2 space-y-2 text-sm" data-esim-failed>
          <p className="text-red-700">
            {t("esim.failed", { provider })} <bdi dir="ltr">{facts.error}</bdi>
          </p>
          <p className="text-xs text-slate-600">{t("esim.failedNext")}</p>
          {editable ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="esim_retry" />
              <input type="hidden" name="activation_id" value={activation.id} />
              <button type="submit" disabled={submitting} className={buttonClasses("secondary", "sm")}>
                {t("esim.retry", { provider })}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {editable && (!activation.issuing || facts?.error) ? (
        <Form method="post" className="mt-3 space-y-2" preventScrollReset>
          <input type="hidden" name="intent" value="esim_code" />
          <input type="hidden" name="activation_id" value={activation.id} />
          <label htmlFor={`${id}-code`} className="text-sm font-medium text-slate-800">
            {t("esim.code")}
          </label>
          <input
            id={`${id}-code`}
            name="activation_code"
            dir="ltr"
            required
            maxLength={512}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={result ? true : undefined}
            aria-describedby={`${id}-hint`}
            className={`${inputClasses} font-mono`}
          />
          <p id={`${id}-hint`} className={result ? "text-xs text-red-700" : "text-xs text-slate-500"}>
            {result ? result.error.message : t("esim.hint")}
          </p>
          <button type="submit" disabled={submitting} className={buttonClasses("secondary", "sm")}>
            {t(ready ? "esim.replace" : "esim.submit")}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

export function ShipForm({
  order,
  actionData,
}: {
  order: OrderDetail;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminOrders");
  const submitting = useSubmitting();
  const id = useId();
  const field = actionData?.intent === "ship" && !actionData.ok ? actionData.error.field : undefined;
  return (
    <Form method="post" className="space-y-3" key={order.shipment.trackingNumber ?? "new"}>
      <input type="hidden" name="intent" value="ship" />
      <div>
        <label htmlFor={`${id}-carrier`} className="text-sm font-medium text-slate-800">
          {t("shipment.carrier")}
        </label>
        <input
          id={`${id}-carrier`}
          name="carrier"
          required
          maxLength={60}
          defaultValue={order.shipment.carrier ?? ""}
          aria-invalid={field === "carrier" ? true : undefined}
          aria-describedby={`${id}-carrier-hint`}
          className={`${inputClasses} mt-1.5`}
        />
        <p id={`${id}-carrier-hint`} className="mt-1 text-xs text-slate-500">
          {t("shipment.carrierHint")}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-tracking`} className="text-sm font-medium text-slate-800">
          {t("shipment.trackingNumber")}
        </label>
        <input
          id={`${id}-tracking`}
          name="tracking_number"
          dir="ltr"
          required
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          defaultValue={order.shipment.trackingNumber ?? ""}
          aria-invalid={field === "trackingNumber" ? true : undefined}
          aria-describedby={`${id}-tracking-hint`}
          className={`${inputClasses} mt-1.5 font-mono`}
        />
        <p id={`${id}-tracking-hint`} className="mt-1 text-xs text-slate-500">
          {t("shipment.trackingHint")}
        </p>
      </div>
      <button
        type="submit"
        disabled={submitting}
        className={buttonClasses(order.can.ship ? "primary" : "secondary", "md", "w-full")}
      >
        {t(order.can.ship ? "shipment.submit" : "shipment.update")}
      </button>
    </Form>
  );
}

/** Each behind a confirmation step in the address, so it works without JavaScript. */
export function RefundPanel({
  order,
  actionData,
}: {
  order: OrderDetail;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminOrders");
  const locale = useLocale();
  const location = useLocation();
  const submitting = useSubmitting();
  const open = new URLSearchParams(location.search).get("confirm");
  const provider = order.provider ? t(`provider.${order.provider}`) : "";
  const needed = order.needs.includes("refund");
  const result =
    actionData && (actionData.intent === "refund" || actionData.intent === "mark_refunded")
      ? actionData
      : undefined;
  const step = (name: string) => `${location.pathname}${withParams(location.search, { confirm: name })}`;
  const close = `${location.pathname}${withParams(location.search, { confirm: null })}`;
  return (
    <section
      aria-labelledby="refund-heading"
      className={`rounded-xl border p-4 sm:p-6 ${needed ? "border-red-200 bg-red-50" : "border-slate-200 bg-white"}`}
    >
      <h2 id="refund-heading" className="mb-2 text-base font-semibold text-slate-900">
        {t("refund.heading")}
      </h2>
      {result ? <IntentResult result={result} intent={result.intent} /> : null}
      <p className="mb-4 text-sm text-slate-700">
        {needed ? t("refund.neededText") : t("refund.paidText", { provider })}
      </p>
      {needed ? (
        <Form method="post" className="mb-3">
          <input type="hidden" name="intent" value="refund" />
          <button type="submit" disabled={submitting} className={buttonClasses("danger", "md", "w-full")}>
            {t("refund.submit", { provider })}
          </button>
        </Form>
      ) : open === "refund" ? (
        <ConfirmBox
          heading={t("refund.confirmHeading")}
          text={t("refund.confirmText", { total: formatMoney(order.totalCents, locale), provider })}
          intent="refund"
          confirmLabel={t("refund.confirm")}
          cancelHref={close}
          submitting={submitting}
        />
      ) : (
        <Link to={step("refund")} preventScrollReset className={buttonClasses("danger", "md", "mb-3 w-full")}>
          {t("refund.open")}
        </Link>
      )}
      {open === "mark_refunded" ? (
        <ConfirmBox
          heading={t("markRefunded.heading")}
          text={t("markRefunded.text")}
          intent="mark_refunded"
          confirmLabel={t("markRefunded.confirm")}
          cancelHref={close}
          submitting={submitting}
        />
      ) : (
        <Link
          to={step("mark_refunded")}
          preventScrollReset
          className={buttonClasses("ghost", "md", "w-full")}
        >
          {t("markRefunded.open")}
        </Link>
      )}
    </section>
  );
}

function ConfirmBox({
  heading,
  text,
  intent,
  confirmLabel,
  cancelHref,
  submitting,
}: {
  heading: string;
  text: string;
  intent: string;
  confirmLabel: string;
  cancelHref: string;
  submitting: boolean;
}) {
  const { t } = useTranslation("adminOrders");
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-3 rounded-lg border border-red-200 bg-white p-4">
      <h3 id={id} className="font-semibold text-red-900">
        {heading}
      </h3>
      <p className="mt-1 text-sm text-red-900">{text}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" disabled={submitting} className={buttonClasses("danger")}>
          {confirmLabel}
        </button>
        <Link to={cancelHref} preventScrollReset className={buttonClasses("ghost")}>
          {t("common.cancel")}
        </Link>
      </Form>
    </section>
  );
}
