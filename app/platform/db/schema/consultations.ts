import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt, id, updatedAt } from "./columns.ts";

export type EducationServiceType = "malaysia" | "tarim";
export type EducationConsultationStatus = "new" | "in_progress" | "completed";

export const educationConsultations = pgTable(
  "education_consultations",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    serviceType: text("service_type").$type<EducationServiceType>().notNull(),
    status: text("status").$type<EducationConsultationStatus>().notNull().default("new"),
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("education_consultations_service_idx").on(t.serviceType, t.createdAt),
    index("education_consultations_status_idx").on(t.status, t.createdAt),
    index("education_consultations_email_idx").on(t.email),
    index("education_consultations_user_idx").on(t.userId, t.createdAt),
  ],
);

export type BusinessConsultationStatus = "pending" | "contacted" | "in_progress" | "completed" | "cancelled";

export const businessIncorporationConsultations = pgTable(
  "business_incorporation_consultations",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    businessType: text("business_type"),
    jurisdiction: text("jurisdiction").notNull(),
    companyName: text("company_name"),
    estimatedBudgetCents: integer("estimated_budget_cents"),
    timeline: text("timeline"),
    status: text("status").$type<BusinessConsultationStatus>().notNull().default("pending"),
    notes: text("notes"),
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("business_consultations_status_idx").on(t.status, t.createdAt),
    index("business_consultations_email_idx").on(t.email),
    index("business_consultations_user_idx").on(t.userId, t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    /** pending until the owner opens the confirmation link (double opt-in); only active ones get the newsletter */
    status: text("status").$type<"pending" | "active" | "unsubscribed">().notNull().default("active"),
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    subscribedAt: createdAt(),
    /** the last confirmation e-mail: at most one per address in a while, whoever signs it up */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  },
  (t) => [index("newsletter_subscribers_status_idx").on(t.status, t.subscribedAt)],
);
