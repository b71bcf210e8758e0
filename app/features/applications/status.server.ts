/**
 * Staff move a submitted application through its statuses (spec §4: pending → processing → approved or rejected →
 * completed; the machine is `application` in platform/domain/status-machines.ts), each change an event of its tracking
 * timeline with an optional note in English and Arabic, and the applicant is e-mailed in their language. The admin
 * screen that calls this comes with the admin issue; the caller checks that the actor is staff.
 *
 *   changeApplicationStatus(services, { applicationId, from, to, actorId, note?: { en?, ar? }, onChanged? })
 *     → the application's row after the change. Throws AppError: 404 API_NOT_FOUND (no such application);
 *     409 BUSINESS_INVALID_STATE (a draft, not submitted yet; a move the machine does not allow; a stale `from`:
 *     someone else changed it first); 400 VALIDATION_MAX_LENGTH / VALIDATION_INVALID_FORMAT for a note (field
 *     "note.en" or "note.ar").
 *
 * The event (status_events, subject "application"): from/to, the actor, `note` = the English text (else the
 * Arabic), `data.note` = { en, ar } as given. The e-mail shows the note in the applicant's language, or the other
 * one when only that was written.
 */
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

/** A note for the applicant, in either language or both. */
export interface StatusNote {
  en?: string;
  ar?: string;
}

export interface ChangeApplicationStatusInput {
  applicationId: string;
  /** The status the staff member saw: the change happens only while the application still has it. */
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** The staff member's user id. */
  actorId: string;
  note?: StatusNote | null;
  /**
   * Runs in the change's own transaction after the status moved and its event was written (the admin's audit
   * entry): what it writes commits with the change, and a failure undoes both. The e-mail goes after the commit.
   */
  onChanged?: (
    tx: Queryable,
    change: { before: SubjectRow<"application">; after: SubjectRow<"application">; note: StatusNote },
  ) => Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The note's texts, trimmed, blank ones left out; AppError 400 for a text that is not text or too long. */
function readNote(note: StatusNote | null | undefined): StatusNote {
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

/** The note for a reader of `locale`: theirs, else the other language's, else none. */
export function noteFor(note: StatusNote, locale: Locale): string {
  return note[locale] ?? note[locale === "ar" ? "en" : "ar"] ?? "";
}

/** Changes a submitted application's status, records the event and e-mails the applicant (see the top of the file). */
export async function changeApplicationStatus(
  services: Pick<Services, "db" | "mailer" | "logger" | "config">,
  input: ChangeApplicationStatusInput,
): Promise<SubjectRow<"application">> {
  const note = readNote(input.note);
  if (typeof input.applicationId !== "string" || !UUID.test(input.applicationId)) {
    throw new AppError("API_NOT_FOUND");
  }
  const [application] = await services.db
    .select()
    .from(applications)
    .where(eq(applications.id, input.applicationId))
    .limit(1);
  if (!application) throw new AppError("API_NOT_FOUND");
  // A draft has not been paid for: nobody processes it yet (and `submitted_at` never goes back to null).
  if (application.submittedAt === null) throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });

  const move = (db: Queryable) =>
    transition(db, {
      subject: "application",
      id: input.applicationId,
      from: input.from,
      to: input.to,
      actor: input.actorId,
      note: note.en ?? note.ar ?? null,
      data: note.en || note.ar ? { note } : {},
    });
  const { onChanged } = input;
  const row = onChanged
    ? await services.db.transaction(async (tx) => {
        const after = await move(tx);
        // `before` as the change saw it: the status the row had (the conditional update proved it).
        await onChanged(tx, { before: { ...application, status: input.from }, after, note });
        return after;
      })
    : await move(services.db);
  await sendStatusMail(services, input.applicationId, input.to, note);
  return row;
}

/** The applicant's e-mail about the change; a failure is logged, never thrown (the change is recorded). */
async function sendStatusMail(
  services: Pick<Services, "db" | "mailer" | "logger" | "config">,
  applicationId: string,
  status: ApplicationStatus,
  note: StatusNote,
): Promise<void> {
  try {
    const context = await applicationMailContext(services.db, services.config.APP_URL, applicationId);
    if (!context) throw new Error(`Application ${applicationId} not found`);
    await services.mailer.send({
      template: "application-status",
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
