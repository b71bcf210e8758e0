import { PageHeader } from "../components/page-header.tsx";
import { searchSite } from "../features/search/search.server.ts";
import { SearchForm, SearchPrompt, SearchResultsView } from "../features/search/search-results.tsx";
import { isSearchGroup } from "../features/search/search-results-types.ts";
import { normalizeSearchQuery } from "../platform/domain/text-input.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/search";

/** Pages beyond this are never asked for by the UI; a bound keeps OFFSET small. */
const MAX_PAGE = 500;

/** Spec §5: a blank q queries nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, locale } = context.get(appContext);
  const url = new URL(request.url);
  const query = normalizeSearchQuery(url.searchParams.get("q"));
  if (!query) return { query: "", results: null };
  const type = url.searchParams.get("type");
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const results = await searchSite(services.db, query, locale, {
    group: isSearchGroup(type) ? type : null,
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
  });
  return { query, results };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const query = args.loaderData?.query;
  const tags = seoMeta(args, {
    title: query ? `${t("cms:search.metaTitle")}: ${query}` : t("cms:search.metaTitle"),
    description: t("cms:search.metaDescription"),
  });
  return query ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cms");
  const { query, results } = loaderData;
  return (
    <>
      <PageHeader title={t("search.title")} breadcrumbs={[{ label: t("search.title") }]}>
        <SearchForm key={query} query={query} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <div className="max-w-4xl">
          {results ? <SearchResultsView results={results} /> : <SearchPrompt />}
        </div>
      </div>
    </>
  );
}
