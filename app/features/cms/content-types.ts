import type { PageSection } from "../../platform/db/schema/cms.ts";

export type { PageSection };

/** The first segment of /page/:slug, /study/:slug … */
export const PAGE_SECTIONS = [
  "page",
  "study",
  "faq",
  "education",
  "visa",
] as const satisfies readonly PageSection[];

export function isPageSection(value: unknown): value is PageSection {
  return typeof value === "string" && (PAGE_SECTIONS as readonly string[]).includes(value);
}

/** One product or offer in an offer list; the storefront route fills these from the catalogue features. */
export interface OfferCard {
  key: string;
  title: string;
  subtitle: string;
  priceCents: number | null;
  href: string;
  imageUrl: string | null;
}

export type OfferKind = "visa" | "licence" | "packages" | "accessories" | "esim";

export interface ListItem {
  title: string;
  text: string;
}

/** `html` is sanitised rich text (the editor's); `body` the older plain text. */
export type PageBlock =
  | { id: string; type: "rich_text"; heading: string | null; body: string; html: string | null }
  | { id: string; type: "faq"; items: { question: string; answer: string }[] }
  | { id: string; type: "image"; url: string; alt: string }
  | { id: string; type: "gallery"; images: { url: string; alt: string }[] }
  | { id: string; type: "call_to_action"; label: string; href: string; body: string | null }
  | {
      id: string;
      type: "offer_list";
      heading: string | null;
      kind: OfferKind;
      count: number;
      offers: OfferCard[];
    }
  | { id: string; type: "feature_list"; heading: string | null; items: ListItem[] }
  | { id: string; type: "steps"; heading: string | null; items: ListItem[] }
  | { id: string; type: "unsupported"; originalType: string };

export interface PageSummary {
  section: PageSection;
  slug: string;
  href: string;
  title: string;
  summary: string;
}

export interface PublishedPage extends PageSummary {
  id: string;
  seoTitle: string | null;
  seoDescription: string | null;
  publishedAt: string | null;
  updatedAt: string;
  blocks: PageBlock[];
}

export interface PostSummary {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  author: string;
  coverImageUrl: string | null;
  publishedAt: string | null;
}

export interface PublishedPost extends PostSummary {
  body: string;
  /** The editor's sanitised HTML; null for a plain-text body. */
  html: string | null;
}

/** Rich text is plain text: a blank line separates paragraphs. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

export const GENERAL_FAQ = { section: "faq", slug: "general", path: "/faq" } as const;
