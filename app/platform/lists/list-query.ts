// A list's state in its URL. Reading never throws and lets nothing unvalidated through (an unknown, malformed
// or repeated parameter reads as its default); writing keeps every parameter the list does not own.
import { PAGE_SIZE } from "../domain/constants.ts";
import { normalizeSearchQuery, parseIsoDate } from "../domain/text-input.ts";

/** Pages from here on are junk: twenty million rows at 20 a page. */
const MAX_PAGE = 1_000_000;

/** Null when absent or repeated (which one would count?). */
export function single(params: URLSearchParams, key: string): string | null {
  const values = params.getAll(key);
  return values.length === 1 ? values[0]! : null;
}

export function pageOf(params: URLSearchParams, key = "page"): number {
  const text = single(params, key);
  const page = text !== null && /^\d{1,7}$/.test(text) ? Number(text) : 0;
  return page >= 1 && page < MAX_PAGE ? page : 1;
}

export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

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

export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** A null or empty value removes a parameter; "?" when nothing is left. */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

export function withParam(search: string, key: string, value: string | null): string {
  return withParams(search, key === "page" ? { page: value } : { [key]: value, page: null });
}

export function pageHref(search: string, page: number): string {
  return withParams(search, { page: page > 1 ? String(page) : null });
}

// Sorting: ?sort=column (ascending) or ?sort=-column (descending).
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

export interface Filter<T> {
  readonly empty: T;
  keys(name: string): string[];
  read(params: URLSearchParams, name: string): T;
  write(value: T, name: string): Record<string, string | null>;
}

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

/** A free value that matches `pattern` (an id, a category), else none. */
export function patternFilter(pattern: RegExp): Filter<string | null> {
  return {
    empty: null,
    keys: (name) => [name],
    read: (params, name) => {
      const value = single(params, name);
      return value !== null && pattern.test(value) ? value.toLowerCase() : null;
    },
    write: (value, name) => ({ [name]: value }),
  };
}

const YES = ["1", "true", "on"];
const NO = ["0", "false", "off"];

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

export interface DateRange {
  from: string | null;
  to: string | null;
}

function isoDate(text: string | null): string | null {
  return text !== null && parseIsoDate(text) ? text : null;
}

/** Bounds given the wrong way round are swapped. */
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

export type Filters = Record<string, Filter<unknown>>;
export type FilterValues<F extends Filters> = { [K in keyof F]: F[K] extends Filter<infer T> ? T : never };

export interface ListQuery<C extends string = string, F extends Filters = Filters> {
  page: number;
  sort: ListSort<C>;
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
  /** The others (language, an open dialog) go through every change. */
  readonly keys: readonly string[];
  parse(params: URLSearchParams): ListQuery<C, F>;
  /** Back on page 1 unless `page` is given. */
  href(search: string, changes: ListChanges<C, F>): string;
  isFiltered(query: ListQuery<C, F>): boolean;
  /** Keeps the sort and unrelated parameters. */
  clearHref(search: string): string;
}

/** `filters` are keyed by parameter name: `defineList({ sorts, defaultSort, filters: { status: enumFilter(S) } })`. */
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
