// Drafts are the applicant's own and never shown to staff.
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import * as z from "zod";
import {
  type AdminOutcome,
  type AdminRequest,
  changeWithAudit,
  idOf,
} from "../../../components/admin/admin-request.server.ts";
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
import { applicationStatusLabel } from "../../../platform/domain/status-labels.ts";
import { canTransition, nextStatuses } from "../../../platform/domain/status-machines.ts";
import { validationMessageKeys } from "../../../platform/domain/validation.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type Locale, pick } from "../../../platform/i18n/localized.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { iso, listPage, searchIn, withinDays } from "../../../platform/lists/sql.server.ts";
import { requestableItems } from "../action-request.server.ts";
import { APPLICATION_NOTE_MAX_LENGTH, moveApplicationStatus, sendStatusMail } from "../status.server.ts";
import { APPLICATION_STATUSES, type applicationList } from "./lists.ts";

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
  submittedAt: string;
}

const APPLICATION_SORTS = {
  submitted: applications.submittedAt,
  tracking: applications.trackingId,
  name: applications.fullName,
  status: applications.status,
} as const;

export function listApplications(
  db: Queryable,
  query: ApplicationListQuery,
): Promise<Paged<ApplicationListRow>> {
  const { filters } = query;
  const where = and(
    isNotNull(applications.submittedAt),
    filters.kind ? eq(applications.kind, filters.kind) : undefined,
    filters.status ? eq(applications.status, filters.status) : undefined,
    filters.payment ? eq(applications.paymentStatus, filters.payment) : undefined,
    ...withinDays(applications.submittedAt, filters.submitted),
    searchIn(query.q, [applications.trackingId, applications.fullName, applications.email]),
  );
  return listPage(
    query,
    {
      rows: db
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
        .$dynamic(),
      count: db.select({ value: count() }).from(applications).where(where),
      sorts: APPLICATION_SORTS,
      id: applications.id,
    },
    (row) => ({ ...row, submittedAt: iso(row.submittedAt)! }),
  );
}

export interface ApplicationDocumentView {
  id: string;
  kind: DocumentKind;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  image: boolean;
  viewable: boolean;
  downloadUrl: string;
  viewUrl: string;
}

export interface ApplicationEventView {
  id: string;
  from: string | null;
  to: string;
  at: string;
  payment?: PaymentStatus;
  note: { en?: string; ar?: string };
  actorName: string | null;
  /** The applicant sent what staff asked for. */
  resubmitted?: true;
  /** What an action request named. */
  items?: string[];
  /** A rejection that refunded the fee in the same step. */
  refunded?: true;
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
  locale: Locale;
  submittedAt: string;
  createdAt: string;
  amountCents: number;
  account: { name: string; email: string } | null;
  offer: string | null;
  data: { key: string; value: string }[];
  documents: ApplicationDocumentView[];
  events: ApplicationEventView[];
  /** The plain moves of the status form (asking for more and rejecting have their own forms). */
  next: ApplicationStatus[];
  canRequestAction: boolean;
  canReject: boolean;
  /** What can be named in an action request: the form's fields and document slots. */
  requestable: string[];
}

/** Unknown keys follow in their own order. */
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
/** The forms' slot order: files stored together share a time. */
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

/** Null for a draft too. */
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
        ...(data.resubmitted === true ? { resubmitted: true as const } : {}),
        ...(event.toStatus === "action_required" && Array.isArray(data.items)
          ? { items: data.items.filter((item): item is string => typeof item === "string") }
          : {}),
        ...(event.toStatus === "rejected" && data.refunded === true ? { refunded: true as const } : {}),
      };
    }),
    next: staffMoves(application.status),
    canRequestAction: canTransition("application", application.status, "action_required"),
    canReject: canTransition("application", application.status, "rejected"),
    requestable: requestableItems(application.kind),
  };
}

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

const K = validationMessageKeys;

/** Only the applicant's resubmission leaves action_required for processing. */
export function staffMoves(status: string): ApplicationStatus[] {
  if (status === "action_required") return [];
  return nextStatuses("application", status).filter((to) => to !== "action_required" && to !== "rejected");
}

/** `from` is the status the admin saw, to refuse a stale move. */
export const applicationStatusSchema = z.object({
  from: z.enum(APPLICATION_STATUSES, { error: K.invalidFormat }),
  to: z.enum(APPLICATION_STATUSES, {
    error: (issue) => (issue.input === undefined ? "adminRequests:errors.chooseStatus" : K.invalidFormat),
  }),
  note_en: noteSchema(),
  note_ar: noteSchema(),
});

function noteSchema() {
  return z
    .string({ error: K.invalidFormat })
    .trim()
    .max(APPLICATION_NOTE_MAX_LENGTH, { error: "adminRequests:errors.noteTooLong" })
    .optional();
}

/** The applicant's e-mail goes after the transaction. A draft, illegal or stale move is a 409. */
export async function changeApplicationStatusAsAdmin(
  request: AdminRequest,
  value: z.output<typeof applicationStatusSchema>,
): Promise<AdminOutcome> {
  const { services, admin, t } = request;
  const subject = { type: "application", id: idOf(request.params.id), verb: "status" };
  if (!staffMoves(value.from).includes(value.to))
    throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });
  const change = await changeWithAudit(request, subject, async (tx, id) => {
    const moved = await moveApplicationStatus(tx, {
      applicationId: id,
      from: value.from,
      to: value.to,
      actorId: admin.id,
      note: { en: value.note_en, ar: value.note_ar },
    });
    const { before, after, note } = moved;
    return {
      result: moved,
      before: { status: before.status, paymentStatus: before.paymentStatus },
      after: {
        status: after.status,
        paymentStatus: after.paymentStatus,
        ...(note.en || note.ar ? { note } : {}),
      },
    };
  });
  await sendStatusMail(services, change);
  return {
    message: t("adminRequests:application.changeStatus.done", {
      status: t(applicationStatusLabel(value.to).key),
    }),
  };
}
