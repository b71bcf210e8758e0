import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { cmsBlocks, cmsPages, cmsPosts, type PageSection } from "../../platform/db/schema/index.ts";
import { pageHref, postHref } from "../../platform/domain/content-urls.ts";
import { type Locale, type Localized, pick } from "../../platform/i18n/localized.ts";
import type {
  ListItem,
  OfferKind,
  PageBlock,
  PageSummary,
  PostSummary,
  PublishedPage,
  PublishedPost,
} from "./content-types.ts";
import { OFFER_COUNT_MAX, OFFER_KINDS } from "./page-document.ts";
import { sanitizeRichText } from "./sanitize.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Never javascript: and the like. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== "string") return null;
  const value = href.trim();
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  if (value.startsWith("#")) return value;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  return null;
}

/** The CSP allows only the site's own images today. */
function safeImageUrl(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const value = url.trim();
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  if (/^https:\/\//i.test(value)) return value;
  return null;
}

function isLocalized(value: unknown): value is Localized {
  return typeof value === "object" && value !== null && typeof (value as Localized).en === "string";
}

function text(value: unknown, locale: Locale): string {
  return isLocalized(value) ? pick(value, locale) : "";
}

/** Unknown, malformed or unsafe blocks become "unsupported" (spec: "Unsupported content block type"). */
export function resolveBlock(row: { id: string; type: string; content: unknown }, locale: Locale): PageBlock {
  const unsupported: PageBlock = { id: row.id, type: "unsupported", originalType: row.type };
  const content = (typeof row.content === "object" && row.content !== null ? row.content : {}) as Record<
    string,
    unknown
  >;
  switch (row.type) {
    case "rich_text": {
      if (!isLocalized(content.body) && !isLocalized(content.html)) return unsupported;
      // Sanitised on save as well; again here so that no stored HTML reaches a page unchecked.
      const html = isLocalized(content.html) ? sanitizeRichText(text(content.html, locale)) : "";
      return {
        id: row.id,
        type: "rich_text",
        heading: text(content.heading, locale) || null,
        body: text(content.body, locale),
        html: html || null,
      };
    }
    case "faq": {
      if (!Array.isArray(content.items)) return unsupported;
      const items = content.items
        .map((item: { question?: unknown; answer?: unknown }) => ({
          question: text(item?.question, locale),
          answer: text(item?.answer, locale),
        }))
        .filter((item) => item.question !== "" && item.answer !== "");
      return { id: row.id, type: "faq", items };
    }
    case "image": {
      const url = safeImageUrl(content.url);
      if (!url) return unsupported;
      return { id: row.id, type: "image", url, alt: text(content.alt, locale) };
    }
    case "gallery": {
      if (!Array.isArray(content.images)) return unsupported;
      const images = content.images.flatMap((image: { url?: unknown; alt?: unknown }) => {
        const url = safeImageUrl(image?.url);
        return url ? [{ url, alt: text(image?.alt, locale) }] : [];
      });
      return { id: row.id, type: "gallery", images };
    }
    case "offer_list": {
      const kind = content.kind;
      if (typeof kind !== "string" || !(OFFER_KINDS as readonly string[]).includes(kind)) return unsupported;
      const count = Math.min(Math.max(1, Math.trunc(Number(content.count)) || 3), OFFER_COUNT_MAX);
      return {
        id: row.id,
        type: "offer_list",
        heading: text(content.heading, locale) || null,
        kind: kind as OfferKind,
        count,
        offers: [],
      };
    }
    case "feature_list":
    case "steps": {
      if (!Array.isArray(content.items)) return unsupported;
      const items: ListItem[] = content.items
        .map((item: { title?: unknown; text?: unknown }) => ({
          title: text(item?.title, locale),
          text: text(item?.text, locale),
        }))
        .filter((item) => item.title !== "");
      return { id: row.id, type: row.type, heading: text(content.heading, locale) || null, items };
    }
    case "call_to_action": {
      const href = safeHref(content.href);
      const label = text(content.label, locale);
      if (!href || !label) return unsupported;
      return { id: row.id, type: "call_to_action", label, href, body: text(content.body, locale) || null };
    }
    default:
      return unsupported;
  }
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export async function getPublishedPage(
  db: Queryable,
  section: PageSection,
  slug: string,
  locale: Locale,
): Promise<PublishedPage | null> {
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.section, section), eq(cmsPages.slug, slug), eq(cmsPages.status, "published")))
    .limit(1);
  return page ? renderPage(db, page, locale) : null;
}

/** Any page, published or not, as the storefront would show it (the admin's preview). */
export async function getPageForPreview(
  db: Queryable,
  id: string,
  locale: Locale,
): Promise<PublishedPage | null> {
  if (!UUID.test(id)) return null;
  const [page] = await db.select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1);
  return page ? renderPage(db, page, locale) : null;
}

async function renderPage(
  db: Queryable,
  page: typeof cmsPages.$inferSelect,
  locale: Locale,
): Promise<PublishedPage> {
  const blocks = await db
    .select({ id: cmsBlocks.id, type: cmsBlocks.type, content: cmsBlocks.content })
    .from(cmsBlocks)
    .where(and(eq(cmsBlocks.pageId, page.id), eq(cmsBlocks.status, "published")))
    .orderBy(asc(cmsBlocks.position), asc(cmsBlocks.createdAt));
  return {
    id: page.id,
    section: page.section,
    slug: page.slug,
    href: pageHref(page.section, page.slug),
    title: pick(page.title, locale),
    summary: pick(page.summary, locale),
    seoTitle: pick(page.seoTitle, locale) || null,
    seoDescription: pick(page.seoDescription, locale) || null,
    publishedAt: iso(page.publishedAt),
    updatedAt: page.updatedAt.toISOString(),
    blocks: blocks.map((block) => resolveBlock(block, locale)),
  };
}

export async function listPublishedPages(
  db: Queryable,
  locale: Locale,
  sections?: readonly PageSection[],
): Promise<PageSummary[]> {
  if (sections && sections.length === 0) return [];
  const rows = await db
    .select({
      section: cmsPages.section,
      slug: cmsPages.slug,
      title: cmsPages.title,
      summary: cmsPages.summary,
    })
    .from(cmsPages)
    .where(
      and(eq(cmsPages.status, "published"), sections ? inArray(cmsPages.section, [...sections]) : undefined),
    )
    .orderBy(asc(cmsPages.section), sql`${cmsPages.title}->>'en'`, asc(cmsPages.slug));
  return rows.map((row) => ({
    section: row.section,
    slug: row.slug,
    href: pageHref(row.section, row.slug),
    title: pick(row.title, locale),
    summary: pick(row.summary, locale),
  }));
}

function postSummary(row: typeof cmsPosts.$inferSelect, locale: Locale): PostSummary {
  return {
    slug: row.slug,
    href: postHref(row.slug),
    title: pick(row.title, locale),
    excerpt: pick(row.excerpt, locale),
    author: row.author,
    coverImageUrl: safeImageUrl(row.coverImageUrl),
    publishedAt: iso(row.publishedAt),
  };
}

export async function listPublishedPosts(db: Queryable, locale: Locale): Promise<PostSummary[]> {
  const rows = await db
    .select()
    .from(cmsPosts)
    .where(eq(cmsPosts.status, "published"))
    .orderBy(desc(cmsPosts.publishedAt), asc(cmsPosts.slug));
  return rows.map((row) => postSummary(row, locale));
}

export async function getPublishedPost(
  db: Queryable,
  slug: string,
  locale: Locale,
): Promise<PublishedPost | null> {
  const [row] = await db
    .select()
    .from(cmsPosts)
    .where(and(eq(cmsPosts.slug, slug), eq(cmsPosts.status, "published")))
    .limit(1);
  if (!row) return null;
  const body = pick(row.body, locale);
  return { ...postSummary(row, locale), body, html: postHtml(body) };
}

/** Any post, published or not (the admin's preview). */
export async function getPostForPreview(
  db: Queryable,
  id: string,
  locale: Locale,
): Promise<PublishedPost | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(cmsPosts).where(eq(cmsPosts.id, id)).limit(1);
  if (!row) return null;
  const body = pick(row.body, locale);
  return { ...postSummary(row, locale), body, html: postHtml(body) };
}

/** A post written in the editor is HTML; the seeded ones are plain text. */
export function postHtml(body: string): string | null {
  return body.trimStart().startsWith("<") ? sanitizeRichText(body) || null : null;
}

export interface PublishedBlock {
  block: PageBlock;
  page: PageSummary | null;
}

/** A block of a page is shown only while its page is published. */
export async function getBlock(db: Queryable, id: string, locale: Locale): Promise<PublishedBlock | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      id: cmsBlocks.id,
      type: cmsBlocks.type,
      content: cmsBlocks.content,
      page: {
        section: cmsPages.section,
        slug: cmsPages.slug,
        title: cmsPages.title,
        summary: cmsPages.summary,
      },
    })
    .from(cmsBlocks)
    .leftJoin(cmsPages, eq(cmsPages.id, cmsBlocks.pageId))
    .where(
      and(
        eq(cmsBlocks.id, id),
        eq(cmsBlocks.status, "published"),
        or(isNull(cmsBlocks.pageId), eq(cmsPages.status, "published")),
      ),
    )
    .limit(1);
  if (!row) return null;
  const page = row.page
    ? {
        section: row.page.section,
        slug: row.page.slug,
        href: pageHref(row.page.section, row.page.slug),
        title: pick(row.page.title, locale),
        summary: pick(row.page.summary, locale),
      }
    : null;
  return { block: resolveBlock(row, locale), page };
}
