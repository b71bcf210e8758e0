/**
 * The application form of a kind (visa, international driving permit, driving-licence service), step by step
 * (spec §2): the sign-in request of a visitor, the offer chooser, then the draft at its step — upload (details
 * and documents), review, payment — and the confirmation of a submitted application. Every step works without
 * JavaScript (plain forms posting to the page); with it, documents upload as they are chosen, with progress.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  ArrowLeft,
  ArrowRight,
  CircleCheck,
  Copy,
  FileText,
  LockKeyhole,
  Pencil,
  ShieldCheck,
  Trash2,
} from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation, useRevalidator, useSearchParams } from "react-router";
import * as z from "zod";
import { AuthLink } from "../../components/auth-dialog-link.tsx";
import { DropZone } from "../../components/forms/drop-zone.tsx";
import { Field, TextareaField } from "../../components/forms/field.tsx";
import { FormError, FormNotice } from "../../components/forms/form-error.tsx";
import { Stepper } from "../../components/forms/stepper.tsx";
import { formatIssues, summaryOf } from "../../components/forms/submission.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { Price } from "../../components/price.tsx";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { cx } from "../../components/ui/cx.ts";
import { Link } from "../../components/ui/link.tsx";
import { LOGIN_NOTICES } from "../../platform/auth/login-url.ts";
import type { DocumentKind } from "../../platform/db/schema/index.ts";
import { applicationTrackingHref } from "../../platform/domain/application-paths.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "../../platform/domain/validation.ts";
import { formatDate, formatDateLong, formatMoney } from "../../platform/i18n/format.ts";
import { keyFromData } from "../../platform/i18n/keys.ts";
import { useLocale } from "../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ApplicationActionData, ApplicationPage } from "./application-page.server.ts";
import type { ApplicationView, DraftOffer } from "./drafts.server.ts";
import { type ApplicationKind, type ApplicationStep, KINDS, slotRule } from "./kinds.ts";
import { offersHref, uploadHref } from "./links.ts";
import { ADDRESS_MAX_LENGTH, DETAIL_FIELDS, detailsSchema } from "./schema.ts";

type FormPage = Extract<ApplicationPage, { view: "form" }>;
type T = ReturnType<typeof useTranslation<"applications">>["t"];

function stepLabel(t: T, kind: ApplicationKind, step: ApplicationStep): string {
  if (kind === "visa") return t(`steps.visa.${step as Exclude<ApplicationStep, "delivery">}`);
  return t(`steps.licence.${step as Exclude<ApplicationStep, "receive">}`);
}

function visaTypeLabel(t: T, visaType: string): string {
  return t(keyFromData<"applications">(`applications:visaTypes.${visaType}`), { defaultValue: visaType });
}

function fieldLabel(t: T, kind: ApplicationKind, field: string): string {
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

function documentHint(t: T, kind: ApplicationKind, document: DocumentKind): string | undefined {
  switch (document) {
    case "personal_photo":
      return t(
        kind === "visa" ? "documentHints.personal_photo.visa" : "documentHints.personal_photo.licence",
      );
    case "passport_copy":
      return t("documentHints.passport_copy");
    case "additional":
      return t("documentHints.additional");
    case "id_copy":
      return t("documentHints.id_copy");
    case "license_copy":
      return t("documentHints.license_copy");
    default:
      return undefined;
  }
}

/** The page of a form, whatever its state. */
export function ApplicationScreen({
  page,
  actionData,
}: {
  page: ApplicationPage;
  actionData?: ApplicationActionData;
}) {
  const { t } = useTranslation("applications");
  const { kind } = page;
  const steps = KINDS[kind].steps;
  const current =
    page.view === "confirmation"
      ? steps.length - 1
      : page.view === "form"
        ? Math.max(0, steps.indexOf(page.draft.step))
        : 0;
  return (
    <>
      <PageHeader
        eyebrow={t(`page.eyebrow.${kind}`)}
        title={t(`page.title.${kind}`)}
        intro={page.view === "confirmation" ? undefined : t(`page.intro.${kind}`)}
        breadcrumbs={[
          { label: t(`page.offersLink.${kind}`), href: offersHref(kind) },
          { label: t(`page.title.${kind}`) },
        ]}
      />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-10">
        <Stepper
          steps={steps.map((step) => ({ id: step, label: stepLabel(t, kind, step) }))}
          current={current}
          label={t("page.steps")}
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
        />
        {page.view === "visitor" ? (
          <VisitorStep />
        ) : page.view === "choose" ? (
          <ChooseStep page={page} />
        ) : page.view === "confirmation" ? (
          <Confirmation application={page.application} />
        ) : (
          <DraftSteps page={page} actionData={actionData} />
        )}
      </div>
    </>
  );
}

function Panel({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <section
      aria-label={label}
      className={cx("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8", className)}
    >
      {children}
    </section>
  );
}

function VisitorStep() {
  const { t } = useTranslation("applications");
  return (
    <Panel>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <LockKeyhole aria-hidden className="size-5" />
        </span>
        <div>
          <h2 className="text-xl font-semibold text-slate-900">
            {t("errors:auth.loginToContinueApplication")}
          </h2>
          <p className="mt-2 text-slate-600">{t("visitor.body")}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <AuthLink notice={LOGIN_NOTICES.application}>{t("visitor.signIn")}</AuthLink>
            <AuthLink mode="sign-up" notice={LOGIN_NOTICES.application} variant="secondary">
              {t("visitor.signUp")}
            </AuthLink>
          </div>
        </div>
      </div>
    </Panel>
  );
}

function ChooseStep({ page }: { page: Extract<ApplicationPage, { view: "choose" }> }) {
  const { t } = useTranslation("applications");
  const locale = useLocale();
  const [params] = useSearchParams();
  const { kind, choices } = page;
  const name = KINDS[kind].offer === "visa" ? "offer" : "plan";
  return (
    <Panel>
      {params.get("discarded") === "1" ? (
        <FormNotice tone="success" className="mb-5">
          <p>{t("form.discarded")}</p>
        </FormNotice>
      ) : null}
      {page.unknownOffer ? (
        <FormNotice tone="error" className="mb-5">
          <p>{t("choose.unknown")}</p>
        </FormNotice>
      ) : null}
      <h2 className="text-xl font-semibold text-slate-900">{t(`choose.title.${kind}`)}</h2>
      <p className="mt-2 text-slate-600">{t("choose.body")}</p>
      {choices.length === 0 ? (
        <p className="mt-5 rounded-xl bg-slate-50 p-4 text-slate-700">{t(`choose.empty.${kind}`)}</p>
      ) : (
        <Form method="get" className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor="offer-choice" className="text-sm font-medium text-slate-800">
              {t(`choose.label.${kind}`)}
            </label>
            <select
              id="offer-choice"
              name={name}
              required
              defaultValue=""
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/30"
            >
              <option value="" disabled>
                {t("choose.placeholder")}
              </option>
              {choices.map((choice) => (
                <option key={choice.ref} value={choice.ref}>
                  {t("choose.option", { label: choice.label, price: formatMoney(choice.priceCents, locale) })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClasses("primary", "md", "h-11")}>
            {t("choose.submit")}
            <ArrowRight aria-hidden className="size-4 flip-rtl" />
          </button>
        </Form>
      )}
      <p className="mt-5 text-sm">
        <Link to={offersHref(kind)}>{t(`choose.browse.${kind}`)}</Link>
      </p>
    </Panel>
  );
}

/** What the application is for: destination and visa type, or the plan; its fee and processing time. */
function OfferSummary({
  kind,
  offer,
  change,
}: {
  kind: ApplicationKind;
  offer: DraftOffer;
  change?: boolean;
}) {
  const { t } = useTranslation("applications");
  const days = Number(offer.processing);
  const processing =
    kind === "visa" && Number.isFinite(days) ? t("offer.processingDays", { count: days }) : offer.processing;
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

function DraftSteps({ page, actionData }: { page: FormPage; actionData?: ApplicationActionData }) {
  const { t } = useTranslation("applications");
  const step = page.draft.step;
  return (
    <>
      {actionData?.needsLogin ? (
        <FormNotice tone="error">
          <p>{actionData.error?.message}</p>
          <AuthLink variant="text" notice={LOGIN_NOTICES.application} className="mt-1 inline-block">
            {t("visitor.signIn")}
          </AuthLink>
        </FormNotice>
      ) : null}
      {step === "upload" ? (
        <UploadStep page={page} actionData={actionData} />
      ) : step === "review" ? (
        <ReviewStep page={page} actionData={actionData} />
      ) : (
        <PaymentStep page={page} actionData={actionData} />
      )}
      {step === "payment" ? null : <DiscardDraft />}
    </>
  );
}

/** Accepts anything: "Save draft" keeps what was typed, checked or not (the server says what is missing later). */
const ANY_DETAILS = z.object({}).loose();

function UploadStep({ page, actionData }: { page: FormPage; actionData?: ApplicationActionData }) {
  const { t } = useTranslation("applications");
  const { t: tc } = useTranslation();
  const { kind, draft, today } = page;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const schema = useMemo(() => detailsSchema(kind, today), [kind, today]);
  const [form, fields] = useForm<Record<string, string>>({
    id: `application-${kind}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: draft.details,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: formData.get("intent") === "save" ? ANY_DETAILS : schema,
        formatError: formatIssues(tc),
      }) as never,
  });
  const busyIntent =
    navigation.state !== "idle" && navigation.formMethod === "POST"
      ? navigation.formData?.get("intent")
      : null;
  const removeFormId = `remove-document-${kind}`;

  const removeStored = useCallback(
    async (id: string): Promise<string | null> => {
      try {
        const response = await fetch(uploadHref(kind), {
          method: "POST",
          headers: { Accept: "application/json" },
          body: new URLSearchParams({ intent: "remove-document", documentId: id }),
        });
        const answer = (await response.json().catch(() => null)) as {
          ok?: boolean;
          error?: { message?: string };
        } | null;
        if (response.ok && answer?.ok) {
          revalidator.revalidate();
          return null;
        }
        return answer?.error?.message ?? t("upload.removeFailed");
      } catch {
        return t("upload.removeFailed");
      }
    },
    [kind, revalidator, t],
  );

  const tomorrow = formatDate(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
  const field = (name: string) => {
    const meta = fields[name];
    if (!meta) return null;
    const label = fieldLabel(t, kind, name);
    switch (name) {
      case "email":
        return (
          <Field
            key={name}
            meta={meta}
            label={label}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            maxLength={EMAIL_MAX_LENGTH}
            aria-required
          />
        );
      case "phone":
        return (
          <Field
            key={name}
            meta={meta}
            label={label}
            description={t("fields.phoneHint")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            maxLength={PHONE_MAX_LENGTH}
            aria-required
          />
        );
      case "passportNumber":
        return (
          <Field
            key={name}
            meta={meta}
            label={label}
            description={t("fields.passportHint")}
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-required
          />
        );
      case "dateOfBirth":
        return (
          <Field
            key={name}
            meta={meta}
            label={label}
            type="date"
            dir="ltr"
            max={today}
            autoComplete="bday"
            inputClassName="h-11"
            aria-required
          />
        );
      case "travelDate":
        return (
          <Field
            key={name}
            meta={meta}
            label={label}
            type="date"
            dir="ltr"
            min={tomorrow}
            inputClassName="h-11"
            aria-required
          />
        );
      case "address":
        return (
          <TextareaField
            key={name}
            meta={meta}
            label={label}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            rows={2}
            className="sm:col-span-2"
            aria-required
          />
        );
      default:
        return (
          <Field
            key={name}
            meta={meta}
            label={label}
            autoComplete={name === "fullName" ? "name" : "off"}
            maxLength={NAME_MAX_LENGTH}
            aria-required
          />
        );
    }
  };

  // Spec §5's words for these forms: "Please fill all required fields" (the kit's summary says §8's).
  const firstError = summaryOf(form.allErrors, tc);
  const summary =
    firstError === tc("errors:codes.VALIDATION_REQUIRED_FIELD")
      ? t("errors:validation.fillAllRequiredFields")
      : firstError;
  // "Please upload all required documents" is old news once a file has been uploaded since.
  const [uploadedSince, setUploadedSince] = useState<ApplicationActionData | undefined>(undefined);
  const onUploaded = useCallback(() => setUploadedSince(actionData), [actionData]);
  const documentsMessage = Object.values(actionData?.documentErrors ?? {}).includes(
    actionData?.error?.message ?? "",
  );
  const staleMessage = documentsMessage && uploadedSince === actionData;
  const documentErrors = navigation.state === "idle" ? actionData?.documentErrors : undefined;
  const refusal =
    navigation.state === "idle" && actionData && !actionData.ok && !actionData.result
      ? actionData.error
      : undefined;
  return (
    <Panel label={stepLabel(t, kind, "upload")}>
      {draft.offer ? <OfferSummary kind={kind} offer={draft.offer} change /> : null}
      {navigation.state === "idle" && actionData?.saved ? (
        <FormNotice tone="success" className="mt-5">
          <p>{t("form.saved")}</p>
        </FormNotice>
      ) : null}
      {refusal && !actionData?.needsLogin ? (
        <FormNotice tone="error" className="mt-5">
          <p>{refusal.message}</p>
        </FormNotice>
      ) : null}
      {busyIntent || staleMessage ? null : <FormError form={form} fallback={summary} className="mt-5" />}
      <Form
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        {...getFormProps(form)}
        className="mt-6 flex flex-col gap-8"
      >
        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-slate-900">{t("form.detailsHeading")}</legend>
          <p className="mt-1 text-sm text-slate-600">{t("form.detailsIntro")}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {DETAIL_FIELDS[kind].map((name) => field(name))}
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-slate-900">{t("form.documentsHeading")}</legend>
          <p className="mt-1 text-sm text-slate-600">{t("form.documentsIntro")}</p>
          <div className="mt-4 flex flex-col gap-6">
            {KINDS[kind].documents.map((slot) => {
              const label = `${t(`documents.${slot.kind}`)} (${t(slot.required ? "form.required" : "form.optional")})`;
              const error = documentErrors?.[slot.kind];
              return (
                <DropZone
                  key={slot.kind}
                  id={`document-${slot.kind}`}
                  name={slot.kind}
                  label={label}
                  rule={slotRule(kind, slot.kind)}
                  description={documentHint(t, kind, slot.kind)}
                  multiple={slot.maxFiles > 1}
                  maxFiles={slot.maxFiles}
                  required={slot.required}
                  errors={error ? [error] : null}
                  uploadUrl={uploadHref(kind, slot.kind)}
                  keyInputs={false}
                  initialFiles={draft.documents
                    .filter((document) => document.kind === slot.kind)
                    .map((document) => ({
                      id: document.id,
                      name: document.fileName,
                      size: document.size,
                      contentType: document.contentType,
                      url: document.url,
                    }))}
                  onRemoveStored={removeStored}
                  onUploaded={onUploaded}
                  removeForm={removeFormId}
                />
              );
            })}
          </div>
        </fieldset>
        {/* "Continue" first: Enter in a field continues. */}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row-reverse sm:justify-start">
          <button
            type="submit"
            name="intent"
            value="continue"
            disabled={Boolean(busyIntent)}
            className={buttonClasses("primary", "lg")}
          >
            {busyIntent === "continue" ? t("form.checking") : t("form.continue")}
            <ArrowRight aria-hidden className="size-4 flip-rtl" />
          </button>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={Boolean(busyIntent)}
            className={buttonClasses("secondary", "lg")}
          >
            {busyIntent === "save" ? t("form.saving") : t("form.save")}
          </button>
        </div>
      </Form>
      {/* The stored documents' remove buttons belong to this form (without JavaScript). */}
      <Form method="post" id={removeFormId} preventScrollReset className="hidden">
        <input type="hidden" name="intent" value="remove-document" />
      </Form>
    </Panel>
  );
}

function detailValue(
  locale: ReturnType<typeof useLocale>,
  field: string,
  value: string | undefined,
): ReactNode {
  if (!value) return "—";
  if ((field === "dateOfBirth" || field === "travelDate") && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatDateLong(value, locale);
  }
  if (field === "email" || field === "phone" || field === "passportNumber") {
    return (
      <bdi dir="ltr" className="break-all">
        {value}
      </bdi>
    );
  }
  return <bdi>{value}</bdi>;
}

/**
 * What the review and payment steps open with: the step's own notice, the refusal of the last submit (once the
 * page is idle again; a sign-in request is the dialog's, not a refusal) and the offer's summary.
 */
function StepOpening({
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

/** The application's fee on its shaded row. */
function FeeRow({ cents, className, large = false }: { cents: number; className: string; large?: boolean }) {
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

function ReviewStep({ page, actionData }: { page: FormPage; actionData?: ApplicationActionData }) {
  const { t } = useTranslation("applications");
  const locale = useLocale();
  const navigation = useNavigation();
  const { kind, draft } = page;
  const busy = navigation.state !== "idle";
  return (
    <Panel label={stepLabel(t, kind, "review")}>
      <h2 className="text-xl font-semibold text-slate-900">{t("review.heading")}</h2>
      <p className="mt-2 text-slate-600">{t("review.intro")}</p>
      <StepOpening page={page} actionData={actionData} notice={page.problems ? t("review.problems") : null} />
      <h3 className="mt-6 text-base font-semibold text-slate-900">{t("review.details")}</h3>
      <dl className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {DETAIL_FIELDS[kind].map((field) => (
          <div key={field} className="grid gap-1 px-4 py-3 sm:grid-cols-3" data-detail={field}>
            <dt className="text-sm text-slate-600">{fieldLabel(t, kind, field)}</dt>
            <dd className="font-medium text-slate-900 sm:col-span-2">
              {detailValue(locale, field, draft.details[field])}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-base font-semibold text-slate-900">{t("review.documents")}</h3>
      <dl className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {KINDS[kind].documents.map((slot) => {
          const files = draft.documents.filter((document) => document.kind === slot.kind);
          return (
            <div key={slot.kind} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
              <dt className="text-sm text-slate-600">{t(`documents.${slot.kind}`)}</dt>
              <dd className="sm:col-span-2">
                {files.length ? (
                  <ul className="flex flex-col gap-1">
                    {files.map((file) => (
                      <li key={file.id} className="flex min-w-0 items-center gap-2">
                        <FileText aria-hidden className="size-4 shrink-0 text-slate-500" />
                        <a
                          href={file.url}
                          aria-label={t("review.open", { name: file.fileName })}
                          className="truncate font-medium text-brand underline-offset-4 hover:underline"
                          dir="auto"
                        >
                          {file.fileName}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-slate-500">{t("review.noDocuments")}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <FeeRow cents={draft.offer?.priceCents ?? draft.amountCents} className="mt-6" />
      <Form
        method="post"
        preventScrollReset
        className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row-reverse sm:justify-start"
      >
        <button
          type="submit"
          name="intent"
          value="confirm"
          disabled={busy || Boolean(page.problems)}
          className={buttonClasses("primary", "lg")}
        >
          {t("review.confirm")}
          <ArrowRight aria-hidden className="size-4 flip-rtl" />
        </button>
        <button
          type="submit"
          name="intent"
          value="edit"
          disabled={busy}
          className={buttonClasses("secondary", "lg")}
        >
          <Pencil aria-hidden className="size-4" />
          {t("review.edit")}
        </button>
      </Form>
    </Panel>
  );
}

function PaymentStep({ page, actionData }: { page: FormPage; actionData?: ApplicationActionData }) {
  const { t } = useTranslation("applications");
  const navigation = useNavigation();
  const { kind, draft, payment } = page;
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const choice = payment?.choice;
  const providers = choice?.providers ?? [];
  const fee = draft.amountCents || draft.offer?.priceCents || 0;
  return (
    <Panel label={stepLabel(t, kind, "payment")}>
      <h2 className="text-xl font-semibold text-slate-900">{t("payment.heading")}</h2>
      <StepOpening
        page={page}
        actionData={actionData}
        notice={
          page.paymentReturn
            ? t(page.paymentReturn === "declined" ? "payment.declined" : "payment.cancelled")
            : null
        }
      />
      <FeeRow cents={fee} className="mt-5" large />
      <p className="mt-3 text-sm text-slate-600">
        {t("confirmation.tracking")}:{" "}
        <bdi dir="ltr" className="font-mono font-semibold text-slate-900">
          {draft.trackingId}
        </bdi>
      </p>
      <Form method="post" className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="idempotencyKey" value={payment?.idempotencyKey ?? ""} />
        {providers.length === 0 ? (
          <FormNotice tone="error">
            <p>{t("errors:screens.noPaymentMethodsAvailable")}</p>
          </FormNotice>
        ) : providers.length === 1 ? (
          <p className="text-sm text-slate-700">
            <input type="hidden" name="provider" value={providers[0]} />
            {t("payment.provider")}:{" "}
            <span className="font-medium">{t(`payment.providers.${providers[0]!}`)}</span>
          </p>
        ) : (
          <fieldset className="min-w-0">
            <legend className="text-sm font-medium text-slate-800">{t("payment.provider")}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {providers.map((provider) => (
                <label
                  key={provider}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-checked:border-brand has-checked:bg-brand-soft/40"
                >
                  <input
                    type="radio"
                    name="provider"
                    value={provider}
                    defaultChecked={provider === choice?.defaultProvider}
                    className="size-4 accent-brand"
                  />
                  <span className="text-sm font-medium text-slate-900">
                    {t(`payment.providers.${provider}`)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row-reverse sm:justify-start">
          <button
            type="submit"
            name="intent"
            value="pay"
            data-pay
            disabled={Boolean(busyIntent) || providers.length === 0}
            className={buttonClasses("primary", "lg")}
          >
            <ShieldCheck aria-hidden className="size-5" />
            {busyIntent === "pay" ? t("payment.paying") : t("payment.payNow")}
            {busyIntent === "pay" ? null : (
              <>
                {" · "}
                <Price cents={fee} />
              </>
            )}
          </button>
          <button
            type="submit"
            name="intent"
            value="back"
            disabled={Boolean(busyIntent)}
            className={buttonClasses("secondary", "lg")}
          >
            <ArrowLeft aria-hidden className="size-4 flip-rtl" />
            {t("payment.back")}
          </button>
        </div>
        <p className="text-sm text-slate-600">{t("payment.note")}</p>
      </Form>
    </Panel>
  );
}

/** "Discard draft", confirmed first (a disclosure: no JavaScript needed). */
function DiscardDraft() {
  const { t } = useTranslation("applications");
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={ref} className="group rounded-2xl border border-slate-200 bg-white px-5 py-3">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-medium text-red-700 marker:content-none">
        <Trash2 aria-hidden className="size-4" />
        {t("discard.open")}
      </summary>
      <div className="mt-3 border-t border-slate-100 pt-3">
        <p className="font-semibold text-slate-900">{t("discard.title")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("discard.body")}</p>
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="discard" className={buttonClasses("danger", "md")}>
            {t("discard.confirm")}
          </button>
          <button
            type="button"
            onClick={() => ref.current?.removeAttribute("open")}
            className={buttonClasses("secondary", "md")}
          >
            {t("discard.cancel")}
          </button>
        </Form>
      </div>
    </details>
  );
}

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

function Confirmation({ application }: { application: ApplicationView }) {
  const { t } = useTranslation("applications");
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const kind = application.kind;
  const rows: [string, ReactNode][] = [
    [
      t("confirmation.status"),
      t(`status.${application.status as "pending"}`, { defaultValue: application.status }),
    ],
    [t("confirmation.payment"), t(`paymentStatus.${application.paymentStatus}`)],
    [
      t("confirmation.submittedAt"),
      application.submittedAt ? formatDateLong(application.submittedAt, locale) : "—",
    ],
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
          <li>{t("confirmation.nextSteps.processing")}</li>
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
