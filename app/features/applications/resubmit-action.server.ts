// The form's post while staff wait for the applicant (`?resubmit=<tracking id>`): the corrected details, and
// without JavaScript the files too, then back to processing. Never opens a draft.
import { data, redirect } from "react-router";
import * as z from "zod";
import { parseSubmission } from "../../components/forms/submission.server.ts";
import type { DocumentKind } from "../../platform/db/schema/index.ts";
import { applicationTrackingHref } from "../../platform/domain/application-paths.ts";
import { AppError, toErrorPayload } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { appContext } from "../../platform/server/context.ts";
import { parseUploadForm } from "../../platform/storage/uploads.server.ts";
import {
  editableItems,
  latestActionRequest,
  ownApplicationAwaitingAction,
  resubmitApplication,
} from "./action-request.server.ts";
import type { ApplicationActionData } from "./application-action.server.ts";
import { DETAIL_FIELDS, type DetailField } from "./details-schema.ts";
import { attachDocuments, uploadRules } from "./draft-documents.server.ts";
import { type FormRouteArgs, isMultipart, postingApplicant } from "./form-request.server.ts";
import type { ApplicationKind } from "./kinds.ts";
import { sendStatusMail } from "./status.server.ts";

const asTyped = z.string().optional();
const RESUBMIT_SCHEMA = z.object({
  intent: z.literal("resubmit"),
  ...(Object.fromEntries(
    Object.values(DETAIL_FIELDS)
      .flat()
      .map((field) => [field, asTyped]),
  ) as Record<DetailField, typeof asTyped>),
});

export async function resubmitAction(args: FormRouteArgs, kind: ApplicationKind, trackingId: string) {
  const { services, locale } = args.context.get(appContext);
  const t = translator(locale);
  const refused = (error: unknown, extra: Partial<ApplicationActionData> = {}) => {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error, kind }, "resubmission failed");
    return data<ApplicationActionData>({ ok: false, error: payload, ...extra }, { status: payload.status });
  };
  const poster = postingApplicant(args);
  if ("refusal" in poster) {
    return data<ApplicationActionData>(
      { ok: false, error: poster.refusal, needsLogin: true },
      { status: poster.refusal.status },
    );
  }
  const { user } = poster;
  try {
    await enforceRateLimit(services, "applications", user.id);
    const row = await ownApplicationAwaitingAction(services.db, user.id, trackingId);
    if (row.kind !== kind) throw new AppError("API_NOT_FOUND");
    let form: Request | URLSearchParams = args.request;
    if (isMultipart(args.request)) {
      const { documents } = editableItems(kind, await latestActionRequest(services.db, row.id));
      const rules = Object.fromEntries(
        Object.entries(uploadRules(row)).filter(([slot]) => documents.some((d) => d.kind === slot)),
      );
      const upload = await parseUploadForm(args.request, rules, services.storage);
      if (Object.keys(upload.files).length)
        await attachDocuments(services.db, services.storage, row, upload.files);
      form = new URLSearchParams(upload.fields);
    }
    const parsed = await parseSubmission(form, RESUBMIT_SCHEMA, { t, keepEmpty: true });
    if (!parsed.ok) throw new AppError("API_BAD_REQUEST");
    const { intent: _intent, ...values } = parsed.value;
    const outcome = await resubmitApplication(services.db, { userId: user.id, trackingId, values });
    if ("problems" in outcome) {
      const { fields, form: formKey } = outcome.problems;
      const fieldErrors: Record<string, string> = {};
      const documentErrors: Partial<Record<DocumentKind, string>> = {};
      for (const [field, key] of Object.entries(fields)) {
        if (field.startsWith("documents.")) documentErrors[field.slice(10) as DocumentKind] = t(key);
        else fieldErrors[field] = t(key);
      }
      const message = formKey ? t(formKey) : undefined;
      return data<ApplicationActionData>(
        {
          ok: false,
          result: parsed.reply({ formError: message, fieldErrors }),
          documentErrors,
          ...(message ? { error: { code: "VALIDATION_REQUIRED_FIELD", message, status: 400 } } : {}),
        },
        { status: 400 },
      );
    }
    await sendStatusMail(services, outcome.change);
    return redirect(`${applicationTrackingHref(kind, trackingId)}&resubmitted=1`, 303);
  } catch (error) {
    return refused(error);
  }
}
