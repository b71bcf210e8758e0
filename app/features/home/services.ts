import {
  BookOpenText,
  BriefcaseBusiness,
  Car,
  GraduationCap,
  Luggage,
  type LucideIcon,
  PackageSearch,
  Smartphone,
  Stamp,
  TreePalm,
} from "lucide-react";

export type ServiceId =
  | "esim"
  | "accessories"
  | "packages"
  | "visa"
  | "idl"
  | "business"
  | "educationMalaysia"
  | "educationTarim"
  | "tracking";

export type ServiceGroup = "shop" | "documents" | "consultancy";

export interface Service {
  id: ServiceId;
  href: string;
  group: ServiceGroup;
  icon: LucideIcon;
}

/**
 * Every service the storefront offers, in the order shown on the landing page and /services.
 * Titles and texts are i18n keys of the "home" namespace: services.<id>.title / summary / description / points.
 */
export const SERVICES: readonly Service[] = [
  { id: "esim", href: "/esim-shop", group: "shop", icon: Smartphone },
  { id: "accessories", href: "/travel-accessories", group: "shop", icon: Luggage },
  { id: "packages", href: "/travel-packages", group: "shop", icon: TreePalm },
  { id: "visa", href: "/visa-services", group: "documents", icon: Stamp },
  { id: "idl", href: "/driving-license-service-selection", group: "documents", icon: Car },
  { id: "tracking", href: "/application-tracking", group: "documents", icon: PackageSearch },
  { id: "business", href: "/business-incorporation", group: "consultancy", icon: BriefcaseBusiness },
  { id: "educationMalaysia", href: "/education-malaysia", group: "consultancy", icon: GraduationCap },
  { id: "educationTarim", href: "/education-tarim", group: "consultancy", icon: BookOpenText },
];

export const SERVICE_GROUPS: readonly ServiceGroup[] = ["shop", "documents", "consultancy"];

export function servicesOf(group: ServiceGroup): Service[] {
  return SERVICES.filter((service) => service.group === group);
}
