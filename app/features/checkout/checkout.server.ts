/**
 * The checkout's server side, called by the thin routes /api/checkout, /checkout/sandbox/:orderId,
 * /checkout/success and /orders/:id: pricing a cart with its payment choice, turning it into an order
 * and a provider's payment page, the sandbox's approve/decline, and the order views.
 *
 * Paying an application's fee (issue 12), for the application forms' route actions (`intent=pay`):
 *
 *   applicationPaymentChoice(services: Services): Promise<PaymentChoice>
 *     The providers the form may offer ({ providers, defaultProvider, allowChoice }); no providers: say
 *     "errors:screens.noPaymentMethodsAvailable".
 *
 *   startApplicationPayment(services: Services, input: {
 *     user: SignedInUser; applicationId: string; provider: string; locale: Locale; idempotencyKey: string;
 *   }): Promise<{ orderId: string; redirectUrl: string }>
 *     Makes (once per idempotency key: send one key per press of "Pay", the same on a retry) an order with the
 *     application's fee as its only line, through the same code as /api/checkout (limits, providers, sandbox),
 *     and answers the provider's page to redirect to (absolute), or the success page (relative) when that key's
 *     order is already paid. Throws AppError, translated with `toErrorPayload(error, t)`: 429 API_RATE_LIMIT;
 *     400 VALIDATION_INVALID_FORMAT (field "idempotencyKey" or "provider"); 404 API_NOT_FOUND (not the user's
 *     application); 409 BUSINESS_INVALID_STATE (not payable now: "errors:orders.applicationNotPayable"; a
 *     provider not offered; field "idempotencyKey": that key's attempt ended, make a new key); 422
 *     BUSINESS_QUOTA_EXCEEDED (too many unpaid orders); a provider that fails to open its page: its 5xx AppError
 *     (the order is cancelled, make a new key). The provider returns the customer to `/checkout/success?order=…`
 *     once paid (it links to `${form}?submitted=<tracking id>`) and to `${form}?payment=cancelled|declined`
 *     otherwise.
 */
import { and, eq } from "drizzle-orm";
import * as z from "zod";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import { orders, paymentSettings } from "../../platform/db/schema/index.ts";
import { APPLICATION_FORM_PATHS } from "../../platform/domain/application-paths.ts";
import { issueKeysByField } from "../../platform/domain/validation.ts";
import { AppError, type ErrorPayload, isAppError, toErrorPayload } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import type { Translate } from "../../platform/i18n/keys.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { PaymentChoice } from "../../platform/payments/choice.ts";
import type { CheckoutLine, CheckoutRequest } from "../../platform/payments/gateway.server.ts";
import { loadGateways, paymentChoice } from "../../platform/payments/gateways.server.ts";
import { assertSandboxAllowed, sandboxPaymentEvent } from "../../platform/payments/sandbox.server.ts";
import type { Services } from "../../platform/server/services.server.ts";
import {
  type CheckoutAnswer,
  type CheckoutFailure,
  type CheckoutQuote,
  PAYMENT_RETURN_PARAM,
  successHref,
} from "./api.ts";
import { sendPaidOrderMails } from "./notifications.server.ts";
import {
  createOrder,
  getOrderForViewer,
  priceApplication,
  priceCart,
  recordCheckoutStart,
} from "./orders.server.ts";
import { applyPaymentEvent, cancelUnstartedOrder, checkoutFailureOf } from "./payments.server.ts";
import {
  ADDRESS_FIELDS,
  type AddressField,
  checkoutRequestSchema,
  isPaymentProvider,
  shippingAddressSchema,
} from "./schema.ts";
import type {
  CheckoutLineInput,
  OrderStatus,
  OrderView,
  PaymentProvider,
  ProductType,
  ShippingAddress,
} from "./types.ts";

const productTypesOf = (lines: readonly { productType: ProductType }[]) => [
  ...new Set(lines.map((line) => line.productType)),
];

/** The cart priced from the catalogue, and the providers that may take it. */
export async function quoteCheckout(
  services: Services,
  user: SignedInUser,
  lines: CheckoutLineInput[],
  locale: Locale,
): Promise<CheckoutQuote> {
  const [cart, enabled] = await Promise.all([
    priceCart(services.db, user.id, lines, locale),
    loadGateways(services),
  ]);
  return { cart, payment: paymentChoice(enabled, productTypesOf(cart.lines)) };
}

function failure(payload: ErrorPayload, extra: Omit<CheckoutFailure, "ok" | "error"> = {}): CheckoutFailure {
  return { ok: false, error: payload, ...extra };
}

/** An expected failure as the answer of its status. */
function failed(error: AppError, t: Translate, extra: Omit<CheckoutFailure, "ok" | "error"> = {}) {
  return { status: error.status, answer: failure(toErrorPayload(error, t), extra) };
}

/**
 * The provider could not open the payment page: the order gives its stock back at once, and the
 * customer gets the provider's error (returned; anything but an AppError is thrown). The key is spent (its
 * order is cancelled): the next "Pay" needs a new one, and the browser's automatic retries of this request get
 * the same error (see openPayment).
 */
async function providerFailed(
  services: Services,
  order: { id: string; provider: string },
  error: unknown,
): Promise<AppError> {
  services.logger.error(
    { err: error, orderId: order.id, provider: order.provider },
    "payment provider failed",
  );
  const code = isAppError(error) ? error.code : "SYSTEM_UNKNOWN_ERROR";
  try {
    await cancelUnstartedOrder(services.db, order.id, { provider: order.provider, code });
  } catch (cancelError) {
    // The expiry sweep releases the stock later; the customer still gets the provider's error.
    services.logger.error({ err: cancelError, orderId: order.id }, "cancelling an unstarted order failed");
  }
  if (!isAppError(error)) throw error;
  return error;
}

/**
 * Handles one POST /api/checkout body for a signed-in user: `price` answers the quote; `pay` creates
 * the order (once per idempotency key), opens the provider's payment page and answers its address.
 * Expected failures are answers with a 4xx status (429 past the customer's rate limit); a provider that
 * fails answers its error (5xx); anything else is thrown.
 */
export async function handleCheckout(
  services: Services,
  user: SignedInUser,
  body: unknown,
  locale: Locale,
  t: Translate,
): Promise<{ status: number; answer: CheckoutAnswer }> {
  try {
    await enforceRateLimit(services, "checkout", user.id);
  } catch (error) {
    if (isAppError(error)) return failed(error, t);
    throw error;
  }
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) {
    const payload = toErrorPayload(parsed.error, t);
    return { status: 400, answer: failure(payload) };
  }
  const request = parsed.data;
  if (request.intent === "price") {
    const quote = await quoteCheckout(services, user, request.lines, locale);
    return { status: 200, answer: { ok: true, intent: "price", ...quote } };
  }

  const enabled = await loadGateways(services);
  const choice = paymentChoice(enabled, productTypesOf(request.lines));
  if (!choice.providers.includes(request.provider)) {
    const quote = await quoteCheckout(services, user, request.lines, locale);
    const message = t(
      choice.providers.length
        ? "checkout:errors.providerUnavailable"
        : "errors:screens.noPaymentMethodsAvailable",
    );
    return {
      status: 409,
      answer: failure({ code: "BUSINESS_INVALID_STATE", message, status: 409 }, { quote }),
    };
  }

  let shippingAddress = null;
  if (request.lines.some((line) => line.productType === "accessory")) {
    const address = shippingAddressSchema.safeParse(request.address ?? {});
    if (!address.success) {
      const keys = issueKeysByField(address.error);
      const fieldErrors: Partial<Record<AddressField, string>> = {};
      for (const field of ADDRESS_FIELDS) if (keys[field]) fieldErrors[field] = t(keys[field]);
      return { status: 400, answer: failure(toErrorPayload(address.error, t), { fieldErrors }) };
    }
    shippingAddress = address.data;
  }

  const opened = await openPayment(services, user, enabled, t, {
    lines: request.lines,
    shippingAddress,
    provider: request.provider,
    idempotencyKey: request.idempotencyKey,
    locale,
    cancelUrl: `${services.config.APP_URL}/checkout?${PAYMENT_RETURN_PARAM}=cancelled`,
  });
  if (opened.ok) return { status: 200, answer: { ok: true, intent: "pay", redirectUrl: opened.redirectUrl } };
  if (opened.closed) {
    const payload: ErrorPayload = {
      code: "BUSINESS_INVALID_STATE",
      message: t("checkout:errors.orderClosed"),
      status: 409,
    };
    return { status: 409, answer: failure(payload, { resetKey: true }) };
  }
  const { error, resetKey } = opened;
  // Stock or prices moved: send the cart priced again so that the page shows what changed.
  const quote =
    opened.cartRefused && error.status === 409
      ? await quoteCheckout(services, user, request.lines, locale)
      : undefined;
  return failed(error, t, { ...(quote && { quote }), ...(resetKey && { resetKey }) });
}

/** What the customer is about to pay, after the checks of its entry point (cart page, application form). */
interface PaymentRequest {
  lines: CheckoutLineInput[];
  shippingAddress: ShippingAddress | null;
  provider: PaymentProvider;
  idempotencyKey: string;
  locale: Locale;
  /** Where the provider sends the customer back when they leave its page without paying. */
  cancelUrl: string;
}

type OpenedPayment =
  | { ok: true; orderId: string; redirectUrl: string }
  /** The idempotency key's order can no longer be paid (cancelled, refunded): a new "Pay" needs a new key. */
  | { ok: false; closed: true }
  | {
      ok: false;
      closed: false;
      error: AppError;
      /** The key cannot be used again: the next "Pay" needs a new one. */
      resetKey: boolean;
      /** createOrder refused the lines as they are (prices, stock, availability, caps). */
      cartRefused: boolean;
    };

/**
 * The one way to a payment page: creates the order (once per idempotency key; limits, stock, caps), then opens
 * the provider's page for it, or answers the page already opened for that key. Expected failures are answers;
 * a provider that fails cancels the order at once and answers its error (5xx AppError); anything else is thrown.
 */
async function openPayment(
  services: Services,
  user: SignedInUser,
  enabled: Awaited<ReturnType<typeof loadGateways>>,
  t: Translate,
  request: PaymentRequest,
): Promise<OpenedPayment> {
  let order: Awaited<ReturnType<typeof createOrder>>;
  try {
    order = await createOrder(services.db, {
      userId: user.id,
      idempotencyKey: request.idempotencyKey,
      lines: request.lines,
      shippingAddress: request.shippingAddress,
      provider: request.provider,
      locale: request.locale,
    });
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    // A key the server will not accept (malformed, or already used for another cart) must be renewed.
    const resetKey = error.field === "idempotencyKey";
    return { ok: false, closed: false, error, resetKey, cartRefused: true };
  }

  if (order.status === "paid" || order.status === "fulfilled") {
    return { ok: true, orderId: order.id, redirectUrl: successHref(order.id) };
  }
  if (order.status !== "pending") {
    const providerFailure = await checkoutFailureOf(services.db, order.id);
    if (!providerFailure) return { ok: false, closed: true };
    const error = new AppError(providerFailure);
    return { ok: false, closed: false, error, resetKey: true, cartRefused: false };
  }
  if (!order.created && order.checkoutUrl) {
    return { ok: true, orderId: order.id, redirectUrl: order.checkoutUrl };
  }

  const gateway = enabled.gateways[order.provider];
  const view = await getOrderForViewer(services.db, order.id, user, request.locale);
  if (!gateway || !view) throw new Error(`Order ${order.id} cannot be paid with ${order.provider}`);
  const lines: CheckoutLine[] = view.lines.map((line) => ({
    name: line.name,
    productType: line.productType,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
  }));
  if (view.shippingCents > 0) {
    lines.push({
      name: t("checkout:summary.shipping"),
      productType: "accessory",
      unitPriceCents: view.shippingCents,
      quantity: 1,
    });
  }
  const checkout: CheckoutRequest = {
    orderId: order.id,
    orderNumber: order.number,
    currency: order.currency,
    totalCents: order.totalCents,
    lines,
    customerEmail: user.email,
    locale: request.locale,
    successUrl: `${services.config.APP_URL}${successHref(order.id)}`,
    cancelUrl: request.cancelUrl,
    expiresAt: order.expiresAt,
  };
  let start: Awaited<ReturnType<typeof gateway.startCheckout>>;
  try {
    start = await gateway.startCheckout(checkout);
  } catch (error) {
    const failedStart = await providerFailed(services, order, error);
    return { ok: false, closed: false, error: failedStart, resetKey: true, cartRefused: false };
  }
  await recordCheckoutStart(services.db, order.id, start);
  return { ok: true, orderId: order.id, redirectUrl: start.redirectUrl };
}

/** The idempotency key the form sends with "Pay": as /api/checkout's (schema.ts). */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,100}$/;

const APPLICATION_TYPES: ProductType[] = ["application"];

/** The providers that may take an application's fee (Paddle may not: decision 012). */
export async function applicationPaymentChoice(services: Services): Promise<PaymentChoice> {
  return paymentChoice(await loadGateways(services), APPLICATION_TYPES);
}

export interface ApplicationPaymentInput {
  user: SignedInUser;
  applicationId: string;
  /** As the form posted it: checked against the enabled providers that may take an application. */
  provider: string;
  locale: Locale;
  idempotencyKey: string;
}

/**
 * Starts paying the fee of the user's unfinished application (at the payment step, payment pending or failed):
 * see the top of this file for what it answers and throws.
 */
export async function startApplicationPayment(
  services: Services,
  input: ApplicationPaymentInput,
): Promise<{ orderId: string; redirectUrl: string }> {
  const { user, locale } = input;
  await enforceRateLimit(services, "checkout", user.id);
  if (typeof input.idempotencyKey !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) {
    throw new AppError("VALIDATION_INVALID_FORMAT", { field: "idempotencyKey" });
  }
  if (!isPaymentProvider(input.provider)) {
    throw new AppError("VALIDATION_INVALID_FORMAT", { field: "provider" });
  }
  const priced = await priceApplication(services.db, user.id, input.applicationId, locale);
  if (!priced) throw new AppError("API_NOT_FOUND");
  // Not payable now, unless this key already made its order (a retried submit is answered like /api/checkout's).
  if (priced.line.problem && !(await hasOrderOfKey(services, user.id, input.idempotencyKey)))
    throw notPayable();

  const enabled = await loadGateways(services);
  const choice = paymentChoice(enabled, APPLICATION_TYPES);
  if (!choice.providers.includes(input.provider)) {
    throw new AppError("BUSINESS_INVALID_STATE", {
      field: "provider",
      messageKey: choice.providers.length
        ? "errors:orders.applicationProviderUnavailable"
        : "errors:screens.noPaymentMethodsAvailable",
    });
  }

  const form = `${services.config.APP_URL}${APPLICATION_FORM_PATHS[priced.details.kind]}`;
  const opened = await openPayment(services, user, enabled, translator(locale), {
    lines: [{ id: priced.details.applicationId, productType: "application", quantity: 1 }],
    shippingAddress: null,
    provider: input.provider,
    idempotencyKey: input.idempotencyKey,
    locale,
    cancelUrl: `${form}?${PAYMENT_RETURN_PARAM}=cancelled`,
  });
  if (opened.ok) return { orderId: opened.orderId, redirectUrl: opened.redirectUrl };
  if (opened.closed) {
    throw new AppError("BUSINESS_INVALID_STATE", {
      field: "idempotencyKey",
      messageKey: "errors:orders.paymentAttemptEnded",
    });
  }
  // Paid or moved on between the check above and the order: the cart's message would speak of a cart.
  if (opened.error.messageKey === "errors:orders.cartNeedsReview") throw notPayable();
  throw opened.error;
}

async function hasOrderOfKey(services: Services, userId: string, key: string): Promise<boolean> {
  const [order] = await services.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return order !== undefined;
}

function notPayable(): AppError {
  return new AppError("BUSINESS_INVALID_STATE", { messageKey: "errors:orders.applicationNotPayable" });
}

const uuidSchema = z.uuid();

/** Order ids are uuids; anything else names no order (and must not reach the database as one). */
export function isOrderId(value: unknown): value is string {
  return uuidSchema.safeParse(value).success;
}

/** An order for its owner or an admin (the order page), else null. */
export async function orderForViewer(
  services: Services,
  user: SignedInUser,
  orderId: string | null | undefined,
  locale: Locale,
  { ownerOnly = false } = {},
): Promise<OrderView | null> {
  if (!isOrderId(orderId)) return null;
  const viewer = { id: user.id, role: ownerOnly ? "customer" : user.role };
  return getOrderForViewer(services.db, orderId, viewer, locale);
}

/**
 * The order a sandbox page is about: refused (AUTH_FORBIDDEN) unless the payment settings are in test
 * mode with the sandbox on; null unless it is the user's own sandbox order.
 */
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

/** What the Paddle checkout page needs to open Paddle's overlay for one transaction. */
export interface PaddlePage {
  transactionId: string;
  orderNumber: string;
  token: string;
  environment: "sandbox" | "production";
  successPath: string;
}

/**
 * Paddle's "default payment link" (/checkout/paddle?_ptxn=…): Paddle sends the customer here with the
 * transaction that `startCheckout` created, and Paddle.js opens its checkout over the page. Null unless
 * it is the user's own pending Paddle order; SYSTEM_CONFIGURATION_ERROR without a client-side token.
 */
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

/**
 * The customer's decision on the sandbox page, applied as a provider event (once per order and
 * decision); the confirmation e-mail goes out when it made the order paid. Returns the order's status.
 */
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
  if (applied.becamePaid) await sendPaidOrderMails(services, order.id);
  return (applied.status as OrderStatus | null) ?? order.status;
}
