import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import type { PaymentStatus } from "./catalogue.ts";
import { drivingLicenseOffers, visaOffers } from "./catalogue.ts";
import { createdAt, id, updatedAt } from "./columns.ts";

/** One table for every kind (docs/decisions/004). */
export type ApplicationKind = "visa" | "driving-license" | "international-driving-license";
export type ApplicationStatus =
  | "pending"
  | "processing"
  | "action_required"
  | "approved"
  | "rejected"
  | "completed";
/** Where a draft (`submitted_at` null) stopped: the applicant resumes there. */
export type DraftStep = "upload" | "review" | "payment";

export const applications = pgTable(
  "applications",
  {
    id: id(),
    kind: text("kind").$type<ApplicationKind>().notNull(),
    trackingId: text("tracking_id").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    status: text("status").$type<ApplicationStatus>().notNull().default("pending"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    visaOfferId: uuid("visa_offer_id").references(() => visaOffers.id, { onDelete: "set null" }),
    drivingLicenseOfferId: uuid("driving_license_offer_id").references(() => drivingLicenseOffers.id, {
      onDelete: "set null",
    }),
    amountCents: integer("amount_cents").notNull().default(0),
    applicationData: jsonb("application_data").$type<Record<string, string>>().notNull().default({}),
    /** Kept after submission as "payment". */
    draftStep: text("draft_step").$type<DraftStep>().notNull().default("upload"),
    /** Their e-mails are written in it. */
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    /** Set when the fee is paid: from then on the application is submitted. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("applications_user_idx").on(t.userId, t.createdAt),
    index("applications_kind_status_idx").on(t.kind, t.status, t.createdAt),
    index("applications_email_idx").on(t.email),
    // One open draft per applicant and kind: the form resumes it.
    uniqueIndex("applications_user_draft_idx").on(t.userId, t.kind).where(sql`${t.submittedAt} is null`),
  ],
);

export type DocumentKind =
  | "personal_photo"
  | "passport_copy"
  | "additional"
  | "license_front"
  | "license_copy"
  | "passport_page"
  | "id_copy";

export const applicationDocuments = pgTable(
  "application_documents",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    kind: text("kind").$type<DocumentKind>().notNull(),
    bucket: text("bucket").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("application_documents_application_idx").on(t.applicationId)],
);
