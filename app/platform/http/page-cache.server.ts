import { TableCache } from "../db/table-cache.server.ts";

/** What a cached page is stored as: its bytes already compressed. */
export interface CachedPage {
  status: number;
  /** The response's own headers, without cookies, length, encoding or the security policy. */
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The inline scripts' hashes, for a Content-Security-Policy without a nonce. */
  scriptHashes: string[];
}

export type PageCache = TableCache<CachedPage>;

/** A safety net only: every change a page shows drops it at once through the tables' notifications. */
const PAGE_TTL_MS = 60_000;

/** Rendered anonymous pages, bounded in bytes. */
export function createPageCache(maxBytes: number): PageCache {
  return new TableCache<CachedPage>({
    maxSize: maxBytes,
    sizeOf: (page) => page.identity.length + page.br.length + page.gzip.length + 512,
    ttlMs: PAGE_TTL_MS,
  });
}
