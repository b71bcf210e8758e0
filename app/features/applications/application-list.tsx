import { Price } from "../../components/price.tsx";
import { Reference } from "../../components/reference.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { cx } from "../../components/ui/cx.ts";
import { ArrowRight, CreditCard, FileText, Search } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import {
  APPLICATION_FORM_PATHS,
  applicationResubmitHref,
  applicationTrackingHref,
} from "../../platform/domain/application-paths.ts";
import { applicationStatusLabel } from "../../platform/domain/status-labels.ts";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ActionRequestView } from "./action-request.server.ts";
import { ActionRequestNotice } from "./action-request-notice.tsx";
import type { ApplicationView } from "./application-view.server.ts";

/** What the profile lists of an application (application-list.server.ts `listApplicantApplications`). */
export type ApplicationListItem = Pick<
  ApplicationView,
  | "id"
  | "kind"
  | "trackingId"
  | "step"
  | "submitted"
  | "submittedAt"
  | "status"
  | "paymentStatus"
  | "amountCents"
  | "offer"
  | "updatedAt"
> & {
  /** While action is required: what staff asked for. */
  request: ActionRequestView | null;
};

/**
 * The profile's "My applications": unfinished drafts first (Resume; Pay now once at the payment step), then the
 * submitted ones with their tracking number, status, payment and a link to the tracking page.
 */
export function ApplicationList({
  applications,
  heading = true,
}: {
  applications: readonly ApplicationListItem[];
  /** Its own "My applications" heading (off where the page's title already says it). */
  heading?: boolean;
}) {
  const { t } = useTranslation("applications");
  const dates = useDates();
  return (
    <section
      aria-labelledby={heading ? "profile-applications" : undefined}
      className={heading ? "mt-10" : undefined}
    >
      {heading ? (
        <h2 id="profile-applications" className="text-xl font-semibold">
          {t("list.heading")}
        </h2>
      ) : null}
      {applications.length === 0 ? (
        <div
          className={
            heading
              ? "mt-3 text-slate-600"
              : "rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-slate-600"
          }
        >
          <p>{t("list.empty")}</p>
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
            <Link to="/visa-services">{t("list.start")}</Link>
            <Link to="/driving-license-service-selection">{t("list.startPermit")}</Link>
          </p>
        </div>
      ) : (
        <ul
          className={cx(
            "divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white",
            heading ? "mt-4" : undefined,
          )}
        >
          {applications.map((item) => {
            const form = APPLICATION_FORM_PATHS[item.kind];
            const title = item.offer?.title ?? t(`kind.${item.kind}`);
            return (
              <li
                key={item.id}
                data-application={item.trackingId}
                data-submitted={item.submitted}
                className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-strong">
                    <FileText aria-hidden className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {t(`kind.${item.kind}`)}
                      {item.offer ? <span className="text-slate-600"> · {title}</span> : null}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      {t("list.tracking")}:{" "}
                      <Reference value={item.trackingId} className="font-mono text-slate-800" />
                    </p>
                    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                      {item.submitted ? (
                        <>
                          <span data-status={item.status}>
                            <Badge tone={applicationStatusLabel(item.status).tone}>
                              {t(applicationStatusLabel(item.status).key)}
                            </Badge>
                          </span>
                          <Badge tone={item.paymentStatus === "paid" ? "success" : "warning"}>
                            {t(`paymentStatus.${item.paymentStatus}`)}
                          </Badge>
                          {item.submittedAt ? (
                            <span className="text-slate-500">
                              {t("list.submitted", { date: dates.long(item.submittedAt) })}
                            </span>
                          ) : null}
                        </>
                      ) : (
                        <>
                          <Badge tone="warning">{t("list.draft")}</Badge>
                          <span className="text-slate-600">{t(`list.draftAt.${item.step}`)}</span>
                          <span className="text-slate-500">
                            {t("list.updated", { date: dates.long(item.updatedAt) })}
                          </span>
                        </>
                      )}
                    </div>
                    {item.request ? (
                      <ActionRequestNotice
                        kind={item.kind}
                        request={item.request}
                        href={applicationResubmitHref(item.kind, item.trackingId)}
                        className="mt-3"
                      />
                    ) : null}
                  </div>
                </div>
                <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
                  {item.amountCents || item.offer ? (
                    <Price
                      cents={item.amountCents || (item.offer?.priceCents ?? 0)}
                      className="font-semibold"
                    />
                  ) : null}
                  {item.submitted ? (
                    <Link
                      to={applicationTrackingHref(item.kind, item.trackingId)}
                      variant="secondary"
                      size="sm"
                    >
                      <Search aria-hidden className="size-4" />
                      {t("list.track")}
                    </Link>
                  ) : item.step === "payment" ? (
                    <Link to={form} variant="primary" size="sm">
                      <CreditCard aria-hidden className="size-4" />
                      {t("list.payNow")}
                    </Link>
                  ) : (
                    <Link to={form} variant="primary" size="sm">
                      {t("list.resume")}
                      <ArrowRight aria-hidden className="size-4 flip-rtl" />
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
