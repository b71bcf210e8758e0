import {
  BookOpenText,
  BriefcaseBusiness,
  Car,
  GraduationCap,
  type IconComponent,
  Luggage,
  PackageSearch,
  Smartphone,
  Stamp,
  TreePalm,
} from "../../components/ui/icons.tsx";
import {
  ACCESSORIES_WARRANTY_YEARS,
  CONSULTANT_REPLY_HOURS,
  IDP_PROCESSING_BUSINESS_DAYS,
  IDP_VALIDITY_YEARS,
} from "../../platform/domain/constants.ts";

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
  icon: IconComponent;
  /** Numbers quoted in the service's texts, from the spec's constants. */
  params?: Record<string, number>;
}

export const SERVICE_POINTS = [1, 2, 3] as const;

const replyWithin = { hours: CONSULTANT_REPLY_HOURS };

/** In the order shown on the landing page and /services. */
export const SERVICES: readonly Service[] = [
  { id: "esim", href: "/esim-shop", group: "shop", icon: Smartphone },
  {
    id: "accessories",
    href: "/travel-accessories",
    group: "shop",
    icon: Luggage,
    params: { count: ACCESSORIES_WARRANTY_YEARS },
  },
  { id: "packages", href: "/travel-packages", group: "shop", icon: TreePalm },
  { id: "visa", href: "/visa-services", group: "documents", icon: Stamp },
  {
    id: "idl",
    href: "/driving-license-service-selection",
    group: "documents",
    icon: Car,
    params: {
      count: IDP_VALIDITY_YEARS,
      min: IDP_PROCESSING_BUSINESS_DAYS.standard.min,
      max: IDP_PROCESSING_BUSINESS_DAYS.standard.max,
      expressMin: IDP_PROCESSING_BUSINESS_DAYS.express.min,
      expressMax: IDP_PROCESSING_BUSINESS_DAYS.express.max,
    },
  },
  { id: "tracking", href: "/application-tracking", group: "documents", icon: PackageSearch },
  {
    id: "business",
    href: "/business-incorporation",
    group: "consultancy",
    icon: BriefcaseBusiness,
    params: replyWithin,
  },
  {
    id: "educationMalaysia",
    href: "/education-malaysia",
    group: "consultancy",
    icon: GraduationCap,
    params: replyWithin,
  },
  {
    id: "educationTarim",
    href: "/education-tarim",
    group: "consultancy",
    icon: BookOpenText,
    params: replyWithin,
  },
];

export const SERVICE_GROUPS: readonly ServiceGroup[] = ["shop", "documents", "consultancy"];

export function servicesOf(group: ServiceGroup): Service[] {
  return SERVICES.filter((service) => service.group === group);
}
