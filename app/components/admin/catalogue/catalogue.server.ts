// The server half of every catalogue editor: list, read, create, save, publish, duplicate, delete (or archive)
// and stock, each change with its audit entry in one transaction. A kind only describes itself (CatalogueKind).
import { and, count, desc, eq, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { redirect } from "react-router";
import * as z from "zod";
import type { Queryable, Transaction } from "../../../platform/db/client.server.ts";
import { type StockProduct, stockMovements, user } from "../../../platform/db/schema/index.ts";
import type { AuditEntry } from "../../../platform/domain/audit.server.ts";
import { LOW_STOCK_MAX } from "../../../platform/domain/stock-levels.ts";
import { AppError, type ErrorMessageKey } from "../../../platform/http/errors.ts";
import { keyFromData } from "../../../platform/i18n/keys.ts";
import { type Locale, type Localized, pick } from "../../../platform/i18n/localized.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { iso, listPage, searchIn } from "../../../platform/lists/sql.server.ts";
import { removeDroppedImages } from "../../../platform/storage/images.server.ts";
import { altsByUrl, type ImageValue, imageValues } from "../../forms/image-field-schema.ts";
import {
  type AdminOutcome,
  type AdminRefusal,
  type AdminRequest,
  auditedChange,
  changeWithAudit,
  idOf,
} from "../admin-request.server.ts";
import { type CatalogueInput, type FormValues, missingArabic, type ReferenceOption } from "./fields.ts";
import {
  type CatalogueItemView,
  type CatalogueKindView,
  type CatalogueListQuery,
  type CatalogueListRow,
  type CatalogueStatus,
  STOCK_REASONS,
} from "./kind.ts";

// biome-ignore lint/suspicious/noExplicitAny: the kit works on any catalogue table; each kind keeps its types.
type Row = Record<string, any>;

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
}

// biome-ignore lint/suspicious/noExplicitAny: see Row.
const col = (kind: CatalogueKind, name: string): PgColumn => (kind.table as any)[name] as PgColumn;

class MissingArabicError extends AppError {
  readonly labels: string[];
  constructor(labels: string[]) {
    super("VALIDATION_REQUIRED_FIELD");
    this.labels = labels;
  }
}

/** Missing Arabic asks on its checkbox, naming the texts. */
export function explainCatalogue(error: unknown, { t }: AdminRequest): AdminRefusal | undefined {
  if (!(error instanceof MissingArabicError)) return undefined;
  const fields = error.labels
    .map((label) => t(keyFromData(`adminCatalogue:${label}`)))
    .join(t("adminCatalogue:listSeparator"));
  const message = t("errors:catalogue.missingArabic", { fields });
  return { code: "VALIDATION_REQUIRED_FIELD", status: 400, message, fieldErrors: { confirmArabic: message } };
}

// ---- reading -------------------------------------------------------------------------------------------

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

async function findRow(db: Queryable, kind: CatalogueKind, id: string): Promise<Row | undefined> {
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
  };
}

// ---- writing -------------------------------------------------------------------------------------------

/** The columns a form's values write (images into their columns and image_alts). */
function columnsOf(kind: CatalogueKind, values: Record<string, unknown>): Row {
  const columns: Row = {};
  let alts: Record<string, Localized> | undefined;
  for (const field of kind.fields) {
    if (!Object.hasOwn(values, field.name)) continue;
    const value = values[field.name];
    if (field.kind === "images") {
      const mapping = kind.images?.[field.name];
      if (!mapping) continue;
      const images = (value as ImageValue[]) ?? [];
      columns[mapping.column] = mapping.single ? (images[0]?.url ?? null) : images.map((image) => image.url);
      alts = { ...alts, ...altsByUrl(images) };
    } else {
      columns[field.name] = value;
    }
  }
  if (alts) columns.imageAlts = alts;
  return columns;
}

function imageUrls(kind: CatalogueKind, row: Row | undefined): Set<string> {
  const urls = new Set<string>();
  if (!row) return urls;
  for (const { column, single } of Object.values(kind.images ?? {})) {
    const value = row[column];
    for (const url of single ? [value] : (value ?? [])) if (typeof url === "string" && url) urls.add(url);
  }
  return urls;
}

/** Files of images the record no longer shows, once the change is committed (a failed removal is only logged). */
async function removeUnusedImages(request: AdminRequest, kind: CatalogueKind, before: Row, after?: Row) {
  await removeDroppedImages(
    request.services.storage,
    [...imageUrls(kind, before)],
    [...imageUrls(kind, after)],
  ).catch((error) => request.services.logger.warn({ err: error, type: kind.type }, "images not removed"));
}

/** What the audit log keeps of a row: everything but its clock. */
function snapshot(row: Row): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || "item"
  );
}

async function freeSlug(
  tx: Queryable,
  kind: CatalogueKind,
  base: string,
  exceptId?: string,
): Promise<string> {
  const column = col(kind, kind.slugColumn!);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await tx
      .select({ id: col(kind, "id") })
      .from(kind.table)
      .where(and(eq(column, candidate), exceptId ? ne(col(kind, "id"), exceptId) : undefined))
      .limit(1);
    if (taken.length === 0) return candidate;
  }
  throw new AppError("BUSINESS_DUPLICATE_ENTRY");
}

function assertArabic(
  kind: CatalogueKind,
  values: Record<string, unknown>,
  active: boolean,
  confirmed: boolean,
) {
  if (!active || confirmed) return;
  const missing = missingArabic(kind.fields, values);
  if (missing.length > 0) throw new MissingArabicError(missing);
}

const nameOf = (kind: CatalogueKind, values: Record<string, unknown>) =>
  (values[kind.nameField] as Localized | undefined)?.en ?? "";

export function createItem(kind: CatalogueKind) {
  return async (request: AdminRequest, input: CatalogueInput): Promise<AdminOutcome> => {
    assertArabic(kind, input, input.publish, input.confirmArabic);
    const id = await auditedChange(request, async (tx) => {
      const columns: Row = { ...kind.createDefaults?.(request), ...columnsOf(kind, input) };
      columns.status = input.publish ? "active" : "inactive";
      if (kind.slugColumn) {
        const typed = String(columns[kind.slugColumn] ?? "").trim();
        columns[kind.slugColumn] = await freeSlug(tx, kind, slugify(typed || nameOf(kind, input)));
      }
      const [created] = (await tx.insert(kind.table).values(columns).returning()) as Row[];
      const level = kind.stock ? Number(columns[kind.stock.column] ?? 0) : 0;
      if (level > 0) {
        await recordMovement(tx, kind, created!.id, level, level, {
          reason: "received",
          note: null,
          actorId: request.admin.id,
        });
      }
      return {
        result: created!.id as string,
        audit: entry(kind, created!.id, "create", null, snapshot(created!)),
      };
    });
    throw redirect(`/admin/${kind.slug}/${id}?created=1`);
  };
}

function entry(
  kind: CatalogueKind,
  id: string,
  verb: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditEntry {
  return { action: `${kind.type}.${verb}`, subjectType: kind.type, subjectId: id, before, after };
}

export const versionSchema = z.object({ version: z.string().min(1).max(40) });

/** A save from a tab that loaded an older copy is refused rather than silently undoing someone's change. */
function assertFresh(row: Row, version: unknown) {
  if (typeof version === "string" && version !== iso(row.updatedAt)) {
    throw new AppError("BUSINESS_INVALID_STATE", { messageKey: "errors:catalogue.stale" });
  }
}

export function saveItem(kind: CatalogueKind) {
  return async (
    request: AdminRequest,
    input: CatalogueInput & { version?: string },
  ): Promise<AdminOutcome> => {
    const id = idOf(request.params.id);
    let before: Row | undefined;
    let after: Row | undefined;
    await changeWithAudit(request, { type: kind.type, id, verb: "update" }, async (tx) => {
      before = await findRow(tx, kind, id);
      if (!before) throw new AppError("API_NOT_FOUND");
      assertFresh(before, input.version);
      assertArabic(kind, input, before.status === "active", input.confirmArabic);
      const columns = columnsOf(kind, input);
      if (kind.slugColumn) {
        const typed = String(columns[kind.slugColumn] ?? "").trim();
        columns[kind.slugColumn] = await freeSlug(tx, kind, slugify(typed || nameOf(kind, input)), id);
      }
      if (kind.stock) delete columns[kind.stock.column];
      [after] = (await tx
        .update(kind.table)
        .set(columns)
        .where(eq(col(kind, "id"), id))
        .returning()) as Row[];
      return { result: undefined, before: snapshot(before), after: snapshot(after!) };
    });
    await removeUnusedImages(request, kind, before!, after);
    return { message: request.t("adminCatalogue:done.saved") };
  };
}

export const publishSchema = z.object({
  confirmArabic: z
    .string()
    .optional()
    .transform((value) => value === "yes"),
});

/** Publish (active) or take down (inactive; also brings an archived item back as a draft). */
export function setStatus(kind: CatalogueKind, to: "active" | "inactive") {
  return async (request: AdminRequest, input: { confirmArabic: boolean }): Promise<AdminOutcome> => {
    const id = idOf(request.params.id);
    const verb = to === "active" ? "publish" : "unpublish";
    await changeWithAudit(request, { type: kind.type, id, verb }, async (tx) => {
      const row = await findRow(tx, kind, id);
      if (!row) throw new AppError("API_NOT_FOUND");
      if (row.status === to) return { result: undefined, unchanged: true };
      assertArabic(kind, valuesOf(kind, row), to === "active", input.confirmArabic);
      await tx
        .update(kind.table)
        .set({ status: to })
        .where(eq(col(kind, "id"), id));
      return { result: undefined, before: { status: row.status }, after: { status: to } };
    });
    return {
      message: request.t(
        to === "active" ? "adminCatalogue:done.published" : "adminCatalogue:done.unpublished",
      ),
    };
  };
}

/** A draft copy of the texts and prices; images are not shared (each record owns its files) and stock starts at 0. */
export function duplicateItem(kind: CatalogueKind) {
  return async (request: AdminRequest): Promise<AdminOutcome> => {
    const id = idOf(request.params.id);
    const copyId = await changeWithAudit(request, { type: kind.type, id, verb: "duplicate" }, async (tx) => {
      const row = await findRow(tx, kind, id);
      if (!row) throw new AppError("API_NOT_FOUND");
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row;
      const name = row[kind.nameField] as Localized;
      copy[kind.nameField] = {
        en: `${name.en} ${request.t("adminCatalogue:copySuffix", { lng: "en" } as never)}`.trim(),
        ar: name.ar ? `${name.ar} ${request.t("adminCatalogue:copySuffix", { lng: "ar" } as never)}` : "",
      };
      copy.status = "inactive";
      copy.imageAlts = {};
      for (const { column, single } of Object.values(kind.images ?? {})) copy[column] = single ? null : [];
      if (kind.stock) copy[kind.stock.column] = 0;
      if (kind.slugColumn) copy[kind.slugColumn] = await freeSlug(tx, kind, `${row[kind.slugColumn]}-copy`);
      Object.assign(copy, kind.createDefaults?.(request));
      const [created] = (await tx.insert(kind.table).values(copy).returning()) as Row[];
      return {
        result: created!.id as string,
        before: null,
        after: { copyId: created!.id, ...snapshot(created!) },
      };
    });
    throw redirect(`/admin/${kind.slug}/${copyId}?duplicated=1`);
  };
}

/** Archived (kept, never shown) when orders or applications name it; else deleted, then its files. */
export function deleteItem(kind: CatalogueKind) {
  return async (request: AdminRequest): Promise<AdminOutcome> => {
    const id = idOf(request.params.id);
    let removed: Row | undefined;
    const message = await auditedChange(request, async (tx) => {
      const row = await findRow(tx, kind, id);
      if (!row) throw new AppError("API_NOT_FOUND");
      const references = kind.references ? await kind.references(tx, id) : 0;
      if (references > 0) {
        if (row.status === "archived")
          return { result: request.t("adminCatalogue:done.alreadyArchived"), audit: null };
        await tx
          .update(kind.table)
          .set({ status: "archived" })
          .where(eq(col(kind, "id"), id));
        return {
          result: request.t("adminCatalogue:done.archived", { count: references }),
          audit: entry(kind, id, "archive", { status: row.status }, { status: "archived" }),
        };
      }
      const extra = await kind.beforeDelete?.(tx, row, request);
      try {
        await tx.delete(kind.table).where(eq(col(kind, "id"), id));
      } catch (error) {
        throw new AppError("BUSINESS_INVALID_STATE", { messageKey: kind.deleteFailed, cause: error });
      }
      removed = row;
      const text = [request.t("adminCatalogue:done.deleted"), extra].filter(Boolean).join(" ");
      return { result: text, audit: entry(kind, id, "delete", snapshot(row), null) };
    });
    if (removed) await removeUnusedImages(request, kind, removed);
    return removed ? { message, deleted: true } : { message };
  };
}

// ---- stock ---------------------------------------------------------------------------------------------

export const stockSchema = z.object({
  delta: z.coerce
    .number({ error: "errors:codes.VALIDATION_INVALID_FORMAT" })
    .int({ error: "errors:codes.VALIDATION_INVALID_FORMAT" })
    .min(-100_000, { error: "errors:catalogue.atLeast" })
    .max(100_000, { error: "errors:catalogue.atMost" })
    .refine((value) => value !== 0, { error: "errors:catalogue.deltaZero" }),
  reason: z.enum(STOCK_REASONS, { error: "errors:validation.required" }),
  note: z
    .string()
    .trim()
    .max(200, { error: "errors:codes.VALIDATION_MAX_LENGTH" })
    .optional()
    .transform((value) => value || null),
});

async function recordMovement(
  tx: Queryable,
  kind: CatalogueKind,
  productId: string,
  delta: number,
  stockAfter: number,
  movement: { reason: (typeof STOCK_REASONS)[number]; note: string | null; actorId: string },
) {
  await tx
    .insert(stockMovements)
    .values({ productType: kind.stock!.product, productId, delta, stockAfter, ...movement });
}

/** One statement moves the level, so two admins adjusting at once both count; it never goes below zero. */
export function adjustStock(kind: CatalogueKind) {
  return async (request: AdminRequest, input: z.output<typeof stockSchema>): Promise<AdminOutcome> => {
    if (!kind.stock) throw new AppError("API_NOT_FOUND");
    const id = idOf(request.params.id);
    const level = col(kind, kind.stock.column);
    const after = await changeWithAudit(request, { type: kind.type, id, verb: "stock" }, async (tx) => {
      const row = await findRow(tx, kind, id);
      if (!row) throw new AppError("API_NOT_FOUND");
      const [moved] = (await tx
        .update(kind.table)
        .set({ [kind.stock!.column]: sql`${level} + ${input.delta}` })
        .where(and(eq(col(kind, "id"), id), sql`${level} + ${input.delta} >= 0`))
        .returning()) as Row[];
      if (!moved)
        throw new AppError("BUSINESS_INVALID_STATE", {
          messageKey: "errors:catalogue.belowZero",
          field: "delta",
        });
      const stockAfter = moved[kind.stock!.column] as number;
      await recordMovement(tx, kind, id, input.delta, stockAfter, {
        reason: input.reason,
        note: input.note,
        actorId: request.admin.id,
      });
      return {
        result: stockAfter,
        before: { stock: row[kind.stock!.column] },
        after: { stock: stockAfter, reason: input.reason, note: input.note },
      };
    });
    return { message: request.t("adminCatalogue:done.stock", { stock: after }), resetForm: true };
  };
}
