/**
 * The admin's business incorporation requests: the list, one request, its status and staff notes edited from the
 * status the admin saw (`transition` for a move), and its deletion after a confirmation; each with its audit entry.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import * as z from "zod";
import {
  type AdminOutcome,
  type AdminRequest,
  auditedChange,
  deleteWithAudit,
  idOf,
} from "../../../components/admin/admin-request.server.ts";
import type { Queryable } from "../../../platform/db/client.server.ts";
import {
  type BusinessConsultationStatus,
  businessIncorporationConsultations,
} from "../../../platform/db/schema/index.ts";
import { likePattern } from "../../../platform/db/text-search.ts";
import { nextStatuses } from "../../../platform/domain/status-machines.ts";
import { transition } from "../../../platform/domain/transitions.server.ts";
import { validationMessageKeys } from "../../../platform/domain/validation.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { Locale } from "../../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import { iso, withinDays } from "../../../platform/lists/sql.server.ts";
import { BUSINESS_STATUSES, type businessList } from "./lists.ts";

/** Not in the spec: staff notes on a business request are a few paragraphs. */
export const BUSINESS_NOTES_MAX_LENGTH = 5000;

const biz = businessIncorporationConsultations;
const K = validationMessageKeys;

export interface BusinessRow {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  message: string | null;
  businessType: string | null;
  jurisdiction: string;
  companyName: string | null;
  estimatedBudgetCents: number | null;
  timeline: string | null;
  status: BusinessConsultationStatus;
  notes: string | null;
  locale: Locale;
  createdAt: string;
  updatedAt: string;
  next: BusinessConsultationStatus[];
}

function businessRow(row: typeof biz.$inferSelect): BusinessRow {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    businessType: row.businessType,
    jurisdiction: row.jurisdiction,
    companyName: row.companyName,
    estimatedBudgetCents: row.estimatedBudgetCents,
    timeline: row.timeline,
    status: row.status,
    notes: row.notes,
    locale: row.locale,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    next: [...nextStatuses("business_consultation", row.status)],
  };
}

const BUSINESS_SORTS = { created: biz.createdAt, name: biz.fullName, status: biz.status } as const;

export async function listBusiness(
  db: Queryable,
  query: ReturnType<(typeof businessList)["parse"]>,
): Promise<Paged<BusinessRow>> {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(biz.status, filters.status) : undefined,
    ...withinDays(biz.createdAt, filters.created),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(biz.fullName, pattern),
        ilike(biz.email, pattern),
        ilike(biz.companyName, pattern),
        ilike(biz.jurisdiction, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const order = query.sort.direction === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(biz)
      .where(where)
      .orderBy(order(BUSINESS_SORTS[query.sort.column]), order(biz.id))
      .limit(20)
      .offset(pageOffset(query.page)),
    db.select({ value: count() }).from(biz).where(where),
  ]);
  return paged(rows.map(businessRow), total?.value ?? 0, query.page);
}

export async function loadBusiness(db: Queryable, id: string): Promise<BusinessRow | null> {
  const [row] = await db.select().from(biz).where(eq(biz.id, id)).limit(1);
  return row ? businessRow(row) : null;
}

/** The form: status_from (the status the admin saw), status ("" keeps it), notes ("" clears them). */
export const businessUpdateSchema = z.object({
  status_from: z.enum(BUSINESS_STATUSES, { error: K.invalidFormat }),
  status: z.enum(BUSINESS_STATUSES, { error: K.invalidFormat }).optional(),
  notes: z
    .string({ error: K.invalidFormat })
    .trim()
    .max(BUSINESS_NOTES_MAX_LENGTH, { error: "adminRequests:errors.notesTooLong" })
    .optional(),
});

/**
 * Intent "update" of /admin/consultations/business/:id. 404 for no such request, 409 when it moved since the
 * admin saw it or the move is not allowed (`explainStaleMove`); no change at all writes nothing.
 */
export async function updateBusinessRequest(
  request: AdminRequest,
  value: z.output<typeof businessUpdateSchema>,
): Promise<AdminOutcome> {
  const id = idOf(request.params.id);
  const { status_from: from, status: to } = value;
  const notes = value.notes || null;
  await auditedChange(request, async (tx) => {
    const [before] = await tx.select().from(biz).where(eq(biz.id, id)).limit(1);
    if (!before) throw new AppError("API_NOT_FOUND");
    if (before.status !== from) throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });
    if (!to && notes === before.notes) return { result: before, audit: null };
    let after: typeof biz.$inferSelect | undefined;
    if (to) {
      after = await transition(tx, {
        subject: "business_consultation",
        id,
        from,
        to,
        actor: request.admin.id,
        set: { notes },
      });
    } else {
      // Notes only: still from the status the admin saw, so a note is never written on a moved request unseen.
      [after] = await tx
        .update(biz)
        .set({ notes })
        .where(and(eq(biz.id, id), eq(biz.status, from)))
        .returning();
      if (!after) throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });
    }
    const audit = {
      action: "business_consultation.update",
      subjectType: "business_consultation",
      subjectId: id,
      before: { status: before.status, notes: before.notes },
      after: { status: after.status, notes: after.notes },
    };
    return { result: after, audit };
  });
  return { message: request.t("adminRequests:businessItem.saved") };
}

/** Intent "delete" (`deleteSchema`): the request goes, its audit entry keeps what it held. */
export async function deleteBusinessRequest(request: AdminRequest): Promise<AdminOutcome> {
  const id = idOf(request.params.id);
  await deleteWithAudit(request, {
    type: "business_consultation",
    id,
    remove: async (tx) => (await tx.delete(biz).where(eq(biz.id, id)).returning())[0],
    snapshot: (deleted) => ({
      fullName: deleted.fullName,
      email: deleted.email,
      phone: deleted.phone,
      jurisdiction: deleted.jurisdiction,
      companyName: deleted.companyName,
      status: deleted.status,
      notes: deleted.notes,
      createdAt: iso(deleted.createdAt),
    }),
  });
  return { message: request.t("adminRequests:businessItem.delete.done"), deleted: true };
}
