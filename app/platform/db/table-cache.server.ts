import type { Logger } from "../server/logger.server.ts";
import type { DatabaseHandle, Listener } from "./client.server.ts";

/** A safety net only: a change to a table drops what was made from it at once, through its notification. */
export const SAFETY_TTL_MS = 60_000;

interface Slot<V> {
  value: V;
  tables: readonly string[];
  storedAt: number;
  size: number;
}

export interface TableCacheOptions<V> {
  /** The bound on the sum of `sizeOf` over the entries; no entry may take more than an eighth of it. */
  maxSize: number;
  sizeOf: (value: V) => number;
  ttlMs: number;
  now?: () => number;
}

/**
 * An LRU of values derived from database tables (rendered pages, shared reads), each dropped when one of the
 * tables it was made from changes, or after a safety TTL. A value made while one of its tables changed is not
 * stored: it may show the old data. Values being made can be waited for instead of made again.
 */
export class TableCache<V> {
  readonly #slots = new Map<string, Slot<V>>();
  readonly #byTable = new Map<string, Set<string>>();
  readonly #making = new Map<string, Promise<V | undefined>>();
  /** When each table last changed, on the counter below; making a value starts by noting the counter. */
  readonly #changedAt = new Map<string, number>();
  #clock = 0;
  #everythingChangedAt = 0;
  #size = 0;
  readonly #options: Required<TableCacheOptions<V>>;

  constructor(options: TableCacheOptions<V>) {
    this.#options = { ...options, now: options.now ?? Date.now };
  }

  /** Taken before the data is read, handed back to `store`. */
  mark(): number {
    return this.#clock;
  }

  get(key: string): V | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    if (this.#options.now() - slot.storedAt > this.#options.ttlMs) {
      this.#remove(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
    this.#slots.delete(key);
    this.#slots.set(key, slot);
    return slot.value;
  }

  /** The value another caller is making now, if any. */
  making(key: string): Promise<V | undefined> | undefined {
    return this.#making.get(key);
  }

  /** This caller makes the value: call the returned function once, with the stored value or with nothing. */
  make(key: string): (value?: V) => void {
    let finish: (value?: V) => void = () => {};
    const promise = new Promise<V | undefined>((resolve) => {
      finish = resolve;
    });
    this.#making.set(key, promise);
    let done = false;
    return (value) => {
      if (done) return;
      done = true;
      if (this.#making.get(key) === promise) this.#making.delete(key);
      finish(value);
    };
  }

  /** False when the value is not kept: too large, or a table it was made from changed since `mark`. */
  store(key: string, value: V, tables: readonly string[], mark: number): boolean {
    if (this.#everythingChangedAt > mark) return false;
    if (tables.some((table) => (this.#changedAt.get(table) ?? 0) > mark)) return false;
    const size = this.#options.sizeOf(value);
    if (size > this.#options.maxSize / 8) return false;
    this.#remove(key);
    this.#slots.set(key, { value, tables, storedAt: this.#options.now(), size });
    this.#size += size;
    for (const table of tables) {
      const keys = this.#byTable.get(table) ?? new Set<string>();
      keys.add(key);
      this.#byTable.set(table, keys);
    }
    for (const oldest of this.#slots.keys()) {
      if (this.#size <= this.#options.maxSize) break;
      this.#remove(oldest);
    }
    return true;
  }

  /** A table changed: every value made from it goes, and values being made are not stored. */
  tableChanged(table: string): void {
    this.#changedAt.set(table, ++this.#clock);
    for (const key of this.#byTable.get(table) ?? []) this.#remove(key);
  }

  /** Changes may have been missed (the database connection that listens was lost). */
  clear(): void {
    this.#everythingChangedAt = ++this.#clock;
    for (const key of [...this.#slots.keys()]) this.#remove(key);
  }

  get size(): { entries: number; size: number } {
    return { entries: this.#slots.size, size: this.#size };
  }

  #remove(key: string): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#slots.delete(key);
    this.#size -= slot.size;
    for (const table of slot.tables) {
      const keys = this.#byTable.get(table);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTable.delete(table);
    }
  }
}

/**
 * Tells the caches of every table whose change any process commits (drizzle/0014's triggers); when the listening
 * connection was lost, changes may have been missed and everything goes.
 */
export function listenForChanges(
  caches: readonly Pick<TableCache<unknown>, "tableChanged" | "clear">[],
  database: DatabaseHandle,
  logger: Logger,
): Promise<Listener> {
  return database.listen(
    "table_changes",
    (table) => {
      for (const cache of caches) cache.tableChanged(table);
    },
    {
      warn: (message) => logger.warn(message),
      lost: () => {
        for (const cache of caches) cache.clear();
      },
    },
  );
}
