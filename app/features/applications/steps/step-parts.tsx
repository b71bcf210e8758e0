import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { FormNotice } from "../../../components/forms/form-error.tsx";
import { Price } from "../../../components/price.tsx";
import { cx } from "../../../components/ui/cx.ts";
import { Link } from "../../../components/ui/link.tsx";
import { processingTimeText } from "../../../platform/domain/offer-terms.ts";
import { keyFromData } from "../../../platform/i18n/keys.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { ApplicationActionData } from "../application-action.server.ts";
import type { ApplicationPage } from "../application-page.server.ts";
import type { DraftOffer } from "../application-view.server.ts";
import type { ApplicationKind, ApplicationStep } from "../kinds.ts";
import { offersHref } from "../links.ts";

export type FormPage = Extract<ApplicationPage, { view: "form" }>;
export type T = ReturnType<typeof useTranslation<"applications">>["t"];

export function stepLabel(t: T, kind: ApplicationKind, step: ApplicationStep): string {
  if (kind === "visa") return t(`steps.visa.${step as Exclude<ApplicationStep, "delivery">}`);
  return t(`steps.licence.${step as Exclude<ApplicationStep, "receive">}`);
}

function visaTypeLabel(t: T, visaType: string): string {
  return t(keyFromData<"applications">(`applications:visaTypes.${visaType}`), { defaultValue: visaType });
}

export function fieldLabel(t: T, kind: ApplicationKind, field: string): string {
  switch (field) {
    case "fullName":
      return t(kind === "visa" ? "fields.fullName.visa" : "fields.fullName.licence");
    case "email":
      return t("fields.email");
    case "phone":
      return t("fields.phone");
    case "nationality":
      return t("fields.nationality");
    case "passportNumber":
      return t("fields.passportNumber");
    case "dateOfBirth":
      return t("fields.dateOfBirth");
    case "address":
      return t("fields.address");
    default:
      return t("fields.travelDate");
  }
}

/** Each step's heading: where focus and scroll go when the wizard moves to the step (focusStepHeading). */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2
      data-step-heading
      tabIndex={-1}
      className="scroll-mt-28 text-xl font-semibold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
    >
      {children}
    </h2>
  );
}

/** Moves focus to the step's heading and scrolls it into view, smoothly unless reduced motion is asked for. */
export function focusStepHeading(): void {
  const heading = document.querySelector<HTMLElement>("[data-step-heading]");
  if (!heading) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  heading.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  heading.focus({ preventScroll: true });
}

export function Panel({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <section
      aria-label={label}
      className={cx("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8", className)}
    >
      {children}
    </section>
  );
}

export function OfferSummary({
  kind,
  offer,
  change,
}: {
  kind: ApplicationKind;
  offer: DraftOffer;
  change?: boolean;
}) {
  const { t } = useTranslation("applications");
  const processing = processingTimeText(t, offer.processing);
  const rows: [string, ReactNode][] =
    kind === "visa"
      ? [
          [t("offer.destination"), offer.destination],
          [t("offer.visaType"), offer.visaType ? visaTypeLabel(t, offer.visaType) : "—"],
        ]
      : [[t("offer.plan"), offer.title]];
  rows.push([
    t("offer.processing"),
    kind === "visa" ? processing : `${processing} · ${t(offer.express ? "offer.express" : "offer.standard")}`,
  ]);
  rows.push([t("offer.price"), <Price key="price" cents={offer.priceCents} className="font-semibold" />]);
  return (
    <div
      className="rounded-xl border border-brand/20 bg-brand-soft/40 p-4"
      data-application-offer={offer.ref}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-sm font-semibold text-brand-strong">{t("offer.heading")}</h2>
        {change ? (
          <Link to={offersHref(kind)} className="text-sm font-medium">
            {t("offer.change")}
          </Link>
        ) : null}
      </div>
      {kind === "visa" ? <p className="mt-1 font-semibold text-slate-900">{offer.title}</p> : null}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 sm:block">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium text-slate-900 sm:text-start">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A sign-in request is the dialog's to show, not a refusal. */
export function StepOpening({
  page,
  actionData,
  notice,
}: {
  page: FormPage;
  actionData?: ApplicationActionData;
  notice: string | null;
}) {
  const navigation = useNavigation();
  const refusal =
    navigation.state === "idle" && actionData && !actionData.ok && !actionData.needsLogin
      ? actionData.error
      : undefined;
  return (
    <>
      {notice ? (
        <FormNotice tone="error" className="mt-5">
          <p>{notice}</p>
        </FormNotice>
      ) : null}
      {refusal ? (
        <FormNotice tone="error" className="mt-5">
          <p>{refusal.message}</p>
        </FormNotice>
      ) : null}
      {page.draft.offer ? (
        <div className="mt-5">
          <OfferSummary kind={page.kind} offer={page.draft.offer} />
        </div>
      ) : null}
    </>
  );
}

export function FeeRow({
  cents,
  className,
  large = false,
}: {
  cents: number;
  className: string;
  large?: boolean;
}) {
  const { t } = useTranslation("applications");
  return (
    <div
      className={`${className} flex items-baseline justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3`}
    >
      <span className="font-medium text-slate-700">{t("review.fee")}</span>
      <Price
        cents={cents}
        className={`${large ? "text-2xl" : "text-xl"} font-bold text-slate-900`}
        data-fee={cents}
      />
    </div>
  );
}
