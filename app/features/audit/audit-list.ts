/**
 * The audit log's list in the URL (decision 017), client and server: newest first, 20 a page; the search box finds
 * the actor by e-mail; `action` and `type` (the subject's type) are one of the values present in the log; `date` is
 * a range of UTC days (`date_from`, `date_to`).
 */
import { dateRangeFilter, defineList, type Filter, single } from "../../../platform/lists/list-query.ts";

/** Actions ("user.deactivate") and subject types ("payment_settings"): lower-case words, dots and underscores. */
const TOKEN = /^[a-z][a-z0-9_.-]{0,79}$/;

/** A value whose options come from the data (the actions present): any well-formed token, else no filter. */
export function tokenFilter(): Filter<string | null> {
  return {
    empty: null,
    keys: (name) => [name],
    read: (params, name) => {
      const value = single(params, name);
      return value !== null && TOKEN.test(value) ? value : null;
    },
    write: (value, name) => ({ [name]: value }),
  };
}

export const auditList = defineList({
  sorts: ["time"],
  defaultSort: { column: "time", direction: "desc" },
  filters: { action: tokenFilter(), type: tokenFilter(), date: dateRangeFilter() },
});

export type AuditListQuery = ReturnType<typeof auditList.parse>;

/** One row of the list. */
export interface AuditRow {
  id: string;
  /** ISO 8601 (UTC) */
  at: string;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  ipAddress: string | null;
}

/** One entry with its values before and after. */
export interface AuditEntryDetail extends AuditRow {
  actorId: string;
  userAgent: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One line of a readable diff: a (dotted) key and its value before and after; `undefined` is "not there". */
export interface DiffLine {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted keys ("address.city"); arrays and scalars are values. */
function flatten(values: Record<string, unknown> | null, prefix = "", into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(values ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** The keys of `before` and `after`, changed ones first (each group in key order). */
export function auditDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DiffLine[] {
  const a = flatten(before);
  const b = flatten(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort();
  const lines = keys.map((key) => {
    const was = a.get(key);
    const is = b.get(key);
    return { key, before: was, after: is, changed: JSON.stringify(was) !== JSON.stringify(is) };
  });
  return [...lines.filter((line) => line.changed), ...lines.filter((line) => !line.changed)];
}

/** A value as a person reads it: text as is, other values as JSON, "—" when there is none. */
export function readableValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}
