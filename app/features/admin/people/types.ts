/** What the people screens receive from their loaders (client-safe). Dates are yyyy-MM-dd (spec §9). */

/** One row of the users list; `lastSignIn` is null when the user never signed in. */
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

export interface SubscriberRow {
  id: string;
  email: string;
  locale: "en" | "ar";
  status: "active" | "unsubscribed";
  subscribed: string;
}

/** The changes of the user page; the first three ask for confirmation first (`?confirm=…`). */
export const USER_INTENTS = ["deactivate", "make-admin", "remove-admin", "reactivate", "send-reset"] as const;
export type UserIntent = (typeof USER_INTENTS)[number];
export const CONFIRMED_INTENTS = ["deactivate", "make-admin", "remove-admin"] as const;
export type ConfirmedIntent = (typeof CONFIRMED_INTENTS)[number];

/** What a people action answers when it does not redirect. */
export type PeopleActionData =
  | { ok: true; notice: string }
  | { ok: false; error: { code: string; message: string; status: number } };
