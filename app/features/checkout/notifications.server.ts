// A mail failure is logged, never thrown: the order stays paid and the page shows the same information.
// Links keep the order's language (`?lng=`, docs/decisions/009).
import { and, asc, eq } from "drizzle-orm";
import { esimActivations, esimTopUps, orderItems, orders, user } from "../../platform/db/schema/index.ts";
import { applicationMailContext } from "../../platform/domain/application-mail.server.ts";
import { staffAddress } from "../../platform/domain/staff-address.server.ts";
import { activationQrPng } from "../../platform/esim/install-view.server.ts";
import { formatMoney } from "../../platform/i18n/format.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import type { JobServices } from "../../platform/server/services.server.ts";
import { getActivationForMail } from "./esim-activations.server.ts";

/** What sending an order's mails needs: also what a background job has. */
type Services = JobServices;

import { getOrderForViewer } from "./order-view.server.ts";

const orderUrl = (services: Services, orderId: string, locale: Locale) =>
  `${services.config.APP_URL}/orders/${encodeURIComponent(orderId)}?lng=${locale}`;

/** Sent once: only the event that made the order paid calls this, and an application is paid by one order. */
export async function sendPaidOrderMails(services: Services, orderId: string): Promise<void> {
  await sendOrderConfirmation(services, orderId);
  let applicationIds: string[] = [];
  try {
    const lines = await services.db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productType, "application")))
      .orderBy(asc(orderItems.position));
    applicationIds = lines.map((line) => line.productId);
  } catch (error) {
    services.logger.error(
      { err: error, orderId },
      "the order's applications could not be read for their e-mails",
    );
  }
  for (const applicationId of applicationIds) await sendApplicationSubmitted(services, applicationId);
}

export async function sendApplicationSubmitted(services: Services, applicationId: string): Promise<void> {
  try {
    const context = await applicationMailContext(services.db, services.config.APP_URL, applicationId);
    if (!context) throw new Error(`Application ${applicationId} not found`);
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/application-submitted.server.tsx"),
      locale: context.locale,
      to: context.to,
      data: {
        name: context.name,
        kind: context.kind,
        trackingId: context.trackingId,
        offer: context.offer,
        processing: context.processing,
        url: context.url,
      },
    });
  } catch (error) {
    services.logger.error({ err: error, applicationId }, "application submission e-mail could not be sent");
  }
}

/** The order as its customer reads it, in the order's language, with where to write to them. */
async function orderForItsOwner(services: Services, orderId: string) {
  const [row] = await services.db
    .select({
      userId: orders.userId,
      locale: orders.locale,
      email: user.email,
      firstName: user.firstName,
      name: user.name,
    })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`Order ${orderId} not found`);
  const { locale } = row;
  const order = await getOrderForViewer(services.db, orderId, { id: row.userId, role: "customer" }, locale);
  if (!order) throw new Error(`Order ${orderId} not readable by its owner`);
  return { row, order, locale };
}

export async function sendOrderConfirmation(services: Services, orderId: string): Promise<void> {
  try {
    const { row, order, locale } = await orderForItsOwner(services, orderId);
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/order-confirmation.server.tsx"),
      locale,
      to: row.email,
      data: {
        name: row.firstName || row.name,
        orderNumber: order.number,
        lines: order.lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          total: formatMoney(line.lineTotalCents, locale),
        })),
        total: formatMoney(order.totalCents, locale),
        url: orderUrl(services, orderId, locale),
      },
    });
  } catch (error) {
    services.logger.error({ err: error, orderId }, "order confirmation e-mail could not be sent");
  }
}

export async function sendEsimActivation(services: Services, activationId: string): Promise<void> {
  try {
    const activation = await getActivationForMail(services.db, activationId);
    if (!activation) throw new Error(`Activation ${activationId} has no code`);
    const { locale } = activation;
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/esim-activation.server.tsx"),
      locale,
      to: activation.email,
      data: {
        name: activation.customerName,
        orderNumber: activation.orderNumber,
        planName: activation.planName,
        activationCode: activation.activationCode,
        qrPng: await activationQrPng(activation.activationCode),
        url: orderUrl(services, activation.orderId, locale),
      },
    });
  } catch (error) {
    services.logger.error({ err: error, activationId }, "eSIM activation e-mail could not be sent");
  }
}

/** To the team, once per unit that the provider could not issue after every retry. */
export async function sendEsimFulfilmentFailed(services: Services, activationId: string): Promise<void> {
  try {
    const [row] = await services.db
      .select({
        orderId: orders.id,
        orderNumber: orders.number,
        locale: orders.locale,
        itemName: orderItems.name,
        email: user.email,
        provider: esimActivations.provider,
        error: esimActivations.fulfilmentError,
      })
      .from(esimActivations)
      .innerJoin(orders, eq(orders.id, esimActivations.orderId))
      .innerJoin(orderItems, eq(orderItems.id, esimActivations.orderItemId))
      .innerJoin(user, eq(user.id, esimActivations.userId))
      .where(eq(esimActivations.id, activationId));
    if (!row) throw new Error(`Activation ${activationId} not found`);
    const to = await staffAddress(services);
    if (!to) {
      services.logger.warn(
        { activationId },
        "no staff notification sent: set STAFF_EMAIL (or a contact e-mail in the site settings, or ADMIN_EMAIL)",
      );
      return;
    }
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/esim-issue-failed.server.tsx"),
      locale: row.locale,
      to,
      data: {
        name: "",
        orderNumber: row.orderNumber,
        planName: pick(row.itemName, row.locale),
        customerEmail: row.email,
        provider: row.provider ?? "",
        error: row.error ?? "",
        url: `${services.config.APP_URL}/admin/orders/${encodeURIComponent(row.orderId)}?lng=${row.locale}`,
      },
    });
  } catch (error) {
    services.logger.error({ err: error, activationId }, "eSIM failure e-mail to staff could not be sent");
  }
}

/** Once per top-up: the job that applied it calls this. */
export async function sendTopUpApplied(services: Services, topUpId: string): Promise<void> {
  try {
    const [row] = await services.db
      .select({
        orderId: orders.id,
        orderNumber: orders.number,
        locale: orders.locale,
        topUp: orderItems.name,
        email: user.email,
        firstName: user.firstName,
        name: user.name,
      })
      .from(esimTopUps)
      .innerJoin(orders, eq(orders.id, esimTopUps.orderId))
      .innerJoin(orderItems, eq(orderItems.id, esimTopUps.orderItemId))
      .innerJoin(user, eq(user.id, esimTopUps.userId))
      .where(eq(esimTopUps.id, topUpId));
    if (!row) throw new Error(`Top-up ${topUpId} not found`);
    const { locale } = row;
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/esim-top-up-applied.server.tsx"),
      locale,
      to: row.email,
      data: {
        name: row.firstName || row.name,
        topUp: pick(row.topUp, locale),
        orderNumber: row.orderNumber,
        url: orderUrl(services, row.orderId, locale),
      },
    });
  } catch (error) {
    services.logger.error({ err: error, topUpId }, "eSIM top-up e-mail could not be sent");
  }
}

/** Once per refund: called by whoever applied the event that made the order refunded (staff or a webhook). */
export async function sendOrderRefunded(services: Services, orderId: string): Promise<void> {
  try {
    const { row, order, locale } = await orderForItsOwner(services, orderId);
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/refund.server.tsx"),
      locale,
      to: row.email,
      data: {
        name: row.firstName || row.name,
        reference: order.number,
        amount: formatMoney(order.totalCents, locale),
        lines: order.lines.map((line) => ({
          // A booking with the BK- reference its customer knows it by (an application's name has its number).
          label: `${line.name} × ${line.quantity}${line.reference ? ` (${line.reference})` : ""}`,
          total: formatMoney(line.lineTotalCents, locale),
        })),
        bookingCancelled: order.lines.some((line) => line.productType === "package_booking"),
        url: orderUrl(services, orderId, locale),
      },
    });
  } catch (error) {
    services.logger.error({ err: error, orderId }, "refund e-mail could not be sent");
  }
}

/** First shipment only: a corrected tracking number is not mailed again. */
export async function sendOrderShipped(services: Services, orderId: string): Promise<void> {
  try {
    const [row] = await services.db
      .select({
        number: orders.number,
        locale: orders.locale,
        carrier: orders.shippingCarrier,
        trackingNumber: orders.trackingNumber,
        email: user.email,
        firstName: user.firstName,
        name: user.name,
      })
      .from(orders)
      .innerJoin(user, eq(user.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!row?.carrier || !row.trackingNumber) throw new Error(`Order ${orderId} has not been shipped`);
    await services.mailer.send({
      template: () => import("../../platform/mail/templates/order-shipped.server.tsx"),
      locale: row.locale,
      to: row.email,
      data: {
        name: row.firstName || row.name,
        orderNumber: row.number,
        carrier: row.carrier,
        trackingNumber: row.trackingNumber,
        url: orderUrl(services, orderId, row.locale),
      },
    });
  } catch (error) {
    services.logger.error({ err: error, orderId }, "order shipped e-mail could not be sent");
  }
}
