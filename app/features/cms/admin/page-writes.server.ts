// Every change of a CMS page or post, each with its audit entry (before and after) in one transaction.
import { and, eq, ne, sql } from "drizzle-orm";
import type { AdminRequest } from "../../../components/admin/admin-request.server.ts";
import { changeWithAudit } from "../../../components/admin/admin-request.server.ts";
import type { Queryable, Transaction } from "../../../platform/db/client.server.ts";
import {
  type BlockContent,
  cmsBlocks,
  cmsPageRevisions,
  cmsPages,
  cmsPosts,
} from "../../../platform/db/schema/index.ts";
import { likePattern } from "../../../platform/db/text-search.ts";
import { AppError, type ErrorPayload, isAppError, toErrorPayload } from "../../../platform/http/errors.ts";
import type { Localized } from "../../../platform/i18n/localized.ts";
import { isManagedImageUrl } from "../../../platform/storage/image-urls.ts";
import { removeImage } from "../../../platform/storage/images.server.ts";
import type { ContentDocument, PageDocument, PostDocument, StoredBlock } from "../page-document.ts";
import { missingArabic } from "../page-document.ts";
import { sanitizeLocalizedHtml } from "../sanitize.server.ts";
import { loadPageDocument, loadPostDocument } from "./pages.server.ts";

/** Rich text leaves the server only as sanitised HTML. */
export function sanitizeDocument<D extends ContentDocument>(document: D): D {
  if (document.kind === "post") return { ...document, body: sanitizeLocalizedHtml(document.body) };
  return {
    ...document,
    blocks: document.blocks.map((block) => {
      if (block.type !== "rich_text") return block;
      const html = block.content.html as Localized | undefined;
      return html ? { ...block, content: { ...block.content, html: sanitizeLocalizedHtml(html) } } : block;
    }),
  };
}

const slugTaken = () => new AppError("BUSINESS_DUPLICATE_ENTRY", { field: "slug" });

/** Unique per section for pages, unique for posts; checked here and by the unique indexes (a race). */
async function assertSlugFree(tx: Queryable, document: ContentDocument, exceptId: string | null) {
  const taken =
    document.kind === "post"
      ? await tx
          .select({ id: cmsPosts.id })
          .from(cmsPosts)
          .where(and(eq(cmsPosts.slug, document.slug), exceptId ? ne(cmsPosts.id, exceptId) : undefined))
          .limit(1)
      : await tx
          .select({ id: cmsPages.id })
          .from(cmsPages)
          .where(
            and(
              eq(cmsPages.section, document.section),
              eq(cmsPages.slug, document.slug),
              exceptId ? ne(cmsPages.id, exceptId) : undefined,
            ),
          )
          .limit(1);
  if (taken.length > 0) throw slugTaken();
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === "23505") return true;
  return false;
}

/** The translated refusals of the CMS actions. */
export function explainCmsError(error: unknown, { t }: AdminRequest): (ErrorPayload & object) | undefined {
  if (isUniqueViolation(error) || (isAppError(error) && error.code === "BUSINESS_DUPLICATE_ENTRY"))
    return {
      code: "BUSINESS_DUPLICATE_ENTRY",
      status: 409,
      field: "slug",
      message: t("adminCms:errors.slugTaken"),
    };
  if (isAppError(error) && error.code === "VALIDATION_INVALID_FORMAT" && error.field === "file")
    return { ...toErrorPayload(error, t), message: t("adminCms:errors.importFormat") };
  if (isAppError(error) && error.code === "BUSINESS_INVALID_STATE" && error.field === "confirmArabic")
    return { ...toErrorPayload(error, t), message: t("adminCms:errors.arabicMissing") };
  return undefined;
}

function storedContent(block: StoredBlock): BlockContent {
  // A block of an unknown type keeps its content as it came; its type lives in the type column too.
  return { ...block.content, type: block.type } as unknown as BlockContent;
}

async function writePageBlocks(tx: Transaction, pageId: string, blocks: readonly StoredBlock[]) {
  await tx.delete(cmsBlocks).where(eq(cmsBlocks.pageId, pageId));
  if (blocks.length === 0) return;
  await tx.insert(cmsBlocks).values(
    blocks.map((block, position) => ({
      pageId,
      type: block.type,
      position,
      content: storedContent(block),
    })),
  );
}

/** A page's own columns, as its document gives them. */
function pageColumns(document: PageDocument) {
  return {
    section: document.section,
    slug: document.slug,
    title: document.title,
    summary: document.summary,
    seoTitle: document.seoTitle ?? null,
    seoDescription: document.seoDescription ?? null,
  };
}

async function writePage(tx: Transaction, id: string, document: PageDocument) {
  await tx
    .update(cmsPages)
    .set({ ...pageColumns(document), updatedAt: new Date() })
    .where(eq(cmsPages.id, id));
  await writePageBlocks(tx, id, document.blocks);
}

async function snapshotRevision(
  tx: Transaction,
  request: AdminRequest,
  pageId: string,
  before: PageDocument,
) {
  await tx.insert(cmsPageRevisions).values({ pageId, snapshot: { ...before }, createdBy: request.admin.id });
}

/** Saves the editor's document; the page as it was becomes a revision. */
export async function savePage(request: AdminRequest, id: string, input: PageDocument): Promise<void> {
  const document = sanitizeDocument(input);
  await changeWithAudit(request, { type: "cms_page", id, verb: "update" }, async (tx) => {
    const loaded = await loadPageDocument(tx, id);
    if (!loaded) throw new AppError("API_NOT_FOUND");
    await assertSlugFree(tx, document, id);
    await snapshotRevision(tx, request, id, loaded.document);
    await writePage(tx, id, document);
    return { result: undefined, before: loaded.document, after: document };
  });
}

export async function savePost(request: AdminRequest, id: string, input: PostDocument): Promise<void> {
  const document = sanitizeDocument(input);
  await changeWithAudit(request, { type: "cms_post", id, verb: "update" }, async (tx) => {
    const loaded = await loadPostDocument(tx, id);
    if (!loaded) throw new AppError("API_NOT_FOUND");
    await assertSlugFree(tx, document, id);
    await tx
      .update(cmsPosts)
      .set({
        slug: document.slug,
        title: document.title,
        excerpt: document.excerpt,
        body: document.body,
        coverImageUrl: document.coverImageUrl ?? null,
        author: document.author,
        updatedAt: new Date(),
      })
      .where(eq(cmsPosts.id, id));
    return { result: undefined, before: loaded.document, after: document };
  });
}

/** A new draft (create, import, duplicate); its id. */
export async function createContent(
  request: AdminRequest,
  input: ContentDocument,
  verb = "create",
): Promise<string> {
  const document = sanitizeDocument(input);
  const id = crypto.randomUUID();
  const type = document.kind === "post" ? "cms_post" : "cms_page";
  await changeWithAudit(request, { type, id, verb }, async (tx) => {
    await assertSlugFree(tx, document, null);
    if (document.kind === "post") {
      await tx.insert(cmsPosts).values({
        id,
        slug: document.slug,
        title: document.title,
        excerpt: document.excerpt,
        body: document.body,
        coverImageUrl: document.coverImageUrl ?? null,
        author: document.author,
        status: "draft",
      });
    } else {
      await tx.insert(cmsPages).values({ id, ...pageColumns(document), status: "draft" });
      await writePageBlocks(tx, id, document.blocks);
    }
    return { result: id, before: null, after: { ...document, status: "draft" } };
  });
  return id;
}

async function loadDocument(tx: Queryable, id: string) {
  const page = await loadPageDocument(tx, id);
  if (page)
    return { kind: "page" as const, status: page.row.status, slug: page.row.slug, document: page.document };
  const post = await loadPostDocument(tx, id);
  if (post)
    return { kind: "post" as const, status: post.row.status, slug: post.row.slug, document: post.document };
  return null;
}

/** A free slug for a copy: "<slug>-copy", then "-copy-2" … */
async function copySlug(tx: Queryable, document: ContentDocument): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const slug = `${document.slug}-copy${n > 1 ? `-${n}` : ""}`.slice(0, 100);
    try {
      await assertSlugFree(tx, { ...document, slug }, null);
      return slug;
    } catch {}
  }
  throw slugTaken();
}

export async function duplicateContent(request: AdminRequest, id: string): Promise<string> {
  const found = await loadDocument(request.services.db, id);
  if (!found) throw new AppError("API_NOT_FOUND");
  const slug = await copySlug(request.services.db, found.document);
  return createContent(request, { ...found.document, slug } as ContentDocument, "duplicate");
}

export async function deleteContent(request: AdminRequest, id: string): Promise<void> {
  const found = await loadDocument(request.services.db, id);
  if (!found) throw new AppError("API_NOT_FOUND");
  const type = found.kind === "post" ? "cms_post" : "cms_page";
  const revisions = await request.services.db
    .select({ snapshot: cmsPageRevisions.snapshot })
    .from(cmsPageRevisions)
    .where(eq(cmsPageRevisions.pageId, id));
  const images = managedImagesIn([found.document, ...revisions.map((revision) => revision.snapshot)]);
  await changeWithAudit(request, { type, id, verb: "delete" }, async (tx) => {
    const deleted =
      found.kind === "post"
        ? await tx.delete(cmsPosts).where(eq(cmsPosts.id, id)).returning({ id: cmsPosts.id })
        : await tx.delete(cmsPages).where(eq(cmsPages.id, id)).returning({ id: cmsPages.id });
    if (deleted.length === 0) throw new AppError("API_NOT_FOUND");
    return { result: undefined, before: { ...found.document, status: found.status }, after: null };
  });
  await removeUnreferencedImages(request, images);
}

/** The uploaded images a page, post or revision names, wherever in its blocks. */
function managedImagesIn(documents: readonly unknown[]): string[] {
  const urls = JSON.stringify(documents).match(/\/files\/uploads\/images\/[^"\\]+/g) ?? [];
  return [...new Set(urls.filter(isManagedImageUrl))];
}

// A save keeps the files it drops (a revision may bring them back); they go with the last page, revision or post
// that names them (a duplicate shares its original's files).
async function removeUnreferencedImages(request: AdminRequest, urls: readonly string[]) {
  const { db, storage, logger } = request.services;
  for (const url of urls) {
    const pattern = likePattern(url);
    const [named] = await db
      .execute(sql`select (
        exists (select 1 from ${cmsBlocks} where ${cmsBlocks.content}::text like ${pattern})
        or exists (select 1 from ${cmsPageRevisions} where ${cmsPageRevisions.snapshot}::text like ${pattern})
        or exists (select 1 from ${cmsPosts} where ${cmsPosts.coverImageUrl} = ${url})
      ) as named`)
      .then((result) => (result as unknown as { rows: { named: boolean }[] }).rows);
    if (named?.named) continue;
    await removeImage(storage, url).catch((error: unknown) =>
      logger.warn({ err: error, url }, "image not removed"),
    );
  }
}

/** Publishing with an Arabic text missing needs `confirmArabic`. */
export async function setPublished(
  request: AdminRequest,
  id: string,
  publish: boolean,
  confirmArabic: boolean,
): Promise<"published" | "draft"> {
  const found = await loadDocument(request.services.db, id);
  if (!found) throw new AppError("API_NOT_FOUND");
  if (publish && !confirmArabic && missingArabic(found.document))
    throw new AppError("BUSINESS_INVALID_STATE", { field: "confirmArabic" });
  const status = publish ? "published" : "draft";
  const table = found.kind === "post" ? cmsPosts : cmsPages;
  const type = found.kind === "post" ? "cms_post" : "cms_page";
  await changeWithAudit(request, { type, id, verb: publish ? "publish" : "unpublish" }, async (tx) => {
    if (found.status === status) return { result: undefined, unchanged: true };
    const now = new Date();
    await tx
      .update(table)
      .set({ status, updatedAt: now, ...(publish ? { publishedAt: now } : {}) })
      .where(eq(table.id, id));
    return { result: undefined, before: { status: found.status }, after: { status } };
  });
  return status;
}

/** Restoring is a save like any other: the page as it was becomes a revision too. */
export async function restoreRevision(request: AdminRequest, id: string, revisionId: string): Promise<void> {
  await changeWithAudit(request, { type: "cms_page", id, verb: "restore" }, async (tx) => {
    const loaded = await loadPageDocument(tx, id);
    if (!loaded) throw new AppError("API_NOT_FOUND");
    const [revision] = await tx
      .select()
      .from(cmsPageRevisions)
      .where(and(eq(cmsPageRevisions.id, revisionId), eq(cmsPageRevisions.pageId, id)))
      .limit(1);
    if (!revision) throw new AppError("API_NOT_FOUND");
    const restored = revision.snapshot as unknown as PageDocument;
    await assertSlugFree(tx, restored, id);
    await snapshotRevision(tx, request, id, loaded.document);
    await writePage(tx, id, restored);
    return {
      result: undefined,
      before: loaded.document,
      after: { ...restored, restoredFrom: revisionId },
    };
  });
}
