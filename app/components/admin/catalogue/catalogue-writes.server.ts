// The catalogue editor's changes: create, save, publish, duplicate, delete (or archive), each with its audit
// entry in one transaction; missing Arabic asks first.
import { and, eq, ne } from "drizzle-orm";
import { redirect } from "react-router";
import * as z from "zod";
import type { Queryable } from "../../../platform/db/client.server.ts";
import type { AuditEntry } from "../../../platform/domain/audit.server.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { keyFromData } from "../../../platform/i18n/keys.ts";
import type { Localized } from "../../../platform/i18n/localized.ts";
import { iso } from "../../../platform/lists/sql.server.ts";
import { removeDroppedImages } from "../../../platform/storage/images.server.ts";
import { altsByUrl, type ImageValue } from "../../forms/image-field-schema.ts";
import {
  type AdminOutcome,
  type AdminRefusal,
  type AdminRequest,
  auditedChange,
  changeWithAudit,
  idOf,
} from "../admin-request.server.ts";
import { type CatalogueKind, col, findRow, type Row, valuesOf } from "./catalogue.server.ts";
import { recordMovement } from "./catalogue-stock.server.ts";
import { type CatalogueInput, missingArabic } from "./fields.ts";

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
export function snapshot(row: Row): Record<string, unknown> {
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

/** The slug itself, or with -2, -3 … when another row has it. */
export async function freeSlug(
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

/** A reference (an eSIM plan's destination) must name one of the rows the form offers. */
async function assertReferences(kind: CatalogueKind, tx: Queryable, values: Record<string, unknown>) {
  const references = kind.fields.filter((field) => field.kind === "reference");
  if (references.length === 0) return;
  const options = (await kind.options?.(tx, "en")) ?? {};
  for (const { name } of references) {
    if (!options[name]?.some((option) => option.value === values[name])) {
      throw new AppError("VALIDATION_INVALID_FORMAT", { field: name });
    }
  }
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
    const prepared = (await kind.prepare?.(request, input, null)) ?? {};
    const id = await auditedChange(request, async (tx) => {
      await assertReferences(kind, tx, input);
      const columns: Row = { ...kind.createDefaults?.(request), ...columnsOf(kind, input), ...prepared };
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

export function entry(
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
    const stored = kind.prepare ? await findRow(request.services.db, kind, id) : undefined;
    const prepared = stored ? await kind.prepare!(request, input, stored) : {};
    await changeWithAudit(request, { type: kind.type, id, verb: "update" }, async (tx) => {
      before = await findRow(tx, kind, id);
      if (!before) throw new AppError("API_NOT_FOUND");
      assertFresh(before, input.version);
      assertArabic(kind, input, before.status === "active", input.confirmArabic);
      await assertReferences(kind, tx, input);
      const columns = { ...columnsOf(kind, input), ...prepared };
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
