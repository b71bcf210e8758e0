/**
 * What every action and loader of the admin's request screens shares: the admin (checked again here, although
 * the /admin layout's middleware already refused everyone else), the services, the request's language, reading
 * a posted form, and the answers — a translated message with its status, never a bare 500 for a bad request.
 */
import { gte, lt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { data, type RouterContextProvider } from "react-router";
import { requireAdmin } from "../../../platform/auth/guards.server.ts";
import type { SignedInUser } from "../../../platform/auth/session.server.ts";
import type { Queryable, Transaction } from "../../../platform/db/client.server.ts";
import { type AuditActor, auditActor, recordAudit } from "../../../platform/domain/audit.server.ts";
import { AppError, type ErrorPayload, isAppError, toErrorPayload } from "../../../platform/http/errors.ts";
import { translator } from "../../../platform/i18n/i18n.ts";
import type { TFunctionOf } from "../../../platform/i18n/keys.ts";
import type { Locale } from "../../../platform/i18n/localized.ts";
import type { DateRange } from "../../../platform/lists/list-query.ts";
import { appContext } from "../../../platform/server/context.ts";
import type { Services } from "../../../platform/server/services.server.ts";

export interface AdminArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
}

export interface AdminRequest {
  admin: SignedInUser;
  services: Services;
  locale: Locale;
  /** The request's translator; keys of this area are written "adminRequests:…". */
  t: TFunctionOf;
  actor: AuditActor;
}

/** The admin of the request (a visitor gets 401, a customer 403, both translated) and what the handlers need. */
export function adminRequest(args: AdminArgs): AdminRequest {
  const admin = requireAdmin(args);
  const app = args.context.get(appContext);
  return {
    admin,
    services: app.services,
    locale: app.locale,
    t: translator(app.locale),
    actor: auditActor(admin, args.request),
  };
}

/** What an action answers: a message to show, or a translated error (with its HTTP status). */
export type AdminActionData =
  | { ok: true; intent: string; message: string; deleted?: boolean }
  | { ok: false; intent: string; error: ErrorPayload };

export function succeeded(intent: string, message: string, extra: { deleted?: boolean } = {}) {
  return { ok: true as const, intent, message, ...extra } satisfies AdminActionData;
}

/**
 * The refusal of an action as data with its status: an AppError keeps its code and status (a stale or illegal
 * move reads as "changed in the meantime"), anything else is logged and answered as the spec's generic message.
 */
export function refused(request: AdminRequest, intent: string, error: unknown) {
  const { t } = request;
  let payload: ErrorPayload;
  if (isAppError(error) && error.code === "BUSINESS_INVALID_STATE") {
    payload = { code: error.code, status: error.status, message: t("adminRequests:errors.stale") };
  } else if (
    isAppError(error) &&
    error.code === "VALIDATION_MAX_LENGTH" &&
    error.field?.startsWith("note.")
  ) {
    payload = { ...toErrorPayload(error, t), message: t("adminRequests:errors.noteTooLong") };
  } else if (isAppError(error) && error.code === "VALIDATION_MAX_LENGTH" && error.field === "notes") {
    payload = { ...toErrorPayload(error, t), message: t("adminRequests:errors.notesTooLong") };
  } else if (isAppError(error) && error.code === "VALIDATION_REQUIRED_FIELD" && error.field === "confirm") {
    payload = { ...toErrorPayload(error, t), message: t("adminRequests:errors.confirm") };
  } else if (
    isAppError(error) &&
    error.code === "VALIDATION_REQUIRED_FIELD" &&
    (error.field === "to" || error.field === "status")
  ) {
    payload = { ...toErrorPayload(error, t), message: t("adminRequests:errors.chooseStatus") };
  } else {
    if (!isAppError(error))
      request.services.logger.error({ err: error, intent }, "admin request action failed");
    payload = toErrorPayload(error, t);
  }
  return data({ ok: false as const, intent, error: payload } satisfies AdminActionData, {
    status: payload.status,
  });
}

/** The posted form; 400 when the body cannot be read as one. */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new AppError("API_BAD_REQUEST");
  }
}

/** A text field of the form ("" when absent); a file or a repeated field where one text belongs is a 400. */
export function textField(form: FormData, name: string): string {
  const values = form.getAll(name);
  if (values.length === 0) return "";
  if (values.length > 1 || typeof values[0] !== "string") {
    throw new AppError("VALIDATION_INVALID_FORMAT", { field: name });
  }
  return values[0];
}

/** One of `allowed` from the form, else 400. `optional` lets "" through as null. */
export function choiceField<T extends string>(form: FormData, name: string, allowed: readonly T[]): T;
export function choiceField<T extends string>(
  form: FormData,
  name: string,
  allowed: readonly T[],
  optional: true,
): T | null;
export function choiceField<T extends string>(
  form: FormData,
  name: string,
  allowed: readonly T[],
  optional = false,
): T | null {
  const value = textField(form, name);
  if (optional && value === "") return null;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new AppError(value === "" ? "VALIDATION_REQUIRED_FIELD" : "VALIDATION_INVALID_FORMAT", {
      field: name,
    });
  }
  return value as T;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id from the address or the form; anything that is not a UUID names nothing (404). */
export function idOf(value: string | undefined | null): string {
  if (typeof value !== "string" || !UUID.test(value)) throw new AppError("API_NOT_FOUND");
  return value.toLowerCase();
}

export function isId(value: string | undefined | null): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A date range filter (whole UTC days, both ends included) as conditions on a timestamp column. */
export function withinDays(column: PgColumn, range: DateRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(column, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) {
    const end = new Date(`${range.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(column, end));
  }
  return conditions;
}

/** ISO 8601 (UTC) of a timestamp the driver gave as a Date or a string. */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The list's address the admin came from (?back=?page=2&status=…), for the way back: only ever a query. */
export function listSearchOf(url: URL): string {
  const back = url.searchParams.get("back");
  return back?.startsWith("?") && back.length <= 1000 ? back : "";
}

/**
 * Intent "delete" of a request's detail: only with confirm=yes (else 400), then the row goes with its audit entry
 * ("<subjectType>.delete", what it held as `before`) in one transaction; 404 when there is no such row.
 */
export async function deleteWithAudit<Row>(
  db: Queryable,
  actor: AuditActor,
  form: FormData,
  subject: {
    type: string;
    id: string;
    remove: (tx: Transaction) => Promise<Row | undefined>;
    snapshot: (row: Row) => Record<string, unknown>;
  },
): Promise<void> {
  if (textField(form, "confirm") !== "yes")
    throw new AppError("VALIDATION_REQUIRED_FIELD", { field: "confirm" });
  await db.transaction(async (tx) => {
    const deleted = await subject.remove(tx);
    if (deleted === undefined) throw new AppError("API_NOT_FOUND");
    await recordAudit(tx, actor, {
      action: `${subject.type}.delete`,
      subjectType: subject.type,
      subjectId: subject.id,
      before: subject.snapshot(deleted),
      after: null,
    });
  });
}
