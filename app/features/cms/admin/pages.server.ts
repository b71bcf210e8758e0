// What the admin's CMS screens read: the list of pages and posts, one page or post for the editor, revisions.
import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../../platform/db/client.server.ts";
import { cmsBlocks, cmsPageRevisions, cmsPages, cmsPosts, user } from "../../../platform/db/schema/index.ts";
import { likePattern } from "../../../platform/db/text-search.ts";
import { PAGE_SIZE } from "../../../platform/domain/constants.ts";
import { pageHref, postHref } from "../../../platform/domain/content-urls.ts";
import type { Localized } from "../../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import { iso } from "../../../platform/lists/sql.server.ts";
import type { PageSection } from "../content-types.ts";
import {
  type ContentSection,
  type EditorBlock,
  missingArabic,
  type PageDocument,
  type PostDocument,
} from "../page-document.ts";
import { plainTextToHtml } from "../sanitize.server.ts";
import type { ContentListQuery } from "./lists.ts";

export interface ContentListRow {
  id: string;
  kind: "page" | "post";
  section: ContentSection;
  slug: string;
  title: Localized;
  status: "draft" | "published";
  href: string;
  updatedAt: string;
  arabicMissing: boolean;
}

const ORDER: Record<ContentListQuery["sort"]["column"], string> = {
  updated: "updated_at",
  title: "title->>'en'",
  section: "section",
  status: "status",
};

/** Pages and posts in one list: a union, paged in the database. */
export async function listContent(db: Queryable, query: ContentListQuery): Promise<Paged<ContentListRow>> {
  const { section, status } = query.filters;
  const conditions: SQL[] = [];
  if (section) conditions.push(sql`section = ${section}`);
  if (status) conditions.push(sql`status = ${status}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`(slug ilike ${pattern} or title->>'en' ilike ${pattern} or title->>'ar' ilike ${pattern})`,
    );
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = sql.raw(query.sort.direction === "asc" ? "asc" : "desc");
  const union = sql`(
    select id, 'page' as kind, section, slug, title, status, updated_at from ${cmsPages}
    union all
    select id, 'post' as kind, 'post' as section, slug, title, status, updated_at from ${cmsPosts}
  ) as content`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select * from ${union} ${where}
      order by ${sql.raw(ORDER[query.sort.column])} ${direction}, id ${direction}
      limit ${PAGE_SIZE} offset ${pageOffset(query.page)}`),
    db.execute(sql`select count(*)::int as total from ${union} ${where}`),
  ]);
  type Raw = {
    id: string;
    kind: "page" | "post";
    section: ContentSection;
    slug: string;
    title: Localized | string;
    status: "draft" | "published";
    updated_at: Date | string;
  };
  const items = (rows as unknown as { rows: Raw[] }).rows.map((row) => ({
    ...row,
    title: typeof row.title === "string" ? (JSON.parse(row.title) as Localized) : row.title,
  }));
  const total = Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  const missing = await arabicMissingOf(
    db,
    items.filter((row) => row.kind === "page").map((row) => row.id),
    items.filter((row) => row.kind === "post").map((row) => row.id),
  );
  return paged(
    items.map((row) => ({
      id: row.id,
      kind: row.kind,
      section: row.section,
      slug: row.slug,
      title: row.title,
      status: row.status,
      href: row.kind === "post" ? postHref(row.slug) : pageHref(row.section as PageSection, row.slug),
      updatedAt: iso(row.updated_at)!,
      arabicMissing: missing.has(row.id),
    })),
    total,
    query.page,
  );
}

/** The ids of the listed pages and posts with an English text that has no Arabic one. */
async function arabicMissingOf(db: Queryable, pageIds: string[], postIds: string[]): Promise<Set<string>> {
  const missing = new Set<string>();
  if (pageIds.length > 0) {
    const [pages, blocks] = await Promise.all([
      db.select().from(cmsPages).where(inArray(cmsPages.id, pageIds)),
      db
        .select({ pageId: cmsBlocks.pageId, content: cmsBlocks.content })
        .from(cmsBlocks)
        .where(inArray(cmsBlocks.pageId, pageIds)),
    ]);
    for (const page of pages)
      if (missingArabic([page.title, page.summary, page.seoTitle, page.seoDescription])) missing.add(page.id);
    for (const block of blocks) if (block.pageId && missingArabic(block.content)) missing.add(block.pageId);
  }
  if (postIds.length > 0) {
    const posts = await db.select().from(cmsPosts).where(inArray(cmsPosts.id, postIds));
    for (const post of posts) if (missingArabic([post.title, post.excerpt, post.body])) missing.add(post.id);
  }
  return missing;
}

export interface RevisionRow {
  id: string;
  createdAt: string;
  by: string | null;
  title: string;
  blocks: number;
}

interface EditorBase {
  id: string;
  status: "draft" | "published";
  publishedAt: string | null;
  updatedAt: string;
  href: string;
  arabicMissing: boolean;
}

export type EditorSubject =
  | (EditorBase & {
      kind: "page";
      document: Omit<PageDocument, "blocks"> & { blocks: EditorBlock[] };
      revisions: RevisionRow[];
    })
  | (EditorBase & { kind: "post"; document: PostDocument; revisions: [] });

export function withoutType(content: unknown): Record<string, unknown> {
  const { type: _, ...rest } = (typeof content === "object" && content !== null ? content : {}) as Record<
    string,
    unknown
  >;
  return rest;
}

export async function pageBlocks(db: Queryable, pageId: string) {
  return db
    .select({ id: cmsBlocks.id, type: cmsBlocks.type, content: cmsBlocks.content })
    .from(cmsBlocks)
    .where(eq(cmsBlocks.pageId, pageId))
    .orderBy(asc(cmsBlocks.position), asc(cmsBlocks.createdAt));
}

export async function loadPageDocument(
  db: Queryable,
  id: string,
): Promise<{ row: typeof cmsPages.$inferSelect; document: PageDocument } | null> {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1);
  if (!row) return null;
  const blocks = await pageBlocks(db, id);
  return {
    row,
    document: {
      kind: "page",
      section: row.section,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      seoTitle: row.seoTitle ?? null,
      seoDescription: row.seoDescription ?? null,
      blocks: blocks.map((block) => ({ type: block.type, content: withoutType(block.content) })),
    },
  };
}

export async function loadPostDocument(
  db: Queryable,
  id: string,
): Promise<{ row: typeof cmsPosts.$inferSelect; document: PostDocument } | null> {
  const [row] = await db.select().from(cmsPosts).where(eq(cmsPosts.id, id)).limit(1);
  if (!row) return null;
  return {
    row,
    document: {
      kind: "post",
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      body: row.body,
      coverImageUrl: row.coverImageUrl,
      author: row.author,
    },
  };
}

export async function listRevisions(db: Queryable, pageId: string): Promise<RevisionRow[]> {
  const rows = await db
    .select({
      id: cmsPageRevisions.id,
      createdAt: cmsPageRevisions.createdAt,
      snapshot: cmsPageRevisions.snapshot,
      by: user.email,
    })
    .from(cmsPageRevisions)
    .leftJoin(user, eq(user.id, cmsPageRevisions.createdBy))
    .where(eq(cmsPageRevisions.pageId, pageId))
    .orderBy(desc(cmsPageRevisions.createdAt), desc(cmsPageRevisions.id))
    .limit(50);
  return rows.map((row) => {
    const snapshot = row.snapshot as Partial<PageDocument>;
    return {
      id: row.id,
      createdAt: iso(row.createdAt)!,
      by: row.by,
      title: snapshot.title?.en ?? "",
      blocks: Array.isArray(snapshot.blocks) ? snapshot.blocks.length : 0,
    };
  });
}

/** Older plain text opens in the rich-text editor as paragraphs. */
function asHtml(text: Localized): Localized {
  const one = (value: string) => (value.trimStart().startsWith("<") ? value : plainTextToHtml(value));
  return { en: one(text.en), ar: one(text.ar) };
}

function editable(block: { type: string; content: Record<string, unknown> }) {
  const { body, ...rest } = block.content;
  if (block.type !== "rich_text" || rest.html !== undefined || typeof body !== "object" || body === null)
    return block;
  return { ...block, content: { ...rest, html: asHtml(body as Localized) } };
}

export async function loadEditorSubject(db: Queryable, id: string): Promise<EditorSubject | null> {
  const page = await loadPageDocument(db, id);
  if (page) {
    const { row, document } = page;
    return {
      kind: "page",
      id,
      status: row.status,
      publishedAt: iso(row.publishedAt),
      updatedAt: iso(row.updatedAt)!,
      href: pageHref(row.section, row.slug),
      arabicMissing: missingArabic(document),
      document: {
        ...document,
        blocks: document.blocks.map((block, index) => ({ ...editable(block), key: `b${index}` })),
      },
      revisions: await listRevisions(db, id),
    };
  }
  const post = await loadPostDocument(db, id);
  if (!post) return null;
  return {
    kind: "post",
    id,
    status: post.row.status,
    publishedAt: iso(post.row.publishedAt),
    updatedAt: iso(post.row.updatedAt)!,
    href: postHref(post.row.slug),
    arabicMissing: missingArabic(post.document),
    document: { ...post.document, body: asHtml(post.document.body) },
    revisions: [],
  };
}
