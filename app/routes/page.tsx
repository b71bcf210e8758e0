import { redirect } from "react-router";
import { getPublishedPage } from "../features/cms/cms.server.ts";
import { ContentErrorScreen, ContentPage } from "../features/cms/content-page.tsx";
import { GENERAL_FAQ, isPageSection, type PublishedPage } from "../features/cms/content-types.ts";
import { statusError } from "../platform/auth/guards.server.ts";
import { pageHref } from "../platform/domain/content-urls.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/page";
import { withOffers } from "./cms-offers.server.ts";

export const handle = cachedPage(
  "cms_pages",
  "cms_blocks",
  "esim_destinations",
  "esim_plans",
  "travel_accessories",
  "travel_packages",
  "visa_offers",
  "driving_license_offers",
);

/** The section is the URL's first segment. */
export const loader = sharedLoader("page", handle, async ({ request, params, context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  const section = new URL(request.url).pathname.split("/")[1];
  if (!isPageSection(section) || !params.slug) throw statusError({ context }, 404);
  // A page that is the content of a route of its own (a consultation page with its form) is read there.
  const own = pageHref(section, params.slug);
  if (own !== `/${section}/${encodeURIComponent(params.slug)}`)
    throw redirect(`${own}${new URL(request.url).search}`, 301);
  const page = await withOffers(
    services.db,
    locale,
    await getPublishedPage(services.db, section, params.slug, locale),
  );
  if (!page) throw statusError({ context }, 404);
  return { page };
});

function pageMeta(args: Route.MetaArgs, page: PublishedPage | undefined) {
  const t = metaTranslator(args.matches);
  if (!page)
    return [
      { title: t("errors:screens.pageNotFoundOrNotPublished") },
      { name: "robots", content: "noindex" },
    ];
  const general = page.section === GENERAL_FAQ.section && page.slug === GENERAL_FAQ.slug;
  const image = page.blocks.find((block) => block.type === "image");
  return seoMeta(general ? { ...args, location: { pathname: GENERAL_FAQ.path } } : args, {
    title: page.seoTitle ?? page.title,
    description: page.seoDescription ?? page.summary,
    type: "article",
    ...(image?.type === "image" ? { image: image.url } : {}),
  });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.page);
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorScreen error={error} />;
}
