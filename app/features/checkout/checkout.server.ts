// Application fees are paid through the same path as a cart (startApplicationPayment).
import { and, eq } from "drizzle-orm";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import { orders } from "../../platform/db/schema/index.ts";
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
import type { Services } from "../../platform/server/services.server.ts";
import {
  type CheckoutAnswer,
  type CheckoutFailure,
  type CheckoutQuote,
  PAYMENT_RETURN_PARAM,
  successHref,
} from "./api.ts";
import {
  ADDRESS_FIELDS,
  type AddressField,
  checkoutRequestSchema,
  isPaymentProvider,
  priceRequestSchema,
  shippingAddressSchema,
} from "./checkout-schema.ts";
import { quoteTopUps } from "./esim-top-up-pricing.server.ts";
import { createOrder, recordCheckoutStart } from "./order-creation.server.ts";
import { priceApplication, priceCart } from "./order-pricing.server.ts";
import type { CheckoutLineInput, PaymentProvider, ProductType, ShippingAddress } from "./order-types.ts";
import { getOrderForViewer } from "./order-view.server.ts";
import { cancelUnstartedOrder, checkoutFailureOf } from "./payments.server.ts";

const productTypesOf = (lines: readonly { productType: ProductType }[]) => [
  ...new Set(lines.map((line) => line.productType)),
];

export async function quoteCheckout(
  services: Services,
  user: Pick<SignedInUser, "id">,
  lines: CheckoutLineInput[],
  locale: Locale,
): Promise<CheckoutQuote> {
  const [cart, enabled] = await Promise.all([
    quoteTopUps(services, user.id, lines).then((topUps) =>
      priceCart(services.db, user.id, lines, locale, topUps),
    ),
    loadGateways(services),
  ]);
  return { cart, payment: paymentChoice(enabled, productTypesOf(cart.lines)) };
}

function failure(payload: ErrorPayload, extra: Omit<CheckoutFailure, "ok" | "error"> = {}): CheckoutFailure {
  return { ok: false, error: payload, ...extra };
}

function failed(error: AppError, t: Translate, extra: Omit<CheckoutFailure, "ok" | "error"> = {}) {
  return { status: error.status, answer: failure(toErrorPayload(error, t), extra) };
}

// The order is cancelled so its stock returns at once; its key is spent, so browser retries of this request
// get the same error and the next "Pay" needs a new key.
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

/** Catalogue lines only: bookings and applications belong to someone, and a visitor is no one yet. */
const GUEST_PRICED: ReadonlySet<string> = new Set(["esim", "accessory"]);

/**
 * The cart drawer of a visitor who has not signed in: prices and limits of the catalogue's lines, rate limited
 * by address. Anything but a price request still needs a sign-in (null: the caller answers 401).
 */
export async function handleGuestQuote(
  services: Services,
  address: string,
  body: unknown,
  locale: Locale,
  t: Translate,
): Promise<{ status: number; answer: CheckoutAnswer } | null> {
  const parsed = priceRequestSchema.safeParse(body);
  if (!parsed.success) return null;
  try {
    await enforceRateLimit(services, "checkout", `guest:${address}`);
  } catch (error) {
    if (isAppError(error)) return failed(error, t);
    throw error;
  }
  const lines = parsed.data.lines.filter((line) => GUEST_PRICED.has(line.productType));
  const quote = await quoteCheckout(services, { id: "" }, lines, locale);
  return { status: 200, answer: { ok: true, intent: "price", ...quote } };
}

/** Expected failures are answers with a 4xx status, a failing provider's error a 5xx; the rest is thrown. */
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

interface PaymentRequest {
  lines: CheckoutLineInput[];
  shippingAddress: ShippingAddress | null;
  provider: PaymentProvider;
  idempotencyKey: string;
  locale: Locale;
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
      resetKey: boolean;
      cartRefused: boolean;
    };

/** The one way to a payment page: one order per idempotency key, then the provider's page for it. */
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
      topUps: await quoteTopUps(services, user.id, request.lines),
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

/** Same rule as /api/checkout's (checkout-schema.ts). */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,100}$/;

const APPLICATION_TYPES: ProductType[] = ["application"];

// Paddle may not take an application's fee: docs/decisions/012.
export async function applicationPaymentChoice(services: Services): Promise<PaymentChoice> {
  return paymentChoice(await loadGateways(services), APPLICATION_TYPES);
}

export interface ApplicationPaymentInput {
  user: SignedInUser;
  applicationId: string;
  provider: string;
  locale: Locale;
  idempotencyKey: string;
}

/** Answers the provider's page, or the success page when that key's order is already paid. */
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
