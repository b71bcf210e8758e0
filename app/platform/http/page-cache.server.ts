import type { DatabaseHandle, Listener } from "../db/client.server.ts";
import type { Logger } from "../server/logger.server.ts";

/** What a cached page is stored as: its bytes already compressed, and the tables its loaders read. */
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
  tables: readonly string[];
}

interface Slot {
  page: CachedPage;
  storedAt: number;
  bytes: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * An LRU of rendered anonymous pages, bounded in bytes, each dropped when a table it read changes or after a
 * short safety TTL. A page rendered while one of its tables changed is not stored: it may show the old data.
 */
export class PageCache {
  readonly #slots = new Map<string, Slot>();
  readonly #byTable = new Map<string, Set<string>>();
  /** Pages being rendered now, so that requests arriving meanwhile wait for that render instead of repeating it. */
  readonly #rendering = new Map<string, Promise<CachedPage | undefined>>();
  /** When each table last changed, on the counter below; a render remembers the counter when it starts. */
  readonly #changedAt = new Map<string, number>();
  #clock = 0;
  #everythingChangedAt = 0;
  #bytes = 0;
  readonly #options: Required<PageCacheOptions>;

  constructor(options: PageCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  /** Taken when a render starts, handed back to `store`. */
  mark(): number {
    return this.#clock;
  }

  get(key: string): CachedPage | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    if (this.#options.now() - slot.storedAt > this.#options.ttlMs) {
      this.#remove(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
    this.#slots.delete(key);
    this.#slots.set(key, slot);
    return slot.page;
  }

  /** The page another request is rendering now, if any. */
  rendering(key: string): Promise<CachedPage | undefined> | undefined {
    return this.#rendering.get(key);
  }

  /** This request renders the page: call the returned function once, with the stored page or with nothing. */
  render(key: string): (page?: CachedPage) => void {
    let finish: (page?: CachedPage) => void = () => {};
    const promise = new Promise<CachedPage | undefined>((resolve) => {
      finish = resolve;
    });
    this.#rendering.set(key, promise);
    let done = false;
    return (page) => {
      if (done) return;
      done = true;
      if (this.#rendering.get(key) === promise) this.#rendering.delete(key);
      finish(page);
    };
  }

  /** False when the page is not kept: too large, or a table it read changed since `mark`. */
  store(key: string, page: CachedPage, mark: number): boolean {
    if (this.#everythingChangedAt > mark) return false;
    if (page.tables.some((table) => (this.#changedAt.get(table) ?? 0) > mark)) return false;
    const bytes = page.identity.length + page.br.length + page.gzip.length + 512;
    if (bytes > this.#options.maxBytes / 8) return false;
    this.#remove(key);
    this.#slots.set(key, { page, storedAt: this.#options.now(), bytes });
    this.#bytes += bytes;
    for (const table of page.tables) {
      const keys = this.#byTable.get(table) ?? new Set<string>();
      keys.add(key);
      this.#byTable.set(table, keys);
    }
    for (const oldest of this.#slots.keys()) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#remove(oldest);
    }
    return true;
  }

  /** A table changed: every page that read it goes, and renders under way are not stored. */
  tableChanged(table: string): void {
    this.#changedAt.set(table, ++this.#clock);
    for (const key of this.#byTable.get(table) ?? []) this.#remove(key);
  }

  /** Changes may have been missed (the database connection that listens was lost). */
  clear(): void {
    this.#everythingChangedAt = ++this.#clock;
    for (const key of [...this.#slots.keys()]) this.#remove(key);
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.#slots.size, bytes: this.#bytes };
  }

  #remove(key: string): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
    for (const table of slot.page.tables) {
      const keys = this.#byTable.get(table);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTable.delete(table);
    }
  }
}

/**
 * Drops the cached pages of every table whose change any process commits (drizzle/0014's triggers); when the
 * listening connection was lost, changes may have been missed and everything goes.
 */
export function listenForChanges(
  cache: PageCache,
  database: DatabaseHandle,
  logger: Logger,
): Promise<Listener> {
  return database.listen("table_changes", (table) => cache.tableChanged(table), {
    warn: (message) => logger.warn(message),
    lost: () => cache.clear(),
  });
}
