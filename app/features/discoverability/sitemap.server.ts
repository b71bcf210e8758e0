import { asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.server.ts";
import {
  cmsPages,
  cmsPosts,
  esimDestinations,
  travelAccessories,
  travelPackages,
} from "../../platform/db/schema/index.ts";
import { localizedUrl } from "../../platform/http/seo.ts";

export interface SitemapEntry {
  /** The path on the site, e.g. "/esim/turkey". */
  path: string;
  lastModified?: Date;
}

/** The storefront's listing pages: no row behind them, so no last-modified. */
export const STATIC_PATHS = [
  "/",
  "/services",
  "/esim-shop",
  "/travel-accessories",
  "/travel-packages",
  "/shop",
  "/visa-services",
  "/driving-license-service-selection",
  "/pages",
  "/faq",
  "/study",
  "/education-malaysia",
  "/education-tarim",
  "/business-incorporation",
  "/application-tracking",
] as const;

/**
 * Every public page the storefront shows, read fresh on each call: only published CMS content (the same
 * `status = 'published'` the pages themselves require) and active catalogue rows, so nothing hidden leaks.
 */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const active = (table: typeof esimDestinations | typeof travelAccessories | typeof travelPackages) =>
    db
      .select({ slug: table.slug, updatedAt: table.updatedAt })
      .from(table)
      .where(eq(table.status, "active"))
      .orderBy(asc(table.slug));
  const [pages, posts, esims, accessories, packages] = await Promise.all([
    db
      .select({ section: cmsPages.section, slug: cmsPages.slug, updatedAt: cmsPages.updatedAt })
      .from(cmsPages)
      .where(eq(cmsPages.status, "published"))
      .orderBy(asc(cmsPages.section), asc(cmsPages.slug)),
    db
      .select({ slug: cmsPosts.slug, updatedAt: cmsPosts.updatedAt })
      .from(cmsPosts)
      .where(eq(cmsPosts.status, "published"))
      .orderBy(asc(cmsPosts.slug)),
    active(esimDestinations),
    active(travelAccessories),
    active(travelPackages),
  ]);
  const rows = (prefix: string, list: { slug: string; updatedAt: Date }[]) =>
    list.map((row) => ({ path: `/${prefix}/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt }));
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...pages.map((page) => ({
      path: `/${page.section}/${encodeURIComponent(page.slug)}`,
      lastModified: page.updatedAt,
    })),
    ...rows("post", posts),
    ...rows("esim", esims),
    ...rows("accessories", accessories),
    ...rows("packages", packages),
  ];
}

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

/** One <url> per page: the English URL as <loc> (the canonical of seoMeta), both languages and x-default. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const link = (lang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`;
  const urls = entries.map(({ path, lastModified }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(localizedUrl(origin, path, "en"))}</loc>`,
      link("en", localizedUrl(origin, path, "en")),
      link("ar", localizedUrl(origin, path, "ar")),
      link("x-default", `${origin}${path}`),
      ...(lastModified ? [`    <lastmod>${lastModified.toISOString()}</lastmod>`] : []),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
