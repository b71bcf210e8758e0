import type { ParseKeys } from "i18next";
import {
  Activity,
  Building2,
  CalendarCheck,
  CreditCard,
  FileText,
  GraduationCap,
  History,
  type IconComponent,
  IdCard,
  LayoutDashboard,
  Mail,
  Newspaper,
  Package,
  Palette,
  Plane,
  ShoppingBag,
  Smartphone,
  Stamp,
  Users,
} from "../ui/icons.tsx";

/** Labels are keys of the "admin" namespace. */
export interface AdminNavEntry {
  labelKey: ParseKeys<"admin">;
  href: string;
  icon: IconComponent;
  /** Active only on this exact path (the dashboard), not on the paths below it. */
  end?: boolean;
}

export interface AdminNavGroup {
  /** None for the first group (the dashboard). */
  labelKey?: ParseKeys<"admin">;
  entries: AdminNavEntry[];
}

/** Each admin screen adds its entry to its group here. */
export const adminNavigation: AdminNavGroup[] = [
  { entries: [{ labelKey: "nav.dashboard", href: "/admin", icon: LayoutDashboard, end: true }] },
  {
    labelKey: "navGroups.sales",
    entries: [
      { labelKey: "nav.orders", href: "/admin/orders", icon: ShoppingBag },
      { labelKey: "nav.applications", href: "/admin/applications", icon: FileText },
      { labelKey: "nav.bookings", href: "/admin/bookings", icon: CalendarCheck },
      { labelKey: "nav.educationConsultations", href: "/admin/consultations/education", icon: GraduationCap },
      { labelKey: "nav.businessConsultations", href: "/admin/consultations/business", icon: Building2 },
    ],
  },
  {
    labelKey: "navGroups.catalogue",
    entries: [
      { labelKey: "nav.visaOffers", href: "/admin/visa-offers", icon: Stamp },
      { labelKey: "nav.licencePlans", href: "/admin/licence-plans", icon: IdCard },
      { labelKey: "nav.packages", href: "/admin/packages", icon: Plane },
      { labelKey: "nav.accessories", href: "/admin/accessories", icon: Package },
      { labelKey: "nav.esims", href: "/admin/esim-destinations", icon: Smartphone },
    ],
  },
  {
    labelKey: "navGroups.content",
    entries: [
      { labelKey: "nav.pages", href: "/admin/pages", icon: Newspaper },
      { labelKey: "nav.appearance", href: "/admin/settings/appearance", icon: Palette },
    ],
  },
  {
    labelKey: "navGroups.customers",
    entries: [
      { labelKey: "nav.users", href: "/admin/users", icon: Users },
      { labelKey: "nav.subscribers", href: "/admin/subscribers", icon: Mail },
    ],
  },
  {
    labelKey: "navGroups.settings",
    entries: [
      { labelKey: "nav.paymentSettings", href: "/admin/settings/payments", icon: CreditCard },
      { labelKey: "nav.esimSettings", href: "/admin/settings/esim", icon: Smartphone },
      { labelKey: "nav.audit", href: "/admin/audit", icon: History },
      { labelKey: "nav.jobs", href: "/admin/jobs", icon: Activity },
    ],
  },
];
