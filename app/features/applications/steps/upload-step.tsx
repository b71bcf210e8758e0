// Without JavaScript one multipart post carries the details and every document.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useMemo, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import * as z from "zod";
import { FormError, FormNotice } from "../../../components/forms/form-error.tsx";
import { formatIssues, summaryOf } from "../../../components/forms/submission.ts";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { ArrowRight } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { ApplicationActionData } from "../application-action.server.ts";
import { DETAIL_FIELDS, detailsSchema } from "../details-schema.ts";
import { KINDS } from "../kinds.ts";
import { uploadHref } from "../links.ts";
import { useAutosave } from "./autosave.ts";
import { DetailInput } from "./detail-input.tsx";
import { DocumentDropZone } from "./document-drop-zone.tsx";
import { type FormPage, OfferSummary, Panel, StepHeading, stepLabel } from "./step-parts.tsx";

/** Accepts anything: "Save draft" keeps what was typed, checked or not (the server says what is missing later). */
const ANY_DETAILS = z.object({}).loose();

export function UploadStep({ page, actionData }: { page: FormPage; actionData?: ApplicationActionData }) {
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
  const autosave = useAutosave(form.id, DETAIL_FIELDS[kind], draft.details);

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
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <StepHeading>{t("form.heading")}</StepHeading>
        <p aria-live="polite" className="text-sm text-slate-500" data-autosave={autosave.state}>
          {autosave.state === "saving"
            ? t("form.autosave.saving")
            : autosave.state === "saved"
              ? t("form.autosave.saved")
              : autosave.state === "failed"
                ? t("form.autosave.failed")
                : null}
        </p>
      </div>
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
        onInput={autosave.onInput}
        onBlur={autosave.onBlur}
        onSubmit={(event) => {
          autosave.cancel();
          getFormProps(form).onSubmit?.(event);
        }}
        className="mt-6 flex flex-col gap-8"
      >
        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-slate-900">{t("form.detailsHeading")}</legend>
          <p className="mt-1 text-sm text-slate-600">{t("form.detailsIntro")}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {DETAIL_FIELDS[kind].map((name) =>
              fields[name] ? (
                <DetailInput key={name} name={name} meta={fields[name]} kind={kind} today={today} />
              ) : null,
            )}
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-slate-900">{t("form.documentsHeading")}</legend>
          <p className="mt-1 text-sm text-slate-600">{t("form.documentsIntro")}</p>
          <div className="mt-4 flex flex-col gap-6">
            {KINDS[kind].documents.map((slot) => (
              <DocumentDropZone
                key={slot.kind}
                kind={kind}
                slot={slot}
                documents={draft.documents}
                error={documentErrors?.[slot.kind]}
                uploadUrl={uploadHref(kind, slot.kind)}
                onRemoveStored={removeStored}
                onUploaded={onUploaded}
                removeForm={removeFormId}
              />
            ))}
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
