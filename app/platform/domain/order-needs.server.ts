// One definition for the orders list's `needs` filter and the dashboard's figures, so that a figure and the
// list it opens always agree. A refund is needed when a payment came after cancelling (payments.server.ts).
import { type SQL, sql } from "drizzle-orm";
import { esimActivations, orders, statusEvents } from "../db/schema/index.ts";
import { ORDER_NEEDS, type OrderNeed } from "./order-needs.ts";

export const ORDER_NEEDS_SQL: Record<OrderNeed, SQL> = {
  refund: sql`(${orders.status} = 'cancelled' and exists (select 1 from ${statusEvents}
    where ${statusEvents.subjectType} = 'order' and ${statusEvents.subjectId} = ${orders.id}::text
      and ${statusEvents.note} = 'refund_needed'))`,
  shipping: sql`(${orders.status} = 'paid' and ${orders.shippingAddress} is not null and ${orders.shippedAt} is null)`,
  // A unit the provider is issuing is not staff's, until an attempt fails: then a traveller may be waiting, and
  // staff can type its code while the provider is still retried.
  esim_code: sql`(${orders.status} in ('paid', 'fulfilled') and exists (select 1 from ${esimActivations}
    where ${esimActivations.orderId} = ${orders.id} and ${esimActivations.status} = 'preparing'
      and (${esimActivations.providerPackageId} is null or ${esimActivations.fulfilmentFailedAt} is not null
        or ${esimActivations.fulfilmentError} is not null)))`,
};

export const ORDER_NEEDS_COLUMNS = {
  needsRefund: sql<boolean>`${ORDER_NEEDS_SQL.refund}`,
  needsShipping: sql<boolean>`${ORDER_NEEDS_SQL.shipping}`,
  needsEsimCode: sql<boolean>`${ORDER_NEEDS_SQL.esim_code}`,
};

const isTrue = (flag: unknown) => flag === true || flag === "t";

export function orderNeedsOf(row: { needsRefund: unknown; needsShipping: unknown; needsEsimCode: unknown }) {
  const flags: Record<OrderNeed, unknown> = {
    refund: row.needsRefund,
    shipping: row.needsShipping,
    esim_code: row.needsEsimCode,
  };
  // PGlite and node-postgres both answer booleans; "t" kept for a driver that answers text.
  return ORDER_NEEDS.filter((need) => isTrue(flags[need]));
}

export function needsRefund(row: { needsRefund: unknown }): boolean {
  return isTrue(row.needsRefund);
}
