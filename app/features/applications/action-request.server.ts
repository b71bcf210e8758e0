// "Action required": staff ask the applicant for documents or details (a note saying what, the items named);
// the applicant corrects them on the same application and resubmits, which moves it back to processing.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  applicationDocuments,
  applications,
  type DocumentKind,
  statusEvents,
} from "../../platform/db/schema/index.ts";
import { applicationMailContext } from "../../platform/domain/application-mail.server.ts";
import { applicationResubmitHref } from "../../platform/domain/application-paths.ts";
import { issueKeysByField } from "../../platform/domain/validation.ts";
import { AppError, type ErrorMessageKey } from "../../platform/http/errors.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { keyFromData } from "../../platform/i18n/keys.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { Services } from "../../platform/server/services.server.ts";
import { actionItemLabel } from "./action-request-notice.tsx";
import type { ApplicationRow } from "./application-view.server.ts";
import { DETAIL_FIELDS, type DetailField, detailsSchema } from "./details-schema.ts";
import type { DraftProblems } from "./drafts.server.ts";
import { KINDS } from "./kinds.ts";
import {
  type ApplicationStatusChange,
  moveApplicationStatus,
  noteFor,
  readNote,
  type StatusNote,
} from "./status.server.ts";
import type { T } from "./steps/step-parts.tsx";

export type ActionItem = DetailField | DocumentKind;

export interface ActionRequest {
  note: StatusNote;
  /** What the applicant is asked to correct; none named: anything on the form. */
  items: ActionItem[];
  at: string;
}

/** The applicant's side of a request: the note in their language. */
export interface ActionRequestView {
  note: string;
  items: ActionItem[];
  at: string;
}

export function requestableItems(kind: ApplicationKind): ActionItem[] {
  return [...DETAIL_FIELDS[kind], ...KINDS[kind].documents.map((slot) => slot.kind)];
}

/** The fields and document slots the applicant may change: the named ones, or all when none is named. */
export function editableItems(kind: ApplicationKind, request: Pick<ActionRequest, "items"> | null) {
  const named = request?.items.length ? new Set<string>(request.items) : null;
  return {
    fields: DETAIL_FIELDS[kind].filter((field) => !named || named.has(field)) as DetailField[],
    documents: KINDS[kind].documents.filter((slot) => !named || named.has(slot.kind)),
  };
}

function requestOf(row: { data: Record<string, unknown>; createdAt: Date }): ActionRequest {
  const data = row.data ?? {};
  const note = data.note && typeof data.note === "object" ? (data.note as StatusNote) : {};
  const items = Array.isArray(data.items) ? data.items.filter((item) => typeof item === "string") : [];
  return { note, items: items as ActionItem[], at: row.createdAt.toISOString() };
}

export function requestView(request: ActionRequest, locale: Locale): ActionRequestView {
  return { note: noteFor(request.note, locale), items: request.items, at: request.at };
}

/** The newest request of each application (those whose status is action_required). */
export async function latestActionRequests(
  db: Queryable,
  applicationIds: readonly string[],
): Promise<Map<string, ActionRequest>> {
  const found = new Map<string, ActionRequest>();
  if (applicationIds.length === 0) return found;
  const rows = await db
    .select({ subjectId: statusEvents.subjectId, data: statusEvents.data, createdAt: statusEvents.createdAt })
    .from(statusEvents)
    .where(
      and(
        eq(statusEvents.subjectType, "application"),
        inArray(statusEvents.subjectId, [...applicationIds]),
        eq(statusEvents.toStatus, "action_required"),
      ),
    )
    .orderBy(desc(statusEvents.createdAt), desc(statusEvents.id));
  for (const row of rows) if (!found.has(row.subjectId)) found.set(row.subjectId, requestOf(row));
  return found;
}

export async function latestActionRequest(db: Queryable, applicationId: string) {
  return (await latestActionRequests(db, [applicationId])).get(applicationId) ?? null;
}

export interface RequestActionInput {
  applicationId: string;
  from: "pending" | "processing";
  actorId: string;
  note: StatusNote;
  items: readonly string[];
}

/** The note is required (the applicant must read what is wanted); unknown items are a 400. */
export async function requestAction(
  db: Queryable,
  input: RequestActionInput,
): Promise<ApplicationStatusChange> {
  const note = readNote(input.note);
  if (!note.en && !note.ar) throw new AppError("VALIDATION_REQUIRED_FIELD", { field: "note_en" });
  const [row] = await db
    .select({ kind: applications.kind })
    .from(applications)
    .where(eq(applications.id, input.applicationId))
    .limit(1);
  if (!row) throw new AppError("API_NOT_FOUND");
  const known = new Set<string>(requestableItems(row.kind));
  if (input.items.some((item) => !known.has(item)))
    throw new AppError("VALIDATION_INVALID_FORMAT", { field: "items" });
  return moveApplicationStatus(db, {
    applicationId: input.applicationId,
    from: input.from,
    to: "action_required",
    actorId: input.actorId,
    note,
    data: { items: [...new Set(input.items)] },
  });
}

/** Anyone else's application is not found (404); one not waiting for the applicant is a 409. */
export async function ownApplicationAwaitingAction(
  db: Queryable,
  userId: string,
  trackingId: string,
): Promise<ApplicationRow> {
  if (trackingId.length > 64) throw new AppError("API_NOT_FOUND");
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.trackingId, trackingId), eq(applications.userId, userId)))
    .limit(1);
  if (!row?.submittedAt) throw new AppError("API_NOT_FOUND");
  if (row.status !== "action_required")
    throw new AppError("BUSINESS_INVALID_STATE", { messageKey: "errors:applications.notAwaitingAction" });
  return row;
}

export interface ResubmitInput {
  userId: string;
  trackingId: string;
  values: Record<string, unknown>;
  today?: Date | string;
}

const VALUE_MAX_LENGTH = 400;

/**
 * Only the named items change; they are checked as on the form, and every required document must be there.
 * The move back to processing is the applicant's (the event's actor). Problems come back to the form.
 */
export async function resubmitApplication(
  db: Queryable,
  input: ResubmitInput,
): Promise<{ problems: DraftProblems } | { change: ApplicationStatusChange }> {
  return db.transaction(async (tx) => {
    const row = await ownApplicationAwaitingAction(tx, input.userId, input.trackingId);
    const request = await latestActionRequest(tx, row.id);
    const { fields } = editableItems(row.kind, request);
    const typed: Record<string, string> = {};
    for (const field of fields) {
      const value = input.values[field];
      if (typeof value === "string") typed[field] = value.slice(0, VALUE_MAX_LENGTH);
    }
    const details = { ...row.applicationData, ...typed };
    const shape = Object.fromEntries(fields.map((field) => [field, true])) as Record<DetailField, true>;
    const parsed = detailsSchema(row.kind, input.today ?? new Date())
      .pick(shape as never)
      .safeParse(details);
    const problems: Record<string, ErrorMessageKey> = parsed.success ? {} : issueKeysByField(parsed.error);
    const present = await tx
      .select({ kind: applicationDocuments.kind })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, row.id));
    const config = KINDS[row.kind];
    for (const slot of config.documents) {
      if (slot.required && !present.some((document) => document.kind === slot.kind))
        problems[`documents.${slot.kind}`] = config.missingDocumentsKey;
    }
    if (Object.keys(problems).length) {
      const missing = Object.values(problems).includes("errors:validation.required");
      const form: ErrorMessageKey = missing
        ? "errors:validation.fillAllRequiredFields"
        : Object.keys(problems).some((key) => key.startsWith("documents."))
          ? config.missingDocumentsKey
          : "errors:codes.VALIDATION_INVALID_FORMAT";
      return { problems: { fields: problems, form } };
    }
    const checked = parsed.success
      ? Object.fromEntries(
          Object.entries(parsed.data as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        )
      : {};
    await tx
      .update(applications)
      .set({
        applicationData: { ...details, ...checked },
        ...(checked.fullName ? { fullName: checked.fullName } : {}),
        ...(checked.email ? { email: checked.email } : {}),
        ...("phone" in checked ? { phone: checked.phone || null } : {}),
      })
      .where(eq(applications.id, row.id));
    const change = await moveApplicationStatus(tx, {
      applicationId: row.id,
      from: "action_required",
      to: "processing",
      actorId: input.userId,
      data: { resubmitted: true, items: request?.items ?? [] },
    });
    return { change };
  });
}

/** A failure is logged, never thrown: the request is already recorded. */
export async function sendActionRequiredMail(
  services: Pick<Services, "db" | "mailer" | "logger" | "config">,
  change: ApplicationStatusChange,
): Promise<void> {
  const applicationId = change.after.id;
  try {
    const context = await applicationMailContext(services.db, services.config.APP_URL, applicationId);
    if (!context) throw new Error(`Application ${applicationId} not found`);
    const request = await latestActionRequest(services.db, applicationId);
    const t = translator(context.locale);
    // The form's own labels, in the applicant's language.
    const label = ((key: string) => t(keyFromData(`applications:${key}`))) as unknown as T;
    const items = (request?.items ?? []).map((item) => actionItemLabel(label, context.kind, item));
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/application-action-required.server.tsx"),
      locale: context.locale,
      to: context.to,
      data: {
        name: context.name,
        kind: context.kind,
        trackingId: context.trackingId,
        note: noteFor(change.note, context.locale),
        items: new Intl.ListFormat(context.locale, { type: "conjunction" }).format(items),
        url: `${services.config.APP_URL}${applicationResubmitHref(context.kind, context.trackingId)}&lng=${context.locale}`,
      },
    });
  } catch (error) {
    services.logger.error({ err: error, applicationId }, "action-required e-mail could not be sent");
  }
}
