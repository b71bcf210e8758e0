// Asking the applicant for something, and rejecting (confirmed first, with the fee refunded in the same step).
import { useId, useRef } from "react";
import { Form } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { NoteField } from "../../../components/admin/detail-frame.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import type { DocumentKind } from "../../../platform/db/schema/index.ts";
import { formatMoney } from "../../../platform/i18n/format.ts";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { ApplicationDetail } from "./applications.server.ts";

type RequestsT = ReturnType<typeof useTranslation<"adminRequests">>["t"];

const DOCUMENT_KINDS = new Set<string>([
  "personal_photo",
  "passport_copy",
  "additional",
  "license_front",
  "license_copy",
  "passport_page",
  "id_copy",
]);

export function isDocumentItem(item: string): item is DocumentKind {
  return DOCUMENT_KINDS.has(item);
}

export function requestItemLabel(t: RequestsT, item: string): string {
  return isDocumentItem(item)
    ? t(`documentKind.${item}`)
    : t(`fields.${item as "fullName"}`, { defaultValue: item });
}

function NoteFields({
  prefix,
  labels,
  maxLength,
  field,
  hint,
}: {
  prefix: string;
  labels: [en: string, ar: string];
  maxLength: number;
  field: string | undefined;
  hint?: string;
}) {
  return (
    <>
      {(["en", "ar"] as const).map((lang, index) => (
        <NoteField
          key={lang}
          id={`${prefix}-${lang}`}
          label={labels[index]!}
          name={`note_${lang}`}
          lang={lang}
          dir={lang === "en" ? "ltr" : "rtl"}
          rows={3}
          maxLength={maxLength}
          invalid={field === `note_${lang}`}
          hint={lang === "ar" ? hint : undefined}
          hintId={lang === "ar" && hint ? `${prefix}-hint` : undefined}
        />
      ))}
    </>
  );
}

export function RequestActionForm({
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
  const field = actionData && !actionData.ok ? actionData.error.field : undefined;
  const groups = [
    {
      legend: t("application.request.fields"),
      items: application.requestable.filter((i) => !isDocumentItem(i)),
    },
    { legend: t("application.request.documents"), items: application.requestable.filter(isDocumentItem) },
  ];
  return (
    <Form method="post" key={application.status} className="space-y-4" data-form="request-action">
      <p className="text-sm text-slate-600">{t("application.request.intro")}</p>
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name="from" value={application.status} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("application.request.items")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {groups.map((group) => (
            <fieldset key={group.legend}>
              <legend className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {group.legend}
              </legend>
              <div className="space-y-1.5">
                {group.items.map((item) => (
                  <label key={item} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name="items"
                      value={item}
                      className="size-4 accent-[var(--color-brand)]"
                    />
                    {requestItemLabel(t, item)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </fieldset>
      <NoteFields
        prefix={`${id}-request`}
        labels={[t("application.request.noteEn"), t("application.request.noteAr")]}
        maxLength={noteMaxLength}
        field={field}
        hint={t("application.request.noteHint", { max: noteMaxLength })}
      />
      <button type="submit" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
        {t("application.request.submit")}
      </button>
    </Form>
  );
}

/** A disclosure holds the confirmation, so it needs no JavaScript; the server refuses without `confirm`. */
export function RejectForm({
  application,
  noteMaxLength,
  actionData,
}: {
  application: ApplicationDetail;
  noteMaxLength: number;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminRequests");
  const locale = useLocale();
  const id = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  const field = actionData && !actionData.ok ? actionData.error.field : undefined;
  const paid = application.paymentStatus === "paid";
  return (
    <details ref={ref} key={application.status} className="group" data-form="reject">
      <summary className={buttonClasses("danger", "md", "w-full cursor-pointer list-none sm:w-auto")}>
        {t("application.reject.open")}
      </summary>
      <Form method="post" className="mt-4 space-y-4 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-600">{t("application.reject.intro")}</p>
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="from" value={application.status} />
        <input type="hidden" name="confirm" value="yes" />
        <NoteFields
          prefix={`${id}-reject`}
          labels={[t("application.reject.noteEn"), t("application.reject.noteAr")]}
          maxLength={noteMaxLength}
          field={field}
        />
        {paid ? (
          <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="refund" className="mt-0.5 size-4 accent-[var(--color-brand)]" />
            <span>
              {t("application.reject.refund", { amount: formatMoney(application.amountCents, locale) })}
              <span className="block text-xs text-slate-500">{t("application.reject.refundHint")}</span>
            </span>
          </label>
        ) : (
          <p className="text-sm text-slate-600">{t("application.reject.notPaid")}</p>
        )}
        <div className="rounded-lg bg-red-50 p-3 ring-1 ring-red-200">
          <p className="font-semibold text-red-900">{t("application.reject.confirmTitle")}</p>
          <p className="mt-1 text-sm text-red-800">{t("application.reject.confirmBody")}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses("danger", "md")}>
              {t("application.reject.confirm")}
            </button>
            <button
              type="button"
              onClick={() => ref.current?.removeAttribute("open")}
              className={buttonClasses("secondary", "md")}
            >
              {t("application.reject.cancel")}
            </button>
          </div>
        </div>
      </Form>
    </details>
  );
}
