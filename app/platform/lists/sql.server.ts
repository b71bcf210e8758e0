import { type AnyColumn, asc, desc, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { likePattern } from "../db/text-search.ts";
import { PAGE_SIZE } from "../domain/constants.ts";
import { referenceDigits } from "../domain/references.ts";
import { type DateRange, type ListSort, type Paged, paged, pageOffset } from "./list-query.ts";

/** Whole UTC days, both ends included. */
export function withinDays(column: PgColumn, range: DateRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(column, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) {
    const end = new Date(`${range.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(column, end));
  }
  return conditions;
}

/** Drivers give timestamps as a Date or a string. */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `q` in any of `columns` (case-insensitive); nothing when there is no search. */
export function searchIn(q: string, columns: readonly AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** `searchIn`, or the row whose id the reference (BK-…, CN-…) was made from: its first eight hex digits. */
export function searchWithReference(
  q: string,
  columns: readonly AnyColumn[],
  reference: { prefix: "BK" | "CN"; id: AnyColumn },
): SQL | undefined {
  const digits = referenceDigits(q, reference.prefix);
  const byText = searchIn(q, columns);
  return digits ? or(sql`${reference.id}::text like ${`${digits}%`}`, byText) : byText;
}

/**
 * One page of an admin list in the order `query.sort` names (`sorts` maps it to a column), ties broken by `id`
 * so that no row moves between pages; `count` counts every row that matches.
 */
export async function listPage<Q extends PgSelect, C extends string, Row>(
  query: { page: number; sort: ListSort<C> },
  from: { rows: Q; count: PromiseLike<{ value: number }[]>; sorts: Record<C, AnyColumn>; id: AnyColumn },
  toRow: (row: Awaited<Q>[number]) => Row,
): Promise<Paged<Row>> {
  const order = query.sort.direction === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    from.rows
      .orderBy(order(from.sorts[query.sort.column]), order(from.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    from.count,
  ]);
  return paged((rows as Awaited<Q>).map(toRow), total?.value ?? 0, query.page);
}
