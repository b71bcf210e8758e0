// Refusals are answers with their status and translated messages, never a 500. Without JavaScript a multipart
// post streams its files to storage first.
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import * as z from "zod";
import {
  isDocumentRequest,
  parseSubmission,
  type ReplyOptions,
} from "../../components/forms/submission.server.ts";
import type { FormReply } from "../../components/forms/submission.ts";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import type { PaymentProvider } from "../../platform/db/schema/commerce.ts";
import type { DocumentKind } from "../../platform/db/schema/index.ts";
import { AppError, type ErrorPayload, toErrorPayload } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Services } from "../../platform/server/services.server.ts";
import { parseUploadForm, type UploadForm } from "../../platform/storage/uploads.server.ts";
import { offerParam, type PaymentPort } from "./application-page.server.ts";
import { type ApplicationRow, draftRow } from "./application-view.server.ts";
import { DETAIL_FIELDS, type DetailField } from "./details-schema.ts";
import { attachDocuments, removeDocument, uploadRules } from "./draft-documents.server.ts";
import {
  applicantOf,
  autosaveDetails,
  chooseOffer,
  type DraftProblems,
  discardDraft,
  moveDraft,
  openDraft,
  saveDetails,
} from "./drafts.server.ts";
import { type FormRouteArgs, isMultipart, postingApplicant } from "./form-request.server.ts";
import { type ApplicationKind, KINDS, slotOf } from "./kinds.ts";
import { resubmitAction } from "./resubmit-action.server.ts";

export interface ApplicationActionData {
  ok: boolean;
  result?: FormReply;
  documentErrors?: Partial<Record<DocumentKind, string>>;
  error?: ErrorPayload;
  /** the session ended meanwhile: open the sign-in dialog */
  needsLogin?: boolean;
  saved?: boolean;
}

/** Returned, not thrown, so that a fetcher shows it: `{ ok: false, error }` with its status. */
function refused(payload: ErrorPayload, extra: Partial<ApplicationActionData> = {}) {
  return data<ApplicationActionData>({ ok: false, error: payload, ...extra }, { status: payload.status });
}

const asTyped = z.string().optional();
const DETAILS_AS_TYPED = Object.fromEntries(
  Object.values(DETAIL_FIELDS)
    .flat()
    .map((field) => [field, asTyped]),
) as Record<DetailField, typeof asTyped>;

/** Other fields are ignored; an unknown intent is a 400. */
const ACTION_SCHEMA = z.discriminatedUnion("intent", [
  // The details as typed (any kind's): the drafts keep them, checked or not, and judge them on `continue`.
  z.object({ intent: z.enum(["save", "continue", "autosave"]), ...DETAILS_AS_TYPED }),
  z.object({ intent: z.enum(["edit", "back", "confirm", "discard"]) }),
  // The choose step: a visa offer's slug (`offer`) or a licence plan's id (`plan`), as the page's address names it.
  z.object({ intent: z.literal("choose"), offer: z.string().optional(), plan: z.string().optional() }),
  z.object({
    intent: z.literal("pay"),
    provider: z.string().optional(),
    idempotencyKey: z.string().optional(),
  }),
  z.object({ intent: z.literal("remove-document"), documentId: z.string().optional() }),
]);

interface Posted {
  services: Services;
  locale: Locale;
  t: ReturnType<typeof translator>;
  user: SignedInUser;
  draft: ApplicationRow;
  request: Request;
  pagePath: string;
}

export async function applicationFormAction(
  args: FormRouteArgs,
  kind: ApplicationKind,
  payment: PaymentPort,
) {
  const resubmitting = new URL(args.request.url).searchParams.get("resubmit");
  if (resubmitting !== null) return resubmitAction(args, kind, resubmitting);
  const { services, locale } = args.context.get(appContext);
  const t = translator(locale);
  const poster = postingApplicant(args);
  if ("refusal" in poster) return refused(poster.refusal, { needsLogin: true });
  const { user } = poster;
  try {
    await enforceRateLimit(services, "applications", user.id);
    const draft = await openDraft(services.db, applicantOf(user), kind, locale);

    let form: Request | URLSearchParams = args.request;
    if (isMultipart(args.request)) {
      let upload: UploadForm;
      try {
        upload = await parseUploadForm(args.request, uploadRules(draft), services.storage);
      } catch (error) {
        const payload = toErrorPayload(error, t);
        const slot = payload.field && slotOf(kind, payload.field) ? (payload.field as DocumentKind) : null;
        return refused(payload, slot ? { documentErrors: { [slot]: payload.message } } : {});
      }
      if (Object.keys(upload.files).length)
        await attachDocuments(services.db, services.storage, draft, upload.files);
      form = new URLSearchParams(upload.fields);
    }
    // Emptied fields stay "": saving them clears the draft's values.
    const parsed = await parseSubmission(form, ACTION_SCHEMA, { t, keepEmpty: true });
    if (!parsed.ok) throw new AppError("API_BAD_REQUEST");

    const fresh = await openDraft(services.db, applicantOf(user), kind, locale);
    const posted: Posted = {
      services,
      locale,
      t,
      user,
      draft: fresh,
      request: args.request,
      pagePath: KINDS[kind].path,
    };
    const value = parsed.value;
    switch (value.intent) {
      case "autosave": {
        const { intent: _intent, ...values } = value;
        const saved = await autosaveDetails(services.db, fresh, values);
        return data<ApplicationActionData>({ ok: true, saved });
      }
      case "save":
      case "continue":
        return await saveOrContinue(posted, { ...value, intent: value.intent }, parsed.reply);
      case "edit":
      case "back":
        await moveDraft(services.db, fresh, value.intent === "edit" ? "upload" : "review", locale);
        return redirect(posted.pagePath, 303);
      case "choose":
        return await choose(posted, value[offerParam(kind)] ?? "");
      case "confirm":
        return await confirm(posted);
      case "pay":
        return await pay(posted, payment, value);
      case "discard":
        await discardDraft(services.db, services.storage, fresh);
        return redirect(`${posted.pagePath}?discarded=1`, 303);
      case "remove-document":
        return await removeOne(posted, value.documentId ?? "");
    }
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error, kind }, "application action failed");
    return refused(payload);
  }
}

async function saveOrContinue(
  { services, locale, t, draft, pagePath }: Posted,
  { intent, ...values }: { intent: "save" | "continue" } & Partial<Record<DetailField, string>>,
  reply: (options?: ReplyOptions) => FormReply,
) {
  const advance = intent === "continue";
  const { problems } = await saveDetails(services.db, draft, { values, advance, locale });
  if (!problems) {
    if (advance) return redirect(pagePath, 303);
    return data<ApplicationActionData>({ ok: true, saved: true, result: reply() });
  }
  const message = problems.form
    ? problems.fields.offer && Object.keys(problems.fields).length === 1
      ? t("applications:form.chooseOffer")
      : t(problems.form)
    : undefined;
  const fieldErrors = detailErrorsOf(problems, t);
  return data<ApplicationActionData>(
    {
      ok: false,
      result: reply(message || Object.keys(fieldErrors).length ? { formError: message, fieldErrors } : {}),
      documentErrors: documentErrorsOf(problems, t),
      error: message ? { code: "VALIDATION_REQUIRED_FIELD", message, status: 400 } : undefined,
    },
    { status: 400 },
  );
}

function detailErrorsOf(problems: DraftProblems, t: Posted["t"]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(problems.fields)) {
    if (!field.startsWith("documents.") && field !== "offer") errors[field] = t(key);
  }
  return errors;
}

function documentErrorsOf(problems: DraftProblems, t: Posted["t"]): Partial<Record<DocumentKind, string>> {
  const errors: Partial<Record<DocumentKind, string>> = {};
  for (const [field, key] of Object.entries(problems.fields)) {
    if (field.startsWith("documents.")) errors[field.slice("documents.".length) as DocumentKind] = t(key);
  }
  return errors;
}

/** The only way an offer reaches a draft: a GET with ?offer= / ?plan= proposes it, this post takes it. */
async function choose({ services, locale, t, user, draft, pagePath }: Posted, ref: string) {
  // A draft at payment keeps the fee it showed (a stale choose page): the page shows where it is.
  if (draft.draftStep === "payment") return redirect(pagePath, 303);
  const chosen = await services.db.transaction(async (tx) => {
    if (!(await chooseOffer(tx, draft, ref))) return false;
    // Another offer: what was reviewed is no longer what is applied for (the same one keeps its review).
    const row = await draftRow(tx, user.id, draft.kind);
    const changed =
      row?.visaOfferId !== draft.visaOfferId || row?.drivingLicenseOfferId !== draft.drivingLicenseOfferId;
    if (row && changed && row.draftStep === "review") await moveDraft(tx, row, "upload", locale);
    return true;
  });
  if (!chosen)
    return refused({
      code: "VALIDATION_INVALID_FORMAT",
      message: t("applications:choose.unknown"),
      status: 400,
    });
  return redirect(pagePath, 303);
}

async function confirm({ services, locale, t, draft, pagePath }: Posted) {
  if (draft.draftStep !== "review") return redirect(pagePath, 303);
  const { problems } = await moveDraft(services.db, draft, "payment", locale);
  // Something changed since the review (an offer withdrawn, a birthday passed): the review says what.
  if (problems?.form) {
    return refused({ code: "VALIDATION_INVALID_FORMAT", message: t(problems.form), status: 400 });
  }
  return redirect(pagePath, 303);
}

async function pay(
  { services, locale, t, user, draft, pagePath }: Posted,
  payment: PaymentPort,
  fields: { provider?: string; idempotencyKey?: string },
) {
  if (draft.draftStep !== "payment") return redirect(pagePath, 303);
  const choice = await payment.choice(services, user);
  const provider = (fields.provider || choice.defaultProvider) as PaymentProvider | null;
  if (!provider || !choice.providers.includes(provider)) {
    const message = t(
      choice.providers.length
        ? "applications:payment.chooseProvider"
        : "errors:screens.noPaymentMethodsAvailable",
    );
    return refused({ code: "BUSINESS_INVALID_STATE", message, status: 409 });
  }
  const key = fields.idempotencyKey;
  const idempotencyKey = key && /^[0-9a-f-]{36}$/i.test(key) ? key : randomUUID();
  const url = await payment.start(services, {
    user,
    applicationId: draft.id,
    provider,
    locale,
    idempotencyKey,
  });
  return redirect(url, 303);
}

async function removeOne({ services, draft, request, pagePath }: Posted, documentId: string) {
  const removed = await removeDocument(services.db, services.storage, draft, documentId);
  if (!removed) throw new AppError("API_NOT_FOUND");
  if (!isDocumentRequest(request)) return data<ApplicationActionData>({ ok: true });
  return redirect(pagePath, 303);
}
