import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate, useSubmit } from "react-router";
import { SearchInput } from "../../components/search-input.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../components/ui/cx.ts";
import { SearchX, SignalZero } from "../../components/ui/icons.tsx";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { Link as ButtonLink } from "../../components/ui/link.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { withParam } from "../../platform/lists/list-query.ts";
import { DestinationCard } from "./destination-card.tsx";
import type { EsimDestinationCard } from "./esim-views.ts";
import { ESIM_CATEGORY_FILTERS, ESIM_SORTS, openDialogSearch, type ShopQuery } from "./params.ts";

const LIVE_SEARCH_DELAY_MS = 350;

export function ShopToolbar({ query }: { query: ShopQuery }) {
  const { t } = useTranslation("esim");
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [sort, setSort] = useState(query.sort);

  // Follow the URL (back and forward, category links) unless the visitor is typing in the field.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = query.q;
  }, [query.q]);
  useEffect(() => setSort(query.sort), [query.sort]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submitNow = (replace: boolean) => {
    window.clearTimeout(timer.current);
    if (formRef.current) submit(formRef.current, { replace, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-5">
      <Form
        ref={formRef}
        method="get"
        action="/esim-shop"
        role="search"
        aria-label={t("shop.formLabel")}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={() => window.clearTimeout(timer.current)}
      >
        {query.category !== "all" ? <input type="hidden" name="category" value={query.category} /> : null}
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="esim-search" className="text-sm font-medium text-slate-800">
            {t("shop.searchLabel")}
          </label>
          <SearchInput
            ref={inputRef}
            id="esim-search"
            size="lg"
            defaultValue={query.q}
            placeholder={t("shop.searchPlaceholder")}
            onChange={() => {
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(() => submitNow(true), LIVE_SEARCH_DELAY_MS);
            }}
          />
        </div>
        <div className="flex gap-3">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor="esim-sort" className="text-sm font-medium text-slate-800">
              {t("shop.sortLabel")}
            </label>
            <select
              id="esim-sort"
              name="sort"
              value={sort}
              onChange={(event) => {
                setSort(event.currentTarget.value as ShopQuery["sort"]);
                submitNow(false);
              }}
              className={cx(inputClasses, "h-11 cursor-pointer pe-8 sm:w-52")}
            >
              {ESIM_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`shop.sort.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" className="h-11 self-end">
            {t("shop.submit")}
          </Button>
        </div>
      </Form>
      <CategoryLinks current={query.category} />
    </div>
  );
}

function CategoryLinks({ current }: { current: ShopQuery["category"] }) {
  const { t } = useTranslation("esim");
  const { search } = useLocation();
  return (
    <nav aria-label={t("shop.categoriesLabel")}>
      <ul className="flex flex-wrap gap-2">
        {ESIM_CATEGORY_FILTERS.map((category) => {
          const selected = category === current;
          return (
            <li key={category}>
              <Link
                to={{
                  pathname: "/esim-shop",
                  search: withParam(search, "category", category === "all" ? null : category),
                }}
                aria-current={selected ? "page" : undefined}
                preventScrollReset
                className={cx(
                  "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2",
                  selected
                    ? "border-brand bg-brand text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand-strong",
                )}
              >
                {t(`shop.categories.${category}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ResultSummary({
  total,
  page,
  pageSize,
  shown,
}: {
  total: number;
  page: number;
  pageSize: number;
  shown: number;
}) {
  const { t } = useTranslation("esim");
  const from = (page - 1) * pageSize + 1;
  return (
    <p role="status" className="text-sm text-slate-600">
      {total > pageSize
        ? t("shop.range", { from, to: from + shown - 1, total })
        : t("shop.count", { count: total })}
    </p>
  );
}

function isPlainClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** With JavaScript, a plain click opens the plan dialog over the grid. */
function DestinationCardLink({ destination }: { destination: EsimDestinationCard }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <DestinationCard
      destination={destination}
      headingLevel={2}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(
          { pathname: "/esim-shop", search: openDialogSearch(search, destination.slug) },
          { preventScrollReset: true, state: { esimDialog: true } },
        );
      }}
    />
  );
}

const gridClasses = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";

export function DestinationGrid({ destinations }: { destinations: readonly EsimDestinationCard[] }) {
  return (
    <ul className={gridClasses}>
      {destinations.map((destination) => (
        <li key={destination.slug}>
          <DestinationCardLink destination={destination} />
        </li>
      ))}
    </ul>
  );
}

export function DestinationGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation("esim");
  return (
    <div>
      <p role="status" className="sr-only">
        {t("shop.loading")}
      </p>
      <ul aria-hidden className={gridClasses} data-testid="esim-grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <Skeleton className="aspect-[3/2] w-14 sm:w-16" />
            <Skeleton className="mt-4 h-5 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/3" />
            <Skeleton className="mt-5 h-5 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NoMatch({ query }: { query: ShopQuery }) {
  const { t } = useTranslation("esim");
  return (
    <div className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden className="mx-auto size-10 text-brand" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{t("shop.empty.title")}</h2>
      <p className="mx-auto mt-2 max-w-lg text-slate-600">
        {query.q ? t("shop.empty.search", { q: query.q }) : t("shop.empty.category")}
      </p>
      <ButtonLink to="/esim-shop" variant="secondary" className="mt-6">
        {t("shop.empty.clear")}
      </ButtonLink>
    </div>
  );
}

/** Spec §8: "No countries available, check backend configuration". */
export function CatalogueEmpty() {
  const { t } = useTranslation("esim");
  return (
    <div className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SignalZero aria-hidden className="mx-auto size-10 text-slate-400" />
      <p role="status" className="mx-auto mt-4 max-w-lg font-medium text-slate-700">
        {t("errors:screens.noCountriesAvailable")}
      </p>
    </div>
  );
}
