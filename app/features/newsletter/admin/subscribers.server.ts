// Spec §6, §7. Unsubscribing keeps the row, as the newsletter's own link does.
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../../platform/db/client.server.ts";
import { newsletterSubscribers } from "../../../platform/db/schema/index.ts";
import { likePattern } from "../../../platform/db/text-search.ts";
import { type AuditActor, recordAudit } from "../../../platform/domain/audit.server.ts";
import { PAGE_SIZE } from "../../../platform/domain/constants.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { formatDate } from "../../../platform/i18n/format.ts";
import { type CsvColumn, inPages } from "../../../platform/lists/csv.server.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import {
  SUBSCRIBER_STATUSES,
  type SubscriberListQuery,
  type SubscriberRow,
  subscriberStatusOf,
} from "./subscribers.ts";

type Narrowing = Pick<SubscriberListQuery, "q" | "filters">;

function whereOf(query: Narrowing): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(newsletterSubscribers.email, likePattern(query.q)));
  const status = subscriberStatusOf(query);
  if (status) conditions.push(eq(newsletterSubscribers.status, status));
  if (query.filters.lang) conditions.push(eq(newsletterSubscribers.locale, query.filters.lang));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const rowColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  status: newsletterSubscribers.status,
  subscribedAt: newsletterSubscribers.subscribedAt,
};

function toRow(raw: {
  id: string;
  email: string;
  locale: string;
  status: string;
  subscribedAt: Date;
}): SubscriberRow {
  return {
    id: raw.id,
    email: raw.email,
    locale: raw.locale === "ar" ? "ar" : "en",
    status: SUBSCRIBER_STATUSES.find((status) => status === raw.status) ?? "pending",
    subscribed: formatDate(raw.subscribedAt),
  };
}

export async function countSubscribers(db: Queryable, query: Narrowing): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(whereOf(query));
  return row?.n ?? 0;
}

export async function listSubscribers(
  db: Queryable,
  query: SubscriberListQuery,
): Promise<Paged<SubscriberRow>> {
  const dir = query.sort.direction === "asc" ? asc : desc;
  const order =
    query.sort.column === "email"
      ? [dir(newsletterSubscribers.email)]
      : [dir(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.id)];
  const [rows, total] = await Promise.all([
    db
      .select(rowColumns)
      .from(newsletterSubscribers)
      .where(whereOf(query))
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    countSubscribers(db, query),
  ]);
  return paged(rows.map(toRow), total, query.page);
}

export const SUBSCRIBER_EXPORT_COLUMNS: readonly CsvColumn<SubscriberRow>[] = [
  { header: "Email", value: (row) => row.email },
  { header: "Language", value: (row) => row.locale },
  { header: "Status", value: (row) => row.status },
  { header: "Subscribed Date", value: (row) => row.subscribed },
];

export const subscriberExportFileName = (today: Date = new Date()) =>
  `subscribers-export-${formatDate(today)}.csv`;

/** Keyset-paged (subscribed_at, id), so memory holds one page. */
export function exportSubscribers(
  db: Queryable,
  query: Narrowing,
  pageSize = 500,
): AsyncGenerator<SubscriberRow & { cursor: string }> {
  const where = whereOf(query);
  return inPages(async (last, size) => {
    const at = sql`${last?.cursor}::timestamptz`;
    const after = last
      ? sql`${newsletterSubscribers.subscribedAt} >= ${at} and (${newsletterSubscribers.subscribedAt} > ${at} or ${newsletterSubscribers.id} > ${last.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ ...rowColumns, cursor: sql<string>`${newsletterSubscribers.subscribedAt}::text` })
      .from(newsletterSubscribers)
      .where(and(where, after))
      .orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.id))
      .limit(size);
    return rows.map((row) => ({ ...toRow(row), cursor: row.cursor }));
  }, pageSize);
}

export async function recordSubscriberExport(
  db: Database,
  actor: AuditActor,
  query: Narrowing,
): Promise<number> {
  return db.transaction(async (tx) => {
    const total = await countSubscribers(tx, query);
    await recordAudit(tx, actor, {
      action: "subscribers.export",
      subjectType: "newsletter_subscriber",
      after: {
        filters: { q: query.q || null, status: subscriberStatusOf(query), lang: query.filters.lang },
        count: total,
      },
    });
    return total;
  });
}

/** 404 when none of the ids is a subscriber, 409 when all of them had unsubscribed already. */
export async function unsubscribe(
  db: Database,
  actor: AuditActor,
  ids: readonly string[],
): Promise<{ emails: string[] }> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed" })
      .where(and(inArray(newsletterSubscribers.id, [...ids]), eq(newsletterSubscribers.status, "active")))
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    if (changed.length === 0) {
      const [existing] = await tx
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.id, [...ids]));
      throw new AppError(existing?.n ? "BUSINESS_INVALID_STATE" : "API_NOT_FOUND");
    }
    for (const row of changed) {
      await recordAudit(tx, actor, {
        action: "subscriber.unsubscribe",
        subjectType: "newsletter_subscriber",
        subjectId: row.id,
        before: { email: row.email, status: "active" },
        after: { email: row.email, status: "unsubscribed" },
      });
    }
    return { emails: changed.map((row) => row.email) };
  });
}
