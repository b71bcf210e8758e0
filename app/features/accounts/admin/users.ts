/**
 * The URL state of the people lists (client and server): the users (spec §3 profiles, §9 page size 20) and the
 * newsletter subscribers. The loaders, the CSV exports and the tables all read the same definitions.
 */
import { booleanFilter, defineList, enumFilter } from "../../../platform/lists/list-query.ts";

export const USER_ROLES = ["customer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userList = defineList({
  sorts: ["name", "email", "role", "joined", "lastSignIn"],
  defaultSort: { column: "joined", direction: "desc" },
  filters: { role: enumFilter(USER_ROLES), active: booleanFilter() },
});

export type UserListQuery = ReturnType<typeof userList.parse>;

export const SUBSCRIBER_STATUSES = ["active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_LOCALES = ["en", "ar"] as const;

/**
 * The subscribers: the active ones by default (no `status` in the URL), `?status=unsubscribed`, or every one with
 * `?status=all`.
 */
export const subscriberList = defineList({
  sorts: ["email", "subscribed"],
  defaultSort: { column: "subscribed", direction: "desc" },
  filters: { status: enumFilter(["unsubscribed", "all"] as const), lang: enumFilter(SUBSCRIBER_LOCALES) },
});

export type SubscriberListQuery = ReturnType<typeof subscriberList.parse>;

/** The status a subscriber list shows; null for all of them. */
export function subscriberStatusOf(query: Pick<SubscriberListQuery, "filters">): SubscriberStatus | null {
  const status = query.filters.status;
  return status === "all" ? null : (status ?? "active");
}
