import { PageHeader } from "../components/page-header.tsx";
import { listAccessories } from "../features/accessories/accessories.server.ts";
import { AccessoriesErrorScreen } from "../features/accessories/accessories-error.tsx";
import { AccessoryListView } from "../features/accessories/accessory-list.tsx";
import { parseAccessoryListParams } from "../features/accessories/accessory-list-query.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/travel-accessories";

export const handle = cachedPage("travel_accessories");

export const loader = sharedLoader(
  "travel-accessories",
  handle,
  async ({ request, context }: Route.LoaderArgs) => {
    const { services, locale } = context.get(appContext);
    const query = parseAccessoryListParams(new URL(request.url).searchParams, locale);
    const result = await listAccessories(services.db, query);
    return { query, result };
  },
);

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const tags = seoMeta(args, {
    title: t("accessories:meta.title"),
    description: t("accessories:meta.description"),
  });
  // A search result page is not worth indexing; the category pages share the canonical list URL.
  return args.loaderData?.query.q ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

export default function TravelAccessories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("accessories");
  return (
    <>
      <PageHeader
        title={t("list.title")}
        eyebrow={t("list.eyebrow")}
        intro={t("list.intro")}
        breadcrumbs={[{ label: t("list.breadcrumbShop"), href: "/shop" }, { label: t("list.title") }]}
      />
      <AccessoryListView query={loaderData.query} result={loaderData.result} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccessoriesErrorScreen error={error} />;
}
