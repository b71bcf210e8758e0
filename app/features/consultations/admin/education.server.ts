import { and, count, eq } from "drizzle-orm";
import * as z from "zod";
import {
  type AdminOutcome,
  type AdminRequest,
  changeWithAudit,
  idOf,
} from "../../../components/admin/admin-request.server.ts";
import type { Queryable } from "../../../platform/db/client.server.ts";
import {
  type EducationConsultationStatus,
  type EducationServiceType,
  educationConsultations,
} from "../../../platform/db/schema/index.ts";
import { transition } from "../../../platform/domain/transitions.server.ts";
import { validationMessageKeys } from "../../../platform/domain/validation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { listPage, searchWithReference, withinDays } from "../../../platform/lists/sql.server.ts";
import { EDUCATION_STATUSES, type educationList } from "./lists.ts";
import { type RequestFields, requestFields, requestSorts } from "./requests.server.ts";

const edu = educationConsultations;
const K = validationMessageKeys;

export interface EducationRow extends RequestFields<EducationConsultationStatus> {
  serviceType: EducationServiceType;
}

function educationRow(row: typeof edu.$inferSelect): EducationRow {
  return { ...requestFields("education_consultation", row), serviceType: row.serviceType };
}

export function listEducation(
  db: Queryable,
  query: ReturnType<(typeof educationList)["parse"]>,
): Promise<Paged<EducationRow>> {
  const { filters } = query;
  const where = and(
    filters.service ? eq(edu.serviceType, filters.service) : undefined,
    filters.status ? eq(edu.status, filters.status) : undefined,
    ...withinDays(edu.createdAt, filters.created),
    searchWithReference(query.q, [edu.fullName, edu.email, edu.phone], { prefix: "CN", id: edu.id }),
  );
  return listPage(
    query,
    {
      rows: db.select().from(edu).where(where).$dynamic(),
      count: db.select({ value: count() }).from(edu).where(where),
      sorts: requestSorts(edu),
      id: edu.id,
    },
    educationRow,
  );
}

export async function loadEducation(db: Queryable, id: string): Promise<EducationRow | null> {
  const [row] = await db.select().from(edu).where(eq(edu.id, id)).limit(1);
  return row ? educationRow(row) : null;
}

/** `id` is posted from the list; the request's page has it in the address. */
export const educationMoveSchema = z.object({
  id: z.string({ error: K.invalidFormat }).optional(),
  from: z.enum(EDUCATION_STATUSES, { error: K.invalidFormat }),
  to: z.enum(EDUCATION_STATUSES, {
    error: (issue) => (issue.input === undefined ? "adminRequests:errors.chooseStatus" : K.invalidFormat),
  }),
});

export async function moveEducationRequest(
  request: AdminRequest,
  value: z.output<typeof educationMoveSchema>,
): Promise<AdminOutcome> {
  const { t, admin } = request;
  const { from, to } = value;
  const subject = { type: "education_consultation", id: idOf(request.params.id ?? value.id), verb: "status" };
  await changeWithAudit(request, subject, async (tx, id) => {
    const after = await transition(tx, { subject: "education_consultation", id, from, to, actor: admin.id });
    return { result: after, before: { status: from }, after: { status: after.status } };
  });
  return {
    message: t("adminRequests:education.moved", { status: t(`status:education.${to}`) }),
  };
}
