import { SAFETY_TTL_MS, TableCache } from "./table-cache.server.ts";
import type { PageTable } from "./table-changes.ts";

/**
 * Reads every visitor shares (the catalogue on a listing, the site's settings), kept until one of their tables
 * changes: a signed-in reader's page is rendered for them, but from the same rows as everyone's.
 */
export type SharedReads = TableCache<unknown>;

const MAX_READS = 2_000;

export function createSharedReads(): SharedReads {
  return new TableCache<unknown>({ maxSize: MAX_READS, sizeOf: () => 1, ttlMs: SAFETY_TTL_MS });
}

/**
 * `load()`'s result, from memory when an earlier call with the same key made it and none of `tables` changed
 * since. The key names everything the result depends on; the result is shared, so it must not be changed.
 */
export async function sharedRead<T>(
  reads: SharedReads | null,
  key: string,
  tables: readonly PageTable[],
  load: () => Promise<T>,
): Promise<T> {
  if (!reads) return load();
  const kept = reads.get(key);
  if (kept !== undefined) return kept as T;
  // Checked in the same tick as the lookup: an `await` in between would let every caller start its own read.
  const pending = reads.making(key);
  const made = pending ? await pending : undefined;
  if (made !== undefined) return made as T;
  const finish = reads.make(key);
  const mark = reads.mark();
  try {
    const value = await load();
    finish(reads.store(key, value, tables, mark) ? value : undefined);
    return value;
  } catch (error) {
    finish();
    throw error;
  }
}
