// Spec §3 "profile view". Every count reads only the user's rows, on an index led by user_id (or e-mail, for
// consultations sent before signing up).
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  applications,
  businessIncorporationConsultations,
  educationConsultations,
  orders,
  travelPackageBookings,
  user,
} from "../../platform/db/schema/index.ts";

export interface ProfileOwner {
  id: string;
  email: string;
  /** Only a confirmed address claims the consultations sent with it before signing up. */
  emailVerified: boolean;
}

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

/** Also those sent with their confirmed address as a visitor, but never another account's. */
export function consultationsOf(table: ConsultationTable, owner: ProfileOwner): SQL {
  const byUser = eq(table.userId, owner.id);
  if (!owner.emailVerified) return byUser;
  return or(byUser, and(isNull(table.userId), eq(table.email, owner.email.toLowerCase())))!;
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

export async function getProfileTotals(db: Queryable, owner: ProfileOwner): Promise<ProfileTotals> {
  const a = applications;
  const [row] = await db
    .select({
      applications: countOf(
        sql`select count(*) from ${a} where ${and(eq(a.userId, owner.id), isNotNull(a.submittedAt))}`,
      ),
      drafts: countOf(
        sql`select count(*) from ${a} where ${and(eq(a.userId, owner.id), isNull(a.submittedAt))}`,
      ),
      bookings: countOf(
        sql`select count(*) from ${travelPackageBookings} where ${eq(travelPackageBookings.userId, owner.id)}`,
      ),
      education: countOf(
        sql`select count(*) from ${educationConsultations} where ${consultationsOf(educationConsultations, owner)}`,
      ),
      business: countOf(
        sql`select count(*) from ${businessIncorporationConsultations} where ${consultationsOf(
          businessIncorporationConsultations,
          owner,
        )}`,
      ),
      spentCents: countOf(
        sql`select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${and(
          eq(orders.userId, owner.id),
          inArray(orders.status, [...SPENT_ORDER_STATUSES]),
        )}`,
      ),
    })
    .from(user)
    .where(eq(user.id, owner.id));
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

export function ownerOf(account: Pick<ProfileAccount, "id" | "email" | "emailVerified">): ProfileOwner {
  return { id: account.id, email: account.email, emailVerified: account.emailVerified };
}
