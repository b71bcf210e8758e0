import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { ArrowRight, FileText, Pencil } from "../../../components/ui/icons.tsx";
import { formatDateLong } from "../../../platform/i18n/format.ts";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { ApplicationActionData } from "../application-action.server.ts";
import { DETAIL_FIELDS } from "../details-schema.ts";
import { KINDS } from "../kinds.ts";
import {
  FeeRow,
  type FormPage,
  fieldLabel,
  Panel,
  StepHeading,
  StepOpening,
  stepLabel,
} from "./step-parts.tsx";

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

export function ReviewStep({ page, actionData }: { page: FormPage; actionData?: ApplicationActionData }) {
  const { t } = useTranslation("applications");
  const locale = useLocale();
  const navigation = useNavigation();
  const { kind, draft } = page;
  const busy = navigation.state !== "idle";
  return (
    <Panel label={stepLabel(t, kind, "review")}>
      <StepHeading>{t("review.heading")}</StepHeading>
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
