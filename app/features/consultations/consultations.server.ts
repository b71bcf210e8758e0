// Consultation requests (spec §2, §3, §4, §6): education and business incorporation, from anyone.
import { and, type Column, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../platform/db/client.server.ts";
import type { EducationServiceType } from "../../platform/db/schema/consultations.ts";
import {
  businessIncorporationConsultations,
  educationConsultations,
} from "../../platform/db/schema/index.ts";
import { consultationReference } from "../../platform/domain/references.ts";
import { staffAddress } from "../../platform/domain/staff-address.server.ts";
import type { StatusOf } from "../../platform/domain/status-machines.ts";
import { recordCreated } from "../../platform/domain/transitions.server.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.server.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { ConsultationMailData } from "../../platform/mail/templates/consultation-received.server.tsx";
import type { Services } from "../../platform/server/services.server.ts";
import {
  type BusinessConsultationInput,
  budgetCentsOf,
  businessConsultationSchema,
  type ConsultationTopic,
  type EducationConsultationInput,
  educationConsultationSchema,
} from "./consultation-schemas.ts";

/** Not in the spec: the same request again within this time is a double click or a reload. */
export const DUPLICATE_WINDOW_MS = 60_000;

export type ConsultationServices = Pick<Services, "db" | "mailer" | "logger" | "config">;

export type EducationConsultation = typeof educationConsultations.$inferSelect;
export type BusinessConsultation = typeof businessIncorporationConsultations.$inferSelect;

interface SubmitOptions {
  /** Checked here with the form's schema (a ZodError is a 400). */
  input: unknown;
  user: { id: string } | null;
  locale: Locale;
  client: string;
  now?: Date;
}

export interface Submitted<Row> {
  consultation: Row;
  reference: string;
  /** false for a duplicate: it is returned, nothing new is written or sent. */
  created: boolean;
}

interface RequestRow {
  id: string;
  email: string;
  message: string | null;
  createdAt: Date;
}

/** A transaction-scoped lock on the customer's requests keeps two copies of one request out. */
async function submitOnce<
  Row extends RequestRow,
  S extends "education_consultation" | "business_consultation",
>(
  services: ConsultationServices,
  options: SubmitOptions,
  request: {
    subject: S;
    status: StatusOf<S>;
    lockKey: string;
    findRecent: (tx: Transaction, since: Date) => Promise<Row | undefined>;
    insert: (tx: Transaction, now: Date, userId: string | null) => Promise<Row | undefined>;
    eventData: Record<string, unknown>;
    mail: (reference: string) => { customerName: string; data: ConsultationMailData };
  },
): Promise<Submitted<Row>> {
  await enforceRateLimit(services, "consultations", options.client);
  const now = options.now ?? new Date();
  const userId = options.user?.id ?? null;

  const result = await services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${request.lockKey}))`);
    const existing = await request.findRecent(tx, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
    if (existing) return { consultation: existing, created: false };
    const row = await request.insert(tx, now, userId);
    if (!row) throw new Error("the consultation insert returned no row");
    await recordCreated(tx, {
      subject: request.subject,
      id: row.id,
      status: request.status,
      owner: userId,
      actor: userId,
      data: request.eventData,
    });
    return { consultation: row, created: true };
  });

  const reference = consultationReference(result.consultation.id);
  if (result.created) {
    const { customerName, data } = request.mail(reference);
    await sendConsultationMails(services, {
      locale: options.locale,
      to: result.consultation.email,
      signedIn: userId !== null,
      message: result.consultation.message ?? "",
      customerName,
      mail: data,
    });
  }
  return { ...result, reference };
}

const sameMessage = (column: Column, message: string | null) =>
  message === null ? isNull(column) : eq(column, message);

/** A mail failure is logged; the request stays. */
export async function submitEducationConsultation(
  services: ConsultationServices,
  options: SubmitOptions & { serviceType: EducationServiceType },
): Promise<Submitted<EducationConsultation>> {
  const input: EducationConsultationInput = educationConsultationSchema.parse(options.input);
  const table = educationConsultations;
  const message = input.message ?? null;
  return submitOnce(services, options, {
    subject: "education_consultation",
    status: "new",
    lockKey: `consultation:education:${input.email}`,
    findRecent: async (tx, since) =>
      (
        await tx
          .select()
          .from(table)
          .where(
            and(
              eq(table.email, input.email),
              eq(table.serviceType, options.serviceType),
              sameMessage(table.message, message),
              gt(table.createdAt, since),
            ),
          )
          .limit(1)
      )[0],
    insert: async (tx, now, userId) =>
      (
        await tx
          .insert(table)
          .values({
            fullName: input.fullName,
            email: input.email,
            phone: input.phone,
            message,
            serviceType: options.serviceType,
            status: "new",
            locale: options.locale,
            userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
      )[0],
    eventData: { serviceType: options.serviceType },
    mail: (reference) => ({
      customerName: input.fullName,
      data: { name: input.fullName, reference, topic: options.serviceType, phone: input.phone },
    }),
  });
}

/** The newsletter opt-in is only reported back: the route signs up; its failure never fails this (§8). */
export async function submitBusinessConsultation(
  services: ConsultationServices,
  options: SubmitOptions,
): Promise<Submitted<BusinessConsultation> & { input: BusinessConsultationInput }> {
  const input: BusinessConsultationInput = businessConsultationSchema.parse(options.input);
  const table = businessIncorporationConsultations;
  const message = input.message ?? null;
  const submitted = await submitOnce(services, options, {
    subject: "business_consultation",
    status: "pending",
    lockKey: `consultation:business:${input.email}`,
    findRecent: async (tx, since) =>
      (
        await tx
          .select()
          .from(table)
          .where(
            and(
              eq(table.email, input.email),
              eq(table.jurisdiction, input.preferredCountry),
              sameMessage(table.message, message),
              gt(table.createdAt, since),
            ),
          )
          .limit(1)
      )[0],
    insert: async (tx, now, userId) =>
      (
        await tx
          .insert(table)
          .values({
            fullName: input.fullName,
            email: input.email,
            phone: input.phone,
            message,
            businessType: input.businessType,
            jurisdiction: input.preferredCountry,
            companyName: input.companyName ?? null,
            estimatedBudgetCents: input.estimatedBudget ? budgetCentsOf(input.estimatedBudget) : null,
            timeline: input.timeline ?? null,
            status: "pending",
            locale: options.locale,
            userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
      )[0],
    eventData: { jurisdiction: input.preferredCountry },
    mail: (reference) => ({
      customerName: input.fullName,
      data: {
        name: input.fullName,
        reference,
        topic: "business",
        phone: input.phone,
        business: {
          country: input.preferredCountry,
          businessType: input.businessType,
          budget: input.estimatedBudget ?? "",
          timeline: input.timeline ?? "",
          companyName: input.companyName ?? "",
          newsletter: input.newsletter,
        },
      },
    }),
  });
  return { ...submitted, input };
}

/** Failures are logged, never thrown. */
async function sendConsultationMails(
  services: ConsultationServices,
  request: {
    locale: Locale;
    to: string;
    signedIn: boolean;
    message: string;
    customerName: string;
    mail: ConsultationMailData;
  },
): Promise<void> {
  const { logger, mailer } = services;
  const { reference, topic } = request.mail;
  try {
    await mailer.send({
      template: () => import("../../platform/mail/templates/consultation-received.server.tsx"),
      locale: request.locale,
      to: request.to,
      data: request.mail,
    });
  } catch (error) {
    logger.error({ err: error, reference, topic }, "consultation acknowledgement could not be sent");
  }

  let staff: string | null = null;
  try {
    staff = await staffAddress(services);
  } catch (error) {
    logger.error({ err: error, reference }, "the staff address could not be read");
    return;
  }
  if (!staff) {
    logger.warn(
      { reference, topic },
      "no staff notification sent: set STAFF_EMAIL (or a contact e-mail in the site settings, or ADMIN_EMAIL)",
    );
    return;
  }
  try {
    await mailer.send({
      template: () => import("../../platform/mail/templates/consultation-staff.server.tsx"),
      locale: request.locale,
      to: staff,
      data: {
        ...request.mail,
        name: "",
        customerName: request.customerName,
        email: request.to,
        customerLocale: request.locale,
        signedIn: request.signedIn,
        message: request.message,
      },
    });
  } catch (error) {
    logger.error({ err: error, reference, topic }, "consultation staff notification could not be sent");
  }
}

/** For the redirect's ?sent=<id>. */
export async function getRecentConsultation(
  db: Database,
  topic: ConsultationTopic,
  id: string,
  now: Date = new Date(),
): Promise<{ reference: string; email: string } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  // The confirmation is for the one who just sent it: an old link shows the form again.
  const since = new Date(now.getTime() - CONFIRMATION_WINDOW_MS);
  const [row] =
    topic === "business"
      ? await db
          .select({
            id: businessIncorporationConsultations.id,
            email: businessIncorporationConsultations.email,
          })
          .from(businessIncorporationConsultations)
          .where(
            and(
              eq(businessIncorporationConsultations.id, id),
              gt(businessIncorporationConsultations.createdAt, since),
            ),
          )
          .limit(1)
      : await db
          .select({ id: educationConsultations.id, email: educationConsultations.email })
          .from(educationConsultations)
          .where(
            and(
              eq(educationConsultations.id, id),
              eq(educationConsultations.serviceType, topic),
              gt(educationConsultations.createdAt, since),
            ),
          )
          .limit(1);
  return row ? { reference: consultationReference(row.id), email: row.email } : null;
}

export const CONFIRMATION_WINDOW_MS = 30 * 60_000;
