// The server half of every catalogue editor: what a kind is (CatalogueKind), its list and one item as the
// editor reads them. Writes are in catalogue-writes.server.ts, stock in catalogue-stock.server.ts.
import { and, count, desc, eq, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable, Transaction } from "../../../platform/db/client.server.ts";
import { type StockProduct, stockMovements, user } from "../../../platform/db/schema/index.ts";
import { LOW_STOCK_MAX } from "../../../platform/domain/stock-levels.ts";
import type { ErrorMessageKey } from "../../../platform/http/errors.ts";
import { type Locale, type Localized, pick } from "../../../platform/i18n/localized.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { iso, listPage, searchIn } from "../../../platform/lists/sql.server.ts";
import { type ImageValue, imageValues } from "../../forms/image-field-schema.ts";
import type { AdminRequest } from "../admin-request.server.ts";
import { type FormValues, missingArabic, type ReferenceOption } from "./fields.ts";
import type {
  CatalogueItemView,
  CatalogueKindView,
  CatalogueListQuery,
  CatalogueListRow,
  CatalogueStatus,
} from "./kind.ts";

// biome-ignore lint/suspicious/noExplicitAny: the kit works on any catalogue table; each kind keeps its types.
export type Row = Record<string, any>;

/** How an images field is stored: a cover in one URL column, a gallery in a list column; alt text in image_alts. */
export interface ImageColumn {
  column: string;
  single: boolean;
}

export interface CatalogueKind extends CatalogueKindView {
  /** The audit log's subject type ("visa_offer"). */
  type: string;
  table: PgTable;
  /** Where an images field's URLs go. */
  images?: Record<string, ImageColumn>;
  /** Columns the form does not edit that a new row needs (created_by). */
  createDefaults?: (request: AdminRequest) => Row;
  /** Generated from the English name when the kind has a slug column. */
  slugColumn?: string;
  priceColumn?: string;
  stock?: { column: string; product: StockProduct };
  /** Searched by the list's box. */
  searchColumns: () => (SQL | PgColumn)[];
  storefrontHref?: (row: Row) => string | null;
  /** Options of reference fields, by field name. */
  options?: (db: Queryable, locale: Locale) => Promise<Record<string, ReferenceOption[]>>;
  /** Orders, applications … that name it: then a delete archives it, so that their history stays whole. */
  references?: (db: Queryable, id: string) => Promise<number>;
  /** Runs in the delete's transaction before the row goes; what it returns is added to the message. */
  beforeDelete?: (tx: Transaction, row: Row, request: AdminRequest) => Promise<string | undefined>;
  /** Spec §8's message for a failed delete. */
  deleteFailed: ErrorMessageKey;
  /** A kind shown inside this one's page (an eSIM destination's plans). */
  children?: { kind: () => CatalogueKind; column: string };
  /**
   * Checks a create or save against an outside service before its transaction (an eSIM plan's package at the
   * provider) and gives columns to write beside the form's; `before` is the stored row (null on create).
   */
  prepare?: (request: AdminRequest, input: Record<string, unknown>, before: Row | null) => Promise<Row>;
}

// biome-ignore lint/suspicious/noExplicitAny: see Row.
export const col = (kind: CatalogueKind, name: string): PgColumn => (kind.table as any)[name] as PgColumn;

function localizedFields(kind: CatalogueKind) {
  return kind.fields.filter((field) => field.kind === "localized");
}

/** English written, Arabic not, in any of the kind's texts. */
function missingArabicSql(kind: CatalogueKind): SQL {
  const checks = localizedFields(kind).map((field) => {
    const column = col(kind, field.name);
    return sql`(coalesce(${column}->>'en', '') <> '' and coalesce(${column}->>'ar', '') = '')`;
  });
  return or(...checks) ?? sql`false`;
}

function imagesOf(kind: CatalogueKind, row: Row, field: string): ImageValue[] {
  const mapping = kind.images?.[field];
  if (!mapping) return [];
  const value = row[mapping.column];
  return imageValues(mapping.single ? [value] : (value ?? []), row.imageAlts);
}

/** The form's values of a stored row. */
export function valuesOf(kind: CatalogueKind, row: Row): FormValues {
  const values: FormValues = {};
  for (const field of kind.fields) {
    values[field.name] =
      field.kind === "images" ? imagesOf(kind, row, field.name) : (row[field.name] ?? null);
  }
  return values;
}

function listRow(kind: CatalogueKind, row: Row, locale: Locale): CatalogueListRow {
  return {
    id: row.id,
    name: pick(row[kind.nameField] as Localized, locale),
    status: row.status as CatalogueStatus,
    missingArabic: missingArabic(kind.fields, valuesOf(kind, row)).length > 0,
    priceCents: kind.priceColumn ? (row[kind.priceColumn] as number) : null,
    stock: kind.stock ? (row[kind.stock.column] as number) : null,
    choice: kind.filterField ? String(row[kind.filterField] ?? "") || null : null,
    marked: kind.marker ? Boolean(row[kind.marker.column]) : null,
    updatedAt: iso(row.updatedAt)!,
    storefrontHref: row.status === "active" ? (kind.storefrontHref?.(row) ?? null) : null,
  };
}

export async function listCatalogue(
  db: Queryable,
  kind: CatalogueKind,
  query: CatalogueListQuery,
  locale: Locale,
): Promise<Paged<CatalogueListRow>> {
  const { filters } = query;
  const status = col(kind, "status");
  const where = and(
    filters.status ? eq(status, filters.status) : ne(status, "archived"),
    filters.arabic ? missingArabicSql(kind) : undefined,
    filters.stock && kind.stock ? lte(col(kind, kind.stock.column), LOW_STOCK_MAX) : undefined,
    filters.choice && kind.filterField ? eq(col(kind, kind.filterField), filters.choice) : undefined,
    filters.parent && kind.parent ? eq(col(kind, kind.parent.field), filters.parent) : undefined,
    query.q ? searchIn(query.q, kind.searchColumns() as never) : undefined,
  );
  const nameColumn = col(kind, kind.nameField);
  const sorts = {
    updated: col(kind, "updatedAt"),
    created: col(kind, "createdAt"),
    name: sql`(${nameColumn}->>${locale === "ar" ? "ar" : "en"})`,
    price: kind.priceColumn ? col(kind, kind.priceColumn) : col(kind, "updatedAt"),
    stock: kind.stock ? col(kind, kind.stock.column) : col(kind, "updatedAt"),
    status,
  };
  return listPage(
    query,
    {
      rows: db.select().from(kind.table).where(where).$dynamic(),
      count: db.select({ value: count() }).from(kind.table).where(where),
      sorts: sorts as never,
      id: col(kind, "id"),
    },
    (row) => listRow(kind, row as Row, locale),
  );
}

export async function findRow(db: Queryable, kind: CatalogueKind, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(kind.table)
    .where(eq(col(kind, "id"), id))
    .limit(1);
  return row as Row | undefined;
}

async function stockHistory(db: Queryable, product: StockProduct, id: string) {
  const m = stockMovements;
  const rows = await db
    .select({ movement: m, actor: user.name, actorEmail: user.email })
    .from(m)
    .leftJoin(user, eq(user.id, m.actorId))
    .where(and(eq(m.productType, product), eq(m.productId, id)))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(50);
  return rows.map(({ movement, actor, actorEmail }) => ({
    id: movement.id,
    delta: movement.delta,
    stockAfter: movement.stockAfter,
    reason: movement.reason,
    note: movement.note,
    actor: actor || actorEmail || null,
    createdAt: iso(movement.createdAt)!,
  }));
}

export async function loadCatalogueItem(
  db: Queryable,
  kind: CatalogueKind,
  id: string,
  locale: Locale,
): Promise<CatalogueItemView | null> {
  const row = await findRow(db, kind, id);
  if (!row) return null;
  const values = valuesOf(kind, row);
  let children: CatalogueListRow[] | null = null;
  if (kind.children) {
    const child = kind.children.kind();
    const rows = await db
      .select()
      .from(child.table)
      .where(eq(col(child, kind.children.column), id))
      .orderBy(col(child, child.priceColumn ?? "createdAt"));
    children = rows.map((r) => listRow(child, r as Row, locale));
  }
  return {
    id: row.id,
    name: pick(row[kind.nameField] as Localized, locale),
    status: row.status,
    values,
    missingArabic: missingArabic(kind.fields, values),
    version: iso(row.updatedAt)!,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    storefrontHref: row.status === "active" ? (kind.storefrontHref?.(row) ?? null) : null,
    stock: kind.stock
      ? { level: row[kind.stock.column] as number, history: await stockHistory(db, kind.stock.product, id) }
      : null,
    references: kind.references ? await kind.references(db, id) : 0,
    children,
    cost:
      kind.cost && kind.priceColumn
        ? {
            cents: (row[kind.cost.column] as number | null) ?? null,
            priceCents: row[kind.priceColumn] as number,
            syncedAt: iso(row[kind.cost.syncedColumn] ?? null),
          }
        : null,
  };
}
