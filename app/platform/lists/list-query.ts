/**
 * A list's state in its URL, for the catalogue and the admin lists (client and server): the page (PAGE_SIZE a
 * page), the sort, typed filters and the search text. Reading never throws and lets nothing unvalidated through:
 * an unknown, malformed or repeated parameter reads as its default. Writing leaves the defaults out and keeps
 * every parameter the list does not own.
 */
import { PAGE_SIZE } from "../domain/constants.ts";
import { normalizeSearchQuery, parseIsoDate } from "../domain/validation.ts";

/** Pages from here on are junk: twenty million rows at 20 a page. */
const MAX_PAGE = 1_000_000;

/** The value of a parameter given exactly once; null when it is absent or repeated (which one would count?). */
export function single(params: URLSearchParams, key: string): string | null {
  const values = params.getAll(key);
  return values.length === 1 ? values[0]! : null;
}

/** The 1-based page from ?page= (digits only); anything else is page 1. */
export function pageOf(params: URLSearchParams, key = "page"): number {
  const text = single(params, key);
  const page = text !== null && /^\d{1,7}$/.test(text) ? Number(text) : 0;
  return page >= 1 && page < MAX_PAGE ? page : 1;
}

/** One of the allowed values, else the fallback (unknown values never reach SQL). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The trimmed search text (at most SEARCH_QUERY_MAX_LENGTH characters); "" when blank. */
export function searchOf(params: URLSearchParams, key = "q"): string {
  return normalizeSearchQuery(single(params, key)) ?? "";
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export function paged<T>(items: T[], total: number, page: number, pageSize = PAGE_SIZE): Paged<T> {
  return { items, total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The OFFSET of a page. */
export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** `search` with some parameters set (a null or empty value removes one); "?" when nothing is left. */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** The same URL with one parameter changed, back on page 1 unless it is the page that changes. */
export function withParam(search: string, key: string, value: string | null): string {
  return withParams(search, key === "page" ? { page: value } : { [key]: value, page: null });
}

/** The same URL on another page (page 1 has no parameter). */
export function pageHref(search: string, page: number): string {
  return withParams(search, { page: page > 1 ? String(page) : null });
}

// ---------------------------------------------------------------------------------------------------
// Sorting: ?sort=column (ascending) or ?sort=-column (descending)

export type SortDirection = "asc" | "desc";

export interface ListSort<C extends string = string> {
  column: C;
  direction: SortDirection;
}

export function sortOf<C extends string>(
  value: string | null,
  columns: readonly C[],
  fallback: ListSort<C>,
): ListSort<C> {
  if (value === null) return fallback;
  const direction = value.startsWith("-") ? "desc" : "asc";
  const column = direction === "desc" ? value.slice(1) : value;
  return columns.includes(column as C) ? { column: column as C, direction } : fallback;
}

export function sortParam(sort: ListSort): string {
  return sort.direction === "desc" ? `-${sort.column}` : sort.column;
}

// ---------------------------------------------------------------------------------------------------
// Filters

/** A typed filter that owns one or more parameters, named after the filter's key. */
export interface Filter<T> {
  readonly empty: T;
  keys(name: string): string[];
  read(params: URLSearchParams, name: string): T;
  /** The parameters of a value; null removes one (the empty value writes nothing). */
  write(value: T, name: string): Record<string, string | null>;
}

/** One of `values`, or null for "all". */
export function enumFilter<const V extends string>(values: readonly V[]): Filter<V | null> {
  return {
    empty: null,
    keys: (name) => [name],
    read: (params, name) => {
      const value = single(params, name);
      return values.includes(value as V) ? (value as V) : null;
    },
    write: (value, name) => ({ [name]: value }),
  };
}

const YES = ["1", "true", "on"];
const NO = ["0", "false", "off"];

/** Yes ("1", "true", "on"), no ("0", "false", "off") or null for either. */
export function booleanFilter(): Filter<boolean | null> {
  return {
    empty: null,
    keys: (name) => [name],
    read: (params, name) => {
      const value = single(params, name);
      return value === null ? null : YES.includes(value) ? true : NO.includes(value) ? false : null;
    },
    write: (value, name) => ({ [name]: value === null ? null : value ? "1" : "0" }),
  };
}

/** Inclusive yyyy-MM-dd bounds; either may be open. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

function isoDate(text: string | null): string | null {
  return text !== null && parseIsoDate(text) ? text : null;
}

/** ?{name}_from=yyyy-MM-dd&{name}_to=yyyy-MM-dd; bounds given the wrong way round are swapped. */
export function dateRangeFilter(): Filter<DateRange> {
  return {
    empty: { from: null, to: null },
    keys: (name) => [`${name}_from`, `${name}_to`],
    read: (params, name) => {
      const from = isoDate(single(params, `${name}_from`));
      const to = isoDate(single(params, `${name}_to`));
      return from && to && from > to ? { from: to, to: from } : { from, to };
    },
    write: (value, name) => ({ [`${name}_from`]: value.from, [`${name}_to`]: value.to }),
  };
}

// ---------------------------------------------------------------------------------------------------
// A list's definition

export type Filters = Record<string, Filter<unknown>>;
export type FilterValues<F extends Filters> = { [K in keyof F]: F[K] extends Filter<infer T> ? T : never };

export interface ListQuery<C extends string = string, F extends Filters = Filters> {
  page: number;
  sort: ListSort<C>;
  /** Trimmed search text; "" for none. */
  q: string;
  filters: FilterValues<F>;
}

export interface ListChanges<C extends string, F extends Filters> {
  page?: number;
  sort?: ListSort<C>;
  q?: string;
  filters?: Partial<FilterValues<F>>;
}

export interface ListDefinition<C extends string = string, F extends Filters = Filters> {
  readonly sorts: readonly C[];
  readonly defaultSort: ListSort<C>;
  readonly filters: F;
  /** Every parameter the list owns; the others (language, an open dialog) go through every change. */
  readonly keys: readonly string[];
  parse(params: URLSearchParams): ListQuery<C, F>;
  /** `search` with the list's state changed ("?" when nothing is left); back on page 1 unless `page` is given. */
  href(search: string, changes: ListChanges<C, F>): string;
  /** Whether the search or a filter narrows the list. */
  isFiltered(query: ListQuery<C, F>): boolean;
  /** `search` without the search text and the filters (the sort and unrelated parameters are kept). */
  clearHref(search: string): string;
}

/**
 * A list's URL state: `sorts` are the columns it may sort by, `filters` its typed filters by parameter name.
 *
 *   const bookingList = defineList({
 *     sorts: ["created", "travelDate"], defaultSort: { column: "created", direction: "desc" },
 *     filters: { status: enumFilter(BOOKING_STATUSES), paid: booleanFilter(), created: dateRangeFilter() },
 *   });
 *   const query = bookingList.parse(url.searchParams); // query.filters.status: BookingStatus | null
 */
export function defineList<const C extends string, F extends Filters = Record<never, never>>(options: {
  sorts: readonly C[];
  defaultSort: ListSort<C>;
  filters?: F;
}): ListDefinition<C, F> {
  const filters = (options.filters ?? {}) as F;
  const entries = Object.entries(filters);
  const keys = ["page", "sort", "q", ...entries.flatMap(([name, filter]) => filter.keys(name))];

  const parse = (params: URLSearchParams): ListQuery<C, F> => ({
    page: pageOf(params),
    sort: sortOf(single(params, "sort"), options.sorts, options.defaultSort),
    q: searchOf(params),
    filters: Object.fromEntries(
      entries.map(([name, filter]) => [name, filter.read(params, name)]),
    ) as FilterValues<F>,
  });

  const href = (search: string, changes: ListChanges<C, F>): string => {
    const current = parse(new URLSearchParams(search));
    const sort = changes.sort ?? current.sort;
    const values: Record<string, unknown> = { ...current.filters, ...changes.filters };
    const isDefaultSort =
      sort.column === options.defaultSort.column && sort.direction === options.defaultSort.direction;
    const page = changes.page ?? 1;
    return withParams(search, {
      page: page > 1 ? String(page) : null,
      sort: isDefaultSort ? null : sortParam(sort),
      q: normalizeSearchQuery(changes.q ?? current.q),
      ...Object.assign({}, ...entries.map(([name, filter]) => filter.write(values[name], name))),
    });
  };

  return {
    sorts: options.sorts,
    defaultSort: options.defaultSort,
    filters,
    keys,
    parse,
    href,
    isFiltered: (query) =>
      query.q !== "" ||
      entries.some(
        ([name, filter]) => JSON.stringify(query.filters[name as keyof F]) !== JSON.stringify(filter.empty),
      ),
    clearHref: (search) =>
      href(search, {
        q: "",
        filters: Object.fromEntries(entries.map(([name, filter]) => [name, filter.empty])) as Partial<
          FilterValues<F>
        >,
      }),
  };
}
