// See docs/decisions/017.
import type {
  BusinessConsultationStatus,
  EducationConsultationStatus,
  EducationServiceType,
} from "../../../platform/db/schema/index.ts";
import { statusesOf } from "../../../platform/domain/status-machines.ts";
import { dateRangeFilter, defineList, enumFilter } from "../../../platform/lists/list-query.ts";

export const EDUCATION_STATUSES = statusesOf(
  "education_consultation",
) satisfies EducationConsultationStatus[];
export const BUSINESS_STATUSES = statusesOf("business_consultation") satisfies BusinessConsultationStatus[];
export const EDUCATION_SERVICES = ["malaysia", "tarim"] as const satisfies readonly EducationServiceType[];

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
