import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { esimDestinations, esimPlans } from "../../platform/db/schema/index.ts";
import { containsArabicAware, likePattern } from "../../platform/db/text-search.ts";
import { PAGE_SIZE } from "../../platform/domain/constants.ts";
import { maxOrderQuantity, stockLevel } from "../../platform/domain/stock-levels.ts";
import { normalizeSearchQuery } from "../../platform/domain/text-input.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { type Paged, paged } from "../../platform/lists/list-query.ts";
import type { Logger } from "../../platform/server/logger.server.ts";
import type { EsimDestinationCard, EsimDestinationDetail, EsimPlan, PlanDialogData } from "./esim-views.ts";
import {
  DATA_BAND_MB,
  DEFAULT_PLAN_QUERY,
  type EsimCategoryFilter,
  type EsimSort,
  type PlanQuery,
} from "./params.ts";

export interface ListEsimDestinationsInput {
  q?: string | null;
  sort: EsimSort;
  category: EsimCategoryFilter;
  page: number;
  locale: Locale;
}

/** Written exactly as the expression indexes on `name` are, so that ordering by it can use them. */
function nameIn(locale: Locale) {
  return locale === "ar" ? sql`(${esimDestinations.name}->>'ar')` : sql`(${esimDestinations.name}->>'en')`;
}

function destinationSearch(query: string): SQL {
  const conditions: SQL[] = [
    sql`(${esimDestinations.name}->>'en') ilike ${likePattern(query)}`,
    containsArabicAware(sql`(${esimDestinations.name}->>'ar')`, query),
  ];
  if (/^[a-z]{2}$/i.test(query)) conditions.push(eq(esimDestinations.isoCode, query.toLowerCase()));
  return or(...conditions)!;
}

export function activePlanSummary(db: Queryable) {
  return db
    .select({
      destinationId: esimPlans.destinationId,
      planCount: count().as("plan_count"),
      fromPriceCents: sql<number>`min(${esimPlans.priceCents})`.as("from_price_cents"),
    })
    .from(esimPlans)
    .where(eq(esimPlans.status, "active"))
    .groupBy(esimPlans.destinationId)
    .as("plan_summary");
}

function cardColumns(summary: ReturnType<typeof activePlanSummary>) {
  return {
    slug: esimDestinations.slug,
    name: esimDestinations.name,
    isoCode: esimDestinations.isoCode,
    category: esimDestinations.category,
    imageUrl: esimDestinations.imageUrl,
    planCount: summary.planCount,
    fromPriceCents: summary.fromPriceCents,
  };
}

/** A page past the end gives the last page. */
export async function listEsimDestinations(
  db: Queryable,
  input: ListEsimDestinationsInput,
): Promise<Paged<EsimDestinationCard>> {
  const summary = activePlanSummary(db);
  const conditions: SQL[] = [eq(esimDestinations.status, "active")];
  if (input.category !== "all") conditions.push(eq(esimDestinations.category, input.category));
  const query = normalizeSearchQuery(input.q);
  if (query) conditions.push(destinationSearch(query));
  const where = and(...conditions);
  const name = nameIn(input.locale);
  const order =
    input.sort === "plans"
      ? [desc(summary.planCount), asc(name), asc(esimDestinations.slug)]
      : [asc(name), asc(esimDestinations.slug)];

  const pageRows = (page: number) =>
    db
      .select({ ...cardColumns(summary), total: sql<number>`count(*) over ()` })
      .from(esimDestinations)
      .innerJoin(summary, eq(summary.destinationId, esimDestinations.id))
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);

  let page = Math.max(1, Math.floor(input.page) || 1);
  let rows = await pageRows(page);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page > 1) {
    // Past the end: count, then show the last page.
    const [counted] = await db
      .select({ value: count() })
      .from(esimDestinations)
      .innerJoin(summary, eq(summary.destinationId, esimDestinations.id))
      .where(where);
    total = Number(counted?.value ?? 0);
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (total > 0) {
      page = last;
      rows = await pageRows(page);
    } else page = 1;
  }

  return paged(
    rows.map((row) => ({
      slug: row.slug,
      name: pick(row.name, input.locale),
      isoCode: row.isoCode,
      category: row.category,
      imageUrl: row.imageUrl,
      planCount: Number(row.planCount),
      fromPriceCents: Number(row.fromPriceCents),
    })),
    total,
    page,
  );
}

/** By English name, so that both languages show the same order. */
export async function listPopularDestinations(
  db: Queryable,
  locale: Locale,
  limit: number,
): Promise<EsimDestinationCard[]> {
  const summary = activePlanSummary(db);
  const rows = await db
    .select(cardColumns(summary))
    .from(esimDestinations)
    .innerJoin(summary, eq(summary.destinationId, esimDestinations.id))
    .where(and(eq(esimDestinations.status, "active"), eq(esimDestinations.popular, true)))
    .orderBy(sql`${esimDestinations.name}->>'en'`, asc(esimDestinations.slug))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    name: pick(row.name, locale),
    planCount: Number(row.planCount),
    fromPriceCents: Number(row.fromPriceCents),
  }));
}

export async function esimCatalogueSummary(
  db: Queryable,
): Promise<{ count: number; fromPriceCents: number | null }> {
  const summary = activePlanSummary(db);
  const [row] = await db
    .select({ count: count(), fromPriceCents: sql<number | null>`min(${summary.fromPriceCents})` })
    .from(esimDestinations)
    .innerJoin(summary, eq(summary.destinationId, esimDestinations.id))
    .where(eq(esimDestinations.status, "active"));
  return {
    count: Number(row?.count ?? 0),
    fromPriceCents: row?.fromPriceCents == null ? null : Number(row.fromPriceCents),
  };
}

/** Tells an empty catalogue from a search without match. */
export async function hasEsimDestinations(db: Queryable): Promise<boolean> {
  const summary = activePlanSummary(db);
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(esimDestinations)
    .innerJoin(summary, eq(summary.destinationId, esimDestinations.id))
    .where(eq(esimDestinations.status, "active"))
    .limit(1);
  return rows.length > 0;
}

function dataFilter(filter: PlanQuery["data"]): SQL | undefined {
  switch (filter) {
    case "upto3":
      return lte(esimPlans.dataMb, DATA_BAND_MB.small);
    case "4to10":
      return and(gt(esimPlans.dataMb, DATA_BAND_MB.small), lte(esimPlans.dataMb, DATA_BAND_MB.medium));
    case "over10":
      return gt(esimPlans.dataMb, DATA_BAND_MB.medium);
    case "unlimited":
      return isNull(esimPlans.dataMb);
    default:
      return undefined;
  }
}

/** "5GB" finds "5 GB". */
function planSearch(query: string): SQL {
  const compact = query.replace(/\s+/g, "");
  const squeeze = (text: SQL) => sql`replace(${text}, ' ', '')`;
  return or(
    sql`${squeeze(sql`(${esimPlans.name}->>'en')`)} ilike ${likePattern(compact)}`,
    sql`(${esimPlans.description}->>'en') ilike ${likePattern(query)}`,
    containsArabicAware(squeeze(sql`(${esimPlans.name}->>'ar')`), compact),
    containsArabicAware(sql`(${esimPlans.description}->>'ar')`, query),
  )!;
}

function planOrder(sort: PlanQuery["sort"]) {
  // ASC puts NULLs (unlimited data) last in PostgreSQL: unlimited is the most data.
  switch (sort) {
    case "data":
      return [asc(esimPlans.dataMb), asc(esimPlans.priceCents), asc(esimPlans.id)];
    case "duration":
      return [asc(esimPlans.validityDays), asc(esimPlans.priceCents), asc(esimPlans.id)];
    default:
      return [
        asc(esimPlans.priceCents),
        asc(esimPlans.dataMb),
        asc(esimPlans.validityDays),
        asc(esimPlans.id),
      ];
  }
}

function regionNames(codes: readonly string[], locale: Locale): string[] {
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  } catch {
    return codes.map((code) => code.toUpperCase());
  }
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => names.of(code.toUpperCase()) ?? code.toUpperCase())
    .sort((a, b) => collator.compare(a, b));
}

export async function getEsimDestination(
  db: Queryable,
  slug: string,
  locale: Locale,
  planQuery: Partial<PlanQuery> = {},
): Promise<EsimDestinationDetail | null> {
  const options: PlanQuery = { ...DEFAULT_PLAN_QUERY, ...planQuery };
  const [destination] = await db
    .select()
    .from(esimDestinations)
    .where(and(eq(esimDestinations.slug, slug), eq(esimDestinations.status, "active")))
    .limit(1);
  if (!destination) return null;

  const conditions: (SQL | undefined)[] = [
    eq(esimPlans.destinationId, destination.id),
    eq(esimPlans.status, "active"),
    dataFilter(options.data),
  ];
  const query = normalizeSearchQuery(options.q);
  if (query) conditions.push(planSearch(query));

  const [[totals], plans] = await Promise.all([
    db
      .select({
        planCount: count(),
        fromPriceCents: sql<number | null>`min(${esimPlans.priceCents})`,
        toPriceCents: sql<number | null>`max(${esimPlans.priceCents})`,
      })
      .from(esimPlans)
      .where(and(eq(esimPlans.destinationId, destination.id), eq(esimPlans.status, "active"))),
    db
      .select()
      .from(esimPlans)
      .where(and(...conditions))
      .orderBy(...planOrder(options.sort)),
  ]);

  return {
    id: destination.id,
    slug: destination.slug,
    name: pick(destination.name, locale),
    description: pick(destination.description, locale),
    isoCode: destination.isoCode,
    category: destination.category,
    imageUrl: destination.imageUrl,
    coverage: destination.category === "country" ? [] : regionNames(destination.coverage, locale),
    planCount: Number(totals?.planCount ?? 0),
    fromPriceCents: Number(totals?.fromPriceCents ?? 0),
    toPriceCents: Number(totals?.toPriceCents ?? 0),
    plans: plans.map(
      (plan): EsimPlan => ({
        id: plan.id,
        name: pick(plan.name, locale),
        description: pick(plan.description, locale),
        planType: plan.planType,
        dataMb: plan.dataMb,
        validityDays: plan.validityDays,
        priceCents: plan.priceCents,
        sms: plan.sms,
        minutes: plan.minutes,
        features: plan.features.map((feature) => pick(feature, locale)),
        imageUrl: plan.imageUrl,
        stock: stockLevel(plan.stockQuantity),
        maxQuantity: maxOrderQuantity(plan.stockQuantity),
      }),
    ),
  };
}

/** A load failure is an error state, not a throw, so that the grid still shows and the dialog offers Retry. */
export async function loadPlanDialog(
  db: Queryable,
  slug: string,
  locale: Locale,
  planQuery: PlanQuery,
  logger: Pick<Logger, "error">,
): Promise<PlanDialogData | null> {
  try {
    const destination = await getEsimDestination(db, slug, locale, planQuery);
    return destination ? { status: "ok", destination } : null;
  } catch (error) {
    logger.error({ err: error, slug }, "eSIM plans could not be loaded");
    return { status: "error", slug };
  }
}
