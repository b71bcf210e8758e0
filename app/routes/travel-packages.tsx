import { PageHeader } from "../components/page-header.tsx";
import { PackageFilters } from "../features/packages/package-filters.tsx";
import { PackageResults, PackagesErrorScreen } from "../features/packages/package-list.tsx";
import { parsePackageListParams } from "../features/packages/package-list-query.ts";
import { listPackages } from "../features/packages/packages.server.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/travel-packages";

export const handle = cachedPage("travel_packages");

export const loader = sharedLoader(
  "travel-packages",
  handle,
  async ({ request, context }: Route.LoaderArgs) => {
    const { services, locale } = context.get(appContext);
    const params = parsePackageListParams(new URL(request.url).searchParams);
    const result = await listPackages(services.db, { ...params, locale });
    return { params, result };
  },
);

/** Both addresses show one screen: search engines get /travel-packages as its canonical URL. */
const CANONICAL_PATH = "/travel-packages";

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const page = args.loaderData?.params.page ?? 1;
  const title = page > 1 ? t("packages:meta.titlePage", { page }) : t("packages:meta.title");
  return seoMeta(
    { ...args, location: { ...args.location, pathname: CANONICAL_PATH } },
    { title, description: t("packages:meta.description") },
  );
}

export default function TravelPackages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("packages");
  const { params, result } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={t("list.eyebrow")}
        title={t("list.title")}
        intro={t("list.intro")}
        breadcrumbs={[{ label: t("list.title") }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <PackageFilters params={params} />
        <PackageResults params={params} result={result} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <PackagesErrorScreen />;
}
