// Back-office users (spec §3, §4: deactivated, never removed, §6, §7). Each change writes its audit entry
// in the change's own transaction.
import { and, asc, count, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { setUserActive } from "../../../platform/auth/account-status.server.ts";
import type { Database, Queryable } from "../../../platform/db/client.server.ts";
import { session, user } from "../../../platform/db/schema/index.ts";
import { containsArabicAware, likePattern } from "../../../platform/db/text-search.ts";
import type { AuditActor } from "../../../platform/domain/audit.server.ts";
import { recordAudit } from "../../../platform/domain/audit.server.ts";
import { PAGE_SIZE } from "../../../platform/domain/constants.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { formatDate } from "../../../platform/i18n/format.ts";
import { type CsvColumn, inPages } from "../../../platform/lists/csv.server.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import type { Services } from "../../../platform/server/services.server.ts";
import type { UserDetail, UserListQuery, UserRole, UserRow } from "./users.ts";

/** Better Auth ids are alphanumeric (bench and seed ids add dashes): anything else is no user's. */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function isUserId(value: unknown): value is string {
  return typeof value === "string" && USER_ID.test(value);
}

const ARABIC = /[\u0600-\u06FF]/;

function whereOf(query: Pick<UserListQuery, "q" | "filters">): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    // Only Arabic text is folded: plain lower case costs half as much on the whole table (bench:admin-users).
    const pattern = likePattern(query.q.toLowerCase());
    const name = ARABIC.test(query.q)
      ? containsArabicAware(sql`${user.name}`, query.q)
      : sql`lower(${user.name}) like ${pattern}`;
    const search = or(name, sql`lower(${user.email}) like ${pattern}`);
    if (search) conditions.push(search);
  }
  if (query.filters.role) conditions.push(eq(user.role, query.filters.role));
  if (query.filters.active !== null) conditions.push(eq(user.isActive, query.filters.active));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(query: Pick<UserListQuery, "sort">): SQL[] {
  const { column, direction } = query.sort;
  const dir = direction === "asc" ? asc : desc;
  switch (column) {
    case "name":
      return [dir(sql`lower(${user.name})`), asc(user.id)];
    case "email":
      return [dir(user.email), asc(user.id)];
    case "role":
      return [dir(user.role), desc(user.createdAt), asc(user.id)];
    case "lastSignIn":
      return [sql`${user.lastSignInAt} ${sql.raw(direction)} nulls last`, asc(user.id)];
    default:
      return [dir(user.createdAt), asc(user.id)];
  }
}

const rowColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  isActive: user.isActive,
  createdAt: user.createdAt,
  lastSignInAt: user.lastSignInAt,
};

interface RawRow {
  id: string;
  name: string;
  email: string;
  role: string;
  isActive: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
}

function toRow(raw: RawRow): UserRow {
  return {
    id: raw.id,
    name: raw.name,
    email: raw.email,
    role: raw.role,
    isActive: raw.isActive,
    joined: formatDate(raw.createdAt),
    lastSignIn: raw.lastSignInAt ? formatDate(raw.lastSignInAt) : null,
  };
}

export async function countUsers(
  db: Queryable,
  query: Pick<UserListQuery, "q" | "filters">,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user).where(whereOf(query));
  return row?.n ?? 0;
}

export async function listUsers(db: Queryable, query: UserListQuery): Promise<Paged<UserRow>> {
  const [rows, total] = await Promise.all([
    db
      .select(rowColumns)
      .from(user)
      .where(whereOf(query))
      .orderBy(...orderOf(query))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    countUsers(db, query),
  ]);
  return paged(rows.map(toRow), total, query.page);
}

export async function findUser(db: Queryable, id: string): Promise<UserDetail | null> {
  if (!isUserId(id)) return null;
  const [row] = await db
    .select({
      ...rowColumns,
      locale: user.locale,
      phone: user.phone,
      emailVerified: user.emailVerified,
      openSessions: sql<number>`(select count(*)::int from ${session} where ${session.userId} = ${user.id} and ${session.expiresAt} > now())`,
    })
    .from(user)
    .where(eq(user.id, id));
  if (!row) return null;
  return {
    ...toRow(row),
    locale: row.locale === "ar" ? "ar" : "en",
    phone: row.phone,
    emailVerified: row.emailVerified,
    openSessions: Number(row.openSessions),
  };
}

/** `cursor` is the exact created_at (PostgreSQL's microseconds) for the keyset. */
interface ExportRow extends UserRow {
  cursor: string;
}

export const USER_EXPORT_COLUMNS: readonly CsvColumn<UserRow>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "Email", value: (row) => row.email },
  { header: "Full Name", value: (row) => row.name },
  { header: "Role", value: (row) => row.role },
  { header: "Active", value: (row) => (row.isActive ? "Yes" : "No") },
  { header: "Joined Date", value: (row) => row.joined },
  { header: "Last Login", value: (row) => row.lastSignIn ?? "" },
];

export const userExportFileName = (today: Date = new Date()) => `users-export-${formatDate(today)}.csv`;

/** Keyset-paged (created_at, id) so memory holds one page; a keyset ignores the list's sort. */
export function exportUsers(
  db: Queryable,
  query: Pick<UserListQuery, "q" | "filters">,
  pageSize = 500,
): AsyncGenerator<ExportRow> {
  const where = whereOf(query);
  return inPages<ExportRow>(async (last, size) => {
    // Written so that the created_at index bounds the scan.
    const after = last
      ? sql`${user.createdAt} >= ${last.cursor}::timestamptz and (${user.createdAt} > ${last.cursor}::timestamptz or ${user.id} > ${last.id})`
      : undefined;
    const rows = await db
      .select({ ...rowColumns, cursor: sql<string>`${user.createdAt}::text` })
      .from(user)
      .where(and(where, after))
      .orderBy(asc(user.createdAt), asc(user.id))
      .limit(size);
    return rows.map((row) => ({ ...toRow(row), cursor: row.cursor }));
  }, pageSize);
}

/** Message keys under adminPeople:errors.*. */
export type AccountRefusalReason =
  | "notFound"
  | "self"
  | "lastAdmin"
  | "alreadyActive"
  | "alreadyInactive"
  | "alreadyAdmin"
  | "alreadyCustomer"
  | "inactiveReset";

export class AccountRefusal extends AppError {
  readonly reason: AccountRefusalReason;
  constructor(reason: AccountRefusalReason) {
    super(reason === "notFound" ? "API_NOT_FOUND" : "BUSINESS_INVALID_STATE");
    this.reason = reason;
  }
}

interface Target {
  id: string;
  email: string;
  name: string;
  role: string;
  isActive: boolean;
  locale: string;
}

/** Locked until the transaction ends: two admins acting on one user take turns. */
async function lockedUser(tx: Queryable, id: string, lock = true): Promise<Target> {
  if (!isUserId(id)) throw new AccountRefusal("notFound");
  const select = tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      isActive: user.isActive,
      locale: user.locale,
    })
    .from(user)
    .where(eq(user.id, id));
  const [row] = lock ? await select.for("update") : await select;
  if (!row) throw new AccountRefusal("notFound");
  return row;
}

/** Locks the active admins' rows: of two admins demoting each other at once, the second sees the first. */
async function anotherActiveAdmin(tx: Queryable, id: string): Promise<boolean> {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "admin"), eq(user.isActive, true)))
    .for("update");
  return admins.some((admin) => admin.id !== id);
}

/** Spec §4: never removed. Deactivating ends every session; sign-in refuses them (auth.server.ts). */
export async function setActive(
  db: Database,
  actor: AuditActor,
  id: string,
  active: boolean,
): Promise<{ email: string; sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    const target = await lockedUser(tx, id);
    if (!active && target.id === actor.id) throw new AccountRefusal("self");
    if (target.isActive === active) throw new AccountRefusal(active ? "alreadyActive" : "alreadyInactive");
    if (!active && target.role === "admin" && !(await anotherActiveAdmin(tx, target.id))) {
      throw new AccountRefusal("lastAdmin");
    }
    const [{ n: sessions = 0 } = {}] = await tx
      .select({ n: count() })
      .from(session)
      .where(eq(session.userId, target.id));
    await setUserActive(tx, target.id, active, actor.id);
    await recordAudit(tx, actor, {
      action: active ? "user.reactivate" : "user.deactivate",
      subjectType: "user",
      subjectId: target.id,
      before: { isActive: !active },
      after: active ? { isActive: true } : { isActive: false, sessionsEnded: sessions },
    });
    return { email: target.email, sessionsEnded: active ? 0 : sessions };
  });
}

export async function setRole(
  db: Database,
  actor: AuditActor,
  id: string,
  role: UserRole,
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const target = await lockedUser(tx, id);
    if (target.id === actor.id) throw new AccountRefusal("self");
    if (target.role === role) throw new AccountRefusal(role === "admin" ? "alreadyAdmin" : "alreadyCustomer");
    if (role !== "admin" && target.role === "admin" && target.isActive) {
      if (!(await anotherActiveAdmin(tx, target.id))) throw new AccountRefusal("lastAdmin");
    }
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, target.id));
    await recordAudit(tx, actor, {
      action: role === "admin" ? "user.make_admin" : "user.remove_admin",
      subjectType: "user",
      subjectId: target.id,
      before: { role: target.role },
      after: { role },
    });
    return { email: target.email };
  });
}

/** Spec §6. A deactivated account is refused: the new password would not let them in. */
export async function sendPasswordReset(
  services: Pick<Services, "db" | "auth">,
  actor: AuditActor,
  id: string,
): Promise<{ email: string; locale: string }> {
  const target = await lockedUser(services.db, id, false);
  if (!target.isActive) throw new AccountRefusal("inactiveReset");
  await services.auth.api.requestPasswordReset({
    body: { email: target.email, redirectTo: "/reset-password" },
  });
  await services.db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: "user.password_reset",
      subjectType: "user",
      subjectId: target.id,
      after: { email: target.email, locale: target.locale },
    }),
  );
  return { email: target.email, locale: target.locale };
}

export async function recordUserExport(
  db: Database,
  actor: AuditActor,
  query: Pick<UserListQuery, "q" | "filters">,
): Promise<number> {
  return db.transaction(async (tx) => {
    const total = await countUsers(tx, query);
    await recordAudit(tx, actor, {
      action: "users.export",
      subjectType: "user",
      after: { filters: { q: query.q || null, ...query.filters }, count: total },
    });
    return total;
  });
}

export async function activeAdminsOtherThan(db: Queryable, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.role, "admin"), eq(user.isActive, true), ne(user.id, id)));
  return row?.n ?? 0;
}
