// The audit log's list state in the URL (see docs/decisions/017), client and server.
import { dateRangeFilter, defineList, type Filter, single } from "../../platform/lists/list-query.ts";

const TOKEN = /^[a-z][a-z0-9_.-]{0,79}$/;

/** The options come from the data, so any well-formed token is accepted; anything else is no filter. */
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

export interface AuditRow {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  /** Order number, tracking number, e-mail or name; null when the subject is gone or has none. */
  subjectLabel: string | null;
  ipAddress: string | null;
}

export interface AuditEntryDetail extends AuditRow {
  actorId: string;
  userAgent: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** `undefined` is "not there". */
export interface DiffLine {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function flatten(values: Record<string, unknown> | null, prefix = "", into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(values ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** Changed keys first, each group in key order. */
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

export function readableValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}
