// See docs/decisions/017.
import type { BookingStatus, PaymentStatus } from "../../../platform/db/schema/index.ts";
import { statusesOf } from "../../../platform/domain/status-machines.ts";
import { dateRangeFilter, defineList, enumFilter } from "../../../platform/lists/list-query.ts";

export const BOOKING_STATUSES = statusesOf("booking") satisfies BookingStatus[];
export const PAYMENT_STATUSES = statusesOf("booking_payment") satisfies PaymentStatus[];

export const bookingList = defineList({
  sorts: ["created", "travel", "customer", "total", "status"],
  defaultSort: { column: "created", direction: "desc" },
  filters: {
    status: enumFilter(BOOKING_STATUSES),
    payment: enumFilter(PAYMENT_STATUSES),
    created: dateRangeFilter(),
  },
});
