import type { PageSection } from "../db/schema/cms.ts";

/**
 * CMS pages that are the content of a page with its own route, where the page's form lives too (the consultation
 * pages): lists and search link there, and /page/:slug sends the browser there.
 */
const ROUTED_PAGES: Readonly<Record<string, string>> = {
  "page/education-malaysia": "/education-malaysia",
  "page/education-tarim": "/education-tarim",
  "page/business-incorporation": "/business-incorporation",
};

/** Where a CMS page lives: /page/:slug, /study/:slug, /faq/:slug …, or its own route (ROUTED_PAGES). */
export function pageHref(section: PageSection, slug: string): string {
  return ROUTED_PAGES[`${section}/${slug}`] ?? `/${section}/${encodeURIComponent(slug)}`;
}

/** Where a CMS post lives. */
export function postHref(slug: string): string {
  return `/post/${encodeURIComponent(slug)}`;
}
