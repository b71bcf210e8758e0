import type { PageSection } from "./db/schema/cms.ts";

/** Where a CMS page lives: /page/:slug, /study/:slug, /faq/:slug … */
export function pageHref(section: PageSection, slug: string): string {
  return `/${section}/${encodeURIComponent(slug)}`;
}

/** Where a CMS post lives. */
export function postHref(slug: string): string {
  return `/post/${encodeURIComponent(slug)}`;
}
