/**
 * The server side of the three application forms (/visa-application-form, /international-driving-license,
 * /driving-license-application) and of their upload route (/applications/upload): what each step's page
 * loads, and every action of the form. The routes stay thin; the payment is handed in by the route
 * (`PaymentPort`, from features/checkout: a feature imports no other feature, decision 020).
 *
 * Every request is the signed-in applicant's: a visitor's page request goes to the sign-in dialog on the same
 * page ("Please log in to continue with your application", back to the same address afterwards), any post of a
 * visitor is a translated 401. Writes (saves, uploads, moves, payments) are rate-limited per applicant.
 */
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import * as z from "zod";
import { parseSubmission } from "../../components/forms/submission.server.ts";
import type { FormReply } from "../../components/forms/submission.ts";
import { requireUser, signedInUser, statusError } from "../../platform/auth/guards.server.ts";
import { displayName, type SignedInUser } from "../../platform/auth/session.server.ts";
import type { PaymentProvider } from "../../platform/db/schema/commerce.ts";
import type { DocumentKind } from "../../platform/db/schema/index.ts";
import { AppError, type ErrorPayload, toErrorPayload } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.server.ts";
import { formatDate } from "../../platform/i18n/format.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { PaymentChoice } from "../../platform/payments/choice.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Services } from "../../platform/server/services.server.ts";
import { parseUploadForm, type UploadForm } from "../../platform/storage/uploads.server.ts";
import {
  type ApplicationView,
  attachDocuments,
  chooseOffer,
  type DraftProblems,
  discardDraft,
  getDraft,
  getSubmitted,
  moveDraft,
  openDraft,
  problemsOf,
  removeDocument,
  saveDetails,
  uploadRules,
} from "./drafts.server.ts";
import { type ApplicationKind, isApplicationKind, KINDS, slotOf } from "./kinds.ts";
import { type OfferChoice, offerChoices } from "./offers.server.ts";
import { DETAIL_FIELDS } from "./schema.ts";

interface Args {
  request: Request;
  context: Parameters<typeof requireUser>[0]["context"];
}

/** How the route pays an application (features/checkout), handed in so that this feature does not import it. */
export interface PaymentPort {
  /** The providers the applicant may pay with. */
  choice(services: Services, user: SignedInUser): Promise<PaymentChoice>;
  /** Opens the provider's payment page for the application's fee; answers its address. */
  start(
    services: Services,
    input: {
      user: SignedInUser;
      applicationId: string;
      provider: PaymentProvider;
      locale: Locale;
      idempotencyKey: string;
    },
  ): Promise<string>;
}

/** The query parameter naming the offer (visa: its slug) or plan (licences: its id) of the form. */
export function offerParam(kind: ApplicationKind): "offer" | "plan" {
  return KINDS[kind].offer === "visa" ? "offer" : "plan";
}

export type ApplicationPage =
  /** A visitor, shown the sign-in dialog over the page (the URL's ?login=1). */
  | { view: "visitor"; kind: ApplicationKind }
  /** Signed in, but the application has no offer yet: choose one. */
  | {
      view: "choose";
      kind: ApplicationKind;
      choices: OfferChoice[];
      /** the URL named an offer that is not (or no longer) on sale */
      unknownOffer: boolean;
      draft: ApplicationView | null;
    }
  | {
      view: "form";
      kind: ApplicationKind;
      draft: ApplicationView;
      /** the server's UTC day (yyyy-MM-dd): dates of birth and travel are judged against it */
      today: string;
      /** at the review step: what still stops it (an offer withdrawn, a birthday passed); null when fine */
      problems: DraftProblems | null;
      /** at the payment step */
      payment: { choice: PaymentChoice; idempotencyKey: string } | null;
      /** the payment was declined or cancelled at the provider (?payment=…) */
      paymentReturn: "declined" | "cancelled" | null;
    }
  | { view: "confirmation"; kind: ApplicationKind; application: ApplicationView };

/** Returned, not thrown, so that a fetcher shows it: `{ ok: false, error }` with its status. */
function refused(payload: ErrorPayload, extra: Partial<ApplicationActionData> = {}) {
  return data<ApplicationActionData>({ ok: false, error: payload, ...extra }, { status: payload.status });
}

/** What the form's action answers when it does not redirect. */
export interface ApplicationActionData {
  ok: boolean;
  /** the details form: values sent and the message of each refused field, translated (Conform's reply) */
  result?: FormReply;
  /** the message of each document slot that is missing or was refused, translated */
  documentErrors?: Partial<Record<DocumentKind, string>>;
  /** the message for the whole form, translated */
  error?: ErrorPayload;
  /** the visitor has no session (any more): open the sign-in dialog */
  needsLogin?: boolean;
  /** the draft was saved */
  saved?: boolean;
}

/**
 * The page of a form: the visitor's (sign-in dialog), the offer chooser, the draft at its step, or the
 * confirmation of a submitted application (`?submitted=<tracking id>`, the applicant's own only: 404 for
 * anyone else's).
 */
export async function loadApplicationPage(
  args: Args,
  kind: ApplicationKind,
  payment: Pick<PaymentPort, "choice">,
): Promise<ApplicationPage> {
  const { services, locale } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const user = signedInUser(args);
  if (!user) {
    // The dialog is open on this very page (?login=1); asking again would send the browser round in a circle.
    if (url.searchParams.get("login") === "1") return { view: "visitor", kind };
    requireUser(args, { notice: "application", loginPage: "same" });
    throw new Error("unreachable");
  }

  const submitted = url.searchParams.get("submitted");
  if (submitted !== null) {
    const application = await getSubmitted(services.db, user.id, submitted, locale);
    if (application && application.kind === kind) return { view: "confirmation", kind, application };
    // Paid a moment ago, the provider's answer still on its way: the draft shows its payment step meanwhile.
    const draft = await getDraft(services.db, user.id, kind, locale);
    if (!draft || draft.trackingId !== submitted) throw statusError(args, 404);
  }

  const ref = url.searchParams.get(offerParam(kind));
  let draft = await getDraft(services.db, user.id, kind, locale);
  let unknownOffer = false;
  // A draft already at payment keeps the fee it showed: the offer changes only before.
  if (ref && draft?.offer?.ref !== ref && draft?.step !== "payment") {
    const row = await openDraft(services.db, applicantOf(user), kind, locale);
    unknownOffer = !(await chooseOffer(services.db, row, ref));
    // Another offer: what was reviewed is no longer what is applied for.
    if (!unknownOffer && row.draftStep === "review") await moveDraft(services.db, row, "upload", locale);
    draft = await getDraft(services.db, user.id, kind, locale);
  }

  if (!draft?.offer) {
    return {
      view: "choose",
      kind,
      choices: await offerChoices(services.db, kind, locale),
      unknownOffer,
      draft,
    };
  }

  const step = draft.step;
  const paymentReturn = url.searchParams.get("payment");
  return {
    view: "form",
    kind,
    draft,
    today: formatDate(new Date()),
    problems:
      step === "review" ? (({ fields, form }) => (form ? { fields, form } : null))(problemsOf(draft)) : null,
    payment:
      step === "payment"
        ? { choice: await payment.choice(services, user), idempotencyKey: randomUUID() }
        : null,
    paymentReturn: paymentReturn === "declined" || paymentReturn === "cancelled" ? paymentReturn : null,
  };
}

function applicantOf(user: SignedInUser) {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
  };
}

const INTENTS = ["save", "continue", "edit", "confirm", "back", "pay", "discard", "remove-document"] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent =>
  typeof value === "string" && (INTENTS as readonly string[]).includes(value);

/** Takes everything as text: the form's own checks are the drafts' (saveDetails), which keep what was typed. */
const ANY_FORM = z.object({}).loose();

function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** The form's text fields: a url-encoded post read whole (the edge bounds it), a multipart one as it streams. */
async function readForm(request: Request): Promise<Record<string, string> | null> {
  const form = await request.formData().catch(() => null);
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** Conform's reply for the details form: the values sent, the message of each field and of the form. */
async function detailsReply(
  fields: Record<string, string>,
  problems: DraftProblems | null,
  formMessage: string | undefined,
  t: ReturnType<typeof translator>,
): Promise<FormReply> {
  const values = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) values.set(name, value);
  const parsed = await parseSubmission(values, ANY_FORM, { t });
  if (!parsed.ok) return parsed.reply;
  const fieldErrors: Record<string, string> = {};
  for (const [field, key] of Object.entries(problems?.fields ?? {})) {
    if (!field.startsWith("documents.") && field !== "offer") fieldErrors[field] = t(key);
  }
  return parsed.reply(
    formMessage || Object.keys(fieldErrors).length ? { formError: formMessage, fieldErrors } : {},
  );
}

function documentErrorsOf(
  problems: DraftProblems | null,
  t: ReturnType<typeof translator>,
): Partial<Record<DocumentKind, string>> {
  const errors: Partial<Record<DocumentKind, string>> = {};
  for (const [field, key] of Object.entries(problems?.fields ?? {})) {
    if (field.startsWith("documents.")) errors[field.slice("documents.".length) as DocumentKind] = t(key);
  }
  return errors;
}

/**
 * POST to a form page. Intents: `save` and `continue` (the details and documents: a multipart post without
 * JavaScript streams its files to storage first), `edit` (review → upload), `confirm` (review → payment),
 * `back` (payment → review), `pay` (the provider's payment page), `discard` (the draft and its files) and
 * `remove-document`. Refusals are answers with their status and translated messages, never a 500.
 */
export async function applicationAction(args: Args, kind: ApplicationKind, payment: PaymentPort) {
  const { services, locale } = args.context.get(appContext);
  const t = translator(locale);
  let user: SignedInUser;
  try {
    user = requireUser(args, { notice: "application" });
  } catch (refusal) {
    // The guard's 401 as an answer (the form shows it and opens the sign-in dialog), not an error screen.
    const payload = (refusal as { data?: { error?: ErrorPayload } }).data?.error;
    if (!payload) throw refusal;
    return refused(payload, { needsLogin: true });
  }
  const pagePath = KINDS[kind].path;
  try {
    await enforceRateLimit(services, "applications", user.id);
    const draft = await openDraft(services.db, applicantOf(user), kind, locale);

    let fields: Record<string, string>;
    let upload: UploadForm | null = null;
    if (isMultipart(args.request)) {
      try {
        upload = await parseUploadForm(args.request, uploadRules(draft), services.storage);
      } catch (error) {
        const payload = toErrorPayload(error, t);
        const slot = payload.field && slotOf(kind, payload.field) ? (payload.field as DocumentKind) : null;
        return refused(payload, slot ? { documentErrors: { [slot]: payload.message } } : {});
      }
      fields = upload.fields;
      if (Object.keys(upload.files).length)
        await attachDocuments(services.db, services.storage, draft, upload.files);
    } else {
      const read = await readForm(args.request);
      if (!read) throw new AppError("API_BAD_REQUEST");
      fields = read;
    }

    const intent = fields.intent;
    if (!isIntent(intent)) throw new AppError("API_BAD_REQUEST");
    const fresh = await openDraft(services.db, applicantOf(user), kind, locale);

    switch (intent) {
      case "save":
      case "continue": {
        const values: Record<string, unknown> = {};
        for (const field of DETAIL_FIELDS[kind]) if (field in fields) values[field] = fields[field];
        const { problems } = await saveDetails(services.db, fresh, {
          values,
          advance: intent === "continue",
          locale,
        });
        if (!problems) {
          if (intent === "continue") return redirect(pagePath, 303);
          return data<ApplicationActionData>({
            ok: true,
            saved: true,
            result: await detailsReply(fields, null, undefined, t),
          });
        }
        const message = problems.form
          ? problems.fields.offer && Object.keys(problems.fields).length === 1
            ? t("applications:form.chooseOffer")
            : t(problems.form)
          : undefined;
        return data<ApplicationActionData>(
          {
            ok: false,
            result: await detailsReply(fields, problems, message, t),
            documentErrors: documentErrorsOf(problems, t),
            error: message ? { code: "VALIDATION_REQUIRED_FIELD", message, status: 400 } : undefined,
          },
          { status: 400 },
        );
      }
      case "edit":
      case "back": {
        await moveDraft(services.db, fresh, intent === "edit" ? "upload" : "review", locale);
        return redirect(pagePath, 303);
      }
      case "confirm": {
        if (fresh.draftStep !== "review") return redirect(pagePath, 303);
        const { problems } = await moveDraft(services.db, fresh, "payment", locale);
        // Something changed since the review (an offer withdrawn, a birthday passed): the review says what.
        if (problems?.form) {
          return refused({ code: "VALIDATION_INVALID_FORMAT", message: t(problems.form), status: 400 });
        }
        return redirect(pagePath, 303);
      }
      case "pay": {
        if (fresh.draftStep !== "payment") return redirect(pagePath, 303);
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
          applicationId: fresh.id,
          provider,
          locale,
          idempotencyKey,
        });
        return redirect(url, 303);
      }
      case "discard": {
        await discardDraft(services.db, services.storage, fresh);
        return redirect(`${pagePath}?discarded=1`, 303);
      }
      case "remove-document": {
        const removed = await removeDocument(services.db, services.storage, fresh, fields.documentId ?? "");
        if (!removed) throw new AppError("API_NOT_FOUND");
        if (!isDocumentPost(args.request)) return data<ApplicationActionData>({ ok: true });
        return redirect(pagePath, 303);
      }
    }
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error, kind }, "application action failed");
    return refused(payload);
  }
}

/** A form posted without JavaScript (a document request): React Router's own posts go to "….data". */
function isDocumentPost(request: Request): boolean {
  return !new URL(request.url).pathname.endsWith(".data");
}

/** A stored document as the drop zone takes it. */
export interface UploadedDocument {
  id: string;
  key: string;
  fileName: string;
  size: number;
  contentType: string;
  url: string;
}

/**
 * POST /applications/upload?kind=…&document=…: one slot's file(s), streamed to storage and linked to the
 * applicant's draft of the kind (made when there is none). Answers like `uploadResponse` (uploads.server.ts),
 * `{ ok: true, files: [{ key, fileName, size, contentType, id, url }] }` or `{ ok: false, error }` with its
 * status, so that the drop zone can show it. A url-encoded `intent=remove-document&documentId=…` removes one of
 * the draft's documents (`{ ok: true }`, or 404 for anything that is not the applicant's).
 */
export async function uploadAction(args: Args): Promise<Response> {
  const { services, locale } = args.context.get(appContext);
  const t = translator(locale);
  const answer = (payload: ErrorPayload) =>
    Response.json({ ok: false, error: payload }, { status: payload.status });
  let user: SignedInUser;
  try {
    user = requireUser(args, { notice: "application" });
  } catch (refusal) {
    const payload = (refusal as { data?: { error?: ErrorPayload } }).data?.error;
    if (!payload) throw refusal;
    return answer(payload);
  }
  const url = new URL(args.request.url);
  const kind = url.searchParams.get("kind");
  const document = url.searchParams.get("document") ?? "";
  try {
    if (args.request.method !== "POST") throw new AppError("API_BAD_REQUEST");
    if (!isApplicationKind(kind)) throw new AppError("API_BAD_REQUEST");
    await enforceRateLimit(services, "applications", user.id);
    if (!isMultipart(args.request)) {
      // A removal: `intent=remove-document&documentId=…`, of the applicant's own draft only.
      const fields = await readForm(args.request);
      if (fields?.intent !== "remove-document") throw new AppError("API_BAD_REQUEST");
      const draft = await openDraft(services.db, applicantOf(user), kind, locale);
      const removed = await removeDocument(services.db, services.storage, draft, fields.documentId ?? "");
      if (!removed) throw new AppError("API_NOT_FOUND");
      return Response.json({ ok: true });
    }
    if (!slotOf(kind, document)) throw new AppError("API_BAD_REQUEST");
    const draft = await openDraft(services.db, applicantOf(user), kind, locale);
    const { files } = await parseUploadForm(
      args.request,
      uploadRules(draft, document as DocumentKind),
      services.storage,
    );
    const stored = Object.values(files).flat();
    if (stored.length === 0) throw new AppError("VALIDATION_REQUIRED_FIELD", { field: document });
    await attachDocuments(services.db, services.storage, draft, files);
    const view = await getDraft(services.db, user.id, kind, locale);
    const linked = stored.flatMap((file) => {
      const match = view?.documents.find((doc) =>
        doc.url.endsWith(`/${file.key.split("/").map(encodeURIComponent).join("/")}`),
      );
      return match
        ? [
            {
              id: match.id,
              key: file.key,
              fileName: file.fileName,
              size: file.size,
              contentType: file.contentType,
              url: match.url,
            },
          ]
        : [];
    });
    // Over the slot's count: attachDocuments refused (and removed) the newest.
    if (linked.length === 0) throw new AppError("VALIDATION_INVALID_FORMAT", { field: document });
    return Response.json({ ok: true, files: linked satisfies UploadedDocument[] });
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error }, "application upload failed");
    return answer(payload);
  }
}
