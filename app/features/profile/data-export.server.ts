// Every query is bound to the customer's id, so no other customer's row can be in it. Secrets, stored files and payment provider payloads are left out.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  account,
  applicationDocuments,
  applications,
  businessIncorporationConsultations,
  educationConsultations,
  esimActivations,
  newsletterSubscribers,
  orderItems,
  orders,
  session,
  travelPackageBookings,
  user,
} from "../../platform/db/schema/index.ts";
import { formatDate } from "../../platform/i18n/format.ts";
import { allActivity } from "./activity.server.ts";
import { consultationsOf } from "./profile.server.ts";

export function dataExportFileName(now = new Date()): string {
  return `my-data-${formatDate(now)}.json`;
}

export async function exportCustomerData(db: Queryable, userId: string, now = new Date()) {
  const [me] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      locale: user.locale,
      role: user.role,
      isActive: user.isActive,
      image: user.image,
      lastSignInAt: user.lastSignInAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!me) return null;

  const [
    logins,
    orderRows,
    activations,
    bookings,
    applicationRows,
    education,
    business,
    newsletter,
    sessions,
    activity,
  ] = await Promise.all([
    db
      .select({ provider: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
      .from(account)
      .where(eq(account.userId, userId)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)),
    db
      .select({
        id: esimActivations.id,
        orderId: esimActivations.orderId,
        orderItemId: esimActivations.orderItemId,
        status: esimActivations.status,
        activationCode: esimActivations.activationCode,
        suppliedAt: esimActivations.suppliedAt,
        createdAt: esimActivations.createdAt,
      })
      .from(esimActivations)
      .where(eq(esimActivations.userId, userId))
      .orderBy(asc(esimActivations.createdAt)),
    db
      .select()
      .from(travelPackageBookings)
      .where(eq(travelPackageBookings.userId, userId))
      .orderBy(desc(travelPackageBookings.createdAt)),
    db
      .select()
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.createdAt)),
    db
      .select()
      .from(educationConsultations)
      .where(consultationsOf(educationConsultations, userId))
      .orderBy(desc(educationConsultations.createdAt)),
    db
      .select()
      .from(businessIncorporationConsultations)
      .where(consultationsOf(businessIncorporationConsultations, userId))
      .orderBy(desc(businessIncorporationConsultations.createdAt)),
    db
      .select({
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        locale: newsletterSubscribers.locale,
        subscribedAt: newsletterSubscribers.subscribedAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, me.email.toLowerCase())),
    db
      .select({
        createdAt: session.createdAt,
        lastActiveAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(desc(session.updatedAt)),
    allActivity(db, userId),
  ]);

  const orderIds = orderRows.map((row) => row.id);
  const applicationIds = applicationRows.map((row) => row.id);
  const [items, documents] = await Promise.all([
    orderIds.length
      ? db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.position))
      : [],
    applicationIds.length
      ? db
          .select({
            applicationId: applicationDocuments.applicationId,
            kind: applicationDocuments.kind,
            fileName: applicationDocuments.originalName,
            contentType: applicationDocuments.contentType,
            sizeBytes: applicationDocuments.sizeBytes,
            uploadedAt: applicationDocuments.createdAt,
          })
          .from(applicationDocuments)
          .where(and(inArray(applicationDocuments.applicationId, applicationIds)))
          .orderBy(asc(applicationDocuments.createdAt))
      : [],
  ]);

  return {
    exportedAt: now.toISOString(),
    account: { ...me, signInMethods: logins },
    orders: orderRows.map(({ userId: _user, checkoutUrl: _url, idempotencyKey: _key, ...order }) => ({
      ...order,
      items: items.filter((item) => item.orderId === order.id).map(({ orderId: _order, ...item }) => item),
    })),
    esimActivations: activations,
    bookings: bookings.map(({ userId: _user, ...booking }) => booking),
    applications: applicationRows.map(({ userId: _user, ...application }) => ({
      ...application,
      documents: documents
        .filter((document) => document.applicationId === application.id)
        .map(({ applicationId: _id, ...document }) => document),
    })),
    consultations: {
      education: education.map(({ userId: _user, ...row }) => row),
      business: business.map(({ userId: _user, ...row }) => row),
    },
    newsletter: newsletter[0] ?? null,
    sessions,
    activity,
  };
}

export type CustomerDataExport = NonNullable<Awaited<ReturnType<typeof exportCustomerData>>>;
