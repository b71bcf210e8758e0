// What the two consultation tables share: who asked, in which language, when, and where its status may go.
import type { AnyColumn } from "drizzle-orm";
import { nextStatuses, type StatusOf } from "../../../platform/domain/status-machines.ts";
import type { Locale } from "../../../platform/i18n/localized.ts";
import { iso } from "../../../platform/lists/sql.server.ts";

type Subject = "business_consultation" | "education_consultation";

export interface RequestFields<S extends string> {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  message: string | null;
  status: S;
  locale: Locale;
  createdAt: string;
  updatedAt: string;
  next: S[];
}

type StoredRequest<S extends string> = Omit<RequestFields<S>, "createdAt" | "updatedAt" | "next"> & {
  createdAt: Date;
  updatedAt: Date;
};

export function requestFields<T extends Subject>(
  subject: T,
  row: StoredRequest<StatusOf<T>>,
): RequestFields<StatusOf<T>> {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    locale: row.locale,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    next: [...nextStatuses(subject, row.status)],
  };
}

/** Both lists sort by when, who and status. */
export function requestSorts(table: { createdAt: AnyColumn; fullName: AnyColumn; status: AnyColumn }) {
  return { created: table.createdAt, name: table.fullName, status: table.status };
}
