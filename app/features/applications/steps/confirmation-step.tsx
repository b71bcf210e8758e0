import { type ReactNode, useEffect, useRef, useState } from "react";
import { Price } from "../../../components/price.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { ArrowRight, CircleCheck, Copy } from "../../../components/ui/icons.tsx";
import { Link } from "../../../components/ui/link.tsx";
import { applicationTrackingHref } from "../../../platform/domain/application-paths.ts";
import { processingTimeText } from "../../../platform/domain/offer-terms.ts";
import { applicationStatusLabel } from "../../../platform/domain/status-labels.ts";
import { useDates } from "../../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { ApplicationView } from "../application-view.server.ts";
import { OfferSummary, Panel } from "./step-parts.tsx";

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation("applications");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => undefined,
        );
      }}
      className={buttonClasses("secondary", "sm", "shrink-0")}
    >
      {copied ? (
        <CircleCheck aria-hidden className="size-4 text-emerald-700" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
      <span aria-live="polite">{copied ? t("confirmation.copied") : t("confirmation.copy")}</span>
    </button>
  );
}

export function ConfirmationStep({ application }: { application: ApplicationView }) {
  const { t } = useTranslation("applications");
  const dates = useDates();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const kind = application.kind;
  const rows: [string, ReactNode][] = [
    [t("confirmation.status"), t(applicationStatusLabel(application.status).key)],
    [t("confirmation.payment"), t(`paymentStatus.${application.paymentStatus}`)],
    [t("confirmation.submittedAt"), application.submittedAt ? dates.long(application.submittedAt) : "—"],
    [t("review.fee"), <Price key="fee" cents={application.amountCents} />],
  ];
  return (
    <Panel>
      <div
        data-application={application.trackingId}
        data-status={application.status}
        data-payment-status={application.paymentStatus}
      >
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <CircleCheck aria-hidden className="size-6" />
          </span>
          <div>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
              {t("confirmation.title")}
            </h2>
            <p className="mt-1 text-slate-600">{t("confirmation.body")}</p>
          </div>
        </div>
        <div className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm font-medium text-emerald-900">{t("confirmation.tracking")}</p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
            <p
              className="min-w-0 font-mono text-lg font-bold break-all text-emerald-950 sm:text-xl"
              data-tracking-id
            >
              <bdi dir="ltr">{application.trackingId}</bdi>
            </p>
            <CopyButton text={application.trackingId} />
          </div>
        </div>
        {application.offer ? (
          <div className="mt-5">
            <OfferSummary kind={kind} offer={application.offer} />
          </div>
        ) : null}
        <dl className="mt-5 divide-y divide-slate-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-end font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-semibold text-slate-900">{t("confirmation.next")}</h3>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 ps-5 text-sm text-slate-700">
          <li>{t("confirmation.nextSteps.check")}</li>
          <li>
            {application.offer
              ? t("confirmation.nextSteps.processingTime", {
                  time: processingTimeText(t, application.offer.processing),
                })
              : t("confirmation.nextSteps.processing")}
          </li>
          <li>{t("confirmation.nextSteps.updates")}</li>
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={applicationTrackingHref(kind, application.trackingId)} variant="primary" size="lg">
            {t("confirmation.track")}
            <ArrowRight aria-hidden className="size-4 flip-rtl" />
          </Link>
          <Link to="/profile" variant="secondary" size="lg">
            {t("confirmation.profile")}
          </Link>
        </div>
      </div>
    </Panel>
  );
}
