import { statusesOf } from "../../platform/domain/status-machines.ts";

export const SERIES_DAYS = 30;

export const APPLICATION_STATUSES = statusesOf("application");
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface DayFigures {
  date: string;
  orders: number;
  revenueCents: number;
}

export interface DashboardFigures {
  users: { total: number; today: number; active: number };
  /** Drafts left out. */
  applications: Record<ApplicationStatus, number>;
  waiting: { education: number; business: number; bookings: number };
  actions: { refundNeeded: number; toShip: number; esimMissing: number };
  /** Published products with LOW_STOCK_MAX units or fewer (none left included). */
  lowStock: { accessories: number; esimPlans: number };
  /** Empty days included. */
  series: DayFigures[];
}

// The users list has no "joined today" or "active now" filter: those open it sorted instead. Order needs are
// defined once, in platform/domain/order-needs.server.ts.
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
  lowAccessories: "/admin/accessories?stock=low&status=active&sort=stock",
  lowEsimPlans: "/admin/esim-plans?stock=low&status=active&sort=stock",
} as const;
