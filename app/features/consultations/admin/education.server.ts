/**
 * The admin's consultations (issue 14 item 6): education requests (Malaysia, Tarim) moved new → in_progress →
 * completed, and business incorporation requests whose status and staff notes are edited and which may be deleted
 * after a confirmation. Status moves go through `transition` (legal moves only, stale screens refused); every write
 * records its audit entry in its own transaction.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Queryable } from "../../../platform/db/client.server.ts";
import {
  type BusinessConsultationStatus,
  businessIncorporationConsultations,
  type EducationConsultationStatus,
  type EducationServiceType,
  educationConsultations,
} from "../../../platform/db/schema/index.ts";
import { likePattern } from "../../../platform/db/text-search.ts";
import { recordAudit } from "../../../platform/domain/audit.server.ts";
import { nextStatuses } from "../../../platform/domain/status-machines.ts";
import { transition } from "../../../platform/domain/transitions.server.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { Locale } from "../../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../../platform/lists/list-query.ts";
import { BUSINESS_STATUSES, type businessList, EDUCATION_STATUSES, type educationList } from "./lists.ts";
import {
  type AdminArgs,
  adminRequest,
  choiceField,
  deleteWithAudit,
  formOf,
  idOf,
  iso,
  refused,
  succeeded,
  textField,
  withinDays,
} from "./shared.server.ts";

/** Not in the spec: staff notes on a business request are a few paragraphs. */
export const BUSINESS_NOTES_MAX_LENGTH = 5000;

const edu = educationConsultations;
const biz = businessIncorporationConsultations;

export interface EducationRow {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  message: string | null;
  serviceType: EducationServiceType;
  status: EducationConsultationStatus;
  locale: Locale;
  createdAt: string;
  updatedAt: string;
  next: EducationConsultationStatus[];
}

function educationRow(row: typeof edu.$inferSelect): EducationRow {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    serviceType: row.serviceType,
    status: row.status,
    locale: row.locale,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    next: [...nextStatuses("education_consultation", row.status)],
  };
}

const EDUCATION_SORTS = { created: edu.createdAt, name: edu.fullName, status: edu.status } as const;

export async function listEducation(
  db: Queryable,
  query: ReturnType<(typeof educationList)["parse"]>,
): Promise<Paged<EducationRow>> {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    filters.service ? eq(edu.serviceType, filters.service) : undefined,
    filters.status ? eq(edu.status, filters.status) : undefined,
    ...withinDays(edu.createdAt, filters.created),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(edu.fullName, pattern), ilike(edu.email, pattern), ilike(edu.phone, pattern)));
  }
  const where = and(...conditions);
  const order = query.sort.direction === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(edu)
      .where(where)
      .orderBy(order(EDUCATION_SORTS[query.sort.column]), order(edu.id))
      .limit(20)
      .offset(pageOffset(query.page)),
    db.select({ value: count() }).from(edu).where(where),
  ]);
  return paged(rows.map(educationRow), total?.value ?? 0, query.page);
}

export async function loadEducation(db: Queryable, id: string): Promise<EducationRow | null> {
  const [row] = await db.select().from(edu).where(eq(edu.id, id)).limit(1);
  return row ? educationRow(row) : null;
}

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

/**
 * POST to the education list or one request, intent "status": id, from (the status the admin saw), to.
 * 404 for no such request, 409 for an illegal or stale move.
 */
export async function educationAction(args: AdminArgs) {
  const request = adminRequest(args);
  const { services, admin, actor, t } = request;
  const intent = "status";
  try {
    const form = await formOf(args.request);
    if (textField(form, "intent") !== intent) throw new AppError("API_BAD_REQUEST", { field: "intent" });
    const id = idOf(args.params.id ?? textField(form, "id"));
    const from = choiceField(form, "from", EDUCATION_STATUSES);
    const to = choiceField(form, "to", EDUCATION_STATUSES);
    await services.db.transaction(async (tx) => {
      const after = await transition(tx, {
        subject: "education_consultation",
        id,
        from,
        to,
        actor: admin.id,
      });
      await recordAudit(tx, actor, {
        action: "education_consultation.status",
        subjectType: "education_consultation",
        subjectId: id,
        before: { status: from },
        after: { status: after.status },
      });
    });
    return succeeded(
      intent,
      t("adminRequests:education.moved", {
        status: t(`adminRequests:educationStatus.${to}`),
      }),
    );
  } catch (error) {
    return refused(request, intent, error);
  }
}

/**
 * POST /admin/consultations/business/:id. intent "update": status_from, status (optional: "" keeps it), notes
 * (at most BUSINESS_NOTES_MAX_LENGTH, "" clears them); intent "delete": confirm=yes.
 */
export async function businessAction(args: AdminArgs) {
  const request = adminRequest(args);
  const { services, actor, admin, t } = request;
  let intent = "";
  try {
    const id = idOf(args.params.id);
    const form = await formOf(args.request);
    intent = textField(form, "intent");
    if (intent === "update") {
      const to = choiceField(form, "status", BUSINESS_STATUSES, true);
      const from = choiceField(form, "status_from", BUSINESS_STATUSES);
      const notesText = textField(form, "notes").trim();
      if (notesText.length > BUSINESS_NOTES_MAX_LENGTH) {
        throw new AppError("VALIDATION_MAX_LENGTH", { field: "notes" });
      }
      const notes = notesText === "" ? null : notesText;
      await services.db.transaction(async (tx) => {
        const [before] = await tx.select().from(biz).where(eq(biz.id, id)).limit(1);
        if (!before) throw new AppError("API_NOT_FOUND");
        if (before.status !== from) throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });
        if (!to && notes === before.notes) return;
        let after: typeof biz.$inferSelect | undefined;
        if (to) {
          after = await transition(tx, {
            subject: "business_consultation",
            id,
            from,
            to,
            actor: admin.id,
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
        await recordAudit(tx, actor, {
          action: "business_consultation.update",
          subjectType: "business_consultation",
          subjectId: id,
          before: { status: before.status, notes: before.notes },
          after: { status: after.status, notes: after.notes },
        });
      });
      return succeeded(intent, t("adminRequests:businessItem.saved"));
    }
    if (intent === "delete") {
      await deleteWithAudit(services.db, actor, form, {
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
      return succeeded(intent, t("adminRequests:businessItem.delete.done"), { deleted: true });
    }
    throw new AppError("API_BAD_REQUEST", { field: "intent" });
  } catch (error) {
    return refused(request, intent, error);
  }
}
