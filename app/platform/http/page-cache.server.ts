import { SAFETY_TTL_MS, TableCache } from "../db/table-cache.server.ts";

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

/** Rendered anonymous pages, bounded in bytes. */
export function createPageCache(maxBytes: number): PageCache {
  return new TableCache<CachedPage>({
    maxSize: maxBytes,
    sizeOf: (page) => page.identity.length + page.br.length + page.gzip.length + 512,
    ttlMs: SAFETY_TTL_MS,
  });
}
