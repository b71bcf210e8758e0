import { Form, Link } from "react-router";
import { Price } from "../../components/price.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../components/ui/cx.ts";
import { ArrowLeft, ArrowRight, Search, SearchX } from "../../components/ui/icons.tsx";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { Link as ButtonLink } from "../../components/ui/link.tsx";
import { SEARCH_QUERY_MAX_LENGTH } from "../../platform/domain/text-input.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  PAGE_SIZE,
  type SearchGroup,
  type SearchGroupResult,
  type SearchResults,
} from "./search-results-types.ts";

/** Keeps a query's own direction inside a translated sentence (first strong isolate … pop). */
const isolate = (text: string) => `\u2068${text}\u2069`;

export function searchHref(query: string, group?: SearchGroup, page?: number): string {
  const params = new URLSearchParams({ q: query });
  if (group) params.set("type", group);
  if (page && page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

export function SearchForm({ query }: { query: string }) {
  const { t } = useTranslation("cms");
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={t("search.label")}
      className="mt-6 flex max-w-2xl gap-2"
    >
      <label htmlFor="search-page-q" className="sr-only">
        {t("search.label")}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t("search.placeholder")}
          className={cx(inputClasses, "h-12 ps-11")}
        />
      </div>
      <Button type="submit" size="lg" className="h-12">
        {t("search.submit")}
      </Button>
    </Form>
  );
}

function Suggestions() {
  const { t } = useTranslation("cms");
  const terms = ([1, 2, 3, 4] as const).map((n) => t(`search.suggestions.${n}`));
  return (
    <div className="mt-6">
      <p className="text-sm font-medium text-slate-700">{t("search.suggestionsLabel")}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {terms.map((term) => (
          <li key={term}>
            <Link
              to={searchHref(term)}
              className="inline-flex rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm text-slate-700 outline-none hover:border-brand hover:text-brand-strong focus-visible:ring-2 focus-visible:ring-brand"
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §5: a blank search queries nothing. */
export function SearchPrompt() {
  const { t } = useTranslation("cms");
  return (
    <div className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Search aria-hidden className="mx-auto size-10 text-brand" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{t("search.promptTitle")}</h2>
      <p className="mx-auto mt-2 max-w-lg text-slate-600">{t("search.promptBody")}</p>
      <Suggestions />
    </div>
  );
}

function GroupSection({
  result,
  query,
  single,
}: {
  result: SearchGroupResult;
  query: string;
  single: boolean;
}) {
  const { t } = useTranslation("cms");
  const headingId = `results-${result.group}`;
  const truncated = !single && result.total > result.items.length;
  return (
    <section aria-labelledby={headingId} data-group={result.group}>
      <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t(`search.groups.${result.group}`)}{" "}
          <span className="ms-1 rounded-full bg-slate-100 px-2.5 py-0.5 align-middle text-sm font-medium text-slate-700">
            {t("search.groupCount", { count: result.total })}
          </span>
        </h2>
        {truncated ? (
          <Link
            to={searchHref(query, result.group)}
            className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
          >
            {t("search.viewAll", { count: result.total })}
            <ArrowRight aria-hidden className="size-4 flip-rtl" />
          </Link>
        ) : null}
      </div>
      <ul className="divide-y divide-slate-100">
        {result.items.map((hit) => (
          <li key={hit.id}>
            <Link
              to={hit.href}
              className="group flex items-start justify-between gap-4 rounded-lg px-2 py-4 outline-none hover:bg-white focus-visible:ring-2 focus-visible:ring-brand"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900 group-hover:text-brand-strong">
                  {hit.title}
                </span>
                {hit.summary ? (
                  <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{hit.summary}</span>
                ) : null}
              </span>
              {hit.priceCents !== undefined ? (
                <Price cents={hit.priceCents} className="shrink-0 font-semibold text-slate-900" />
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Pagination({ results }: { results: SearchResults }) {
  const { t } = useTranslation("cms");
  const group = results.group;
  const total = results.groups[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (!group || pages <= 1) return null;
  return (
    <nav aria-label={t("search.pagination")} className="mt-8 flex items-center justify-between gap-4">
      {results.page > 1 ? (
        <ButtonLink to={searchHref(results.query, group, results.page - 1)} variant="secondary" rel="prev">
          <ArrowLeft aria-hidden className="size-4 flip-rtl" />
          {t("search.previous")}
        </ButtonLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{t("search.pageOf", { page: results.page, pages })}</p>
      {results.page < pages ? (
        <ButtonLink to={searchHref(results.query, group, results.page + 1)} variant="secondary" rel="next">
          {t("search.next")}
          <ArrowRight aria-hidden className="size-4 flip-rtl" />
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function SearchResultsView({ results }: { results: SearchResults }) {
  const { t } = useTranslation("cms");
  const shown = results.groups.filter((group) => group.total > 0);
  const single = results.group !== null;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-lg font-medium text-slate-900">
          {results.total > 0
            ? t("search.results", { count: results.total, query: isolate(results.query) })
            : t("search.noResults", { query: isolate(results.query) })}
        </p>
        {single ? (
          <Link
            to={searchHref(results.query)}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
          >
            <ArrowLeft aria-hidden className="size-4 flip-rtl" />
            {t("search.backToAll")}
          </Link>
        ) : null}
      </div>
      {results.total === 0 ? (
        <div className="mt-8 rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <SearchX aria-hidden className="mx-auto size-10 text-slate-400" />
          <Suggestions />
        </div>
      ) : (
        <div className="mt-8 space-y-12">
          {shown.map((group) => (
            <GroupSection key={group.group} result={group} query={results.query} single={single} />
          ))}
        </div>
      )}
      <Pagination results={results} />
    </div>
  );
}
