import { desc } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  businessIncorporationConsultations,
  educationConsultations,
} from "../../platform/db/schema/index.ts";
import { consultationReference } from "../../platform/domain/references.ts";
import { consultationsOf } from "./profile.server.ts";

export type ConsultationKind = "education" | "business";

export interface ProfileConsultation {
  id: string;
  kind: ConsultationKind;
  /** As in the acknowledgement e-mail. */
  reference: string;
  topic: string;
  status: string;
  fullName: string;
  email: string;
  message: string | null;
  companyName: string | null;
  businessType: string | null;
  createdAt: Date;
}

/** Not paged: a customer has a handful. */
export async function listProfileConsultations(
  db: Queryable,
  userId: string,
  limit = 200,
): Promise<ProfileConsultation[]> {
  const e = educationConsultations;
  const biz = businessIncorporationConsultations;
  const [education, business] = await Promise.all([
    db.select().from(e).where(consultationsOf(e, userId)).orderBy(desc(e.createdAt)).limit(limit),
    db.select().from(biz).where(consultationsOf(biz, userId)).orderBy(desc(biz.createdAt)).limit(limit),
  ]);
  const list: ProfileConsultation[] = [
    ...education.map((row) => ({
      id: row.id,
      kind: "education" as const,
      reference: consultationReference(row.id),
      topic: row.serviceType,
      status: row.status,
      fullName: row.fullName,
      email: row.email,
      message: row.message,
      companyName: null,
      businessType: null,
      createdAt: row.createdAt,
    })),
    ...business.map((row) => ({
      id: row.id,
      kind: "business" as const,
      reference: consultationReference(row.id),
      topic: row.jurisdiction,
      status: row.status,
      fullName: row.fullName,
      email: row.email,
      message: row.message,
      companyName: row.companyName,
      businessType: row.businessType,
      createdAt: row.createdAt,
    })),
  ];
  return list.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime()).slice(0, limit);
}
