// One query and one count on the (user_id, created_at) index.
import { count, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { applications, drivingLicenseOffers, visaOffers } from "../../platform/db/schema/index.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../platform/lists/list-query.ts";
import type { ApplicationListItem } from "./application-list.tsx";
import { offerView } from "./application-view.server.ts";

export async function listApplicantApplications(
  db: Queryable,
  userId: string,
  page: number,
  locale: Locale,
  pageSize = 20,
): Promise<Paged<ApplicationListItem>> {
  const a = applications;
  const [total] = await db.select({ n: count() }).from(a).where(eq(a.userId, userId));
  const rows = await db
    .select({
      application: a,
      visa: {
        slug: visaOffers.slug,
        title: visaOffers.title,
        destination: visaOffers.destination,
        visaType: visaOffers.visaType,
        priceCents: visaOffers.priceCents,
        processingDays: visaOffers.processingDays,
      },
      plan: {
        id: drivingLicenseOffers.id,
        title: drivingLicenseOffers.title,
        priceCents: drivingLicenseOffers.priceCents,
        processingDays: drivingLicenseOffers.processingDays,
        express: drivingLicenseOffers.express,
      },
    })
    .from(a)
    .leftJoin(visaOffers, eq(visaOffers.id, a.visaOfferId))
    .leftJoin(drivingLicenseOffers, eq(drivingLicenseOffers.id, a.drivingLicenseOfferId))
    .where(eq(a.userId, userId))
    .orderBy(sql`${a.submittedAt} is not null`, desc(a.createdAt), desc(a.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const items = rows.map(
    ({ application: row, visa, plan }): ApplicationListItem => ({
      id: row.id,
      kind: row.kind,
      trackingId: row.trackingId,
      step: row.draftStep,
      submitted: row.submittedAt !== null,
      submittedAt: row.submittedAt,
      status: row.status,
      paymentStatus: row.paymentStatus,
      amountCents: row.amountCents,
      offer: offerView(visa, plan, locale),
      updatedAt: row.updatedAt,
    }),
  );
  return paged(items, total?.n ?? 0, page, pageSize);
}
