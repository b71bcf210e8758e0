// Mail goes to the account's own address: the form's address only when it is the account's verified one, so
// that a form cannot make us send mail to anyone else (docs/decisions/016).
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client.server.ts";
import {
  type ApplicationKind,
  type ApplicationStatus,
  applications,
  drivingLicenseOffers,
  user,
  visaOffers,
} from "../db/schema/index.ts";
import { type Locale, pick } from "../i18n/localized.ts";
import { applicationTrackingHref } from "./application-paths.ts";
import { type ProcessingTime, processingTimeOf } from "./offer-terms.ts";

export interface ApplicationMailContext {
  applicationId: string;
  to: string;
  locale: Locale;
  name: string;
  kind: ApplicationKind;
  trackingId: string;
  status: ApplicationStatus;
  /** "" when the offer is gone. */
  offer: string;
  /** The offer's processing time as the offer shows it; null when the offer is gone. */
  processing: ProcessingTime | null;
  url: string;
}

export async function applicationMailContext(
  db: Queryable,
  appUrl: string,
  applicationId: string,
): Promise<ApplicationMailContext | null> {
  const [row] = await db
    .select({
      kind: applications.kind,
      trackingId: applications.trackingId,
      status: applications.status,
      locale: applications.locale,
      fullName: applications.fullName,
      formEmail: applications.email,
      accountEmail: user.email,
      verified: user.emailVerified,
      accountName: user.name,
      visaTitle: visaOffers.title,
      planTitle: drivingLicenseOffers.title,
      visaDays: visaOffers.processingDays,
      planProcessing: drivingLicenseOffers.processingDays,
    })
    .from(applications)
    .innerJoin(user, eq(user.id, applications.userId))
    .leftJoin(visaOffers, eq(visaOffers.id, applications.visaOfferId))
    .leftJoin(drivingLicenseOffers, eq(drivingLicenseOffers.id, applications.drivingLicenseOfferId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) return null;
  const locale = row.locale;
  const offer = row.kind === "visa" ? row.visaTitle : row.planTitle;
  const sameMailbox = row.verified && row.formEmail.trim().toLowerCase() === row.accountEmail.toLowerCase();
  return {
    applicationId,
    to: sameMailbox ? row.formEmail.trim() : row.accountEmail,
    locale,
    name: row.fullName.trim() || row.accountName,
    kind: row.kind,
    trackingId: row.trackingId,
    status: row.status,
    offer: offer ? pick(offer, locale) : "",
    processing: (() => {
      const processingDays = row.kind === "visa" ? row.visaDays : row.planProcessing;
      return processingDays === null ? null : processingTimeOf({ processingDays }, locale);
    })(),
    url: `${appUrl}${applicationTrackingHref(row.kind, row.trackingId)}&lng=${locale}`,
  };
}
