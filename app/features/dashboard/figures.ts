/**
 * The dashboard's figures as the page receives them, and where each one leads (client and server): every figure
 * links to its list with the filter in the URL.
 */
import { statusesOf } from "../../../platform/domain/status-machines.ts";

/** The chart's span: today and the 29 days before it (UTC). */
export const SERIES_DAYS = 30;

export const APPLICATION_STATUSES = statusesOf("application");
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface DayFigures {
  /** yyyy-MM-dd (UTC) */
  date: string;
  orders: number;
  revenueCents: number;
}

export interface DashboardFigures {
  users: { total: number; today: number; active: number };
  /** Submitted applications by status (drafts left out). */
  applications: Record<ApplicationStatus, number>;
  waiting: { education: number; business: number; bookings: number };
  actions: { refundNeeded: number; toShip: number; esimMissing: number };
  /** SERIES_DAYS days, oldest first, empty days included. */
  series: DayFigures[];
}

/**
 * The filtered lists the figures open. The users list has no "joined today" or "active now" filter: those figures
 * open it newest first and by last sign-in. The orders figures open the orders list filtered by what the orders need
 * (the same definitions count them: admin/orders/needs.server.ts).
 */
export const dashboardLinks = {
  usersTotal: "/admin/users",
  usersToday: "/admin/users?sort=-joined",
  usersActive: "/admin/users?sort=-lastSignIn",
  application: (status: ApplicationStatus) => `/admin/applications?status=${status}`,
  education: "/admin/consultations/education?status=new",
  business: "/admin/consultations/business?status=pending",
  bookings: "/admin/bookings?status=pending",
  refundNeeded: "/admin/orders?needs=refund",
  toShip: "/admin/orders?needs=shipping",
  esimMissing: "/admin/orders?needs=esim_code",
} as const;
