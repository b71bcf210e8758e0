import { getPublishedPage } from "../features/cms/cms.server.ts";
import { ContentErrorScreen, ContentPage } from "../features/cms/content-page.tsx";
import { GENERAL_FAQ } from "../features/cms/content-types.ts";
import { statusError } from "../platform/auth/guards.server.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/faq";

export const handle = cachedPage("cms_pages", "cms_blocks");

/** The general FAQ page of the CMS, canonical here. */
export const loader = sharedLoader("faq", handle, async ({ context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  const page = await getPublishedPage(services.db, GENERAL_FAQ.section, GENERAL_FAQ.slug, locale);
  if (!page) throw statusError({ context }, 404);
  return { page };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const page = args.loaderData?.page;
  if (!page)
    return [
      { title: t("errors:screens.pageNotFoundOrNotPublished") },
      { name: "robots", content: "noindex" },
    ];
  return seoMeta(args, {
    title: page.title || t("cms:faq.metaTitle"),
    description: page.summary || t("cms:faq.metaDescription"),
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorScreen error={error} />;
}
