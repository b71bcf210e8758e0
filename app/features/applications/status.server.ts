// Spec §4. The caller checks that the actor is staff. The event's `note` is the English text (else the
// Arabic); `data.note` keeps both as given.
import { eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { type ApplicationStatus, applications } from "../../platform/db/schema/index.ts";
import { applicationMailContext } from "../../platform/domain/application-mail.server.ts";
import { type SubjectRow, transition } from "../../platform/domain/transitions.server.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { Services } from "../../platform/server/services.server.ts";

/** Not in the spec: a note is a few sentences for the applicant. */
export const APPLICATION_NOTE_MAX_LENGTH = 1000;

export interface StatusNote {
  en?: string;
  ar?: string;
}

export interface ChangeApplicationStatusInput {
  applicationId: string;
  /** The change happens only while the application still has this status (someone may have moved it). */
  from: ApplicationStatus;
  to: ApplicationStatus;
  actorId: string;
  note?: StatusNote | null;
  /** Kept on the event beside the note (the items an action request names). */
  data?: Record<string, unknown>;
}

export interface ApplicationStatusChange {
  before: SubjectRow<"application">;
  after: SubjectRow<"application">;
  note: StatusNote;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readNote(note: StatusNote | null | undefined): StatusNote {
  const read: StatusNote = {};
  if (note === null || note === undefined) return read;
  if (typeof note !== "object") throw new AppError("VALIDATION_INVALID_FORMAT", { field: "note" });
  for (const locale of ["en", "ar"] as const) {
    const text = note[locale];
    if (text === undefined || text === null) continue;
    if (typeof text !== "string")
      throw new AppError("VALIDATION_INVALID_FORMAT", { field: `note.${locale}` });
    const trimmed = text.trim();
    if (trimmed.length > APPLICATION_NOTE_MAX_LENGTH) {
      throw new AppError("VALIDATION_MAX_LENGTH", { field: `note.${locale}` });
    }
    if (trimmed !== "") read[locale] = trimmed;
  }
  return read;
}

export function noteFor(note: StatusNote, locale: Locale): string {
  return note[locale] ?? note[locale === "ar" ? "en" : "ar"] ?? "";
}

export async function changeApplicationStatus(
  services: Pick<Services, "db" | "mailer" | "logger" | "config">,
  input: ChangeApplicationStatusInput,
): Promise<SubjectRow<"application">> {
  const change = await moveApplicationStatus(services.db, input);
  await sendStatusMail(services, change);
  return change.after;
}

/** Without the e-mail, so `db` may be the caller's transaction (send `sendStatusMail` after the commit). */
export async function moveApplicationStatus(
  db: Queryable,
  input: ChangeApplicationStatusInput,
): Promise<ApplicationStatusChange> {
  const note = readNote(input.note);
  if (typeof input.applicationId !== "string" || !UUID.test(input.applicationId)) {
    throw new AppError("API_NOT_FOUND");
  }
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, input.applicationId))
    .limit(1);
  if (!application) throw new AppError("API_NOT_FOUND");
  // A draft has not been paid for: nobody processes it yet (and `submitted_at` never goes back to null).
  if (application.submittedAt === null) throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });
  const after = await transition(db, {
    subject: "application",
    id: input.applicationId,
    from: input.from,
    to: input.to,
    actor: input.actorId,
    note: note.en ?? note.ar ?? null,
    data: { ...input.data, ...(note.en || note.ar ? { note } : {}) },
  });
  // `before` as the change saw it: the status the row had (the conditional update proved it).
  return { before: { ...application, status: input.from }, after, note };
}

/** A failure is logged, never thrown: the change is already recorded. */
export async function sendStatusMail(
  services: Pick<Services, "db" | "mailer" | "logger" | "config">,
  change: ApplicationStatusChange,
): Promise<void> {
  const { id: applicationId, status } = change.after;
  const { note } = change;
  try {
    const context = await applicationMailContext(services.db, services.config.APP_URL, applicationId);
    if (!context) throw new Error(`Application ${applicationId} not found`);
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/application-status.server.tsx"),
      locale: context.locale,
      to: context.to,
      data: {
        name: context.name,
        kind: context.kind,
        trackingId: context.trackingId,
        status,
        note: noteFor(note, context.locale),
        url: context.url,
      },
    });
  } catch (error) {
    services.logger.error(
      { err: error, applicationId, status },
      "application status e-mail could not be sent",
    );
  }
}
