// See docs/decisions/017.
import type { ApplicationKind, PaymentStatus } from "../../../platform/db/schema/index.ts";
import { statusesOf } from "../../../platform/domain/status-machines.ts";
import { dateRangeFilter, defineList, enumFilter } from "../../../platform/lists/list-query.ts";

export const APPLICATION_KINDS = [
  "visa",
  "international-driving-license",
  "driving-license",
] as const satisfies readonly ApplicationKind[];
export const APPLICATION_STATUSES = statusesOf("application");
export const PAYMENT_STATUSES = statusesOf("application_payment") satisfies PaymentStatus[];

/** Drafts are never listed. */
export const applicationList = defineList({
  sorts: ["submitted", "tracking", "name", "status"],
  defaultSort: { column: "submitted", direction: "desc" },
  filters: {
    kind: enumFilter(APPLICATION_KINDS),
    status: enumFilter(APPLICATION_STATUSES),
    payment: enumFilter(PAYMENT_STATUSES),
    submitted: dateRangeFilter(),
  },
});
