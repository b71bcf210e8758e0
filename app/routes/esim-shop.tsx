import { useLocation, useNavigation } from "react-router";
import { Pagination } from "../components/lists/pagination.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { AlertTriangle } from "../components/ui/icons.tsx";
import { Link } from "../components/ui/link.tsx";
import {
  CatalogueEmpty,
  DestinationGrid,
  DestinationGridSkeleton,
  NoMatch,
  ResultSummary,
  ShopToolbar,
} from "../features/esim/destination-grid.tsx";
import { hasEsimDestinations, listEsimDestinations, loadPlanDialog } from "../features/esim/esim.server.ts";
import {
  DIALOG_PREFIX,
  destinationParam,
  gridKey,
  planQueryFrom,
  shopQueryFrom,
} from "../features/esim/params.ts";
import { EsimPlanDialog } from "../features/esim/plan-dialog.tsx";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/esim-shop";

export const handle = cachedPage("esim_destinations", "esim_plans");

export const loader = sharedLoader("esim-shop", handle, async ({ request, context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const query = shopQueryFrom(params);
  const slug = destinationParam(params);
  const [list, dialog] = await Promise.all([
    listEsimDestinations(services.db, { ...query, locale }),
    slug
      ? loadPlanDialog(services.db, slug, locale, planQueryFrom(params, DIALOG_PREFIX), services.logger)
      : null,
  ]);
  const catalogueEmpty = list.total === 0 && !(await hasEsimDestinations(services.db));
  return { query, list, catalogueEmpty, dialog };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const tags = seoMeta(args, { title: t("esim:meta.title"), description: t("esim:meta.description") });
  // Searches, filters and later pages are not separate documents for search engines.
  const searched = [...new URLSearchParams(args.location.search).keys()].some((key) => key !== "lng");
  return searched ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

function ShopHeader() {
  const { t } = useTranslation("esim");
  return (
    <PageHeader
      title={t("shop.title")}
      eyebrow={t("shop.eyebrow")}
      intro={t("shop.intro")}
      breadcrumbs={[{ label: t("shop.breadcrumbShop"), href: "/shop" }, { label: t("common:nav.esim") }]}
    />
  );
}

export default function EsimShop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("esim");
  const { query, list, catalogueEmpty, dialog } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const reloadingGrid =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    gridKey(navigation.location.search) !== gridKey(location.search);

  return (
    <>
      <ShopHeader />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        {catalogueEmpty ? (
          <CatalogueEmpty />
        ) : (
          <>
            <ShopToolbar query={query} />
            <section
              aria-label={t("shop.resultsLabel")}
              aria-busy={reloadingGrid || undefined}
              className="mt-6"
            >
              {reloadingGrid ? (
                <DestinationGridSkeleton />
              ) : list.total === 0 ? (
                <NoMatch query={query} />
              ) : (
                <>
                  <div className="mb-4">
                    <ResultSummary
                      total={list.total}
                      page={list.page}
                      pageSize={list.pageSize}
                      shown={list.items.length}
                    />
                  </div>
                  <DestinationGrid destinations={list.items} />
                  <Pagination page={list.page} totalPages={list.totalPages} />
                </>
              )}
            </section>
          </>
        )}
      </div>
      <EsimPlanDialog dialog={dialog} destinations={list.items} />
    </>
  );
}

/** Spec §8: "Unable to Load Countries". */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <ShopHeader />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Notice
          tone="error"
          as="section"
          aria-labelledby="esim-error-title"
          className="mx-auto max-w-xl rounded-3xl px-6 py-10 text-center"
        >
          <AlertTriangle aria-hidden className="mx-auto size-10 text-red-600" />
          <h2 id="esim-error-title" className="mt-4 text-xl font-semibold text-red-900">
            {t("errors:screens.unableToLoadCountries")}
          </h2>
          <p className="mt-2 text-red-800">{t("errors:screens.failedToLoadCountries")}</p>
          <Link
            to={{ pathname: location.pathname, search: location.search }}
            reloadDocument
            variant="primary"
            className="mt-6"
          >
            {t("errors:screens.tryAgain")}
          </Link>
        </Notice>
      </div>
    </>
  );
}
