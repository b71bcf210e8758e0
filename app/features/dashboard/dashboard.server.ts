// Dashboard figures (spec §2, §7, §9) in two queries: every count as a scalar subquery of one SELECT, each
// on its own index, and the paid orders of 30 days as one GROUP BY. Days are UTC (spec §9).
import { and, count, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.server.ts";
import {
  applications,
  businessIncorporationConsultations,
  educationConsultations,
  esimPlans,
  orders,
  session,
  travelAccessories,
  travelPackageBookings,
  user,
} from "../../platform/db/schema/index.ts";
import { ORDER_NEEDS_SQL } from "../../platform/domain/order-needs.server.ts";
import { LOW_STOCK_MAX } from "../../platform/domain/stock-levels.ts";
import { formatDate } from "../../platform/i18n/format.ts";
import { APPLICATION_STATUSES, type DashboardFigures, SERIES_DAYS } from "./figures.ts";

/** Spec §9: "active" is a session used in the last 30 minutes. */
export const ACTIVE_WINDOW_MINUTES = 30;

const DAY_MS = 86_400_000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Spec §7 get_active_users_count(p_minutes): one per account, not per session. */
function activeUsersSql(now: Date, minutes: number) {
  const since = new Date(now.getTime() - minutes * 60_000);
  return sql<number>`(select count(distinct ${session.userId})::int from ${session}
    where ${session.updatedAt} >= ${since} and ${session.expiresAt} > ${now})`;
}

export async function dashboardFigures(db: Database, now = new Date()): Promise<DashboardFigures> {
  const today = startOfUtcDay(now);
  const first = new Date(today.getTime() - (SERIES_DAYS - 1) * DAY_MS);
  const end = new Date(today.getTime() + DAY_MS);

  const countsQuery = db.execute(sql`select
    (select count(*)::int from ${user}) as users_total,
    (select count(*)::int from ${user} where ${user.createdAt} >= ${today}) as users_today,
    ${activeUsersSql(now, ACTIVE_WINDOW_MINUTES)} as users_active,
    (select count(*)::int from ${educationConsultations} where ${educationConsultations.status} = 'new') as education_new,
    (select count(*)::int from ${businessIncorporationConsultations}
      where ${businessIncorporationConsultations.status} = 'pending') as business_pending,
    (select count(*)::int from ${travelPackageBookings} where ${travelPackageBookings.status} = 'pending') as bookings_pending,
    (select count(*)::int from ${orders} where ${ORDER_NEEDS_SQL.refund}) as refund_needed,
    (select count(*)::int from ${orders} where ${ORDER_NEEDS_SQL.shipping}) as to_ship,
    (select count(*)::int from ${orders} where ${ORDER_NEEDS_SQL.esim_code}) as esim_missing,
    (select count(*)::int from ${travelAccessories}
      where ${travelAccessories.status} = 'active' and ${travelAccessories.stock} <= ${LOW_STOCK_MAX}) as accessories_low,
    (select count(*)::int from ${esimPlans}
      where ${esimPlans.status} = 'active' and ${esimPlans.stockQuantity} <= ${LOW_STOCK_MAX}) as plans_low`);

  // Drafts (submitted_at null) are not applications yet.
  const applicationsQuery = db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(sql`${applications.submittedAt} is not null`)
    .groupBy(applications.status);

  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const seriesQuery = db
    .select({
      day,
      orders: sql<number>`count(*)::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
    })
    .from(orders)
    // Literal statuses, not parameters: only then does the planner use orders_sold_paid_at_idx.
    .where(
      and(sql`${orders.status} in ('paid', 'fulfilled')`, gte(orders.paidAt, first), lt(orders.paidAt, end)),
    )
    .groupBy(day);

  const [counts, byStatus, series] = await Promise.all([countsQuery, applicationsQuery, seriesQuery]);
  // Both drivers (node-postgres, PGlite) answer a raw query with `rows`.
  const c = (counts as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const n = (key: string) => Number(c[key] ?? 0);

  const perDay = new Map(series.map((row) => [row.day, row]));
  const days = Array.from({ length: SERIES_DAYS }, (_, i) => {
    const date = formatDate(new Date(first.getTime() + i * DAY_MS));
    const row = perDay.get(date);
    return { date, orders: Number(row?.orders ?? 0), revenueCents: Number(row?.revenueCents ?? 0) };
  });

  const statusCount = new Map(byStatus.map((row) => [row.status, Number(row.n)]));
  return {
    users: { total: n("users_total"), today: n("users_today"), active: n("users_active") },
    applications: Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [status, statusCount.get(status) ?? 0]),
    ) as DashboardFigures["applications"],
    waiting: {
      education: n("education_new"),
      business: n("business_pending"),
      bookings: n("bookings_pending"),
    },
    actions: { refundNeeded: n("refund_needed"), toShip: n("to_ship"), esimMissing: n("esim_missing") },
    lowStock: { accessories: n("accessories_low"), esimPlans: n("plans_low") },
    series: days,
  };
}
