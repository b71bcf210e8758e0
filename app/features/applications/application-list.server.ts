// One query and one count on the (user_id, created_at) index.
import { count, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { applications, drivingLicenseOffers, visaOffers } from "../../platform/db/schema/index.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../platform/lists/list-query.ts";
import { latestActionRequests, requestView } from "./action-request.server.ts";
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
        feePolicy: visaOffers.feePolicy,
      },
      plan: {
        id: drivingLicenseOffers.id,
        title: drivingLicenseOffers.title,
        priceCents: drivingLicenseOffers.priceCents,
        processingDays: drivingLicenseOffers.processingDays,
        express: drivingLicenseOffers.express,
        feePolicy: drivingLicenseOffers.feePolicy,
      },
    })
    .from(a)
    .leftJoin(visaOffers, eq(visaOffers.id, a.visaOfferId))
    .leftJoin(drivingLicenseOffers, eq(drivingLicenseOffers.id, a.drivingLicenseOfferId))
    .where(eq(a.userId, userId))
    .orderBy(sql`${a.submittedAt} is not null`, desc(a.createdAt), desc(a.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const waiting = rows.filter(({ application }) => application.status === "action_required");
  const requests = await latestActionRequests(
    db,
    waiting.map(({ application }) => application.id),
  );
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
      request:
        row.status === "action_required" && requests.has(row.id)
          ? requestView(requests.get(row.id)!, locale)
          : null,
    }),
  );
  return paged(items, total?.n ?? 0, page, pageSize);
}
