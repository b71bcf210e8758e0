import { useLocation, useRevalidator } from "react-router";
import { Pagination } from "../../components/lists/pagination.tsx";
import { useListLoading } from "../../components/lists/use-list-loading.ts";
import { StatusScreen } from "../../components/status-screen.tsx";
import { Button } from "../../components/ui/button.tsx";
import { AlertTriangle, Luggage, SearchX } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { Paged } from "../../platform/lists/list-query.ts";
import { PackageCard, PackageCardSkeleton } from "./package-card.tsx";
import { isFiltered, type PackageListParams, type PackageSummary } from "./package-list-query.ts";

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

function EmptyState({ filtered, clearHref }: { filtered: boolean; clearHref: string }) {
  const { t } = useTranslation("packages");
  const Icon = filtered ? SearchX : Luggage;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Icon aria-hidden className="size-12 text-slate-400" />
      <p className="mt-4 text-lg font-semibold text-slate-900">
        {filtered ? t("list.noMatches") : t("errors:screens.noTravelPackages")}
      </p>
      {filtered ? (
        <>
          <p className="mt-1 text-slate-600">{t("list.noMatchesHint")}</p>
          <Link to={clearHref} variant="primary" className="mt-6">
            {t("list.clearFilters")}
          </Link>
        </>
      ) : null}
    </div>
  );
}

export function PackageResults({
  params,
  result,
}: {
  params: PackageListParams;
  result: Paged<PackageSummary>;
}) {
  const { t } = useTranslation("packages");
  const location = useLocation();
  const loading = useListLoading();
  const filtered = isFiltered(params);
  const clearHref = location.pathname;
  return (
    <section aria-labelledby="package-results" aria-busy={loading || undefined} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="package-results" className="text-lg font-semibold text-slate-900" aria-live="polite">
          {t("list.count", { count: result.total })}
        </h2>
        {filtered ? (
          <Link to={clearHref} className="text-sm font-medium">
            {t("list.clearFilters")}
          </Link>
        ) : null}
      </div>
      <div className="mt-5">
        {loading ? (
          <>
            <p className="sr-only" role="status">
              {t("list.loading")}
            </p>
            <ul className={grid} aria-hidden>
              {Array.from({ length: Math.min(Math.max(result.items.length, 4), 8) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <PackageCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : result.items.length === 0 ? (
          <EmptyState filtered={filtered || params.page > 1} clearHref={clearHref} />
        ) : (
          <ul className={grid}>
            {result.items.map((item, index) => (
              <li key={item.id}>
                <PackageCard item={item} headingLevel={3} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination page={result.page} totalPages={result.totalPages} />
    </section>
  );
}

/** Spec §8: "Error Loading Packages" / "Error fetching travel packages", with Retry. */
export function PackagesErrorScreen() {
  const { t } = useTranslation("packages");
  const revalidator = useRevalidator();
  return (
    <StatusScreen
      icon={AlertTriangle}
      tone="warning"
      title={t("errors:screens.errorLoadingPackages")}
      body={t("errors:screens.errorFetchingTravelPackages")}
    >
      <Button onPress={() => revalidator.revalidate()} isDisabled={revalidator.state === "loading"}>
        {t("errors:screens.retry")}
      </Button>
      <Link to="/" variant="secondary" reloadDocument>
        {t("errors:errorScreen.goHome")}
      </Link>
    </StatusScreen>
  );
}
