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
import { type Locale, type Localized, pick } from "../../platform/i18n/localized.ts";
import { pageHref, postHref } from "../cms/types.ts";
import { PAGE_SIZE, SEARCH_GROUPS, type SearchGroup, type SearchHit, type SearchResults } from "./types.ts";

/** `%`, `_` and the escape character itself match literally (PostgreSQL's default LIKE escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Case-insensitive "contains" on both languages of each bilingual column. */
function matchesAny(columns: readonly PgColumn[], pattern: string): SQL {
  const conditions = columns.flatMap((column) => [
    ilike(sql`${column}->>'en'`, pattern),
    ilike(sql`${column}->>'ar'`, pattern),
  ]);
  return or(...conditions) as SQL;
}

const total = sql<number>`count(*) over()`.mapWith(Number);

interface Window {
  limit: number;
  offset: number;
}

interface GroupQuery {
  /** Matching rows of one page, each with the total number of matches. */
  rows(
    db: Queryable,
    pattern: string,
    window: Window,
    locale: Locale,
  ): Promise<Array<SearchHit & { total: number }>>;
  /** The number of matches (used when the page asked for is past the end). */
  count(db: Queryable, pattern: string): Promise<number>;
}

const byEnglish = (column: PgColumn) => sql`${column}->>'en'`;

function localized(value: Localized | null, locale: Locale): string {
  return value ? pick(value, locale) : "";
}

const GROUPS: Record<SearchGroup, GroupQuery> = {
  pages: {
    async rows(db, pattern, { limit, offset }, locale) {
      const rows = await db
        .select({
          section: cmsPages.section,
          slug: cmsPages.slug,
          title: cmsPages.title,
          summary: cmsPages.summary,
          total,
        })
        .from(cmsPages)
        .where(pagesWhere(pattern))
        .orderBy(byEnglish(cmsPages.title), cmsPages.section, cmsPages.slug)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: `${row.section}/${row.slug}`,
        title: localized(row.title, locale),
        summary: localized(row.summary, locale),
        href: pageHref(row.section, row.slug),
        total: row.total,
      }));
    },
    async count(db, pattern) {
      return countOf(db, cmsPages, pagesWhere(pattern));
    },
  },
  posts: {
    async rows(db, pattern, { limit, offset }, locale) {
      const rows = await db
        .select({ slug: cmsPosts.slug, title: cmsPosts.title, excerpt: cmsPosts.excerpt, total })
        .from(cmsPosts)
        .where(postsWhere(pattern))
        .orderBy(byEnglish(cmsPosts.title), cmsPosts.slug)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.slug,
        title: localized(row.title, locale),
        summary: localized(row.excerpt, locale),
        href: postHref(row.slug),
        total: row.total,
      }));
    },
    async count(db, pattern) {
      return countOf(db, cmsPosts, postsWhere(pattern));
    },
  },
  esim: {
    async rows(db, pattern, { limit, offset }, locale) {
      const rows = await db
        .select({
          slug: esimDestinations.slug,
          name: esimDestinations.name,
          description: esimDestinations.description,
          total,
        })
        .from(esimDestinations)
        .where(esimWhere(pattern))
        .orderBy(byEnglish(esimDestinations.name), esimDestinations.slug)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.slug,
        title: localized(row.name, locale),
        summary: localized(row.description, locale),
        href: `/esim/${encodeURIComponent(row.slug)}`,
        total: row.total,
      }));
    },
    async count(db, pattern) {
      return countOf(db, esimDestinations, esimWhere(pattern));
    },
  },
  accessories: {
    async rows(db, pattern, { limit, offset }, locale) {
      const rows = await db
        .select({
          slug: travelAccessories.slug,
          name: travelAccessories.name,
          description: travelAccessories.description,
          priceCents: travelAccessories.priceCents,
          total,
        })
        .from(travelAccessories)
        .where(accessoriesWhere(pattern))
        .orderBy(byEnglish(travelAccessories.name), travelAccessories.slug)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.slug,
        title: localized(row.name, locale),
        summary: localized(row.description, locale),
        href: `/accessories/${encodeURIComponent(row.slug)}`,
        priceCents: row.priceCents,
        total: row.total,
      }));
    },
    async count(db, pattern) {
      return countOf(db, travelAccessories, accessoriesWhere(pattern));
    },
  },
  packages: {
    async rows(db, pattern, { limit, offset }, locale) {
      const rows = await db
        .select({
          slug: travelPackages.slug,
          name: travelPackages.name,
          destination: travelPackages.destination,
          priceCents: travelPackages.priceCents,
          total,
        })
        .from(travelPackages)
        .where(packagesWhere(pattern))
        .orderBy(byEnglish(travelPackages.name), travelPackages.slug)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.slug,
        title: localized(row.name, locale),
        summary: localized(row.destination, locale),
        href: `/packages/${encodeURIComponent(row.slug)}`,
        priceCents: row.priceCents,
        total: row.total,
      }));
    },
    async count(db, pattern) {
      return countOf(db, travelPackages, packagesWhere(pattern));
    },
  },
  visa: {
    async rows(db, pattern, { limit, offset }, locale) {
      const rows = await db
        .select({
          slug: visaOffers.slug,
          title: visaOffers.title,
          destination: visaOffers.destination,
          priceCents: visaOffers.priceCents,
          total,
        })
        .from(visaOffers)
        .where(visaWhere(pattern))
        .orderBy(byEnglish(visaOffers.title), visaOffers.slug)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.slug,
        title: localized(row.title, locale),
        summary: localized(row.destination, locale),
        href: `/visa-services#offer-${encodeURIComponent(row.slug)}`,
        priceCents: row.priceCents,
        total: row.total,
      }));
    },
    async count(db, pattern) {
      return countOf(db, visaOffers, visaWhere(pattern));
    },
  },
};

function pagesWhere(pattern: string) {
  return and(eq(cmsPages.status, "published"), matchesAny([cmsPages.title, cmsPages.summary], pattern));
}
function postsWhere(pattern: string) {
  return and(eq(cmsPosts.status, "published"), matchesAny([cmsPosts.title, cmsPosts.excerpt], pattern));
}
function esimWhere(pattern: string) {
  return and(eq(esimDestinations.status, "active"), matchesAny([esimDestinations.name], pattern));
}
function accessoriesWhere(pattern: string) {
  return and(eq(travelAccessories.status, "active"), matchesAny([travelAccessories.name], pattern));
}
function packagesWhere(pattern: string) {
  return and(
    eq(travelPackages.status, "active"),
    matchesAny([travelPackages.name, travelPackages.destination], pattern),
  );
}
function visaWhere(pattern: string) {
  return and(
    eq(visaOffers.status, "active"),
    matchesAny([visaOffers.title, visaOffers.destination], pattern),
  );
}

async function countOf(
  db: Queryable,
  table:
    | typeof cmsPages
    | typeof cmsPosts
    | typeof esimDestinations
    | typeof travelAccessories
    | typeof travelPackages
    | typeof visaOffers,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return Number(row?.value ?? 0);
}

export interface SearchOptions {
  /** Only this group, paginated ("view all results"). */
  group?: SearchGroup | null;
  /** 1-based page of the single group. */
  page?: number;
}

/**
 * Site search (spec §2): published CMS pages (title, summary) and posts (title, excerpt) in either language,
 * plus the names of active eSIM destinations, accessories, travel packages and visa offers (packages and
 * visa offers also by destination). Case-insensitive substring match; `%` and `_` in the query are literal.
 * Every group gives at most PAGE_SIZE hits and the number of all its matches. `query` must be non-blank
 * (the caller ignores blank searches: normalizeSearchQuery).
 */
export async function searchSite(
  db: Queryable,
  query: string,
  locale: Locale,
  options: SearchOptions = {},
): Promise<SearchResults> {
  const pattern = `%${escapeLike(query)}%`;
  const groups = options.group ? [options.group] : [...SEARCH_GROUPS];
  const page = options.group ? Math.max(1, Math.floor(options.page ?? 1)) : 1;
  const window: Window = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const results = await Promise.all(
    groups.map(async (group) => {
      const rows = await GROUPS[group].rows(db, pattern, window, locale);
      const matches = rows[0]?.total ?? (window.offset > 0 ? await GROUPS[group].count(db, pattern) : 0);
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
