/**
 * Unfinished applications (drafts) kept on the server, so that a reload, a sign-in or a closed tab resumes where
 * the applicant stopped, uploads included (issue 12). A draft is an `applications` row with `submitted_at` null;
 * there is at most one per applicant and kind (a unique partial index), and it has its tracking id from the start,
 * because its files are stored under applications/{user}/{tracking id}/ (spec §7).
 *
 * Steps: "upload" (details and documents) → "review" (everything checked) → "payment" (the fee is fixed and the
 * order can be made). Paying submits it (features/checkout: submitted_at set, first status event). Every function
 * takes the signed-in user's id and only ever touches that user's rows: another user's draft is simply not found.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  applicationDocuments,
  applications,
  type DocumentKind,
  type DraftStep,
  drivingLicenseOffers,
  type PaymentStatus,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { newTrackingId } from "../../platform/domain/tracking.ts";
import { issueKeysByField } from "../../platform/domain/validation.ts";
import { AppError, type ErrorMessageKey } from "../../platform/http/errors.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { type BucketName, buildObjectKey, type Storage } from "../../platform/storage/storage.server.ts";
import type { UploadedFile, UploadRules } from "../../platform/storage/uploads.server.ts";
import { fillAllRequiredFieldsKey, KINDS, slotOf, slotRule } from "./kinds.ts";
import { DETAIL_FIELDS, detailsSchema } from "./schema.ts";

const BUCKET: BucketName = "applications";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A typed value kept in a draft is at most this long (the schema's limits are lower; this bounds junk). */
const DRAFT_VALUE_MAX_LENGTH = 400;

export interface DraftOffer {
  /** visa offer slug or licence plan id: what the form's `offer` / `plan` parameter names */
  ref: string;
  title: string;
  /** visa: the destination country */
  destination: string | null;
  visaType: string | null;
  priceCents: number;
  /** "3–5 business days" (plans) or a number of days (visas) */
  processing: string;
  express: boolean;
}

export interface DraftDocument {
  id: string;
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  size: number;
  /** where the owner (and staff) read it: /files/applications/{key} */
  url: string;
}

export interface ApplicationView {
  id: string;
  kind: ApplicationKind;
  trackingId: string;
  step: DraftStep;
  submitted: boolean;
  submittedAt: Date | null;
  status: string;
  paymentStatus: PaymentStatus;
  amountCents: number;
  /** what the applicant typed (a draft may hold values that do not pass yet) */
  details: Record<string, string>;
  offer: DraftOffer | null;
  documents: DraftDocument[];
  createdAt: Date;
  updatedAt: Date;
}

/** What was wrong: messages (i18n keys) per field, and the one for the whole form. */
export interface DraftProblems {
  fields: Record<string, ErrorMessageKey>;
  form: ErrorMessageKey | null;
}

type Row = typeof applications.$inferSelect;

function fileUrl(key: string): string {
  return `/files/${BUCKET}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

async function offerOf(db: Queryable, row: Row, locale: Locale): Promise<DraftOffer | null> {
  if (row.visaOfferId) {
    const [offer] = await db.select().from(visaOffers).where(eq(visaOffers.id, row.visaOfferId));
    if (!offer) return null;
    return {
      ref: offer.slug,
      title: pick(offer.title, locale),
      destination: pick(offer.destination, locale),
      visaType: offer.visaType,
      priceCents: offer.priceCents,
      processing: String(offer.processingDays),
      express: false,
    };
  }
  if (row.drivingLicenseOfferId) {
    const [plan] = await db
      .select()
      .from(drivingLicenseOffers)
      .where(eq(drivingLicenseOffers.id, row.drivingLicenseOfferId));
    if (!plan) return null;
    return {
      ref: plan.id,
      title: pick(plan.title, locale),
      destination: null,
      visaType: null,
      priceCents: plan.priceCents,
      processing: pick(plan.processingDays, locale),
      express: plan.express,
    };
  }
  return null;
}

async function viewOf(db: Queryable, row: Row, locale: Locale): Promise<ApplicationView> {
  const documents = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, row.id))
    .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id));
  // In the form's order of slots (files stored in one request have the same time), then as they came.
  const slots = KINDS[row.kind].documents.map((slot) => slot.kind);
  documents.sort((a, b) => slots.indexOf(a.kind) - slots.indexOf(b.kind));
  return {
    id: row.id,
    kind: row.kind,
    trackingId: row.trackingId,
    step: row.draftStep,
    submitted: row.submittedAt !== null,
    submittedAt: row.submittedAt,
    status: row.status,
    paymentStatus: row.paymentStatus,
    amountCents: row.amountCents,
    details: row.applicationData,
    offer: await offerOf(db, row, locale),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      fileName: document.originalName,
      contentType: document.contentType,
      size: document.sizeBytes,
      url: fileUrl(document.storageKey),
    })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function draftRow(db: Queryable, userId: string, kind: ApplicationKind): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(eq(applications.userId, userId), eq(applications.kind, kind), isNull(applications.submittedAt)),
    );
  return row ?? null;
}

/** The applicant's open draft of `kind`, or null. */
export async function getDraft(
  db: Queryable,
  userId: string,
  kind: ApplicationKind,
  locale: Locale,
): Promise<ApplicationView | null> {
  const row = await draftRow(db, userId, kind);
  return row ? viewOf(db, row, locale) : null;
}

/** One of the applicant's submitted applications by tracking id (the form's confirmation step), or null. */
export async function getSubmitted(
  db: Queryable,
  userId: string,
  trackingId: string,
  locale: Locale,
): Promise<ApplicationView | null> {
  if (trackingId.length > 64) return null;
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.trackingId, trackingId)));
  return row?.submittedAt ? viewOf(db, row, locale) : null;
}

/** Every application of the applicant, drafts first, then the newest: the profile's list. */
export async function listApplications(
  db: Queryable,
  userId: string,
  locale: Locale,
): Promise<ApplicationView[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(sql`${applications.submittedAt} is not null`, desc(applications.createdAt));
  return Promise.all(rows.map((row) => viewOf(db, row, locale)));
}

export interface Applicant {
  id: string;
  email: string;
  name: string;
}

/**
 * The applicant's open draft of `kind`, made when there is none (with a new tracking id; prefilled with the
 * account's name and e-mail). Two requests at once end with the same draft (the unique partial index).
 */
export async function openDraft(
  db: Queryable,
  applicant: Applicant,
  kind: ApplicationKind,
  locale: Locale,
): Promise<Row> {
  const existing = await draftRow(db, applicant.id, kind);
  if (existing) return existing;
  const details: Record<string, string> = { email: applicant.email };
  if (applicant.name.trim()) details.fullName = applicant.name.trim();
  await db
    .insert(applications)
    .values({
      kind,
      trackingId: newTrackingId(kind),
      userId: applicant.id,
      fullName: applicant.name.trim(),
      email: applicant.email,
      locale,
      applicationData: details,
    })
    .onConflictDoNothing();
  const row = await draftRow(db, applicant.id, kind);
  if (!row) throw new Error("the draft was neither made nor found");
  return row;
}

/**
 * Chooses the offer (visa: an active offer's slug) or plan (licences: an active plan's id of the kind's service)
 * whose fee the application pays; false when there is no such active offer.
 */
export async function chooseOffer(db: Queryable, draft: Row, ref: string): Promise<boolean> {
  if (draft.submittedAt) return false;
  if (KINDS[draft.kind].offer === "visa") {
    if (ref.length > 200) return false;
    const [offer] = await db
      .select({ id: visaOffers.id, priceCents: visaOffers.priceCents, visaType: visaOffers.visaType })
      .from(visaOffers)
      .where(and(eq(visaOffers.slug, ref), eq(visaOffers.status, "active")));
    if (!offer) return false;
    await db
      .update(applications)
      .set({
        visaOfferId: offer.id,
        amountCents: offer.priceCents,
        applicationData: { ...draft.applicationData, visaType: offer.visaType, offer: ref },
      })
      .where(eq(applications.id, draft.id));
    return true;
  }
  if (!UUID.test(ref)) return false;
  const [plan] = await db
    .select({ id: drivingLicenseOffers.id, priceCents: drivingLicenseOffers.priceCents })
    .from(drivingLicenseOffers)
    .where(
      and(
        eq(drivingLicenseOffers.id, ref),
        eq(drivingLicenseOffers.status, "active"),
        eq(
          drivingLicenseOffers.service,
          draft.kind === "visa" ? "international-driving-license" : draft.kind,
        ),
      ),
    );
  if (!plan) return false;
  await db
    .update(applications)
    .set({ drivingLicenseOfferId: plan.id, amountCents: plan.priceCents })
    .where(eq(applications.id, draft.id));
  return true;
}

/** The form's fields of the kind, bounded and trimmed of nothing else: what the applicant typed. */
function typedValues(kind: ApplicationKind, values: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of DETAIL_FIELDS[kind]) {
    const value = values[field];
    if (typeof value === "string") kept[field] = value.slice(0, DRAFT_VALUE_MAX_LENGTH);
  }
  return kept;
}

/** Checks the details and documents of a draft: what stops it from going on (nothing when it is complete). */
export function problemsOf(
  draft: Pick<ApplicationView, "kind" | "details" | "documents" | "offer">,
  today: Date | string = new Date(),
): DraftProblems & { values: Record<string, string> | null } {
  const config = KINDS[draft.kind];
  const parsed = detailsSchema(draft.kind, today).safeParse(typedValues(draft.kind, draft.details));
  const fields: Record<string, ErrorMessageKey> = parsed.success ? {} : issueKeysByField(parsed.error);
  const missingField = Object.values(fields).some((key) => key === "errors:validation.required");
  const missingDocuments = config.documents.filter(
    (slot) => slot.required && !draft.documents.some((document) => document.kind === slot.kind),
  );
  for (const slot of missingDocuments) fields[`documents.${slot.kind}`] = config.missingDocumentsKey;
  if (!draft.offer) fields.offer = "errors:validation.required";
  const form: ErrorMessageKey | null = missingField
    ? fillAllRequiredFieldsKey
    : missingDocuments.length
      ? config.missingDocumentsKey
      : Object.keys(fields).length
        ? "errors:codes.VALIDATION_INVALID_FORMAT"
        : null;
  return {
    fields,
    form,
    values: parsed.success
      ? Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [k, String(v)]))
      : null,
  };
}

/**
 * Keeps what the applicant typed in their draft (also when it does not pass yet, so a reload shows it) and, with
 * `advance`, moves it to review when details, documents and offer are complete. Returns the problems (none when it
 * moved on). A draft at review or payment goes back to upload when its details change.
 */
export async function saveDetails(
  db: Queryable,
  draft: Row,
  input: { values: Record<string, unknown>; advance: boolean; locale: Locale; today?: Date | string },
): Promise<{ view: ApplicationView; problems: DraftProblems | null }> {
  if (draft.submittedAt) throw new AppError("BUSINESS_INVALID_STATE");
  const typed = typedValues(draft.kind, input.values);
  const details = { ...draft.applicationData, ...typed };
  const [saved] = await db
    .update(applications)
    .set({ applicationData: details, draftStep: "upload", locale: input.locale })
    .where(and(eq(applications.id, draft.id), isNull(applications.submittedAt)))
    .returning();
  if (!saved) throw new AppError("BUSINESS_INVALID_STATE");
  const view = await viewOf(db, saved, input.locale);
  if (!input.advance) return { view, problems: null };
  const checked = problemsOf(view, input.today);
  if (checked.form || !checked.values)
    return { view, problems: { fields: checked.fields, form: checked.form } };
  const values = checked.values;
  const [moved] = await db
    .update(applications)
    .set({
      applicationData: { ...details, ...values },
      fullName: values.fullName,
      email: values.email,
      phone: values.phone ?? null,
      draftStep: "review",
    })
    .where(and(eq(applications.id, draft.id), isNull(applications.submittedAt)))
    .returning();
  if (!moved) throw new AppError("BUSINESS_INVALID_STATE");
  return { view: await viewOf(db, moved, input.locale), problems: null };
}

/**
 * Review → payment (the applicant confirmed what they reviewed; the fee is the offer's price now), or back to an
 * earlier step. Going forward checks everything again (an offer may have been withdrawn, a birthday passed).
 */
export async function moveDraft(
  db: Queryable,
  draft: Row,
  to: DraftStep,
  locale: Locale,
  today: Date | string = new Date(),
): Promise<{ view: ApplicationView; problems: DraftProblems | null }> {
  if (draft.submittedAt) throw new AppError("BUSINESS_INVALID_STATE");
  const view = await viewOf(db, draft, locale);
  if (to === "payment") {
    if (draft.draftStep === "upload") throw new AppError("BUSINESS_INVALID_STATE");
    const checked = problemsOf(view, today);
    if (checked.form) return { view, problems: { fields: checked.fields, form: checked.form } };
  }
  const amountCents = to === "payment" ? (view.offer?.priceCents ?? draft.amountCents) : draft.amountCents;
  const [moved] = await db
    .update(applications)
    .set({ draftStep: to, amountCents })
    .where(and(eq(applications.id, draft.id), isNull(applications.submittedAt)))
    .returning();
  if (!moved) throw new AppError("BUSINESS_INVALID_STATE");
  return { view: await viewOf(db, moved, locale), problems: null };
}

/** The upload rules of a draft's document slots (all of them, or one), for `parseUploadForm`. */
export function uploadRules(draft: Row, only?: DocumentKind): UploadRules {
  const rules: UploadRules = {};
  for (const slot of KINDS[draft.kind].documents) {
    if (only && slot.kind !== only) continue;
    rules[slot.kind] = {
      rule: slotRule(draft.kind, slot.kind),
      bucket: BUCKET,
      key: (fileName) => buildObjectKey({ userId: draft.userId, trackingId: draft.trackingId, fileName }),
      maxFiles: slot.maxFiles,
    };
  }
  return rules;
}

/**
 * Links stored uploads to the draft (field name = document kind). A single-file slot keeps only the newest file;
 * a slot over its count refuses the newest (removed from storage). Replaced files leave storage.
 */
export async function attachDocuments(
  db: Queryable,
  storage: Storage,
  draft: Row,
  files: Record<string, UploadedFile[]>,
): Promise<void> {
  const replaced: string[] = [];
  const refused: UploadedFile[] = [];
  await db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, draft.id), isNull(applications.submittedAt)))
      .for("update");
    if (!still) {
      refused.push(...Object.values(files).flat());
      return;
    }
    for (const [field, uploads] of Object.entries(files)) {
      const slot = slotOf(draft.kind, field);
      if (!slot || uploads.length === 0) {
        refused.push(...uploads);
        continue;
      }
      const current = await tx
        .select({ id: applicationDocuments.id, key: applicationDocuments.storageKey })
        .from(applicationDocuments)
        .where(
          and(eq(applicationDocuments.applicationId, draft.id), eq(applicationDocuments.kind, slot.kind)),
        );
      let keep = uploads;
      if (slot.maxFiles === 1) {
        keep = uploads.slice(-1);
        refused.push(...uploads.slice(0, -1));
        if (current.length) {
          await tx.delete(applicationDocuments).where(
            inArray(
              applicationDocuments.id,
              current.map((row) => row.id),
            ),
          );
          replaced.push(...current.map((row) => row.key));
        }
      } else {
        const room = Math.max(0, slot.maxFiles - current.length);
        keep = uploads.slice(0, room);
        refused.push(...uploads.slice(room));
      }
      if (keep.length) {
        await tx.insert(applicationDocuments).values(
          keep.map((upload) => ({
            applicationId: draft.id,
            kind: slot.kind,
            bucket: upload.bucket,
            storageKey: upload.key,
            originalName: upload.fileName,
            contentType: upload.contentType,
            sizeBytes: upload.size,
          })),
        );
      }
    }
    await tx.update(applications).set({ draftStep: "upload" }).where(eq(applications.id, draft.id));
  });
  await Promise.all([
    ...replaced.map((key) => storage.remove(BUCKET, key).catch(() => false)),
    ...refused.map((upload) => storage.remove(upload.bucket, upload.key).catch(() => false)),
  ]);
  if (refused.length && !(await draftRow(db, draft.userId, draft.kind))) {
    throw new AppError("BUSINESS_INVALID_STATE");
  }
}

/** Removes one document of the applicant's draft (row and file); false when there is no such document. */
export async function removeDocument(
  db: Queryable,
  storage: Storage,
  draft: Row,
  documentId: string,
): Promise<boolean> {
  if (!UUID.test(documentId) || draft.submittedAt) return false;
  const [gone] = await db
    .delete(applicationDocuments)
    .where(and(eq(applicationDocuments.id, documentId), eq(applicationDocuments.applicationId, draft.id)))
    .returning({ key: applicationDocuments.storageKey });
  if (!gone) return false;
  await db.update(applications).set({ draftStep: "upload" }).where(eq(applications.id, draft.id));
  await storage.remove(BUCKET, gone.key).catch(() => false);
  return true;
}

/**
 * Throws the draft away with its files, unless its fee may be on its way (at the payment step with a payment
 * pending: an order may be open at the provider).
 */
export async function discardDraft(db: Queryable, storage: Storage, draft: Row): Promise<boolean> {
  if (draft.submittedAt) return false;
  if (draft.draftStep === "payment" && draft.paymentStatus === "pending") {
    throw new AppError("BUSINESS_INVALID_STATE");
  }
  const documents = await db
    .select({ key: applicationDocuments.storageKey })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, draft.id));
  const [gone] = await db
    .delete(applications)
    .where(and(eq(applications.id, draft.id), isNull(applications.submittedAt)))
    .returning({ id: applications.id });
  if (!gone) return false;
  await Promise.all(documents.map(({ key }) => storage.remove(BUCKET, key).catch(() => false)));
  return true;
}
