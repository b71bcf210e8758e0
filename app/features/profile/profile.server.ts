// Spec §3 "profile view". Every count reads only the user's rows, on an index led by user_id.
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  applications,
  businessIncorporationConsultations,
  educationConsultations,
  orders,
  travelPackageBookings,
  user,
} from "../../platform/db/schema/index.ts";

export async function getProfileAccount(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
      locale: user.locale,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

export type ProfileAccount = NonNullable<Awaited<ReturnType<typeof getProfileAccount>>>;

type ConsultationTable = typeof educationConsultations | typeof businessIncorporationConsultations;

/** Only requests sent signed in to the account: anyone can type a customer's address into a visitor's request
 * (decision 027). */
export function consultationsOf(table: ConsultationTable, userId: string): SQL {
  return eq(table.userId, userId);
}

/** Fulfilled orders were paid too; refunds are not spending. */
export const SPENT_ORDER_STATUSES = ["paid", "fulfilled"] as const;

export interface ProfileTotals {
  applications: number;
  drafts: number;
  bookings: number;
  consultations: number;
  /** Spec's "services": bookings + consultations. */
  services: number;
  spentCents: number;
}

const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

export async function getProfileTotals(db: Queryable, userId: string): Promise<ProfileTotals> {
  const a = applications;
  const [row] = await db
    .select({
      applications: countOf(
        sql`select count(*) from ${a} where ${and(eq(a.userId, userId), isNotNull(a.submittedAt))}`,
      ),
      drafts: countOf(
        sql`select count(*) from ${a} where ${and(eq(a.userId, userId), isNull(a.submittedAt))}`,
      ),
      bookings: countOf(
        sql`select count(*) from ${travelPackageBookings} where ${eq(travelPackageBookings.userId, userId)}`,
      ),
      education: countOf(
        sql`select count(*) from ${educationConsultations} where ${consultationsOf(educationConsultations, userId)}`,
      ),
      business: countOf(
        sql`select count(*) from ${businessIncorporationConsultations} where ${consultationsOf(businessIncorporationConsultations, userId)}`,
      ),
      spentCents: countOf(
        sql`select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${and(
          eq(orders.userId, userId),
          inArray(orders.status, [...SPENT_ORDER_STATUSES]),
        )}`,
      ),
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) {
    return { applications: 0, drafts: 0, bookings: 0, consultations: 0, services: 0, spentCents: 0 };
  }
  const consultations = row.education + row.business;
  return {
    applications: row.applications,
    drafts: row.drafts,
    bookings: row.bookings,
    consultations,
    services: row.bookings + consultations,
    spentCents: row.spentCents,
  };
}
