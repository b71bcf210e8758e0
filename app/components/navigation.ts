import type { ParseKeys } from "i18next";

/** Spec §2, shared by the desktop and mobile menus. */
export interface NavLink {
  labelKey: ParseKeys<"common">;
  href: string;
}
export interface NavGroup {
  labelKey: ParseKeys<"common">;
  links: NavLink[];
}
export type NavEntry = NavGroup | NavLink;

export const mainNavigation: NavEntry[] = [
  {
    labelKey: "nav.shop",
    links: [
      { labelKey: "nav.esim", href: "/esim-shop" },
      { labelKey: "nav.accessories", href: "/travel-accessories" },
    ],
  },
  { labelKey: "nav.packages", href: "/travel-packages" },
  {
    labelKey: "nav.services",
    links: [
      { labelKey: "nav.visa", href: "/visa-services" },
      { labelKey: "nav.idl", href: "/driving-license-service-selection" },
      { labelKey: "nav.business", href: "/business-incorporation" },
    ],
  },
  {
    labelKey: "nav.education",
    links: [
      { labelKey: "nav.malaysia", href: "/education-malaysia" },
      { labelKey: "nav.tarim", href: "/education-tarim" },
    ],
  },
  { labelKey: "nav.tracking", href: "/application-tracking" },
];

export const isGroup = (entry: NavEntry): entry is NavGroup => "links" in entry;
