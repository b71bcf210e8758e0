// Every filter is answered by an index of `audit_log`; the e-mail search scans the matching range.
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.server.ts";
import { auditLog } from "../../platform/db/schema/index.ts";
import { likePattern } from "../../platform/db/text-search.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../platform/lists/list-query.ts";
import type { AuditEntryDetail, AuditListQuery, AuditRow } from "./audit-list.ts";
import { subjectKey, subjectLabels } from "./audit-subjects.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isAuditId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** The exclusive end of a range of UTC days. */
function dayAfter(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
}

function whereOf(query: Pick<AuditListQuery, "q" | "filters">): SQL | undefined {
  const conditions: SQL[] = [];
  const { action, type, date } = query.filters;
  if (action) conditions.push(eq(auditLog.action, action));
  if (type) conditions.push(eq(auditLog.subjectType, type));
  if (date.from) conditions.push(gte(auditLog.createdAt, new Date(`${date.from}T00:00:00Z`)));
  if (date.to) conditions.push(lt(auditLog.createdAt, dayAfter(date.to)));
  if (query.q) conditions.push(sql`lower(${auditLog.actorEmail}) like ${likePattern(query.q.toLowerCase())}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const rowColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  ipAddress: auditLog.ipAddress,
};

type StoredRow = { createdAt: Date } & Omit<AuditRow, "at" | "subjectLabel">;

/** With what staff call each subject (order number, tracking number, e-mail, name). */
async function rowsOf<R extends StoredRow>(db: Database, rows: R[], locale: Locale) {
  const labels = await subjectLabels(db, rows, locale);
  return rows.map(({ createdAt, ...rest }) => ({
    ...rest,
    at: createdAt.toISOString(),
    subjectLabel: rest.subjectId ? (labels.get(subjectKey(rest.subjectType, rest.subjectId)) ?? null) : null,
  }));
}

export async function listAudit(
  db: Database,
  query: AuditListQuery,
  locale: Locale,
): Promise<Paged<AuditRow>> {
  const where = whereOf(query);
  const order = query.sort.direction === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(auditLog)
      .where(where)
      .orderBy(order(auditLog.createdAt), order(auditLog.id))
      .limit(20)
      .offset(pageOffset(query.page)),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return paged(await rowsOf(db, rows, locale), total?.n ?? 0, query.page);
}

export async function auditFilterOptions(db: Database): Promise<{ actions: string[]; types: string[] }> {
  const [actions, types] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ value: auditLog.subjectType }).from(auditLog).orderBy(auditLog.subjectType),
  ]);
  return { actions: actions.map((row) => row.value), types: types.map((row) => row.value) };
}

export async function findAuditEntry(
  db: Database,
  id: string,
  locale: Locale,
): Promise<AuditEntryDetail | null> {
  if (!isAuditId(id)) return null;
  const [row] = await db
    .select({
      ...rowColumns,
      actorId: auditLog.actorId,
      userAgent: auditLog.userAgent,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.id, id));
  if (!row) return null;
  const [entry] = await rowsOf(db, [row], locale);
  return entry ?? null;
}
