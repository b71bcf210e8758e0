/**
 * The customer's applications, bookings and consultations, as the profile lists them: one query (and one count) per
 * page on the (user_id, created_at) indexes; consultations also by the customer's confirmed address.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  applications,
  businessIncorporationConsultations,
  type DraftStep,
  drivingLicenseOffers,
  educationConsultations,
  type PaymentStatus,
  travelPackageBookings,
  travelPackages,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { consultationReference } from "../../platform/domain/references.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../platform/lists/list-query.ts";
import { consultationsOf, type ProfileOwner } from "./profile.server.ts";

// ---------------------------------------------------------------------------------------------------
// Applications

/** What the application list shows of one application (the shape of application-list.tsx's items). */
export interface ProfileApplication {
  id: string;
  kind: ApplicationKind;
  trackingId: string;
  step: DraftStep;
  submitted: boolean;
  submittedAt: Date | null;
  status: string;
  paymentStatus: PaymentStatus;
  amountCents: number;
  offer: {
    ref: string;
    title: string;
    destination: string | null;
    visaType: string | null;
    priceCents: number;
    processing: string;
    express: boolean;
  } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A page of the customer's applications: unfinished drafts first, then the newest; offers joined. */
export async function listProfileApplications(
  db: Queryable,
  userId: string,
  page: number,
  locale: Locale,
  pageSize = 20,
): Promise<Paged<ProfileApplication>> {
  const a = applications;
  const [total] = await db.select({ n: count() }).from(a).where(eq(a.userId, userId));
  const rows = await db
    .select({
      application: a,
      visa: {
        slug: visaOffers.slug,
        title: visaOffers.title,
        destination: visaOffers.destination,
        visaType: visaOffers.visaType,
        priceCents: visaOffers.priceCents,
        processingDays: visaOffers.processingDays,
      },
      plan: {
        id: drivingLicenseOffers.id,
        title: drivingLicenseOffers.title,
        priceCents: drivingLicenseOffers.priceCents,
        processingDays: drivingLicenseOffers.processingDays,
        express: drivingLicenseOffers.express,
      },
    })
    .from(a)
    .leftJoin(visaOffers, eq(visaOffers.id, a.visaOfferId))
    .leftJoin(drivingLicenseOffers, eq(drivingLicenseOffers.id, a.drivingLicenseOfferId))
    .where(eq(a.userId, userId))
    .orderBy(sql`${a.submittedAt} is not null`, desc(a.createdAt), desc(a.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const items = rows.map(({ application: row, visa, plan }): ProfileApplication => {
    let offer: ProfileApplication["offer"] = null;
    if (visa) {
      offer = {
        ref: visa.slug,
        title: pick(visa.title, locale),
        destination: pick(visa.destination, locale),
        visaType: visa.visaType,
        priceCents: visa.priceCents,
        processing: String(visa.processingDays),
        express: false,
      };
    } else if (plan) {
      offer = {
        ref: plan.id,
        title: pick(plan.title, locale),
        destination: null,
        visaType: null,
        priceCents: plan.priceCents,
        processing: pick(plan.processingDays, locale),
        express: plan.express,
      };
    }
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
      offer,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
  return paged(items, total?.n ?? 0, page, pageSize);
}

// ---------------------------------------------------------------------------------------------------
// Bookings

export interface ProfileBooking {
  id: string;
  packageName: string;
  /** the package's page, when the package still has one */
  packageSlug: string | null;
  travelDate: string;
  travellers: number;
  totalCents: number;
  status: string;
  paymentStatus: PaymentStatus;
  /** Unpaid and still open: the customer can pay it through the cart and checkout. */
  payable: boolean;
  createdAt: Date;
}

/** A page of the customer's package bookings, newest first. */
export async function listProfileBookings(
  db: Queryable,
  userId: string,
  page: number,
  locale: Locale,
  pageSize = 20,
): Promise<Paged<ProfileBooking>> {
  const b = travelPackageBookings;
  const [total] = await db.select({ n: count() }).from(b).where(eq(b.userId, userId));
  const rows = await db
    .select({
      booking: b,
      slug: travelPackages.slug,
      name: travelPackages.name,
      packageStatus: travelPackages.status,
    })
    .from(b)
    .leftJoin(travelPackages, eq(travelPackages.id, b.packageId))
    .where(eq(b.userId, userId))
    .orderBy(desc(b.createdAt), desc(b.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const items = rows.map(
    ({ booking, slug, name, packageStatus }): ProfileBooking => ({
      id: booking.id,
      packageName: name ? pick(name, locale) : booking.packageName,
      packageSlug: slug && packageStatus === "active" ? slug : null,
      travelDate: booking.travelDate,
      travellers: booking.numberOfTravelers,
      totalCents: booking.totalAmountCents,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      payable:
        (booking.paymentStatus === "pending" || booking.paymentStatus === "failed") &&
        (booking.status === "pending" || booking.status === "confirmed"),
      createdAt: booking.createdAt,
    }),
  );
  return paged(items, total?.n ?? 0, page, pageSize);
}

// ---------------------------------------------------------------------------------------------------
// Consultations

export type ConsultationKind = "education" | "business";

export interface ProfileConsultation {
  id: string;
  kind: ConsultationKind;
  /** "CN-" and the first 8 hex digits of the id: the reference of the acknowledgement e-mail */
  reference: string;
  /** education: malaysia | tarim; business: the jurisdiction (preferred country) */
  topic: string;
  status: string;
  fullName: string;
  email: string;
  message: string | null;
  companyName: string | null;
  businessType: string | null;
  /** Sent before signing up, matched by the account's address. */
  matchedByEmail: boolean;
  createdAt: Date;
}

/** Every consultation of the customer (both kinds), newest first: a customer has a handful. */
export async function listProfileConsultations(
  db: Queryable,
  owner: ProfileOwner,
  limit = 200,
): Promise<ProfileConsultation[]> {
  const e = educationConsultations;
  const biz = businessIncorporationConsultations;
  const [education, business] = await Promise.all([
    db.select().from(e).where(consultationsOf(e, owner)).orderBy(desc(e.createdAt)).limit(limit),
    db.select().from(biz).where(consultationsOf(biz, owner)).orderBy(desc(biz.createdAt)).limit(limit),
  ]);
  const list: ProfileConsultation[] = [
    ...education.map((row) => ({
      id: row.id,
      kind: "education" as const,
      reference: consultationReference(row.id),
      topic: row.serviceType,
      status: row.status,
      fullName: row.fullName,
      email: row.email,
      message: row.message,
      companyName: null,
      businessType: null,
      matchedByEmail: row.userId === null,
      createdAt: row.createdAt,
    })),
    ...business.map((row) => ({
      id: row.id,
      kind: "business" as const,
      reference: consultationReference(row.id),
      topic: row.jurisdiction,
      status: row.status,
      fullName: row.fullName,
      email: row.email,
      message: row.message,
      companyName: row.companyName,
      businessType: row.businessType,
      matchedByEmail: row.userId === null,
      createdAt: row.createdAt,
    })),
  ];
  return list.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime()).slice(0, limit);
}

/** Whether a booking of this customer exists (the route's pay link checks the id it is given). */
export async function ownsBooking(db: Queryable, userId: string, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: travelPackageBookings.id })
    .from(travelPackageBookings)
    .where(and(eq(travelPackageBookings.id, bookingId), eq(travelPackageBookings.userId, userId)));
  return Boolean(row);
}
