// The list state lives in the URL; unknown values fall back to defaults, so nothing unvalidated reaches SQL.
import type { BudgetLevel } from "../../platform/db/schema/catalogue.ts";
import { oneOf, pageOf, searchOf, single } from "../../platform/lists/list-query.ts";

export type { BudgetLevel };

/** Spec §2. */
export const PACKAGE_SORTS = ["featured", "newest", "price_asc", "price_desc"] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];

/** Spec §2/§9 (PRICE_FILTERS in constants.ts). */
export const PRICE_BANDS = ["all", "under_200", "over_1000"] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/** Spec §2 budget levels, cheapest first. */
export const BUDGET_LEVELS = [
  "budget",
  "mid_range",
  "premium",
  "luxury",
] as const satisfies readonly BudgetLevel[];
export const BUDGET_FILTERS = ["all", ...BUDGET_LEVELS] as const;
export type BudgetFilter = (typeof BUDGET_FILTERS)[number];

export interface PackageListParams {
  q: string;
  sort: PackageSort;
  featuredOnly: boolean;
  price: PriceBand;
  budget: BudgetFilter;
  page: number;
}

export const DEFAULT_PACKAGE_LIST_PARAMS: PackageListParams = {
  q: "",
  sort: "featured",
  featuredOnly: false,
  price: "all",
  budget: "all",
  page: 1,
};

function isYes(value: string | null): boolean {
  return value === "1" || value === "true" || value === "on";
}

export function parsePackageListParams(params: URLSearchParams): PackageListParams {
  return {
    q: searchOf(params),
    sort: oneOf(single(params, "sort"), PACKAGE_SORTS, "featured"),
    featuredOnly: isYes(single(params, "featured")),
    price: oneOf(single(params, "price"), PRICE_BANDS, "all"),
    budget: oneOf(single(params, "budget"), BUDGET_FILTERS, "all"),
    page: pageOf(params),
  };
}

/** Defaults are left out ("" for the plain list). */
export function packageListSearch(state: Partial<PackageListParams>): string {
  const params = new URLSearchParams();
  const d = DEFAULT_PACKAGE_LIST_PARAMS;
  if (state.q?.trim()) params.set("q", state.q.trim());
  if (state.sort && state.sort !== d.sort) params.set("sort", state.sort);
  if (state.featuredOnly) params.set("featured", "1");
  if (state.price && state.price !== d.price) params.set("price", state.price);
  if (state.budget && state.budget !== d.budget) params.set("budget", state.budget);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function isFiltered(params: PackageListParams): boolean {
  return params.q !== "" || params.featuredOnly || params.price !== "all" || params.budget !== "all";
}

/** Text already in the page language. */
export interface PackageSummary {
  id: string;
  slug: string;
  name: string;
  destination: string;
  durationDays: number;
  rating: number | null;
  budgetLevel: BudgetLevel;
  featured: boolean;
  /** Per person. */
  priceCents: number;
  imageUrl: string | null;
}

export interface PackageDetail extends PackageSummary {
  description: string;
  highlights: string[];
}

export function packageHref(slug: string): string {
  return `/packages/${encodeURIComponent(slug)}`;
}
