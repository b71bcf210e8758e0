import { and, count, eq } from "drizzle-orm";
import * as z from "zod";
import {
  type AdminOutcome,
  type AdminRequest,
  changeWithAudit,
  deleteWithAudit,
  idOf,
} from "../../../components/admin/admin-request.server.ts";
import type { Queryable } from "../../../platform/db/client.server.ts";
import {
  type BusinessConsultationStatus,
  businessIncorporationConsultations,
} from "../../../platform/db/schema/index.ts";
import { transition } from "../../../platform/domain/transitions.server.ts";
import { validationMessageKeys } from "../../../platform/domain/validation.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { iso, listPage, searchWithReference, withinDays } from "../../../platform/lists/sql.server.ts";
import { BUSINESS_STATUSES, type businessList } from "./lists.ts";
import { type RequestFields, requestFields, requestSorts } from "./requests.server.ts";

/** Not in the spec: staff notes on a business request are a few paragraphs. */
export const BUSINESS_NOTES_MAX_LENGTH = 5000;

const biz = businessIncorporationConsultations;
const K = validationMessageKeys;

export interface BusinessRow extends RequestFields<BusinessConsultationStatus> {
  businessType: string | null;
  jurisdiction: string;
  companyName: string | null;
  estimatedBudgetCents: number | null;
  timeline: string | null;
  notes: string | null;
}

function businessRow(row: typeof biz.$inferSelect): BusinessRow {
  return {
    ...requestFields("business_consultation", row),
    businessType: row.businessType,
    jurisdiction: row.jurisdiction,
    companyName: row.companyName,
    estimatedBudgetCents: row.estimatedBudgetCents,
    timeline: row.timeline,
    notes: row.notes,
  };
}

export function listBusiness(
  db: Queryable,
  query: ReturnType<(typeof businessList)["parse"]>,
): Promise<Paged<BusinessRow>> {
  const { filters } = query;
  const where = and(
    filters.status ? eq(biz.status, filters.status) : undefined,
    ...withinDays(biz.createdAt, filters.created),
    searchWithReference(query.q, [biz.fullName, biz.email, biz.companyName, biz.jurisdiction], {
      prefix: "CN",
      id: biz.id,
    }),
  );
  return listPage(
    query,
    {
      rows: db.select().from(biz).where(where).$dynamic(),
      count: db.select({ value: count() }).from(biz).where(where),
      sorts: requestSorts(biz),
      id: biz.id,
    },
    businessRow,
  );
}

export async function loadBusiness(db: Queryable, id: string): Promise<BusinessRow | null> {
  const [row] = await db.select().from(biz).where(eq(biz.id, id)).limit(1);
  return row ? businessRow(row) : null;
}

/** status_from is the status the admin saw; status "" keeps it, notes "" clears them. */
export const businessUpdateSchema = z.object({
  status_from: z.enum(BUSINESS_STATUSES, { error: K.invalidFormat }),
  status: z.enum(BUSINESS_STATUSES, { error: K.invalidFormat }).optional(),
  notes: z
    .string({ error: K.invalidFormat })
    .trim()
    .max(BUSINESS_NOTES_MAX_LENGTH, { error: "adminRequests:errors.notesTooLong" })
    .optional(),
});

/** 409 when it moved since the admin saw it or the move is not allowed; no change at all writes nothing. */
export async function updateBusinessRequest(
  request: AdminRequest,
  value: z.output<typeof businessUpdateSchema>,
): Promise<AdminOutcome> {
  const { status_from: from, status: to } = value;
  const notes = value.notes || null;
  const subject = { type: "business_consultation", id: idOf(request.params.id), verb: "update" };
  await changeWithAudit(request, subject, async (tx, id) => {
    const [before] = await tx.select().from(biz).where(eq(biz.id, id)).limit(1);
    if (!before) throw new AppError("API_NOT_FOUND");
    if (before.status !== from) throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });
    if (!to && notes === before.notes) return { result: before, unchanged: true };
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
      // Still from the status the admin saw: a note is never written on a moved request unseen.
      [after] = await tx
        .update(biz)
        .set({ notes })
        .where(and(eq(biz.id, id), eq(biz.status, from)))
        .returning();
      if (!after) throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });
    }
    const audited = (row: typeof before) => ({ status: row.status, notes: row.notes });
    return { result: after, before: audited(before), after: audited(after) };
  });
  return { message: request.t("adminRequests:businessItem.saved") };
}

export function deleteBusinessRequest(request: AdminRequest): Promise<AdminOutcome> {
  return deleteWithAudit(request, {
    type: "business_consultation",
    remove: (tx, id) => tx.delete(biz).where(eq(biz.id, id)).returning(),
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
    done: request.t("adminRequests:businessItem.delete.done"),
  });
}
