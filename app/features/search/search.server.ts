import { and, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  cmsPages,
  cmsPosts,
  esimDestinations,
  travelAccessories,
  travelPackages,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { containsArabicAware, likePattern } from "../../platform/db/text-search.ts";
import { pageHref, postHref } from "../../platform/domain/content-urls.ts";
import { type Locale, type Localized, pick } from "../../platform/i18n/localized.ts";
import {
  PAGE_SIZE,
  SEARCH_GROUPS,
  type SearchGroup,
  type SearchHit,
  type SearchResults,
} from "./search-results-types.ts";

function matchesAny(columns: readonly PgColumn[], query: string): SQL {
  const conditions = columns.flatMap((column) => [
    ilike(sql`${column}->>'en'`, likePattern(query)),
    containsArabicAware(sql`${column}->>'ar'`, query),
  ]);
  return or(...conditions) as SQL;
}

const total = sql<number>`count(*) over()`.mapWith(Number);

interface Window {
  limit: number;
  offset: number;
}

type SearchTable =
  | typeof cmsPages
  | typeof cmsPosts
  | typeof esimDestinations
  | typeof travelAccessories
  | typeof travelPackages
  | typeof visaOffers;

interface GroupSource {
  table: SearchTable;
  visible: SQL;
  searched: readonly PgColumn[];
  slug: PgColumn;
  title: PgColumn;
  summary: PgColumn;
  price?: PgColumn;
  /** A second key for the order and the id (CMS pages: their section). */
  section?: PgColumn;
  href(slug: string, section: string | null): string;
}

const SOURCES: Record<SearchGroup, GroupSource> = {
  pages: {
    table: cmsPages,
    visible: eq(cmsPages.status, "published"),
    searched: [cmsPages.title, cmsPages.summary],
    slug: cmsPages.slug,
    title: cmsPages.title,
    summary: cmsPages.summary,
    section: cmsPages.section,
    href: (slug, section) => pageHref(section as Parameters<typeof pageHref>[0], slug),
  },
  posts: {
    table: cmsPosts,
    visible: eq(cmsPosts.status, "published"),
    searched: [cmsPosts.title, cmsPosts.excerpt],
    slug: cmsPosts.slug,
    title: cmsPosts.title,
    summary: cmsPosts.excerpt,
    href: (slug) => postHref(slug),
  },
  esim: {
    table: esimDestinations,
    visible: eq(esimDestinations.status, "active"),
    searched: [esimDestinations.name],
    slug: esimDestinations.slug,
    title: esimDestinations.name,
    summary: esimDestinations.description,
    href: (slug) => `/esim/${encodeURIComponent(slug)}`,
  },
  accessories: {
    table: travelAccessories,
    visible: eq(travelAccessories.status, "active"),
    searched: [travelAccessories.name],
    slug: travelAccessories.slug,
    title: travelAccessories.name,
    summary: travelAccessories.description,
    price: travelAccessories.priceCents,
    href: (slug) => `/accessories/${encodeURIComponent(slug)}`,
  },
  packages: {
    table: travelPackages,
    visible: eq(travelPackages.status, "active"),
    searched: [travelPackages.name, travelPackages.destination],
    slug: travelPackages.slug,
    title: travelPackages.name,
    summary: travelPackages.destination,
    price: travelPackages.priceCents,
    href: (slug) => `/packages/${encodeURIComponent(slug)}`,
  },
  visa: {
    table: visaOffers,
    visible: eq(visaOffers.status, "active"),
    searched: [visaOffers.title, visaOffers.destination],
    slug: visaOffers.slug,
    title: visaOffers.title,
    summary: visaOffers.destination,
    price: visaOffers.priceCents,
    href: (slug) => `/visa-services#offer-${encodeURIComponent(slug)}`,
  },
};

const byEnglish = (column: PgColumn) => sql`${column}->>'en'`;

function whereOf(source: GroupSource, query: string) {
  return and(source.visible, matchesAny(source.searched, query));
}

async function groupRows(
  db: Queryable,
  source: GroupSource,
  query: string,
  { limit, offset }: Window,
  locale: Locale,
): Promise<Array<SearchHit & { total: number }>> {
  const rows = (await db
    .select({
      slug: source.slug,
      section: source.section ?? sql`null`,
      title: source.title,
      summary: source.summary,
      price: source.price ?? sql`null`,
      total,
    })
    .from(source.table)
    .where(whereOf(source, query))
    .orderBy(byEnglish(source.title), ...(source.section ? [source.section] : []), source.slug)
    .limit(limit)
    .offset(offset)) as Array<{
    slug: string;
    section: string | null;
    title: Localized | null;
    summary: Localized | null;
    price: number | null;
    total: number;
  }>;
  return rows.map((row) => ({
    id: row.section ? `${row.section}/${row.slug}` : row.slug,
    title: row.title ? pick(row.title, locale) : "",
    summary: row.summary ? pick(row.summary, locale) : "",
    href: source.href(row.slug, row.section),
    ...(source.price ? { priceCents: row.price ?? 0 } : {}),
    total: row.total,
  }));
}

/** For a page past the end. */
async function countOf(db: Queryable, source: GroupSource, query: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(source.table).where(whereOf(source, query));
  return Number(row?.value ?? 0);
}

export interface SearchOptions {
  /** Only this group, paginated ("view all results"). */
  group?: SearchGroup | null;
  page?: number;
}

/** Spec §2. `query` must be non-blank: the caller ignores blank searches (normalizeSearchQuery). */
export async function searchSite(
  db: Queryable,
  query: string,
  locale: Locale,
  options: SearchOptions = {},
): Promise<SearchResults> {
  const groups = options.group ? [options.group] : [...SEARCH_GROUPS];
  const page = options.group ? Math.max(1, Math.floor(options.page ?? 1)) : 1;
  const window: Window = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const results = await Promise.all(
    groups.map(async (group) => {
      const source = SOURCES[group];
      const rows = await groupRows(db, source, query, window, locale);
      const matches = rows[0]?.total ?? (window.offset > 0 ? await countOf(db, source, query) : 0);
      const items: SearchHit[] = rows.map(({ total: _total, ...hit }) => hit);
      return { group, total: matches, items };
    }),
  );
  return {
    query,
    page,
    group: options.group ?? null,
    groups: results,
    total: results.reduce((sum, result) => sum + result.total, 0),
  };
}
