import type { MetaDescriptor } from "react-router";
import type { Locale } from "../i18n/localized.ts";

export interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

interface RootSeoData {
  locale: Locale;
  origin: string;
  siteName: string;
}

function rootData(args: MetaArgsLike): RootSeoData {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as
    | { locale?: Locale; origin?: string; chrome?: { siteName?: string } }
    | undefined;
  return { locale: root?.locale ?? "en", origin: root?.origin ?? "", siteName: root?.chrome?.siteName ?? "" };
}

/** `?lng=` selects the language and the server remembers it (docs/decisions/009). */
export function localizedUrl(origin: string, pathname: string, locale: Locale): string {
  return `${origin}${pathname}?lng=${locale}`;
}

export function seoMeta(
  args: MetaArgsLike,
  page: { title: string; description: string; image?: string; type?: "website" | "article" | "product" },
): MetaDescriptor[] {
  const { locale, origin, siteName } = rootData(args);
  const path = args.location.pathname;
  const title = siteName && !page.title.includes(siteName) ? `${page.title} | ${siteName}` : page.title;
  const canonical = localizedUrl(origin, path, locale);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: localizedUrl(origin, path, "en") },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: localizedUrl(origin, path, "ar") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${path}` },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:locale", content: locale === "ar" ? "ar_AR" : "en_US" },
    { property: "og:locale:alternate", content: locale === "ar" ? "en_US" : "ar_AR" },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  if (page.image) {
    const image = page.image.startsWith("http") ? page.image : `${origin}${page.image}`;
    tags.push({ property: "og:image", content: image });
  }
  return tags;
}
