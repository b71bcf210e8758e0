import type { ParseKeys } from "i18next";
import {
  Building2,
  CalendarCheck,
  CreditCard,
  FileText,
  GraduationCap,
  History,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  ShoppingBag,
  Users,
} from "lucide-react";

/** Labels are keys of the "admin" namespace. */
export interface AdminNavEntry {
  labelKey: ParseKeys<"admin">;
  href: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard), not on the paths below it. */
  end?: boolean;
}

/** Each admin screen adds its entry here. */
export const adminNavigation: AdminNavEntry[] = [
  { labelKey: "nav.dashboard", href: "/admin", icon: LayoutDashboard, end: true },
  { labelKey: "nav.orders", href: "/admin/orders", icon: ShoppingBag },
  { labelKey: "nav.applications", href: "/admin/applications", icon: FileText },
  { labelKey: "nav.bookings", href: "/admin/bookings", icon: CalendarCheck },
  { labelKey: "nav.educationConsultations", href: "/admin/consultations/education", icon: GraduationCap },
  { labelKey: "nav.businessConsultations", href: "/admin/consultations/business", icon: Building2 },
  { labelKey: "nav.users", href: "/admin/users", icon: Users },
  { labelKey: "nav.subscribers", href: "/admin/subscribers", icon: Mail },
  { labelKey: "nav.paymentSettings", href: "/admin/settings/payments", icon: CreditCard },
  { labelKey: "nav.audit", href: "/admin/audit", icon: History },
];
