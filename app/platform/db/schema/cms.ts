import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Localized } from "../../i18n/localized.ts";
import { user } from "./auth.ts";
import { createdAt, id, localized, updatedAt } from "./columns.ts";

export type PageSection = "page" | "study" | "faq" | "education" | "visa";
export type ContentStatus = "draft" | "published";

export const cmsPages = pgTable(
  "cms_pages",
  {
    id: id(),
    section: text("section").$type<PageSection>().notNull(),
    slug: text("slug").notNull(),
    title: localized("title").notNull(),
    summary: localized("summary").notNull(),
    status: text("status").$type<ContentStatus>().notNull().default("draft"),
    seoTitle: localized("seo_title"),
    seoDescription: localized("seo_description"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cms_pages_section_slug_idx").on(t.section, t.slug),
    index("cms_pages_status_idx").on(t.status, t.publishedAt),
  ],
);

export type BlockType =
  | "rich_text"
  | "faq"
  | "image"
  | "gallery"
  | "call_to_action"
  | "offer_list"
  | "feature_list"
  | "steps";

export type OfferKind = "visa" | "licence" | "packages" | "accessories" | "esim";

/** `body` is plain text (a blank line between paragraphs); `html` is the editor's HTML, sanitised on save. */
export type BlockContent =
  | { type: "rich_text"; heading?: Localized; body?: Localized; html?: Localized }
  | { type: "faq"; items: { question: Localized; answer: Localized }[] }
  | { type: "image"; url: string; alt: Localized }
  | { type: "gallery"; images: { url: string; alt: Localized }[] }
  | { type: "call_to_action"; label: Localized; href: string; body?: Localized }
  | { type: "offer_list"; heading?: Localized; kind: OfferKind; count: number }
  | { type: "feature_list"; heading?: Localized; items: { title: Localized; text: Localized }[] }
  | { type: "steps"; heading?: Localized; items: { title: Localized; text: Localized }[] };

export const cmsBlocks = pgTable(
  "cms_blocks",
  {
    id: id(),
    pageId: uuid("page_id").references(() => cmsPages.id, { onDelete: "cascade" }),
    type: text("type").$type<BlockType | (string & {})>().notNull(),
    position: integer("position").notNull().default(0),
    content: jsonb("content").$type<BlockContent>().notNull(),
    status: text("status").$type<ContentStatus>().notNull().default("published"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("cms_blocks_page_position_idx").on(t.pageId, t.position)],
);

export const cmsPosts = pgTable(
  "cms_posts",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: localized("title").notNull(),
    excerpt: localized("excerpt").notNull(),
    body: localized("body").notNull(),
    coverImageUrl: text("cover_image_url"),
    author: text("author").notNull(),
    status: text("status").$type<ContentStatus>().notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("cms_posts_status_published_idx").on(t.status, t.publishedAt)],
);

/** A page as it was before a save (its fields and blocks), to restore it. */
export const cmsPageRevisions = pgTable(
  "cms_page_revisions",
  {
    id: id(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => cmsPages.id, { onDelete: "cascade" }),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("cms_page_revisions_page_idx").on(t.pageId, t.createdAt)],
);
