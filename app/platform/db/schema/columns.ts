import { type SQL, sql } from "drizzle-orm";
import { index, jsonb, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Localized } from "../../i18n/localized.ts";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const localized = (name: string) => jsonb(name).$type<Localized>();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** For `ILIKE '%…%'` (pg_trgm, migration 0004; db/text-search.ts). */
export function trigramIndex(name: string, expression: SQL) {
  return index(name).using("gin", sql`${expression} gin_trgm_ops`);
}
