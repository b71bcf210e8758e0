import { PAGE_SIZE } from "../../platform/domain/constants.ts";

export { PAGE_SIZE };

/** In the order shown. */
export const SEARCH_GROUPS = ["pages", "posts", "esim", "packages", "accessories", "visa"] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export function isSearchGroup(value: unknown): value is SearchGroup {
  return typeof value === "string" && (SEARCH_GROUPS as readonly string[]).includes(value);
}

export interface SearchHit {
  id: string;
  title: string;
  summary: string;
  href: string;
  priceCents?: number;
}

export interface SearchGroupResult {
  group: SearchGroup;
  /** `items` holds at most PAGE_SIZE of them. */
  total: number;
  items: SearchHit[];
}

export interface SearchResults {
  query: string;
  /** Null for every group. */
  group: SearchGroup | null;
  page: number;
  groups: SearchGroupResult[];
  total: number;
}
