/**
 * The URL state of the admin's request lists (decision 017): applications, bookings and the two kinds of
 * consultation. Client and server: the loaders parse with these, the tables write their links with them.
 */
import type {
  ApplicationKind,
  BookingStatus,
  BusinessConsultationStatus,
  EducationConsultationStatus,
  EducationServiceType,
  PaymentStatus,
} from "../../../platform/db/schema/index.ts";
import { statusesOf } from "../../../platform/domain/status-machines.ts";
import { dateRangeFilter, defineList, enumFilter } from "../../../platform/lists/list-query.ts";

export const APPLICATION_KINDS = [
  "visa",
  "international-driving-license",
  "driving-license",
] as const satisfies readonly ApplicationKind[];
export const PAYMENT_STATUSES = statusesOf("application_payment") satisfies PaymentStatus[];
export const APPLICATION_STATUSES = statusesOf("application");
export const BOOKING_STATUSES = statusesOf("booking") satisfies BookingStatus[];
export const EDUCATION_STATUSES = statusesOf(
  "education_consultation",
) satisfies EducationConsultationStatus[];
export const BUSINESS_STATUSES = statusesOf("business_consultation") satisfies BusinessConsultationStatus[];
export const EDUCATION_SERVICES = ["malaysia", "tarim"] as const satisfies readonly EducationServiceType[];

/** Submitted applications (drafts are never listed): ?kind=&status=&payment=&submitted_from=&submitted_to=. */
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

export const bookingList = defineList({
  sorts: ["created", "travel", "customer", "total", "status"],
  defaultSort: { column: "created", direction: "desc" },
  filters: {
    status: enumFilter(BOOKING_STATUSES),
    payment: enumFilter(PAYMENT_STATUSES),
    created: dateRangeFilter(),
  },
});

export const educationList = defineList({
  sorts: ["created", "name", "status"],
  defaultSort: { column: "created", direction: "desc" },
  filters: {
    service: enumFilter(EDUCATION_SERVICES),
    status: enumFilter(EDUCATION_STATUSES),
    created: dateRangeFilter(),
  },
});

export const businessList = defineList({
  sorts: ["created", "name", "status"],
  defaultSort: { column: "created", direction: "desc" },
  filters: {
    status: enumFilter(BUSINESS_STATUSES),
    created: dateRangeFilter(),
  },
});
