// The same application, opened again because staff asked for something: only the named details and documents
// can change, and sending it returns it to processing. Without JavaScript one multipart post carries it all.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { FormError, FormNotice } from "../../../components/forms/form-error.tsx";
import { formatIssues } from "../../../components/forms/submission.ts";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { Send } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { ActionRequestNotice } from "../action-request-notice.tsx";
import type { ApplicationActionData } from "../application-action.server.ts";
import type { ApplicationPage } from "../application-page.server.ts";
import { detailsSchema } from "../details-schema.ts";
import { KINDS } from "../kinds.ts";
import { uploadHref } from "../links.ts";
import { DetailInput } from "./detail-input.tsx";
import { DocumentDropZone } from "./document-drop-zone.tsx";
import { OfferSummary, Panel } from "./step-parts.tsx";

type ResubmitPage = Extract<ApplicationPage, { view: "resubmit" }>;

export function ResubmitStep({
  page,
  actionData,
}: {
  page: ResubmitPage;
  actionData?: ApplicationActionData;
}) {
  const { t } = useTranslation("applications");
  const { t: tc } = useTranslation();
  const { kind, application, request, fields: editable, documents, today } = page;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const schema = useMemo(
    () => detailsSchema(kind, today).pick(Object.fromEntries(editable.map((f) => [f, true])) as never),
    [kind, today, editable],
  );
  const [form, fields] = useForm<Record<string, string>>({
    id: `resubmit-${kind}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: application.details,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, formatError: formatIssues(tc) }) as never,
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const action = `?resubmit=${encodeURIComponent(application.trackingId)}`;
  const removeStored = useCallback(
    async (id: string): Promise<string | null> => {
      try {
        const response = await fetch(uploadHref(kind, undefined, application.trackingId), {
          method: "POST",
          headers: { Accept: "application/json" },
          body: new URLSearchParams({ intent: "remove-document", documentId: id }),
        });
        if (response.ok) {
          revalidator.revalidate();
          return null;
        }
        const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        return answer?.error?.message ?? t("upload.removeFailed");
      } catch {
        return t("upload.removeFailed");
      }
    },
    [kind, application.trackingId, revalidator, t],
  );
  const documentErrors = navigation.state === "idle" ? actionData?.documentErrors : undefined;
  const refusal =
    navigation.state === "idle" && actionData && !actionData.ok && !actionData.result
      ? actionData.error
      : undefined;
  return (
    <Panel>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t("resubmit.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("resubmit.intro")}{" "}
        <bdi dir="ltr" className="font-mono text-slate-800">
          {application.trackingId}
        </bdi>
      </p>
      <ActionRequestNotice kind={kind} request={request} className="mt-5" headingLevel="h3" />
      {application.offer ? (
        <div className="mt-5">
          <OfferSummary kind={kind} offer={application.offer} />
        </div>
      ) : null}
      {refusal && !actionData?.needsLogin ? (
        <FormNotice tone="error" className="mt-5">
          <p>{refusal.message}</p>
        </FormNotice>
      ) : null}
      {busy ? null : <FormError form={form} className="mt-5" />}
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        preventScrollReset
        {...getFormProps(form)}
        className="mt-6 flex flex-col gap-8"
      >
        {editable.length ? (
          <fieldset className="min-w-0">
            <legend className="text-lg font-semibold text-slate-900">{t("form.detailsHeading")}</legend>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {editable.map((name) =>
                fields[name] ? (
                  <DetailInput key={name} name={name} meta={fields[name]} kind={kind} today={today} />
                ) : null,
              )}
            </div>
          </fieldset>
        ) : null}
        {documents.length ? (
          <fieldset className="min-w-0">
            <legend className="text-lg font-semibold text-slate-900">{t("form.documentsHeading")}</legend>
            <div className="mt-4 flex flex-col gap-6">
              {KINDS[kind].documents
                .filter((slot) => documents.includes(slot.kind))
                .map((slot) => (
                  <DocumentDropZone
                    key={slot.kind}
                    kind={kind}
                    slot={slot}
                    documents={application.documents}
                    error={documentErrors?.[slot.kind]}
                    uploadUrl={uploadHref(kind, slot.kind, application.trackingId)}
                    onRemoveStored={removeStored}
                  />
                ))}
            </div>
          </fieldset>
        ) : null}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row-reverse sm:justify-start">
          <button
            type="submit"
            name="intent"
            value="resubmit"
            disabled={busy}
            className={buttonClasses("primary", "lg")}
          >
            <Send aria-hidden className="size-4 flip-rtl" />
            {busy ? t("resubmit.sending") : t("resubmit.submit")}
          </button>
        </div>
      </Form>
    </Panel>
  );
}
