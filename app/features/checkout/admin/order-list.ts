/**
 * The URL state of the admin's orders list (decision 017): ?q=&status=&provider=&needs=&created_from=&created_to=
 * &sort=&page=. Client and server: the loader parses with it, the table writes its links with it.
 */
import type { OrderStatus, PaymentProvider } from "../../../platform/db/schema/index.ts";
import { dateRangeFilter, defineList, enumFilter } from "../../../platform/lists/list-query.ts";

export const ORDER_STATUSES = [
  "pending",
  "paid",
  "fulfilled",
  "cancelled",
  "refunded",
] as const satisfies readonly OrderStatus[];
export const ORDER_PROVIDERS = ["stripe", "paddle", "sandbox"] as const satisfies readonly PaymentProvider[];
/** What an order waits for from the staff (the dashboard's "needs action" figures link here). */
export const ORDER_NEEDS = ["refund", "shipping", "esim_code"] as const;
export type OrderNeed = (typeof ORDER_NEEDS)[number];

export const orderList = defineList({
  sorts: ["created", "paid", "total"],
  defaultSort: { column: "created", direction: "desc" },
  filters: {
    status: enumFilter(ORDER_STATUSES),
    provider: enumFilter(ORDER_PROVIDERS),
    needs: enumFilter(ORDER_NEEDS),
    created: dateRangeFilter(),
  },
});

/** The list filtered by one need: what the dashboard's figures open. */
export const needsHref = (need: OrderNeed) => `/admin/orders?needs=${need}`;
