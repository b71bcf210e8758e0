import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

export type EventSubject =
  | "application"
  | "booking"
  | "education_consultation"
  | "business_consultation"
  | "order"
  | "user"
  | "payment_settings";

/** Append-only: the tracking timeline, the profile's activity and the admin audit trail read it. */
export const statusEvents = pgTable(
  "status_events",
  {
    id: id(),
    subjectType: text("subject_type").$type<EventSubject>().notNull(),
    subjectId: text("subject_id").notNull(),
    ownerId: text("owner_id"),
    actorId: text("actor_id"),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("status_events_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
    index("status_events_owner_idx").on(t.ownerId, t.createdAt),
    index("status_events_created_idx").on(t.createdAt),
    index("status_events_actor_idx").on(t.actorId, t.createdAt),
  ],
);

/** Every back-office write, in the same transaction as the change (audit.server.ts); never updated. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** "<area>.<verb>": "user.deactivate" */
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);
