// The one way an admin loader or action is written (see docs/decisions/025).
import { data, type RouterContextProvider } from "react-router";
import * as z from "zod";
import { requireAdmin } from "../../platform/auth/guards.server.ts";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import type { Transaction } from "../../platform/db/client.server.ts";
import {
  type AuditActor,
  type AuditEntry,
  auditActor,
  recordAudit,
} from "../../platform/domain/audit.server.ts";
import { AppError, type ErrorPayload, isAppError, toErrorPayload } from "../../platform/http/errors.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import type { TFunctionOf } from "../../platform/i18n/keys.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Services } from "../../platform/server/services.server.ts";
import { parseSubmission } from "../forms/submission.server.ts";
import { type FormReply, INVALID_FORMAT } from "../forms/submission.ts";

export interface AdminArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
}

export interface AdminRequest {
  admin: SignedInUser;
  services: Services;
  locale: Locale;
  t: TFunctionOf;
  actor: AuditActor;
  /** Check `params.id` with `idOf`. */
  params: Record<string, string | undefined>;
}

/** A visitor gets 401, a customer 403. */
export function adminRequest(args: AdminArgs): AdminRequest {
  const admin = requireAdmin(args);
  const app = args.context.get(appContext);
  return {
    admin,
    services: app.services,
    locale: app.locale,
    t: translator(app.locale),
    actor: auditActor(admin, args.request),
    params: args.params,
  };
}

/** `detail` carries what one screen needs beyond the message (a connection test's result). */
export type AdminActionData<Detail = unknown> =
  | { ok: true; intent: string; message: string; deleted?: boolean; reply?: FormReply; detail?: Detail }
  | { ok: false; intent: string; error: ErrorPayload; reply?: FormReply; detail?: Detail };

export type AdminOutcome<Detail = unknown> =
  | { message: string; deleted?: boolean; resetForm?: boolean; detail?: Detail }
  | Response;

export interface AdminIntent<S extends z.ZodType, Detail = unknown> {
  schema: S;
  run: (request: AdminRequest, value: z.output<S>) => Promise<AdminOutcome<Detail>>;
}

export function intent<S extends z.ZodType, Detail = unknown>(
  schema: S,
  run: (request: AdminRequest, value: z.output<S>) => Promise<AdminOutcome<Detail>>,
): AdminIntent<S, Detail> {
  return { schema, run };
}

/** `fieldErrors` when one refusal marks several fields. */
export type AdminRefusal = ErrorPayload & { fieldErrors?: Record<string, string> };

export interface AdminActionOptions {
  explain?: (error: unknown, request: AdminRequest) => AdminRefusal | undefined;
  hideFields?: string[];
}

/** Every admin POST. A thrown refusal answers with its status and message; a Response passes through. */
export async function adminAction<Detail = unknown>(
  args: AdminArgs,
  // biome-ignore lint/suspicious/noExplicitAny: each intent has its own schema; the map only needs their shape.
  intents: Record<string, AdminIntent<any, Detail>>,
  options: AdminActionOptions = {},
) {
  const request = adminRequest(args);
  const { t } = request;
  const form = await args.request.formData().catch(() => null);
  const named = form?.getAll("intent") ?? [];
  const intentName = named.length === 1 && typeof named[0] === "string" ? named[0] : "";
  const handler = Object.hasOwn(intents, intentName) ? intents[intentName] : undefined;
  const answer = (body: AdminActionData<Detail>, status = 200) => data(body, { status });
  if (!form || !handler) {
    const unknown = new AppError("API_BAD_REQUEST", { field: "intent" });
    const error = withoutFieldErrors(options.explain?.(unknown, request) ?? toErrorPayload(unknown, t));
    return answer({ ok: false, intent: intentName, error }, error.status);
  }
  const parsed = await parseSubmission(form, handler.schema, {
    t,
    ...(options.hideFields ? { hideFields: options.hideFields } : {}),
  });
  if (!parsed.ok) {
    const refused = firstRefusedField(parsed.reply);
    const message = parsed.reply.error?.[""]?.[0] ?? refused?.message ?? t(INVALID_FORMAT);
    const error: ErrorPayload = { code: "VALIDATION_INVALID_FORMAT", message, status: 400 };
    if (refused) error.field = refused.field;
    return answer({ ok: false, intent: intentName, error, reply: parsed.reply }, 400);
  }
  try {
    const outcome = await handler.run(request, parsed.value);
    if (outcome instanceof Response) return outcome;
    const { message, deleted, resetForm, detail } = outcome;
    return answer({
      ok: true,
      intent: intentName,
      message,
      reply: parsed.reply(resetForm ? { resetForm } : {}),
      ...(deleted ? { deleted } : {}),
      ...(detail === undefined ? {} : { detail }),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const explained = options.explain?.(error, request);
    if (!explained && !isAppError(error)) {
      request.services.logger.error({ err: error, intent: intentName }, "admin action failed");
    }
    const refusal: AdminRefusal = explained ?? toErrorPayload(error, t);
    const payload = withoutFieldErrors(refusal);
    const reply = refusal.fieldErrors
      ? parsed.reply({ formError: payload.message, fieldErrors: refusal.fieldErrors })
      : payload.field
        ? parsed.reply({ fieldErrors: { [payload.field]: payload.message } })
        : parsed.reply({ formError: payload.message });
    return answer({ ok: false, intent: intentName, error: payload, reply }, payload.status);
  }
}

function withoutFieldErrors({ fieldErrors: _, ...payload }: AdminRefusal): ErrorPayload {
  return payload;
}

function firstRefusedField(reply: FormReply): { field: string; message: string } | undefined {
  for (const [field, messages] of Object.entries(reply.error ?? {})) {
    if (field && messages?.[0]) return { field, message: messages[0] };
  }
  return undefined;
}

/** `change` returns a null entry when it turned out to be no change at all. */
export async function auditedChange<R>(
  request: AdminRequest,
  change: (tx: Transaction) => Promise<{ result: R; audit: AuditEntry | null }>,
): Promise<R> {
  return request.services.db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    if (audit) await recordAudit(tx, request.actor, audit);
    return result;
  });
}

type Snapshot = Record<string, unknown> | null;

/**
 * A change of one subject with its audit entry "<type>.<verb>" in one transaction: `change` gives the subject's
 * values before and after it, or `unchanged` when there was nothing to change (no entry).
 */
export async function changeWithAudit<R>(
  request: AdminRequest,
  subject: { type: string; id: string; verb: string },
  change: (
    tx: Transaction,
    id: string,
  ) => Promise<{ result: R; before: Snapshot; after: Snapshot } | { result: R; unchanged: true }>,
): Promise<R> {
  const { type, id, verb } = subject;
  return auditedChange(request, async (tx) => {
    const changed = await change(tx, id);
    if ("unchanged" in changed) return { result: changed.result, audit: null };
    const { result, before, after } = changed;
    return { result, audit: { action: `${type}.${verb}`, subjectType: type, subjectId: id, before, after } };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything that is not a UUID names nothing (404). */
export function idOf(value: string | undefined | null): string {
  if (typeof value !== "string" || !UUID.test(value)) throw new AppError("API_NOT_FOUND");
  return value.toLowerCase();
}

export function isId(value: string | undefined | null): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A detail page's subject by its `:id` (null when that names nothing) and the list's query for the way back. */
export async function adminDetail<T>(
  args: AdminArgs,
  load: (request: AdminRequest, id: string) => Promise<T | null>,
): Promise<{ found: T | null; listSearch: string }> {
  const request = adminRequest(args);
  const found = isId(args.params.id) ? await load(request, args.params.id.toLowerCase()) : null;
  return { found, listSearch: listSearchOf(new URL(args.request.url)) };
}

/** Only ever a query, never a path: it is used for the way back. */
export function listSearchOf(url: URL): string {
  const back = url.searchParams.get("back");
  return back?.startsWith("?") && back.length <= 1000 ? back : "";
}

export const deleteSchema = z.object({
  confirm: z.literal("yes", { error: "adminRequests:errors.confirm" }),
});

/** Deletes the record of `:id` (none: 404); its entry "<type>.delete" keeps its `snapshot`; `done` is the answer. */
export async function deleteWithAudit<Row>(
  request: AdminRequest,
  subject: {
    type: string;
    remove: (tx: Transaction, id: string) => Promise<Row[]>;
    snapshot: (row: Row) => Record<string, unknown>;
    done: string;
  },
): Promise<AdminOutcome> {
  await changeWithAudit(
    request,
    { type: subject.type, id: idOf(request.params.id), verb: "delete" },
    async (tx, id) => {
      const [deleted] = await subject.remove(tx, id);
      if (deleted === undefined) throw new AppError("API_NOT_FOUND");
      return { result: undefined, before: subject.snapshot(deleted), after: null };
    },
  );
  return { message: subject.done, deleted: true };
}

export function explainStaleMove(error: unknown, { t }: AdminRequest): ErrorPayload | undefined {
  if (!isAppError(error) || error.code !== "BUSINESS_INVALID_STATE") return undefined;
  return { ...toErrorPayload(error, t), message: t("adminRequests:errors.stale") };
}
