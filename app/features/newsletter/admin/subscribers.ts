// Active subscribers by default (no `status` in the URL); ?status=all lists every one. A pending address
// (signed up, not confirmed) is on no list that is sent anything.
import { defineList, enumFilter } from "../../../platform/lists/list-query.ts";

export const SUBSCRIBER_STATUSES = ["active", "pending", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_LOCALES = ["en", "ar"] as const;

export const subscriberList = defineList({
  sorts: ["email", "subscribed"],
  defaultSort: { column: "subscribed", direction: "desc" },
  filters: {
    status: enumFilter(["pending", "unsubscribed", "all"] as const),
    lang: enumFilter(SUBSCRIBER_LOCALES),
  },
});

export type SubscriberListQuery = ReturnType<typeof subscriberList.parse>;

export function subscriberStatusOf(query: Pick<SubscriberListQuery, "filters">): SubscriberStatus | null {
  const status = query.filters.status;
  return status === "all" ? null : (status ?? "active");
}

export interface SubscriberRow {
  id: string;
  email: string;
  locale: "en" | "ar";
  status: SubscriberStatus;
  subscribed: string;
}
