// The eSIM shop's URL state. Unknown values fall back to the defaults, so nothing unvalidated reaches SQL.

import { oneOf, pageOf, searchOf, single, withParams } from "../../platform/lists/list-query.ts";

export const ESIM_SORTS = ["name", "plans"] as const;
export type EsimSort = (typeof ESIM_SORTS)[number];

export const ESIM_CATEGORY_FILTERS = ["all", "country", "regional", "global"] as const;
export type EsimCategoryFilter = (typeof ESIM_CATEGORY_FILTERS)[number];

export const PLAN_SORTS = ["price", "data", "duration"] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** The bounds are in MB (1 GB = 1024 MB). */
export const DATA_FILTERS = ["all", "upto3", "4to10", "over10", "unlimited"] as const;
export type DataFilter = (typeof DATA_FILTERS)[number];
export const DATA_BAND_MB = { small: 3 * 1024, medium: 10 * 1024 } as const;

export interface ShopQuery {
  q: string;
  sort: EsimSort;
  category: EsimCategoryFilter;
  page: number;
}

export interface PlanQuery {
  sort: PlanSort;
  data: DataFilter;
  q: string;
}

export const DEFAULT_PLAN_QUERY: PlanQuery = { sort: "price", data: "all", q: "" };

export function shopQueryFrom(params: URLSearchParams): ShopQuery {
  return {
    q: searchOf(params),
    sort: oneOf(single(params, "sort"), ESIM_SORTS, "name"),
    category: oneOf(single(params, "category"), ESIM_CATEGORY_FILTERS, "all"),
    page: pageOf(params),
  };
}

/** Prefixed in the grid's dialog, where q and sort belong to the grid. */
export type PlanParamPrefix = "" | "plan_";
export const DIALOG_PREFIX: PlanParamPrefix = "plan_";

export function planQueryFrom(params: URLSearchParams, prefix: PlanParamPrefix): PlanQuery {
  return {
    sort: oneOf(single(params, `${prefix}sort`), PLAN_SORTS, "price"),
    data: oneOf(single(params, `${prefix}data`), DATA_FILTERS, "all"),
    q: searchOf(params, `${prefix}q`),
  };
}

export function destinationParam(params: URLSearchParams): string | null {
  const slug = params.get("destination");
  return slug && /^[a-z0-9][a-z0-9-]{0,99}$/.test(slug) ? slug : null;
}

export function openDialogSearch(search: string, slug: string): string {
  return withParams(search, {
    destination: slug,
    [`${DIALOG_PREFIX}sort`]: null,
    [`${DIALOG_PREFIX}data`]: null,
    [`${DIALOG_PREFIX}q`]: null,
  });
}

export function closeDialogSearch(search: string): string {
  return withParams(search, {
    destination: null,
    [`${DIALOG_PREFIX}sort`]: null,
    [`${DIALOG_PREFIX}data`]: null,
    [`${DIALOG_PREFIX}q`]: null,
  });
}

/** A navigation that changes it reloads the grid (skeletons). */
export function gridKey(search: string): string {
  const query = shopQueryFrom(new URLSearchParams(search));
  return `${query.q}|${query.sort}|${query.category}|${query.page}`;
}

export function planKey(search: string, prefix: PlanParamPrefix): string {
  const params = new URLSearchParams(search);
  const query = planQueryFrom(params, prefix);
  return `${params.get("destination") ?? ""}|${query.sort}|${query.data}|${query.q}`;
}
