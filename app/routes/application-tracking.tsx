import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { ErrorList } from "../components/forms/error-list.tsx";
import { FormNotice } from "../components/forms/form-error.tsx";
import { parseSubmission } from "../components/forms/submission.server.ts";
import type { FormReply } from "../components/forms/submission.ts";
import { useReplyForm } from "../components/forms/use-reply-form.ts";
import { PageHeader } from "../components/page-header.tsx";
import { StatusTimeline, type TimelineItem, type TimelineTone } from "../components/status-timeline.tsx";
import { Badge, type BadgeTone } from "../components/ui/badge.tsx";
import { buttonClasses } from "../components/ui/button-classes.ts";
import { Card } from "../components/ui/card.tsx";
import { cx } from "../components/ui/cx.ts";
import { CalendarClock, Mail, SearchX, TriangleAlert } from "../components/ui/icons.tsx";
import { inputClasses } from "../components/ui/input-classes.ts";
import { ActionRequestNotice } from "../features/applications/action-request-notice.tsx";
import {
  isTrackingType,
  lookupApplication,
  type TrackedApplication,
  type TrackedEvent,
  type TrackingOutcome,
  type TrackingType,
  trackingQuerySchema,
} from "../features/applications/tracking.server.ts";
import type { ApplicationStatus, PaymentStatus } from "../platform/db/schema/index.ts";
import { applicationResubmitHref } from "../platform/domain/application-paths.ts";
import { type ProcessingTime, processingTimeText } from "../platform/domain/offer-terms.ts";
import { applicationStatusLabel } from "../platform/domain/status-labels.ts";
import { TRACKING_KINDS } from "../platform/domain/tracking.ts";
import { toErrorPayload } from "../platform/http/errors.ts";
import { clientAddress, enforceRateLimit } from "../platform/http/rate-limit.server.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { keyFromData } from "../platform/i18n/keys.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useDates } from "../platform/i18n/use-dates.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/application-tracking";

export interface TrackingPageData {
  reply: FormReply | null;
  outcome: TrackingOutcome | null;
  /** For the wrong-type link. */
  id: string;
  /** The service type the address names (a link from a licence page), chosen before any search. */
  type: TrackingType | null;
}

/** Spec §2. A GET form, so that an e-mail link opens the result; a draft id is "not found" like an unknown one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, locale } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const named = params.get("type");
  const none: TrackingPageData = {
    reply: null,
    outcome: null,
    id: "",
    type: isTrackingType(named) ? named : null,
  };
  // A type alone only chooses it in the form: nothing was looked up yet.
  if (!params.has("id")) return data(none);

  const t = translator(locale);
  const parsed = await parseSubmission(params, trackingQuerySchema, { t });
  if (!parsed.ok) return data<TrackingPageData>({ ...none, reply: parsed.reply }, { status: parsed.status });
  try {
    await enforceRateLimit(services, "tracking", clientAddress(request));
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error }, "tracking rate limit failed");
    return data<TrackingPageData>(
      { ...none, reply: parsed.reply({ formError: payload.message }) },
      { status: payload.status },
    );
  }
  const { type, id } = parsed.value;
  const outcome = await lookupApplication(services.db, { type, trackingId: id, locale });
  return data<TrackingPageData>({ reply: parsed.reply(), outcome, id: id.slice(0, 100), type });
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const tags = seoMeta(args, {
    title: t("tracking:meta.title"),
    description: t("tracking:meta.description"),
  });
  // A result page is one person's application: not for search engines.
  const query = new URLSearchParams(args.location.search);
  return query.has("id") || query.has("type") ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

/** Statuses after which the applicant still waits for something (the "What happens next" box). */
const OPEN_STATUSES: readonly ApplicationStatus[] = ["pending", "processing", "action_required"];

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: "warning",
  paid: "success",
  failed: "danger",
  refunded: "neutral",
};

function TrackingForm({ reply, type: named }: { reply: FormReply | null; type: TrackingType | null }) {
  const { t } = useTranslation("tracking");
  const [form, field] = useReplyForm("tracking", reply ?? undefined);
  const type = field("type");
  const id = field("id");
  const { key: typeKey, ...typeInput } = type.inputProps;
  const { key: idKey, ...idInput } = id.inputProps;
  return (
    <Form
      method="get"
      action="/application-tracking"
      aria-label={t("form.label")}
      aria-describedby={form.errors ? form.errorId : undefined}
      {...form.props}
      className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      {form.errors ? (
        <FormNotice tone="error" id={form.errorId} className="mb-4">
          <p>{form.errors[0]}</p>
        </FormNotice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeInput.id} className="text-sm font-medium text-slate-800">
            {t("form.type")}
          </label>
          <select
            {...typeInput}
            key={typeKey}
            defaultValue={named ?? typeInput.defaultValue ?? "visa"}
            aria-required
            className={cx(inputClasses, "h-11 aria-invalid:border-red-500")}
          >
            {TRACKING_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`applications:kind.${value}`)}
              </option>
            ))}
          </select>
          <ErrorList id={type.errorId} errors={type.errors} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={idInput.id} className="text-sm font-medium text-slate-800">
            {t("form.id")}
          </label>
          <input
            {...idInput}
            key={idKey}
            type="text"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-required
            aria-describedby={cx(idInput["aria-describedby"], "tracking-id-hint")}
            placeholder={t("form.idPlaceholder")}
            className={cx(inputClasses, "h-11 font-mono uppercase aria-invalid:border-red-500")}
          />
          <p id="tracking-id-hint" className="text-xs text-slate-500">
            {t("form.idHint")}
          </p>
          <ErrorList id={id.errorId} errors={id.errors} />
        </div>
      </div>
      <button type="submit" className={buttonClasses("primary", "lg", "mt-5 w-full sm:w-auto")}>
        {t("form.submit")}
      </button>
    </Form>
  );
}

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("tracking");
  const label = applicationStatusLabel(status);
  return <Badge tone={label.tone}>{t(label.key)}</Badge>;
}

function eventTone(event: TrackedEvent): TimelineTone {
  if (event.payment) return event.payment === "failed" ? "danger" : "neutral";
  if (event.status === "rejected" || event.status === "action_required") return "danger";
  return event.status === "approved" || event.status === "completed" ? "success" : "neutral";
}

function Result({ application }: { application: TrackedApplication }) {
  const { t } = useTranslation("tracking");
  const dates = useDates();
  const items: TimelineItem[] = application.events.map((event, index) => ({
    id: `${index}-${event.at}`,
    label: event.payment
      ? t("result.paymentEvent", { status: t(`applications:paymentStatus.${event.payment}`) })
      : event.resubmitted
        ? t("result.resubmitted")
        : t(applicationStatusLabel(event.status).key),
    time: event.at,
    timeLabel: dates.dateTime(event.at),
    ...(event.note ? { note: event.note } : {}),
    state: index === application.events.length - 1 ? "current" : "done",
    tone: eventTone(event),
  }));
  const details: { term: string; value: ReactNode }[] = [
    { term: t("result.type"), value: t(`applications:kind.${application.kind}`) },
    { term: t("result.status"), value: <StatusBadge status={application.status} /> },
    {
      term: t("result.submitted"),
      value: <time dateTime={application.submittedAt}>{dates.long(application.submittedAt)}</time>,
    },
    {
      term: t("result.payment"),
      value: (
        <Badge tone={PAYMENT_TONES[application.paymentStatus]}>
          {t(`applications:paymentStatus.${application.paymentStatus}`)}
        </Badge>
      ),
    },
  ];
  if (application.destination)
    details.push({ term: t("result.destination"), value: application.destination });
  if (application.visaType) {
    details.push({
      term: t("result.visaType"),
      value: t(keyFromData<"applications">(`applications:visaTypes.${application.visaType}`), {
        defaultValue: application.visaType,
      }),
    });
  }
  return (
    <Card aria-labelledby="tracking-result-title" role="region">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-5 sm:p-6">
        <div className="min-w-0">
          <h2 id="tracking-result-title" className="text-xl font-bold text-slate-900">
            {t("result.heading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("result.trackingNumber")}:{" "}
            <bdi dir="ltr" className="font-mono font-medium break-all text-slate-900">
              {application.trackingId}
            </bdi>
          </p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <div className="p-5 sm:p-6">
        <p className="text-slate-700" data-testid="tracking-status-text">
          {t(`result.statusText.${application.status}`)}
        </p>
        {application.request ? (
          <ActionRequestNotice
            kind={application.kind}
            request={application.request}
            href={applicationResubmitHref(application.kind, application.trackingId)}
            className="mt-4"
          />
        ) : null}
        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4">
          {details.map(({ term, value }) => (
            <div key={term} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
              <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section aria-labelledby="tracking-timeline-title" className="border-t border-slate-200 p-5 sm:p-6">
        <h3 id="tracking-timeline-title" className="text-base font-semibold text-slate-900">
          {t("result.timeline")}
        </h3>
        <StatusTimeline
          items={items}
          label={t("result.timeline")}
          currentLabel={t("result.current")}
          className="mt-4"
        />
      </section>
    </Card>
  );
}

function NotFound() {
  const { t } = useTranslation("tracking");
  return (
    <Card role="region" aria-labelledby="tracking-none-title" className="p-6 text-center sm:p-8">
      <SearchX aria-hidden className="mx-auto size-10 text-slate-400" />
      <h2 id="tracking-none-title" className="mt-3 text-lg font-semibold text-slate-900">
        {t("notFound.title")}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{t("notFound.text")}</p>
    </Card>
  );
}

function WrongType({ type, id }: { type: TrackingType; id: string }) {
  const { t } = useTranslation("tracking");
  const label = t(`applications:kind.${type}`);
  const href = `/application-tracking?${new URLSearchParams({ type, id })}`;
  return (
    <Card role="region" aria-labelledby="tracking-wrong-title" className="p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-600" />
        <div className="min-w-0">
          <h2 id="tracking-wrong-title" className="text-lg font-semibold text-slate-900">
            {t("wrongType.title")}
          </h2>
          <p className="mt-2 text-slate-600">{t("wrongType.text", { type: label })}</p>
          <Link to={href} className={buttonClasses("secondary", "md", "mt-4 h-auto min-h-10 py-2")}>
            {t("wrongType.action")}
          </Link>
        </div>
      </div>
    </Card>
  );
}

function NextSteps({ processing }: { processing: ProcessingTime | undefined }) {
  const { t } = useTranslation("tracking");
  return (
    <aside
      aria-labelledby="tracking-next-title"
      className="self-start rounded-2xl bg-brand-soft/50 p-5 ring-1 ring-brand-soft sm:p-6"
    >
      <h2 id="tracking-next-title" className="text-base font-semibold text-slate-900">
        {t("next.heading")}
      </h2>
      <ul className="mt-4 space-y-4 text-sm text-slate-700">
        <li className="flex gap-3">
          <CalendarClock aria-hidden className="size-5 shrink-0 text-brand-strong" />
          <span>
            {processing
              ? t("next.processingTime", { time: processingTimeText(t, processing) })
              : t("next.processing")}
          </span>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden className="size-5 shrink-0 text-brand-strong" />
          <span>{t("next.updates")}</span>
        </li>
        <li className="flex gap-3">
          <SearchX aria-hidden className="size-5 shrink-0 text-brand-strong" />
          <span>{t("next.documents")}</span>
        </li>
      </ul>
      <p className="mt-5 border-t border-brand-soft pt-4 text-sm text-slate-600">{t("result.owner")}</p>
    </aside>
  );
}

export default function ApplicationTracking({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tracking");
  const { reply, outcome, id, type } = loaderData;
  const found = outcome && "found" in outcome ? outcome.found : null;
  const hasNextStep = found !== null && OPEN_STATUSES.includes(found.status);
  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        intro={t("intro")}
        breadcrumbs={[{ label: t("title") }]}
      >
        <TrackingForm key={JSON.stringify(reply?.initialValue ?? type)} reply={reply} type={type} />
      </PageHeader>
      {outcome ? (
        <div
          className={cx(
            "mx-auto grid gap-8 px-4 py-10 sm:py-14",
            hasNextStep ? "max-w-7xl lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" : "max-w-4xl",
          )}
        >
          <div className="min-w-0">
            {"found" in outcome ? <Result application={outcome.found} /> : null}
            {"notFound" in outcome ? <NotFound /> : null}
            {"wrongType" in outcome ? <WrongType type={outcome.wrongType} id={id} /> : null}
          </div>
          {hasNextStep ? <NextSteps processing={found.processing} /> : null}
        </div>
      ) : null}
    </>
  );
}
