/**
 * What an order waits for from the staff, as SQL conditions on `orders`: one definition for the orders list's
 * `needs` filter and the dashboard's figures, so that a figure and the list it opens always agree.
 * - refund: cancelled, but its payment arrived after the cancellation (a "refund_needed" event; payments.server.ts);
 * - shipping: paid, with a shipping address (its accessories), and not shipped yet;
 * - esim_code: paid (or fulfilled), with an eSIM unit still waiting for its activation code.
 */
import { type SQL, sql } from "drizzle-orm";
import { esimActivations, orders, statusEvents } from "../../../platform/db/schema/index.ts";
import type { OrderNeed } from "./lists.ts";

export const ORDER_NEEDS_SQL: Record<OrderNeed, SQL> = {
  refund: sql`(${orders.status} = 'cancelled' and exists (select 1 from ${statusEvents}
    where ${statusEvents.subjectType} = 'order' and ${statusEvents.subjectId} = ${orders.id}::text
      and ${statusEvents.note} = 'refund_needed'))`,
  shipping: sql`(${orders.status} = 'paid' and ${orders.shippingAddress} is not null and ${orders.shippedAt} is null)`,
  esim_code: sql`(${orders.status} in ('paid', 'fulfilled') and exists (select 1 from ${esimActivations}
    where ${esimActivations.orderId} = ${orders.id} and ${esimActivations.status} = 'preparing'))`,
};
