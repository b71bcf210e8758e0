import { useId } from "react";
import { Form, Link } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import {
  AccountValue,
  DateTime,
  Facts,
  Panel,
  PhoneValue,
  StatusBadge,
  statusLabel,
} from "../../../components/admin/admin-ui.tsx";
import { AdminDetail, NoteField, SubmitButton } from "../../../components/admin/detail-frame.tsx";
import { adminLinkClasses } from "../../../components/admin/list-parts.tsx";
import { Price } from "../../../components/price.tsx";
import {
  StatusTimeline,
  type TimelineItem,
  type TimelineTone,
} from "../../../components/status-timeline.tsx";
import { Download, ExternalLink, FileText } from "../../../components/ui/icons.tsx";
import { keyFromData } from "../../../platform/i18n/keys.ts";
import { useDates } from "../../../platform/i18n/use-dates.ts";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { RejectForm, RequestActionForm, requestItemLabel } from "./application-staff-forms.tsx";
import type { ApplicationDetail, ApplicationEventView } from "./applications.server.ts";

const linkClasses = `${adminLinkClasses} inline-flex items-center gap-1.5 text-sm`;

/** Latin text kept whole inside a sentence of either direction (first-strong isolate). */
export const isolate = (text: string) => `\u2068${text}\u2069`;

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function eventTone(event: ApplicationEventView): TimelineTone {
  if (event.payment) return event.payment === "failed" ? "danger" : "neutral";
  if (event.to === "rejected" || event.to === "action_required") return "danger";
  return event.to === "approved" || event.to === "completed" ? "success" : "neutral";
}

export function ApplicationDetailScreen({
  application,
  actionData,
  noteMaxLength,
  listSearch,
}: {
  application: ApplicationDetail;
  actionData: AdminActionData | undefined;
  noteMaxLength: number;
  /** The list as the admin left it, for the way back. */
  listSearch: string;
}) {
  const { t } = useTranslation("adminRequests");
  const dates = useDates();
  const locale = useLocale();
  const a = application;
  const timeline: TimelineItem[] = a.events.map((event, index) => ({
    id: event.id,
    label: (
      <>
        {event.payment
          ? t("application.paymentEvent", { status: statusLabel(t, "payment", event.payment) })
          : event.resubmitted
            ? t("application.resubmitted")
            : statusLabel(t, "application", event.to)}
        {event.items?.length ? (
          <span className="block text-sm font-normal text-slate-700">
            {t("application.askedFor", {
              items: new Intl.ListFormat(locale).format(event.items.map((item) => requestItemLabel(t, item))),
            })}
          </span>
        ) : null}
        {event.refunded ? (
          <span className="block text-sm font-normal text-slate-700">{t("application.feeRefunded")}</span>
        ) : null}
        {[event.note.en, event.note.ar].map((note, i) =>
          note ? (
            <span
              key={i === 0 ? "en" : "ar"}
              lang={i === 0 ? "en" : "ar"}
              dir="auto"
              className="mt-2 block rounded-lg bg-slate-50 px-3 py-2 text-sm font-normal whitespace-pre-line text-slate-700 ring-1 ring-slate-200"
            >
              {note}
            </span>
          ) : null,
        )}
        {event.actorName ? (
          <span className="block text-xs font-normal text-slate-500">
            {t("application.by", { name: event.actorName })}
          </span>
        ) : null}
      </>
    ),
    time: event.at,
    timeLabel: dates.compactDateTime(event.at),
    state: index === a.events.length - 1 ? "current" : "done",
    tone: eventTone(event),
  }));
  return (
    <>
      <AdminDetail
        title={t("application.title", { trackingId: isolate(a.trackingId) })}
        crumbs={[
          { label: t("applications.title"), href: `/admin/applications${listSearch}` },
          { label: isolate(a.trackingId) },
        ]}
        statuses={[
          ["application", a.status],
          ["payment", a.paymentStatus],
        ]}
        actionData={actionData}
        aside={
          <div className="space-y-6">
            <Panel title={t("application.changeStatus.heading")} id="change-status">
              {a.status === "action_required" ? (
                <p className="mb-4 text-sm text-slate-700" data-waiting-for-applicant>
                  {t("application.request.waiting")}
                </p>
              ) : null}
              {a.next.length || !a.canReject ? (
                <StatusForm application={a} noteMaxLength={noteMaxLength} actionData={actionData} />
              ) : null}
              {a.canReject ? (
                <div className={a.next.length ? "mt-6 border-t border-slate-100 pt-4" : undefined}>
                  <RejectForm application={a} noteMaxLength={noteMaxLength} actionData={actionData} />
                </div>
              ) : null}
            </Panel>
            {a.canRequestAction ? (
              <Panel title={t("application.request.heading")} id="request-action">
                <RequestActionForm application={a} noteMaxLength={noteMaxLength} actionData={actionData} />
              </Panel>
            ) : null}
            <Panel title={t("application.summary")} id="summary">
              <Facts
                items={[
                  { term: t("applications.columns.kind"), value: t(`kind.${a.kind}`), wide: true },
                  { term: t("application.offer"), value: a.offer ?? t("common.none"), wide: true },
                  { term: t("applications.columns.fee"), value: <Price cents={a.amountCents} /> },
                  {
                    term: t("common.payment"),
                    value: (
                      <>
                        <StatusBadge kind="payment" status={a.paymentStatus} />
                        <span className="mt-1 block text-xs text-slate-500">
                          {t("application.paymentHint")}
                        </span>
                      </>
                    ),
                  },
                  {
                    term: t("applications.columns.submitted"),
                    value: <DateTime iso={a.submittedAt} />,
                    wide: true,
                  },
                ]}
              />
            </Panel>
            <Panel title={t("application.timeline")} id="timeline">
              <StatusTimeline
                items={timeline}
                label={t("application.timeline")}
                currentLabel={t("application.current")}
              />
            </Panel>
          </div>
        }
      >
        <Panel title={t("application.applicant")} id="applicant">
          <Facts
            items={[
              { term: t("fields.fullName"), value: a.fullName },
              { term: t("fields.email"), value: <bdi>{a.email}</bdi> },
              { term: t("fields.phone"), value: <PhoneValue phone={a.phone} /> },
              { term: t("application.language"), value: t(`languages.${a.locale}`) },
              { term: t("application.account"), value: <AccountValue account={a.account} />, wide: true },
            ]}
          />
        </Panel>
        <Panel title={t("application.formData")} id="form-data">
          {a.data.length ? (
            <Facts
              items={a.data.map(({ key, value }) => ({
                term: t(`fields.${key as "fullName"}`, { defaultValue: key }),
                value: (
                  <bdi>
                    {key === "visaType"
                      ? t(keyFromData<"applications">(`applications:visaTypes.${value}`), {
                          defaultValue: value,
                        })
                      : value}
                  </bdi>
                ),
              }))}
            />
          ) : (
            <p className="text-sm text-slate-600">{t("common.none")}</p>
          )}
        </Panel>
        <Panel title={t("application.documents")} id="documents">
          {a.documents.length === 0 ? (
            <p className="text-sm text-slate-600">{t("application.noDocuments")}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {a.documents.map((document) => (
                <li key={document.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900">{t(`documentKind.${document.kind}`)}</p>
                    <p className="truncate text-xs text-slate-500">
                      <bdi>{document.originalName}</bdi> ·{" "}
                      <bdi dir="ltr">{sizeLabel(document.sizeBytes)}</bdi>
                    </p>
                  </div>
                  {document.image ? (
                    <a
                      href={document.viewUrl}
                      target="_blank"
                      rel="noopener"
                      className="block rounded outline-none focus-visible:ring-2 focus-visible:ring-brand"
                    >
                      <img
                        src={document.viewUrl}
                        alt={t("application.preview", { document: t(`documentKind.${document.kind}`) })}
                        loading="lazy"
                        className="h-40 w-full rounded bg-slate-100 object-contain"
                      />
                    </a>
                  ) : (
                    <div className="flex h-40 items-center justify-center rounded bg-slate-100 text-slate-500">
                      <FileText aria-hidden className="size-10" />
                    </div>
                  )}
                  <div className="flex flex-wrap gap-4">
                    {document.viewable ? (
                      <a href={document.viewUrl} target="_blank" rel="noopener" className={linkClasses}>
                        <ExternalLink aria-hidden className="size-4" />
                        {t("application.view")}
                        <span className="sr-only">{` ${document.originalName}`}</span>
                      </a>
                    ) : null}
                    <a href={document.downloadUrl} download={document.originalName} className={linkClasses}>
                      <Download aria-hidden className="size-4" />
                      {t("application.download")}
                      <span className="sr-only">{` ${document.originalName}`}</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </AdminDetail>
      <p className="mt-6">
        <Link to={`/admin/applications${listSearch}`} className={linkClasses}>
          {t("application.back")}
        </Link>
      </p>
    </>
  );
}

function StatusForm({
  application,
  noteMaxLength,
  actionData,
}: {
  application: ApplicationDetail;
  noteMaxLength: number;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminRequests");
  const id = useId();
  if (application.next.length === 0) {
    return <p className="text-sm text-slate-600">{t("application.changeStatus.final")}</p>;
  }
  const field = actionData && !actionData.ok ? actionData.error.field : undefined;
  return (
    // The key starts the form afresh after each change (the new status's moves, empty notes).
    <Form
      method="post"
      key={`${application.status}`}
      className="space-y-4"
      aria-describedby={`${id}-current`}
    >
      <p id={`${id}-current`} className="text-sm text-slate-600">
        {t("application.changeStatus.current")} <StatusBadge kind="application" status={application.status} />
      </p>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="from" value={application.status} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t("application.changeStatus.to")}
        </legend>
        <div className="space-y-2">
          {application.next.map((status) => (
            <label key={status} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="to"
                value={status}
                required
                aria-invalid={field === "to" || undefined}
                className="size-4 accent-[var(--color-brand)]"
              />
              {statusLabel(t, "application", status)}
            </label>
          ))}
        </div>
      </fieldset>
      {(["en", "ar"] as const).map((lang) => (
        <NoteField
          key={lang}
          id={`${id}-${lang}`}
          label={t(lang === "en" ? "application.changeStatus.noteEn" : "application.changeStatus.noteAr")}
          name={`note_${lang}`}
          lang={lang}
          dir={lang === "en" ? "ltr" : "rtl"}
          rows={3}
          maxLength={noteMaxLength}
          invalid={field === `note_${lang}`}
          hint={lang === "ar" ? t("application.changeStatus.noteHint", { max: noteMaxLength }) : undefined}
        />
      ))}
      <SubmitButton>{t("application.changeStatus.submit")}</SubmitButton>
    </Form>
  );
}
