// Drafts live on the server so a reload, a sign-in or a closed tab resumes where the applicant stopped. The
// tracking id exists from the start: files are stored under applications/{user}/{tracking id}/ (spec §7).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import { displayName } from "../../platform/auth/session.server.ts";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  applicationDocuments,
  applications,
  type DraftStep,
  drivingLicenseOffers,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { newTrackingId } from "../../platform/domain/tracking.ts";
import { issueKeysByField } from "../../platform/domain/validation.ts";
import { AppError, type ErrorMessageKey } from "../../platform/http/errors.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { countCreated } from "../../platform/server/metrics.server.ts";
import type { Storage } from "../../platform/storage/storage.server.ts";
import {
  APPLICATIONS_BUCKET,
  type ApplicationRow,
  type ApplicationView,
  draftRow,
  viewOf,
} from "./application-view.server.ts";
import { DETAIL_FIELDS, detailsSchema } from "./details-schema.ts";
import { fillAllRequiredFieldsKey, KINDS } from "./kinds.ts";

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The schema's limits are lower; this only bounds junk kept in a draft. */
const DRAFT_VALUE_MAX_LENGTH = 400;

export interface DraftProblems {
  fields: Record<string, ErrorMessageKey>;
  form: ErrorMessageKey | null;
}

export interface Applicant {
  id: string;
  email: string;
  name: string;
}

export function applicantOf(user: SignedInUser): Applicant {
  return { id: user.id, email: user.email, name: displayName(user) };
}

/** Two requests at once end with the same draft (a unique partial index per applicant and kind). */
export async function openDraft(
  db: Queryable,
  applicant: Applicant,
  kind: ApplicationKind,
  locale: Locale,
): Promise<ApplicationRow> {
  const existing = await draftRow(db, applicant.id, kind);
  if (existing) return existing;
  const details: Record<string, string> = { email: applicant.email };
  if (applicant.name.trim()) details.fullName = applicant.name.trim();
  const inserted = await db
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
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (inserted.length > 0) countCreated("application");
  const row = await draftRow(db, applicant.id, kind);
  if (!row) throw new Error("the draft was neither made nor found");
  return row;
}

/** `ref` is a visa offer's slug or a licence plan's id. */
export async function chooseOffer(db: Queryable, draft: ApplicationRow, ref: string): Promise<boolean> {
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
  if (!UUID_PATTERN.test(ref)) return false;
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

function typedValues(kind: ApplicationKind, values: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of DETAIL_FIELDS[kind]) {
    const value = values[field];
    if (typeof value === "string") kept[field] = value.slice(0, DRAFT_VALUE_MAX_LENGTH);
  }
  return kept;
}

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

// Keeps what was typed even when it does not pass yet, so a reload shows it. A draft at review or payment
// goes back to upload when its details change.
export async function saveDetails(
  db: Queryable,
  draft: ApplicationRow,
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
 * What was typed, saved while typing (the form's autosave): only while the draft is still at the upload step,
 * so that a save arriving after "Continue" never takes the draft back. False when nothing was written.
 */
export async function autosaveDetails(
  db: Queryable,
  draft: ApplicationRow,
  values: Record<string, unknown>,
): Promise<boolean> {
  const typed = typedValues(draft.kind, values);
  const [saved] = await db
    .update(applications)
    .set({ applicationData: sql`${applications.applicationData} || ${JSON.stringify(typed)}::jsonb` })
    .where(
      and(
        eq(applications.id, draft.id),
        isNull(applications.submittedAt),
        eq(applications.draftStep, "upload"),
      ),
    )
    .returning({ id: applications.id });
  return saved !== undefined;
}

/** Going forward checks everything again: an offer may have been withdrawn, a birthday passed. */
export async function moveDraft(
  db: Queryable,
  draft: ApplicationRow,
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

/** Refused while a payment is pending: an order may be open at the provider. */
export async function discardDraft(db: Queryable, storage: Storage, draft: ApplicationRow): Promise<boolean> {
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
  await Promise.all(documents.map(({ key }) => storage.remove(APPLICATIONS_BUCKET, key).catch(() => false)));
  return true;
}
