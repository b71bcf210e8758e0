import { and, eq } from "drizzle-orm";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import { orders, paymentSettings } from "../../platform/db/schema/index.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { loadGateways } from "../../platform/payments/gateways.server.ts";
import { assertSandboxAllowed, sandboxPaymentEvent } from "../../platform/payments/sandbox.server.ts";
import type { Services } from "../../platform/server/services.server.ts";
import { afterOrderPaid } from "./after-payment.server.ts";
import { successHref } from "./api.ts";

import type { OrderStatus, OrderView } from "./order-types.ts";
import { orderForViewer } from "./order-view.server.ts";
import { applyPaymentEvent } from "./payments.server.ts";

/** Refused unless the payment settings are in test mode with the sandbox on. */
export async function sandboxOrder(
  services: Services,
  user: SignedInUser,
  orderId: string | undefined,
  locale: Locale,
): Promise<OrderView | null> {
  assertSandboxAllowed(await loadGateways(services));
  const order = await orderForViewer(services, user, orderId, locale, { ownerOnly: true });
  return order?.provider === "sandbox" ? order : null;
}

export interface PaddlePage {
  transactionId: string;
  orderNumber: string;
  token: string;
  environment: "sandbox" | "production";
  successPath: string;
}

// Paddle's "default payment link" (/checkout/paddle?_ptxn=…): Paddle.js opens its checkout over this page.
export async function paddlePage(
  services: Services,
  user: SignedInUser,
  transactionId: string | null,
): Promise<PaddlePage | null> {
  if (!transactionId || !/^txn_[a-z0-9]{1,64}$/.test(transactionId)) return null;
  const [order] = await services.db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.provider, "paddle"),
        eq(orders.providerReference, transactionId),
        eq(orders.userId, user.id),
      ),
    );
  if (order?.status !== "pending") return null;
  const [settings] = await services.db
    .select({ token: paymentSettings.paddleClientToken, environment: paymentSettings.environment })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, "default"));
  if (!settings?.token) throw new AppError("SYSTEM_CONFIGURATION_ERROR");
  return {
    transactionId,
    orderNumber: order.number,
    token: settings.token,
    environment: settings.environment,
    successPath: successHref(order.id),
  };
}

/** Applied as a provider event, so once per order and decision. */
export async function decideSandboxPayment(
  services: Services,
  user: SignedInUser,
  orderId: string | undefined,
  approved: boolean,
  locale: Locale,
): Promise<OrderStatus | null> {
  const order = await sandboxOrder(services, user, orderId, locale);
  if (!order) return null;
  if (order.status !== "pending") return order.status;
  const [row] = await services.db
    .select({ reference: orders.providerReference })
    .from(orders)
    .where(and(eq(orders.id, order.id), eq(orders.userId, user.id)));
  const applied = await applyPaymentEvent(
    services.db,
    sandboxPaymentEvent({ orderId: order.id, reference: row?.reference ?? null, approved }),
  );
  if (applied.becamePaid) await afterOrderPaid(services, order.id);
  return (applied.status as OrderStatus | null) ?? order.status;
}
