import { APPLICATION_FORM_PATHS } from "../domain/application-paths.ts";
import type { namespaces } from "./instance.ts";

export type Namespace = (typeof namespaces)[number];

export const SHELL_NAMESPACES = [
  "common",
  "errors",
  "auth",
  "cart",
  "newsletter",
] as const satisfies Namespace[];

// route-namespaces.test.ts fails when a page uses a namespace it is not given here.
const PAGE_NAMESPACES: Record<string, readonly Namespace[]> = {
  "/": ["home", "esim"],
  "/services": ["home", "cms"],
  "/profile": ["profile", "status"],
  "/profile/applications": ["profile", "applications", "status"],
  "/profile/orders": ["profile", "checkout", "esim", "status"],
  "/profile/esims": ["profile", "esim", "status"],
  "/profile/bookings": ["profile", "status"],
  "/profile/consultations": ["profile", "status"],
  "/profile/activity": ["profile", "status"],
  "/profile/settings": ["profile"],
  "/profile/password": ["profile"],
  "/profile/sessions": ["profile"],
  "/profile/esims/:activationId/top-up": ["profile", "checkout", "status"],
  "/profile/data": [],
  "/search": ["cms"],
  "/pages": ["cms"],
  "/page/:slug": ["cms"],
  "/study/:slug": ["cms"],
  "/faq/:slug": ["cms"],
  "/education/:slug": ["cms"],
  "/visa/:slug": ["cms"],
  "/visa": ["cms"],
  "/post/:slug": ["cms"],
  "/block/:id": ["cms"],
  "/study": ["home", "cms"],
  "/faq": ["cms"],
  "/visa-services": ["cms", "applications"],
  "/shop": ["shop", "packages", "cms", "esim", "catalog", "accessories"],
  "/esim-shop": ["esim", "cms", "catalog"],
  "/esim/:slug": ["esim", "cms", "catalog"],
  "/travel-accessories": ["accessories", "catalog", "cms"],
  "/accessories/:slug": ["accessories", "catalog", "cms"],
  "/travel-packages": ["packages", "cms"],
  "/enhanced-travel-packages": ["packages", "cms"],
  "/packages/:slug": ["packages", "cms", "status"],
  "/checkout": ["checkout", "status"],
  "/checkout/success": ["checkout", "esim", "status"],
  "/checkout/sandbox/:orderId": ["checkout", "status"],
  "/checkout/paddle": ["checkout"],
  "/orders/:id": ["checkout", "esim", "status"],
  [APPLICATION_FORM_PATHS.visa]: ["applications", "status"],
  [APPLICATION_FORM_PATHS["international-driving-license"]]: ["applications", "permits", "status"],
  [APPLICATION_FORM_PATHS["driving-license"]]: ["applications", "permits", "status"],
  "/driving-license-service-selection": ["permits", "applications"],
  "/application-tracking": ["tracking", "applications", "status"],
  "/education-malaysia": ["consultations", "cms"],
  "/education-tarim": ["consultations", "cms"],
  "/business-incorporation": ["consultations", "cms"],
  // The preview shows a page with the storefront's blocks.
  "/admin/pages/:id/preview": ["cms"],
};

/** Storefront pages never get admin's namespaces. */
const AREAS: readonly { prefix: string; namespaces: readonly Namespace[] }[] = [
  {
    prefix: "/admin",
    namespaces: [
      "admin",
      "adminRequests",
      "adminPeople",
      "adminOrders",
      "adminSettings",
      "adminCms",
      "adminCatalogue",
      "applications",
      "status",
    ],
  },
];

export function namespacesFor(routePattern: string): Namespace[] {
  // React Router's pattern has no leading slash ("esim/:slug"); a path has one.
  const patternOrPath = `/${routePattern.replace(/^\/+/, "")}`;
  const own = PAGE_NAMESPACES[patternOrPath] ?? [];
  const area = AREAS.filter(
    ({ prefix }) => patternOrPath === prefix || patternOrPath.startsWith(`${prefix}/`),
  ).flatMap((a) => a.namespaces);
  return [...new Set<Namespace>([...SHELL_NAMESPACES, ...own, ...area])];
}
