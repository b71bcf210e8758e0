import type { PageSection } from "../db/schema/cms.ts";

/** CMS pages shown by a route of their own, where the page's form lives too (the consultation pages). */
const ROUTED_PAGES: Readonly<Record<string, string>> = {
  "page/education-malaysia": "/education-malaysia",
  "page/education-tarim": "/education-tarim",
  "page/business-incorporation": "/business-incorporation",
};

export function pageHref(section: PageSection, slug: string): string {
  return ROUTED_PAGES[`${section}/${slug}`] ?? `/${section}/${encodeURIComponent(slug)}`;
}

export function postHref(slug: string): string {
  return `/post/${encodeURIComponent(slug)}`;
}
