import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../../platform/db/client.server.ts";
import { type OrderStatus, orders, type PaymentProvider, user } from "../../../platform/db/schema/index.ts";
import { likePattern } from "../../../platform/db/text-search.ts";
import {
  ORDER_NEEDS_COLUMNS,
  ORDER_NEEDS_SQL,
  orderNeedsOf,
} from "../../../platform/domain/order-needs.server.ts";
import type { OrderNeed } from "../../../platform/domain/order-needs.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import { iso, withinDays } from "../../../platform/lists/sql.server.ts";
import type { orderList } from "./order-list.ts";

type OrderListQuery = ReturnType<(typeof orderList)["parse"]>;

export interface OrderListRow {
  id: string;
  number: string;
  customerName: string;
  customerEmail: string;
  status: OrderStatus;
  provider: PaymentProvider | null;
  totalCents: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
  needs: OrderNeed[];
}

const o = orders;
const SORTS = { created: o.createdAt, paid: o.paidAt, total: o.totalCents } as const;

export async function listOrders(db: Queryable, query: OrderListQuery): Promise<Paged<OrderListRow>> {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(o.status, filters.status) : undefined,
    filters.provider ? eq(o.provider, filters.provider) : undefined,
    filters.needs ? ORDER_NEEDS_SQL[filters.needs] : undefined,
    ...withinDays(o.createdAt, filters.created),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(o.number, pattern), ilike(user.email, pattern), ilike(user.name, pattern)));
  }
  const where = and(...conditions);
  const direction = query.sort.direction === "asc" ? asc : desc;
  const column = SORTS[query.sort.column];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: o.id,
        number: o.number,
        status: o.status,
        provider: o.provider,
        totalCents: o.totalCents,
        currency: o.currency,
        createdAt: o.createdAt,
        paidAt: o.paidAt,
        name: user.name,
        email: user.email,
        ...ORDER_NEEDS_COLUMNS,
      })
      .from(o)
      .innerJoin(user, eq(user.id, o.userId))
      .where(where)
      // Unpaid orders last whichever way the payment date is sorted.
      .orderBy(sql`${direction(column)} nulls last`, direction(o.id))
      .limit(20)
      .offset(pageOffset(query.page)),
    db.select({ value: count() }).from(o).innerJoin(user, eq(user.id, o.userId)).where(where),
  ]);
  return paged(
    rows.map((row) => ({
      id: row.id,
      number: row.number,
      customerName: row.name,
      customerEmail: row.email,
      status: row.status,
      provider: row.provider,
      totalCents: row.totalCents,
      currency: row.currency,
      createdAt: iso(row.createdAt)!,
      paidAt: iso(row.paidAt),
      needs: orderNeedsOf(row),
    })),
    total?.value ?? 0,
    query.page,
  );
}
