// Spec §3, §9. The loader, the CSV export and the table read the same definitions.
import { booleanFilter, defineList, enumFilter } from "../../../platform/lists/list-query.ts";

export const USER_ROLES = ["customer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userList = defineList({
  sorts: ["name", "email", "role", "joined", "lastSignIn"],
  defaultSort: { column: "joined", direction: "desc" },
  filters: { role: enumFilter(USER_ROLES), active: booleanFilter() },
});

export type UserListQuery = ReturnType<typeof userList.parse>;

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  isActive: boolean;
  joined: string;
  lastSignIn: string | null;
}

export interface UserDetail extends UserRow {
  locale: "en" | "ar";
  phone: string | null;
  emailVerified: boolean;
  openSessions: number;
}

/** The first three ask for confirmation first. */
export const USER_INTENTS = ["deactivate", "make-admin", "remove-admin", "reactivate", "send-reset"] as const;
export type UserIntent = (typeof USER_INTENTS)[number];
export const CONFIRMED_INTENTS = ["deactivate", "make-admin", "remove-admin"] as const;
export type ConfirmedIntent = (typeof CONFIRMED_INTENTS)[number];
