import { PAGE_SIZE } from "../../platform/constants.ts";

/** The 1-based page of a list from ?page=, clamped to at least 1; anything else is page 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isInteger(page) && page > 0 && page < 1_000_000 ? page : 1;
}

/** One of the allowed values of a query parameter, else the fallback (unknown values never reach SQL). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
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

/** The same URL with one parameter changed (and the page reset unless it is the page that changes). */
export function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null || value === "") params.delete(key);
  else params.set(key, value);
  if (key !== "page") params.delete("page");
  const text = params.toString();
  return text ? `?${text}` : "?";
}
