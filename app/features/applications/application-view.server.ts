// Every query takes the applicant's id: another user's application is not found.
import { and, asc, eq, isNull } from "drizzle-orm";
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
import { feePolicyOf, type ProcessingTime, processingTimeOf } from "../../platform/domain/offer-terms.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import type { BucketName } from "../../platform/storage/storage.server.ts";
import { KINDS } from "./kinds.ts";

/** Keys are applications/{user}/{tracking id}/… (spec §7). */
export const APPLICATIONS_BUCKET: BucketName = "applications";

export interface DraftOffer {
  /** visa offer slug or licence plan id: what the form's `offer` / `plan` parameter names */
  ref: string;
  title: string;
  destination: string | null;
  visaType: string | null;
  priceCents: number;
  processing: ProcessingTime;
  express: boolean;
  /** null: the shop's default words */
  feePolicy: string | null;
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

export type ApplicationRow = typeof applications.$inferSelect;

function fileUrl(key: string): string {
  return `/files/${APPLICATIONS_BUCKET}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

type VisaOffer = Pick<
  typeof visaOffers.$inferSelect,
  "slug" | "title" | "destination" | "visaType" | "priceCents" | "processingDays" | "feePolicy"
>;
type LicencePlan = Pick<
  typeof drivingLicenseOffers.$inferSelect,
  "id" | "title" | "priceCents" | "processingDays" | "express" | "feePolicy"
>;

/** An application's offer as its applicant reads it: the visa offer or the licence plan, in their language. */
export function offerView(
  visa: VisaOffer | null,
  plan: LicencePlan | null,
  locale: Locale,
): DraftOffer | null {
  if (visa) {
    return {
      ref: visa.slug,
      title: pick(visa.title, locale),
      destination: pick(visa.destination, locale),
      visaType: visa.visaType,
      priceCents: visa.priceCents,
      processing: processingTimeOf(visa, locale),
      express: false,
      feePolicy: feePolicyOf(visa.feePolicy, locale),
    };
  }
  if (plan) {
    return {
      ref: plan.id,
      title: pick(plan.title, locale),
      destination: null,
      visaType: null,
      priceCents: plan.priceCents,
      processing: processingTimeOf(plan, locale),
      express: plan.express,
      feePolicy: feePolicyOf(plan.feePolicy, locale),
    };
  }
  return null;
}

async function offerOf(db: Queryable, row: ApplicationRow, locale: Locale): Promise<DraftOffer | null> {
  const [visa] = row.visaOfferId
    ? await db.select().from(visaOffers).where(eq(visaOffers.id, row.visaOfferId))
    : [];
  const [plan] = row.drivingLicenseOfferId
    ? await db
        .select()
        .from(drivingLicenseOffers)
        .where(eq(drivingLicenseOffers.id, row.drivingLicenseOfferId))
    : [];
  return offerView(visa ?? null, plan ?? null, locale);
}

export async function viewOf(db: Queryable, row: ApplicationRow, locale: Locale): Promise<ApplicationView> {
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

export async function draftRow(
  db: Queryable,
  userId: string,
  kind: ApplicationKind,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(eq(applications.userId, userId), eq(applications.kind, kind), isNull(applications.submittedAt)),
    );
  return row ?? null;
}

export async function getDraft(
  db: Queryable,
  userId: string,
  kind: ApplicationKind,
  locale: Locale,
): Promise<ApplicationView | null> {
  const row = await draftRow(db, userId, kind);
  return row ? viewOf(db, row, locale) : null;
}

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
