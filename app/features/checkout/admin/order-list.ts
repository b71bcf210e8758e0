// See docs/decisions/017.
import type { OrderStatus, PaymentProvider } from "../../../platform/db/schema/index.ts";
import { ORDER_NEEDS } from "../../../platform/domain/order-needs.ts";
import { dateRangeFilter, defineList, enumFilter } from "../../../platform/lists/list-query.ts";

export const ORDER_STATUSES = [
  "pending",
  "paid",
  "fulfilled",
  "cancelled",
  "refunded",
] as const satisfies readonly OrderStatus[];
export const ORDER_PROVIDERS = ["stripe", "paddle", "sandbox"] as const satisfies readonly PaymentProvider[];

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
