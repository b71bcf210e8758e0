/**
 * The admin's applications (issue 14 item 4): the list of submitted applications (drafts are the applicant's own
 * and never shown to staff), one application with its form data, offer, fee, documents and timeline, and the
 * status change — made by the applications' status service (event + e-mail to the applicant), which the route
 * hands in, with this area's audit entry written in the same transaction.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  type ApplicationStatus,
  applicationDocuments,
  applications,
  type DocumentKind,
  drivingLicenseOffers,
  type PaymentStatus,
  statusEvents,
  user,
  visaOffers,
} from "../../../platform/db/schema/index.ts";
import { likePattern } from "../../../platform/db/text-search.ts";
import { recordAudit } from "../../../platform/domain/audit.server.ts";
import { nextStatuses } from "../../../platform/domain/status-machines.ts";
import type { SubjectRow } from "../../../platform/domain/transitions.server.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type Locale, pick } from "../../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import type { Services } from "../../../platform/server/services.server.ts";
import { APPLICATION_STATUSES, type applicationList } from "./lists.ts";
import {
  type AdminArgs,
  adminRequest,
  formOf,
  idOf,
  iso,
  refused,
  succeeded,
  textField,
  withinDays,
} from "./shared.server.ts";

type ApplicationListQuery = ReturnType<(typeof applicationList)["parse"]>;

export interface ApplicationListRow {
  id: string;
  trackingId: string;
  kind: ApplicationKind;
  fullName: string;
  email: string;
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  amountCents: number;
  /** ISO 8601 */
  submittedAt: string;
}

const APPLICATION_SORTS = {
  submitted: applications.submittedAt,
  tracking: applications.trackingId,
  name: applications.fullName,
  status: applications.status,
} as const;

/** One page of submitted applications, filtered, searched (tracking id, name, e-mail) and sorted in SQL. */
export async function listApplications(
  db: Queryable,
  query: ApplicationListQuery,
): Promise<Paged<ApplicationListRow>> {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    isNotNull(applications.submittedAt),
    filters.kind ? eq(applications.kind, filters.kind) : undefined,
    filters.status ? eq(applications.status, filters.status) : undefined,
    filters.payment ? eq(applications.paymentStatus, filters.payment) : undefined,
    ...withinDays(applications.submittedAt, filters.submitted),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(applications.trackingId, pattern),
        ilike(applications.fullName, pattern),
        ilike(applications.email, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const column = APPLICATION_SORTS[query.sort.column];
  const order = query.sort.direction === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: applications.id,
        trackingId: applications.trackingId,
        kind: applications.kind,
        fullName: applications.fullName,
        email: applications.email,
        status: applications.status,
        paymentStatus: applications.paymentStatus,
        amountCents: applications.amountCents,
        submittedAt: applications.submittedAt,
      })
      .from(applications)
      .where(where)
      .orderBy(order(column), order(applications.id))
      .limit(20)
      .offset(pageOffset(query.page)),
    db.select({ value: count() }).from(applications).where(where),
  ]);
  return paged(
    rows.map((row) => ({ ...row, submittedAt: iso(row.submittedAt)! })),
    total?.value ?? 0,
    query.page,
  );
}

export interface ApplicationDocumentView {
  id: string;
  kind: DocumentKind;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  /** Shown inline in the page (an <img>): a JPEG, PNG or WebP. */
  image: boolean;
  /** Opened in the browser's own viewer (the view link): images and PDFs. */
  viewable: boolean;
  /** The file as an attachment (/files/…: admins may read every application's files). */
  downloadUrl: string;
  /** The file inline, for the view link and the preview (an admin route). */
  viewUrl: string;
}

export interface ApplicationEventView {
  id: string;
  from: string | null;
  to: string;
  at: string;
  /** Set on a payment event: the payment status it moved to. */
  payment?: PaymentStatus;
  note: { en?: string; ar?: string };
  actorName: string | null;
}

export interface ApplicationDetail {
  id: string;
  trackingId: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  fullName: string;
  email: string;
  phone: string | null;
  /** The language the applicant's e-mails are written in. */
  locale: Locale;
  submittedAt: string;
  createdAt: string;
  amountCents: number;
  account: { name: string; email: string } | null;
  offer: string | null;
  /** application_data, as typed by the applicant (strings only), in the form's order. */
  data: { key: string; value: string }[];
  documents: ApplicationDocumentView[];
  events: ApplicationEventView[];
  /** The statuses staff may move it to now (none when it is final). */
  next: ApplicationStatus[];
}

/** The form's fields in the order of the form; unknown keys follow in their own order. */
const DATA_ORDER = [
  "fullName",
  "email",
  "phone",
  "dateOfBirth",
  "nationality",
  "address",
  "passportNumber",
  "travelDate",
  "destination",
  "visaType",
];
/** Kept by the form for itself, not typed by the applicant. */
const DATA_HIDDEN = new Set(["offer", "plan"]);
/** Documents in the order of the forms' slots (files stored together share a time). */
const DOCUMENT_ORDER: readonly DocumentKind[] = [
  "personal_photo",
  "passport_copy",
  "passport_page",
  "id_copy",
  "license_front",
  "license_copy",
  "additional",
];
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
/** A timeline longer than this shows its first events only. */
const MAX_EVENTS = 200;

function dataOf(values: Record<string, unknown>): { key: string; value: string }[] {
  const keys = Object.keys(values).filter(
    (key) =>
      !DATA_HIDDEN.has(key) && typeof values[key] === "string" && (values[key] as string).trim() !== "",
  );
  const rank = (key: string) => {
    const index = DATA_ORDER.indexOf(key);
    return index === -1 ? DATA_ORDER.length : index;
  };
  return keys.sort((a, b) => rank(a) - rank(b)).map((key) => ({ key, value: values[key] as string }));
}

function fileUrl(bucket: string, key: string): string {
  return `/files/${encodeURIComponent(bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

function noteOf(note: string | null, data: Record<string, unknown>): { en?: string; ar?: string } {
  const given = data.note;
  if (given && typeof given === "object") {
    const text = given as Record<string, unknown>;
    const out: { en?: string; ar?: string } = {};
    if (typeof text.en === "string" && text.en.trim()) out.en = text.en;
    if (typeof text.ar === "string" && text.ar.trim()) out.ar = text.ar;
    return out;
  }
  return note && !note.startsWith("payment_") ? { en: note } : {};
}

const PAYMENTS: readonly string[] = ["pending", "paid", "failed", "refunded"];

/** A submitted application with everything staff need; null for no such application and for a draft. */
export async function loadApplicationDetail(
  db: Queryable,
  id: string,
  locale: Locale,
): Promise<ApplicationDetail | null> {
  const [row] = await db
    .select({
      application: applications,
      accountName: user.name,
      accountEmail: user.email,
      visaTitle: visaOffers.title,
      licenceTitle: drivingLicenseOffers.title,
    })
    .from(applications)
    .leftJoin(user, eq(user.id, applications.userId))
    .leftJoin(visaOffers, eq(visaOffers.id, applications.visaOfferId))
    .leftJoin(drivingLicenseOffers, eq(drivingLicenseOffers.id, applications.drivingLicenseOfferId))
    .where(and(eq(applications.id, id), isNotNull(applications.submittedAt)))
    .limit(1);
  if (!row) return null;
  const application = row.application;
  const [documents, events] = await Promise.all([
    db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id))
      .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id)),
    db
      .select()
      .from(statusEvents)
      .where(and(eq(statusEvents.subjectType, "application"), eq(statusEvents.subjectId, id)))
      // A row's first event and its payment event share a time (one transaction): the first one first.
      .orderBy(asc(statusEvents.createdAt), sql`${statusEvents.fromStatus} is not null`, asc(statusEvents.id))
      .limit(MAX_EVENTS),
  ]);
  const actorIds = [...new Set(events.map((event) => event.actorId).filter((a): a is string => a !== null))];
  const actors = actorIds.length
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, actorIds))
    : [];
  const actorName = new Map(actors.map((actor) => [actor.id, actor.name || actor.email]));
  const offer = row.visaTitle ?? row.licenceTitle;
  return {
    id: application.id,
    trackingId: application.trackingId,
    kind: application.kind,
    status: application.status,
    paymentStatus: application.paymentStatus,
    fullName: application.fullName,
    email: application.email,
    phone: application.phone,
    locale: application.locale,
    submittedAt: iso(application.submittedAt)!,
    createdAt: iso(application.createdAt)!,
    amountCents: application.amountCents,
    account: row.accountEmail ? { name: row.accountName ?? "", email: row.accountEmail } : null,
    offer: offer ? pick(offer, locale) : null,
    data: dataOf(application.applicationData ?? {}),
    documents: documents
      .map((document, index) => ({ document, index, rank: DOCUMENT_ORDER.indexOf(document.kind) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ document }) => ({
        id: document.id,
        kind: document.kind,
        originalName: document.originalName,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        image: IMAGE_TYPES.has(document.contentType),
        viewable: IMAGE_TYPES.has(document.contentType) || document.contentType === "application/pdf",
        downloadUrl: fileUrl(document.bucket, document.storageKey),
        viewUrl: `/admin/applications/${application.id}/documents/${document.id}`,
      })),
    events: events.map((event) => {
      const data = event.data ?? {};
      const payment =
        event.fromStatus === event.toStatus && PAYMENTS.includes(String(data.paymentStatus))
          ? (data.paymentStatus as PaymentStatus)
          : undefined;
      return {
        id: event.id,
        from: event.fromStatus,
        to: event.toStatus,
        at: iso(event.createdAt)!,
        ...(payment ? { payment } : {}),
        note: noteOf(event.note, data),
        actorName: event.actorId ? (actorName.get(event.actorId) ?? null) : null,
      };
    }),
    next: [...nextStatuses("application", application.status)],
  };
}

/** The document of a submitted application, for the inline view; null when there is none. */
export async function findApplicationDocument(db: Queryable, applicationId: string, documentId: string) {
  const [row] = await db
    .select({ document: applicationDocuments })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(
      and(
        eq(applicationDocuments.id, documentId),
        eq(applications.id, applicationId),
        isNotNull(applications.submittedAt),
      ),
    )
    .limit(1);
  return row?.document ?? null;
}

/** The applications' status service (features/applications/status.server.ts), handed in by the route. */
export type ChangeApplicationStatus = (
  services: Pick<Services, "db" | "mailer" | "logger" | "config">,
  input: {
    applicationId: string;
    from: ApplicationStatus;
    to: ApplicationStatus;
    actorId: string;
    note?: { en?: string; ar?: string } | null;
    onChanged?: (
      tx: Queryable,
      change: {
        before: SubjectRow<"application">;
        after: SubjectRow<"application">;
        note: { en?: string; ar?: string };
      },
    ) => Promise<void>;
  },
) => Promise<SubjectRow<"application">>;

/**
 * POST /admin/applications/:id, intent "status": from (the status the admin saw), to, note_en, note_ar. The
 * service refuses a draft, an illegal or stale move (409), a note too long (400); the audit entry is written in
 * the change's transaction. Answers data with its status; never throws but the guard's 401/403.
 */
export async function applicationAction(args: AdminArgs, changeStatus: ChangeApplicationStatus) {
  const request = adminRequest(args);
  const { services, admin, actor, t } = request;
  const intent = "status";
  try {
    const id = idOf(args.params.id);
    const form = await formOf(args.request);
    const given = textField(form, "intent");
    if (given !== intent) throw new AppError("API_BAD_REQUEST", { field: "intent" });
    const from = textField(form, "from");
    const to = textField(form, "to");
    if (!(APPLICATION_STATUSES as readonly string[]).includes(from)) {
      throw new AppError("VALIDATION_INVALID_FORMAT", { field: "from" });
    }
    if (to === "") throw new AppError("VALIDATION_REQUIRED_FIELD", { field: "to" });
    if (!(APPLICATION_STATUSES as readonly string[]).includes(to)) {
      throw new AppError("VALIDATION_INVALID_FORMAT", { field: "to" });
    }
    const note = { en: textField(form, "note_en"), ar: textField(form, "note_ar") };
    await changeStatus(services, {
      applicationId: id,
      from: from as ApplicationStatus,
      to: to as ApplicationStatus,
      actorId: admin.id,
      note,
      onChanged: (tx, change) =>
        recordAudit(tx, actor, {
          action: "application.status",
          subjectType: "application",
          subjectId: id,
          before: { status: change.before.status, paymentStatus: change.before.paymentStatus },
          after: {
            status: change.after.status,
            paymentStatus: change.after.paymentStatus,
            ...(change.note.en || change.note.ar ? { note: change.note } : {}),
          },
        }),
    });
    return succeeded(
      intent,
      t("adminRequests:application.changeStatus.done", {
        status: t(`adminRequests:applicationStatus.${to as ApplicationStatus}`),
      }),
    );
  } catch (error) {
    return refused(request, intent, error);
  }
}
