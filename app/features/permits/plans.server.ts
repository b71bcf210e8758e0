import { and, asc, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { type DrivingLicenseService, drivingLicenseOffers } from "../../platform/db/schema/index.ts";
import { feePolicyOf } from "../../platform/domain/offer-terms.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";

export type { DrivingLicenseService };

export interface PermitPlan {
  id: string;
  service: DrivingLicenseService;
  title: string;
  description: string;
  features: string[];
  validityMonths: number;
  /** Free text ("3–5 business days"). */
  processingDays: string;
  express: boolean;
  priceCents: number;
  cover: string | null;
  /** null: the shop's default words */
  feePolicy: string | null;
}

type Row = typeof drivingLicenseOffers.$inferSelect;

function toPlan(row: Row, locale: Locale): PermitPlan {
  return {
    id: row.id,
    service: row.service,
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    features: row.features.map((feature) => pick(feature, locale)).filter(Boolean),
    validityMonths: row.validityMonths,
    processingDays: pick(row.processingDays, locale),
    express: row.express,
    priceCents: row.priceCents,
    cover: row.coverPhotoUrl,
    feePolicy: feePolicyOf(row.feePolicy, locale),
  };
}

/** Spec §7: driving_license_offers list. */
export async function listPermitPlans(db: Queryable, locale: Locale): Promise<PermitPlan[]> {
  const rows = await db
    .select()
    .from(drivingLicenseOffers)
    .where(eq(drivingLicenseOffers.status, "active"))
    .orderBy(desc(drivingLicenseOffers.createdAt), asc(drivingLicenseOffers.id));
  return rows.map((row) => toPlan(row, locale));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** With `service`, a plan of another service is null as well. */
export async function findPermitPlan(
  db: Queryable,
  id: string,
  locale: Locale,
  service?: DrivingLicenseService,
): Promise<PermitPlan | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(drivingLicenseOffers)
    .where(
      and(
        eq(drivingLicenseOffers.id, id),
        eq(drivingLicenseOffers.status, "active"),
        service ? eq(drivingLicenseOffers.service, service) : undefined,
      ),
    )
    .limit(1);
  return row ? toPlan(row, locale) : null;
}
