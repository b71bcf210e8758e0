import { Form, Link, useLocation, useSubmit } from "react-router";
import { Pagination } from "../../components/lists/pagination.tsx";
import { useListLoading } from "../../components/lists/use-list-loading.ts";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../components/ui/cx.ts";
import { PackageSearch, Search } from "../../components/ui/icons.tsx";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { Link as ButtonLink } from "../../components/ui/link.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { SEARCH_QUERY_MAX_LENGTH } from "../../platform/domain/text-input.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { type Paged, withParam } from "../../platform/lists/list-query.ts";
import { AccessoryCard } from "./accessory-card.tsx";
import {
  ACCESSORY_SORTS,
  type AccessoryListQuery,
  type AccessorySummary,
  CATEGORY_FILTERS,
} from "./accessory-list-query.ts";

export const ACCESSORIES_PATH = "/travel-accessories";

export function CategoryNav({ current }: { current: AccessoryListQuery["category"] }) {
  const { t } = useTranslation("accessories");
  const { search } = useLocation();
  return (
    <nav aria-label={t("categories.label")}>
      <ul className="flex flex-wrap gap-2">
        {CATEGORY_FILTERS.map((category) => {
          const active = category === current;
          return (
            <li key={category}>
              <Link
                to={`${ACCESSORIES_PATH}${withParam(search, "category", category === "all" ? null : category)}`}
                aria-current={active ? "page" : undefined}
                data-category={category}
                className={cx(
                  "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2",
                  active
                    ? "border-brand bg-brand text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand-strong",
                )}
              >
                {t(`categories.${category}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A GET form, so that it works without JavaScript; with it a new sort applies at once. */
export function AccessoryFilters({ query }: { query: AccessoryListQuery }) {
  const { t } = useTranslation("accessories");
  const submit = useSubmit();
  return (
    <Form
      key={`${query.q}|${query.sort}|${query.category}`}
      method="get"
      action={ACCESSORIES_PATH}
      role="search"
      aria-label={t("filters.label")}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {query.category !== "all" ? <input type="hidden" name="category" value={query.category} /> : null}
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor="accessories-q" className="text-sm font-medium text-slate-800">
          {t("filters.search")}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id="accessories-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={t("filters.searchPlaceholder")}
            className={cx(inputClasses, "h-11 ps-11")}
          />
        </div>
      </div>
      <div className="flex items-end gap-3 sm:contents">
        <div className="flex flex-1 flex-col gap-1.5 sm:w-60 sm:flex-none">
          <label htmlFor="accessories-sort" className="text-sm font-medium text-slate-800">
            {t("filters.sort")}
          </label>
          <select
            id="accessories-sort"
            name="sort"
            defaultValue={query.sort}
            onChange={(event) => submit(event.currentTarget.form)}
            className={cx(inputClasses, "h-11 cursor-pointer")}
          >
            {ACCESSORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg" className="h-11">
          {t("filters.apply")}
        </Button>
      </div>
    </Form>
  );
}

export function AccessoryGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation("catalog");
  return (
    <div data-testid="accessories-skeleton">
      <p role="status" className="sr-only">
        {t("skeletonLabel")}
      </p>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-6 w-1/4" />
              <Skeleton className="h-10 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyState({ total }: { total: number }) {
  const { t } = useTranslation("accessories");
  const { search } = useLocation();
  const pastTheEnd = total > 0;
  return (
    <div className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <PackageSearch aria-hidden className="mx-auto size-10 text-brand" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">
        {pastTheEnd ? t("empty.pageTitle") : t("empty.title")}
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-slate-600">
        {pastTheEnd ? t("empty.pageBody") : t("empty.body")}
      </p>
      <ButtonLink
        to={pastTheEnd ? `${ACCESSORIES_PATH}${withParam(search, "page", null)}` : ACCESSORIES_PATH}
        variant="primary"
        className="mt-6"
      >
        {pastTheEnd ? t("empty.firstPage") : t("empty.clear")}
      </ButtonLink>
    </div>
  );
}

export function AccessoryListView({
  query,
  result,
}: {
  query: AccessoryListQuery;
  result: Paged<AccessorySummary>;
}) {
  const { t } = useTranslation("accessories");
  const loading = useListLoading();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <CategoryNav current={query.category} />
        <AccessoryFilters query={query} />
      </div>
      <p role="status" className="mt-6 text-sm font-medium text-slate-600" data-testid="accessories-count">
        {query.q
          ? t("list.resultsFor", { count: result.total, q: `\u2068${query.q}\u2069` })
          : t("list.results", { count: result.total })}
      </p>
      <section aria-label={t("list.resultsLabel")} aria-busy={loading || undefined} className="mt-4">
        {loading ? (
          <AccessoryGridSkeleton />
        ) : result.items.length === 0 ? (
          <EmptyState total={result.total} />
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {result.items.map((accessory, index) => (
              <li key={accessory.id}>
                <AccessoryCard accessory={accessory} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {loading ? null : <Pagination page={result.page} totalPages={result.totalPages} />}
    </div>
  );
}
