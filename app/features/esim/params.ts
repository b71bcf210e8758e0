/**
 * The eSIM shop's URL state (client and server): the grid's ?q=&sort=&category=&page=, the open destination
 * (?destination=) and its plan list's sort, data filter and search. Unknown values fall back to the defaults, so
 * nothing unvalidated reaches SQL.
 */

import { oneOf, pageOf, searchOf, single, withParams } from "../../platform/lists/list-query.ts";

export const ESIM_SORTS = ["name", "plans"] as const;
export type EsimSort = (typeof ESIM_SORTS)[number];

export const ESIM_CATEGORY_FILTERS = ["all", "country", "regional", "global"] as const;
export type EsimCategoryFilter = (typeof ESIM_CATEGORY_FILTERS)[number];

/** Plans: by price (low to high), data amount (small to large, unlimited last) or duration (short to long). */
export const PLAN_SORTS = ["price", "data", "duration"] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** Data amount bands of the plan filter; the bounds are in MB (1 GB = 1024 MB). */
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

/** The grid's parameters. */
export function shopQueryFrom(params: URLSearchParams): ShopQuery {
  return {
    q: searchOf(params),
    sort: oneOf(single(params, "sort"), ESIM_SORTS, "name"),
    category: oneOf(single(params, "category"), ESIM_CATEGORY_FILTERS, "all"),
    page: pageOf(params),
  };
}

/**
 * Names of the plan list's parameters: plain on a destination page (/esim/turkey?sort=data), prefixed in the
 * grid's dialog (/esim-shop?destination=turkey&plan_sort=data) where q and sort belong to the grid.
 */
export type PlanParamPrefix = "" | "plan_";
export const DIALOG_PREFIX: PlanParamPrefix = "plan_";

export function planQueryFrom(params: URLSearchParams, prefix: PlanParamPrefix): PlanQuery {
  return {
    sort: oneOf(single(params, `${prefix}sort`), PLAN_SORTS, "price"),
    data: oneOf(single(params, `${prefix}data`), DATA_FILTERS, "all"),
    q: searchOf(params, `${prefix}q`),
  };
}

/** The open destination of the grid's plan dialog, if the parameter looks like a slug. */
export function destinationParam(params: URLSearchParams): string | null {
  const slug = params.get("destination");
  return slug && /^[a-z0-9][a-z0-9-]{0,99}$/.test(slug) ? slug : null;
}

/** The grid's URL with the plan dialog of `slug` open (the grid's own parameters, page included, are kept). */
export function openDialogSearch(search: string, slug: string): string {
  return withParams(search, {
    destination: slug,
    [`${DIALOG_PREFIX}sort`]: null,
    [`${DIALOG_PREFIX}data`]: null,
    [`${DIALOG_PREFIX}q`]: null,
  });
}

/** The grid's URL without the dialog. */
export function closeDialogSearch(search: string): string {
  return withParams(search, {
    destination: null,
    [`${DIALOG_PREFIX}sort`]: null,
    [`${DIALOG_PREFIX}data`]: null,
    [`${DIALOG_PREFIX}q`]: null,
  });
}

/** The grid's own state as a string: a navigation that changes it reloads the grid (skeletons). */
export function gridKey(search: string): string {
  const query = shopQueryFrom(new URLSearchParams(search));
  return `${query.q}|${query.sort}|${query.category}|${query.page}`;
}

/** The plan list's state as a string (dialog or destination page). */
export function planKey(search: string, prefix: PlanParamPrefix): string {
  const params = new URLSearchParams(search);
  const query = planQueryFrom(params, prefix);
  return `${params.get("destination") ?? ""}|${query.sort}|${query.data}|${query.q}`;
}
