import type { PageTable } from "../db/table-changes.ts";

export interface PageCacheHandle {
  pageCache: readonly PageTable[];
}

/**
 * A route's `handle` that lets anonymous visitors be served its page from memory. It names every table its
 * loader reads, so that a change to any of them drops the page; the root's tables are added by the root's own
 * handle. A page that differs by anything but its path, query and language must not use it.
 */
export function cachedPage(...tables: PageTable[]): PageCacheHandle {
  return { pageCache: tables };
}

/** The tables of a page that may be cached, or null when the deepest matched route does not allow it. */
export function pageCacheTables(handles: readonly unknown[]): PageTable[] | null {
  const leaf = handles.at(-1) as Partial<PageCacheHandle> | undefined;
  if (!leaf?.pageCache) return null;
  const tables = new Set<PageTable>();
  for (const handle of handles) {
    for (const table of (handle as Partial<PageCacheHandle> | undefined)?.pageCache ?? []) tables.add(table);
  }
  return [...tables];
}
