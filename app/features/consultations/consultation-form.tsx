import { getFormProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CheckboxField, Field, SelectField, TextareaField } from "../../components/forms/field.tsx";
import { FormError } from "../../components/forms/form-error.tsx";
import { Honeypot } from "../../components/forms/honeypot.tsx";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { CircleCheck } from "../../components/ui/icons.tsx";
import { CONSULTANT_REPLY_HOURS } from "../../platform/domain/constants.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "../../platform/domain/validation.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  BUDGET_RANGES,
  BUSINESS_TYPES,
  businessConsultationSchema,
  COMPANY_NAME_MAX_LENGTH,
  CONSULTATION_MESSAGE_MAX_LENGTH,
  type ConsultationActionData,
  type ConsultationConfirmation,
  type ConsultationTopic,
  educationConsultationSchema,
  JURISDICTIONS,
  TIMELINES,
} from "./consultation-schemas.ts";

export interface ConsultationFormProps {
  topic: ConsultationTopic;
  prefill: { name: string; email: string } | null;
  actionData?: ConsultationActionData;
  confirmation: ConsultationConfirmation | null;
  pageHref: string;
}

const messageParams = { max: CONSULTATION_MESSAGE_MAX_LENGTH };
/** Isolated (LRI…PDI), so that it reads left to right inside an Arabic sentence. */
const PHONE_EXAMPLE = "\u2066+971 50 123 4567\u2069";

/** Spec §2. Works without JavaScript; with it, the server's schema checks it first. */
export function ConsultationForm(props: ConsultationFormProps) {
  if (props.confirmation) return <ConsultationConfirmed {...props} confirmation={props.confirmation} />;
  return props.topic === "business" ? <BusinessForm {...props} /> : <EducationForm {...props} />;
}

function FormIntro({ topic }: { topic: ConsultationTopic }) {
  const { t } = useTranslation("consultations");
  return (
    <div>
      <h2 id="consultation-title" className="text-xl font-semibold text-slate-900">
        {t(`form.title.${topic}`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("form.intro", { hours: CONSULTANT_REPLY_HOURS })}</p>
    </div>
  );
}

function useBusy() {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formMethod === "POST";
}

function SubmitButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation("consultations");
  return (
    <>
      <Button type="submit" size="lg" isDisabled={busy} className="w-full" aria-busy={busy || undefined}>
        {busy ? (
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
          />
        ) : null}
        {busy ? t("form.submitting") : t("form.submit")}
      </Button>
      <p className="text-center text-xs text-slate-500">{t("form.privacy")}</p>
    </>
  );
}

function ContactFields({
  fields,
}: {
  fields: ReturnType<typeof useSchemaForm<typeof educationConsultationSchema>>[1];
}) {
  const { t } = useTranslation("consultations");
  return (
    <>
      <Field
        meta={fields.fullName}
        label={t("form.fields.fullName")}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        aria-required
      />
      <Field
        meta={fields.email}
        label={t("form.fields.email")}
        description={t("form.fields.emailHint")}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        maxLength={EMAIL_MAX_LENGTH}
        aria-required
      />
      <Field
        meta={fields.phone}
        label={t("form.fields.phone")}
        description={t("form.fields.phoneHint", { example: PHONE_EXAMPLE })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        maxLength={PHONE_MAX_LENGTH}
        aria-required
      />
    </>
  );
}

function EducationForm({ topic, prefill, actionData }: ConsultationFormProps) {
  const { t } = useTranslation("consultations");
  const busy = useBusy();
  const [form, fields] = useSchemaForm(educationConsultationSchema, {
    id: `consultation-${topic}`,
    lastResult: actionData?.result,
    messageParams,
    defaultValue: { fullName: prefill?.name ?? "", email: prefill?.email ?? "" },
  });
  return (
    <div className="flex flex-col gap-5">
      <FormIntro topic={topic} />
      {busy ? null : <FormError form={form} summary />}
      <Form
        method="post"
        preventScrollReset
        {...getFormProps(form)}
        aria-label={t(`form.label.${topic}`)}
        aria-busy={busy || undefined}
        className="relative flex flex-col gap-4"
      >
        <Honeypot />
        <ContactFields fields={fields} />
        <TextareaField
          meta={fields.message}
          label={t("form.fields.message")}
          description={t(`form.fields.messageHint.${topic}`, { max: CONSULTATION_MESSAGE_MAX_LENGTH })}
          maxLength={CONSULTATION_MESSAGE_MAX_LENGTH}
          rows={4}
        />
        <SubmitButton busy={busy} />
      </Form>
    </div>
  );
}

function BusinessForm({ prefill, actionData }: ConsultationFormProps) {
  const { t } = useTranslation("consultations");
  const busy = useBusy();
  const [form, fields] = useSchemaForm(businessConsultationSchema, {
    id: "consultation-business",
    lastResult: actionData?.result,
    messageParams,
    defaultValue: { fullName: prefill?.name ?? "", email: prefill?.email ?? "" },
  });
  const choose = t("form.fields.choose");
  return (
    <div className="flex flex-col gap-5">
      <FormIntro topic="business" />
      {busy ? null : <FormError form={form} summary />}
      <Form
        method="post"
        preventScrollReset
        {...getFormProps(form)}
        aria-label={t("form.label.business")}
        aria-busy={busy || undefined}
        className="relative flex flex-col gap-4"
      >
        <Honeypot />
        <ContactFields fields={fields} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <SelectField
            meta={fields.preferredCountry}
            label={t("form.fields.preferredCountry")}
            placeholder={choose}
            options={JURISDICTIONS.map((value) => ({ value, label: t(`form.countries.${value}`) }))}
            aria-required
          />
          <SelectField
            meta={fields.businessType}
            label={t("form.fields.businessType")}
            placeholder={choose}
            options={BUSINESS_TYPES.map((value) => ({ value, label: t(`form.businessTypes.${value}`) }))}
            aria-required
          />
        </div>
        <Field
          meta={fields.companyName}
          label={t("form.fields.companyName")}
          description={t("form.fields.companyNameHint")}
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX_LENGTH}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <SelectField
            meta={fields.estimatedBudget}
            label={t("form.fields.estimatedBudget")}
            placeholder={choose}
            options={BUDGET_RANGES.map(({ value }) => ({ value, label: t(`form.budgets.${value}`) }))}
          />
          <SelectField
            meta={fields.timeline}
            label={t("form.fields.timeline")}
            placeholder={choose}
            options={TIMELINES.map((value) => ({ value, label: t(`form.timelines.${value}`) }))}
          />
        </div>
        <TextareaField
          meta={fields.message}
          label={t("form.fields.message")}
          description={t("form.fields.messageHint.business", { max: CONSULTATION_MESSAGE_MAX_LENGTH })}
          maxLength={CONSULTATION_MESSAGE_MAX_LENGTH}
          rows={4}
        />
        <CheckboxField
          meta={fields.newsletter}
          label={t("form.fields.newsletter")}
          description={t("form.fields.newsletterHint")}
        />
        <SubmitButton busy={busy} />
      </Form>
    </div>
  );
}

/** The consultants reply within 24 hours (spec §9). */
function ConsultationConfirmed({
  confirmation,
  pageHref,
}: ConsultationFormProps & { confirmation: ConsultationConfirmation }) {
  const { t } = useTranslation("consultations");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="consultation-confirmed" data-consultation={confirmation.reference}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CircleCheck aria-hidden className="size-6" />
        </span>
        <div role="status">
          <h2
            id="consultation-confirmed"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            {t("confirmed.title")}
          </h2>
          <p className="mt-1 text-slate-700">{t("confirmed.reply", { hours: CONSULTANT_REPLY_HOURS })}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600">{t("confirmed.emailSent")}</p>
      <p className="text-sm font-medium break-all text-slate-800">
        <bdi dir="ltr">{confirmation.email}</bdi>
      </p>
      <div className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3">
        <p className="text-xs font-medium tracking-wide text-emerald-800 uppercase">
          {t("confirmed.reference")}
        </p>
        <p className="mt-0.5 font-mono text-lg font-bold text-emerald-950">
          <bdi dir="ltr">{confirmation.reference}</bdi>
        </p>
      </div>
      <p className="mt-4 text-sm text-slate-600">{t("confirmed.next")}</p>
      <Link
        to={pageHref}
        preventScrollReset
        className="mt-4 inline-block rounded py-2 text-sm font-medium text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
      >
        {t("confirmed.another")}
      </Link>
    </section>
  );
}
