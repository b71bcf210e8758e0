/**
 * Orders: pricing a cart from the catalogue, creating an order once per idempotency key with its
 * stock reserved, and reading an order for its owner (or an admin).
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  applications,
  drivingLicenseOffers,
  esimActivations,
  esimDestinations,
  esimPlans,
  orderItems,
  orders,
  statusEvents,
  travelAccessories,
  travelPackageBookings,
  travelPackages,
  user,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import {
  MAX_LINE_QUANTITY,
  MAX_PENDING_ORDERS_PER_CUSTOMER,
  MAX_UNPAID_UNITS_PER_PRODUCT,
  SHIPPING_COST_CENTS,
} from "../../platform/domain/constants.ts";
import { destinationImage } from "../../platform/domain/destination-image.ts";
import { stockLevel } from "../../platform/domain/stock-levels.ts";
import { isTrackingKind as isApplicationKind, randomCrockford } from "../../platform/domain/tracking.ts";
import { firstIssueKey } from "../../platform/domain/validation.ts";
import { AppError, type ErrorCode, type ErrorMessageKey } from "../../platform/http/errors.ts";
import { formatDate, formatDateLong } from "../../platform/i18n/format.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { type Locale, type Localized, locales, pick } from "../../platform/i18n/localized.ts";
import { activationQrSvg } from "./esim-activations.server.ts";
import { isUuid, reserveStock, type StockLine } from "./order-stock.server.ts";
import {
  ADDRESS_FIELDS,
  isProductType,
  MAX_CHECKOUT_LINES,
  PAYMENT_PROVIDERS,
  shippingAddressSchema,
} from "./schema.ts";
import type {
  ApplicationLineView,
  CheckoutLineInput,
  LineProblem,
  OrderView,
  PaymentProvider,
  PricedCart,
  PricedLine,
  ProductType,
  ShippingAddress,
} from "./types.ts";

/**
 * How long an unpaid order holds its stock. Thirty minutes is also the shortest life of a Stripe Checkout
 * Session, so the provider's page and the reservation end together; after that the expiry sweep
 * (payments.server.ts) cancels the order and gives the units back.
 */
export const ORDER_PAYMENT_WINDOW_MS = 30 * 60_000;

/** Not in the spec: a bound on the idempotency key a client sends. */
const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

// ---------------------------------------------------------------------------------------------------
// Pricing

/** One browser line after checking, with duplicate ids merged. */
interface CartLine {
  id: string;
  productType: ProductType;
  quantity: number;
  browserPriceCents: number | null;
}

/** What the catalogue says about a product the cart names. */
interface CatalogueEntry {
  name: Localized;
  imageUrl: string | null;
  unitPriceCents: number;
  /** Units left, for products that keep stock; null otherwise. */
  stock: number | null;
  /** Published (eSIM plan and destination, accessory) or still waiting for payment (a booking). */
  purchasable: boolean;
  details: Record<string, unknown>;
}

interface PricedEntry {
  line: CartLine;
  entry: CatalogueEntry | undefined;
  priced: PricedLine;
}

function invalidQuantity(index: number): AppError {
  return new AppError("VALIDATION_INVALID_FORMAT", {
    field: `lines.${index}.quantity`,
    messageKey: "errors:orders.invalidQuantity",
    params: { max: MAX_LINE_QUANTITY },
  });
}

function isQuantity(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY;
}

/**
 * Checks the browser's lines (AppError 400 for a malformed list, an id or product type that cannot be, or a
 * quantity that is not a whole number from 1 to 999) and merges lines with the same id (the first line's
 * type and price stay). A package booking and an application are always one unit.
 */
function readLines(input: unknown): CartLine[] {
  if (!Array.isArray(input) || input.length > MAX_CHECKOUT_LINES) {
    throw new AppError("VALIDATION_INVALID_FORMAT", { field: "lines" });
  }
  const merged = new Map<string, CartLine>();
  input.forEach((raw: Partial<CheckoutLineInput> | null, index) => {
    const id = typeof raw?.id === "string" ? raw.id.trim() : "";
    if (id === "" || id.length > 100) {
      throw new AppError("VALIDATION_INVALID_FORMAT", { field: `lines.${index}.id` });
    }
    if (!isProductType(raw?.productType)) {
      throw new AppError("VALIDATION_INVALID_FORMAT", { field: `lines.${index}.productType` });
    }
    if (!isQuantity(raw.quantity)) throw invalidQuantity(index);
    const price = raw?.price;
    const line: CartLine = {
      id,
      productType: raw.productType,
      quantity: raw.quantity,
      browserPriceCents:
        typeof price === "number" && Number.isFinite(price) && price >= 0 ? Math.round(price * 100) : null,
    };
    const earlier = merged.get(id);
    if (!earlier) merged.set(id, line);
    else {
      earlier.quantity += line.quantity;
      if (earlier.quantity > MAX_LINE_QUANTITY) throw invalidQuantity(index);
    }
  });
  for (const line of merged.values()) if (SINGLE_UNIT.has(line.productType)) line.quantity = 1;
  return [...merged.values()];
}

/** Lines that are one thing, never several units: a booking, an application's fee. */
const SINGLE_UNIT: ReadonlySet<ProductType> = new Set(["package_booking", "application"]);

function bothLanguages(make: (locale: Locale) => string): Localized {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Localized;
}

/** eSIM plans by id: "Destination · Plan", sellable when the plan and its destination are active. */
async function loadPlans(db: Queryable, ids: string[]): Promise<Map<string, CatalogueEntry>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: esimPlans.id,
      name: esimPlans.name,
      destination: esimDestinations.name,
      isoCode: esimDestinations.isoCode,
      destinationImageUrl: esimDestinations.imageUrl,
      imageUrl: esimPlans.imageUrl,
      priceCents: esimPlans.priceCents,
      stock: esimPlans.stockQuantity,
      dataMb: esimPlans.dataMb,
      validityDays: esimPlans.validityDays,
      planStatus: esimPlans.status,
      destinationStatus: esimDestinations.status,
    })
    .from(esimPlans)
    .innerJoin(esimDestinations, eq(esimDestinations.id, esimPlans.destinationId))
    .where(inArray(esimPlans.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: bothLanguages((locale) => `${pick(row.destination, locale)} · ${pick(row.name, locale)}`),
        imageUrl:
          row.imageUrl ?? destinationImage({ isoCode: row.isoCode, imageUrl: row.destinationImageUrl }),
        unitPriceCents: row.priceCents,
        stock: row.stock,
        purchasable: row.planStatus === "active" && row.destinationStatus === "active",
        details: { dataMb: row.dataMb, validityDays: row.validityDays },
      },
    ]),
  );
}

async function loadAccessories(db: Queryable, ids: string[]): Promise<Map<string, CatalogueEntry>> {
  if (ids.length === 0) return new Map();
  const t = travelAccessories;
  const rows = await db
    .select({
      id: t.id,
      slug: t.slug,
      name: t.name,
      images: t.images,
      priceCents: t.priceCents,
      stock: t.stock,
      status: t.status,
    })
    .from(t)
    .where(inArray(t.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        imageUrl: row.images.find((url) => typeof url === "string" && url.trim() !== "") ?? null,
        unitPriceCents: row.priceCents,
        stock: row.stock,
        purchasable: row.status === "active",
        details: { slug: row.slug },
      },
    ]),
  );
}

/**
 * This user's bookings by id (another user's booking is simply not found): "Package · travel date",
 * priced at the booking's total, payable while its payment is pending and it is not cancelled.
 */
async function loadBookings(
  db: Queryable,
  userId: string,
  ids: string[],
): Promise<Map<string, CatalogueEntry>> {
  if (ids.length === 0) return new Map();
  const b = travelPackageBookings;
  const rows = await db
    .select({
      id: b.id,
      packageId: b.packageId,
      packageName: travelPackages.name,
      coverPhotoUrl: travelPackages.coverPhotoUrl,
      totalCents: b.totalAmountCents,
      travelDate: b.travelDate,
      travellers: b.numberOfTravelers,
      status: b.status,
      paymentStatus: b.paymentStatus,
    })
    .from(b)
    .innerJoin(travelPackages, eq(travelPackages.id, b.packageId))
    .where(and(inArray(b.id, ids), eq(b.userId, userId)));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: bothLanguages((locale) =>
          translator(locale)("packages:booking.cartName", {
            name: pick(row.packageName, locale),
            date: formatDateLong(row.travelDate, locale),
          }),
        ),
        imageUrl: row.coverPhotoUrl,
        unitPriceCents: row.totalCents,
        stock: null,
        purchasable: row.paymentStatus === "pending" && row.status !== "cancelled",
        details: {
          bookingId: row.id,
          packageId: row.packageId,
          travelDate: row.travelDate,
          travellers: row.travellers,
        },
      },
    ]),
  );
}

/** What an application line remembers (order_items.details): enough to link to the application. */
export interface ApplicationLineDetails {
  applicationId: string;
  trackingId: string;
  kind: ApplicationKind;
}

/**
 * This user's applications by id (another user's is simply not found): "Visa application · Turkey e-Visa ·
 * VISA-…", priced at the application's fee (`amount_cents`). Payable only while it is an unfinished draft
 * (`submitted_at` null) at the payment step, with a fee, whose payment is pending or failed (a failed payment
 * may be tried again); a submitted or paid one is "unavailable".
 */
async function loadApplications(
  db: Queryable,
  userId: string,
  ids: string[],
): Promise<Map<string, CatalogueEntry>> {
  if (ids.length === 0) return new Map();
  const a = applications;
  const rows = await db
    .select({
      id: a.id,
      kind: a.kind,
      trackingId: a.trackingId,
      amountCents: a.amountCents,
      draftStep: a.draftStep,
      paymentStatus: a.paymentStatus,
      submittedAt: a.submittedAt,
      visaTitle: visaOffers.title,
      visaCover: visaOffers.coverPhotoUrl,
      planTitle: drivingLicenseOffers.title,
      planCover: drivingLicenseOffers.coverPhotoUrl,
    })
    .from(a)
    .leftJoin(visaOffers, eq(visaOffers.id, a.visaOfferId))
    .leftJoin(drivingLicenseOffers, eq(drivingLicenseOffers.id, a.drivingLicenseOfferId))
    .where(and(inArray(a.id, ids), eq(a.userId, userId)));
  return new Map(
    rows.map((row) => {
      const offer = row.kind === "visa" ? row.visaTitle : row.planTitle;
      const details: ApplicationLineDetails = {
        applicationId: row.id,
        trackingId: row.trackingId,
        kind: row.kind,
      };
      return [
        row.id,
        {
          name: bothLanguages((locale) => {
            const t = translator(locale);
            const kind = t(`checkout:application.kinds.${row.kind}`);
            return offer
              ? t("checkout:application.lineName", {
                  kind,
                  offer: pick(offer, locale),
                  trackingId: row.trackingId,
                })
              : t("checkout:application.lineNameNoOffer", { kind, trackingId: row.trackingId });
          }),
          imageUrl: (row.kind === "visa" ? row.visaCover : row.planCover) ?? null,
          unitPriceCents: row.amountCents,
          stock: null,
          purchasable:
            row.submittedAt === null &&
            row.draftStep === "payment" &&
            row.amountCents > 0 &&
            (row.paymentStatus === "pending" || row.paymentStatus === "failed"),
          details: { ...details },
        },
      ];
    }),
  );
}

function problemOf(line: CartLine, entry: CatalogueEntry | undefined): LineProblem | null {
  if (!entry) return "unknown";
  if (!entry.purchasable) return "unavailable";
  if (entry.stock !== null && entry.stock <= 0) return "out_of_stock";
  if (entry.stock !== null && entry.stock < line.quantity) return "insufficient_stock";
  return null;
}

async function priceLines(
  db: Queryable,
  userId: string,
  lines: CartLine[],
  locale: Locale,
): Promise<{ cart: PricedCart; entries: PricedEntry[] }> {
  const idsOf = (type: ProductType) =>
    lines.filter((line) => line.productType === type && isUuid(line.id)).map((line) => line.id);
  // One query after the other: inside a transaction they share one connection.
  const catalogue: Record<ProductType, Map<string, CatalogueEntry>> = {
    esim: await loadPlans(db, idsOf("esim")),
    accessory: await loadAccessories(db, idsOf("accessory")),
    package_booking: await loadBookings(db, userId, idsOf("package_booking")),
    application: await loadApplications(db, userId, idsOf("application")),
  };

  const entries = lines.map((line): PricedEntry => {
    const entry = catalogue[line.productType].get(line.id);
    const unitPriceCents = entry?.unitPriceCents ?? 0;
    return {
      line,
      entry,
      priced: {
        id: line.id,
        productType: line.productType,
        name: entry ? pick(entry.name, locale) : "",
        imageUrl: entry?.imageUrl ?? null,
        unitPriceCents,
        quantity: line.quantity,
        lineTotalCents: unitPriceCents * line.quantity,
        browserPriceCents: line.browserPriceCents,
        priceChanged:
          entry !== undefined && line.browserPriceCents !== null && line.browserPriceCents !== unitPriceCents,
        problem: problemOf(line, entry),
        stock: entry === undefined || entry.stock === null ? null : stockLevel(entry.stock),
      },
    };
  });

  const pricedLines = entries.map((e) => e.priced);
  const subtotalCents = pricedLines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const needsShipping = lines.some((line) => line.productType === "accessory");
  const shippingCents = needsShipping ? SHIPPING_COST_CENTS : 0;
  return {
    entries,
    cart: {
      lines: pricedLines,
      subtotalCents,
      shippingCents,
      totalCents: subtotalCents + shippingCents,
      needsShipping,
      blocked: pricedLines.some((line) => line.problem !== null),
    },
  };
}

/** Prices the browser's lines from the catalogue (never from the browser). */
export async function priceCart(
  db: Queryable,
  userId: string,
  lines: CheckoutLineInput[],
  locale: Locale,
): Promise<PricedCart> {
  return (await priceLines(db, userId, readLines(lines), locale)).cart;
}

/**
 * One application of this user priced as an order line (its `problem` says whether it can be paid now), with
 * what links to it; null when the user has no application of that id.
 */
export async function priceApplication(
  db: Queryable,
  userId: string,
  applicationId: string,
  locale: Locale,
): Promise<{ line: PricedLine; details: ApplicationLineDetails } | null> {
  const line: CartLine = {
    id: applicationId,
    productType: "application",
    quantity: 1,
    browserPriceCents: null,
  };
  const [priced] = (await priceLines(db, userId, [line], locale)).entries;
  if (!priced?.entry) return null;
  return { line: priced.priced, details: priced.entry.details as unknown as ApplicationLineDetails };
}

// ---------------------------------------------------------------------------------------------------
// Creating an order

export interface CreateOrderInput {
  userId: string;
  idempotencyKey: string;
  lines: CheckoutLineInput[];
  shippingAddress: ShippingAddress | null;
  provider: PaymentProvider;
  locale: Locale;
  now?: Date;
}

export interface CreatedOrder {
  id: string;
  number: string;
  totalCents: number;
  currency: string;
  provider: PaymentProvider;
  status: string;
  expiresAt: Date;
  /** Set once the provider's page was created (recordCheckoutStart); reused on a retried submit. */
  checkoutUrl: string | null;
  /** False when the idempotency key had already made this order. */
  created: boolean;
}

/** "ORD-20261122-7M2Q4X8Z": the day and 40 random bits (Crockford base-32), readable over the phone. */
export function newOrderNumber(now: Date): string {
  return `ORD-${formatDate(now).replaceAll("-", "")}-${randomCrockford(8)}`;
}

const VALIDATION_CODE_OF_KEY: Partial<Record<ErrorMessageKey, ErrorCode>> = {
  "errors:validation.required": "VALIDATION_REQUIRED_FIELD",
  "errors:codes.VALIDATION_MAX_LENGTH": "VALIDATION_MAX_LENGTH",
  "errors:codes.VALIDATION_INVALID_PHONE": "VALIDATION_INVALID_PHONE",
};

/** The shipping address, or AppError VALIDATION_* naming the first wrong field ("shippingAddress.city"). */
function readShippingAddress(input: unknown): ShippingAddress {
  const result = shippingAddressSchema.safeParse(input ?? {});
  if (result.success) return result.data;
  const messageKey = firstIssueKey(result.error);
  const path = result.error.issues[0]?.path.map(String).join(".");
  throw new AppError(VALIDATION_CODE_OF_KEY[messageKey] ?? "VALIDATION_INVALID_FORMAT", {
    field: path ? `shippingAddress.${path}` : "shippingAddress",
    messageKey,
  });
}

type OrderRow = typeof orders.$inferSelect;

function createdOrder(order: OrderRow, created: boolean): CreatedOrder {
  return {
    id: order.id,
    number: order.number,
    totalCents: order.totalCents,
    currency: order.currency,
    provider: order.provider ?? "sandbox",
    status: order.status,
    expiresAt: order.expiresAt ?? order.createdAt,
    checkoutUrl: order.checkoutUrl,
    created,
  };
}

async function orderOfKey(tx: Transaction, userId: string, key: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return order;
}

/**
 * Serialises one customer's checkouts: their unpaid orders are counted and added to while no other
 * checkout of theirs can. "No key update" does not block writes that merely reference the customer
 * (a new session, a booking), which only take a key-share lock on the row.
 */
async function lockCustomer(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
}

/** Every unpaid order holds stock: one customer may have only a few of them (constants.ts). */
async function assertPendingOrderQuota(tx: Transaction, userId: string): Promise<void> {
  const [pending] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "pending")));
  if ((pending?.n ?? 0) < MAX_PENDING_ORDERS_PER_CUSTOMER) return;
  throw new AppError("BUSINESS_QUOTA_EXCEEDED", {
    messageKey: "errors:orders.tooManyPendingOrders",
    params: { max: MAX_PENDING_ORDERS_PER_CUSTOMER, minutes: ORDER_PAYMENT_WINDOW_MS / 60_000 },
  });
}

/** This cart's units of each stocked product, added to those the customer's unpaid orders hold, stay under the cap. */
async function assertUnpaidUnitsQuota(
  tx: Transaction,
  userId: string,
  entries: PricedEntry[],
): Promise<void> {
  const stocked = entries.filter(({ entry }) => entry !== undefined && entry.stock !== null);
  if (stocked.length === 0) return;
  const held = await tx
    .select({
      productType: orderItems.productType,
      productId: orderItems.productId,
      units: sql<string>`sum(${orderItems.quantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "pending"),
        inArray(
          orderItems.productId,
          stocked.map(({ line }) => line.id),
        ),
      ),
    )
    .groupBy(orderItems.productType, orderItems.productId);
  const heldUnits = new Map(held.map((row) => [`${row.productType}:${row.productId}`, Number(row.units)]));
  for (const { line, priced } of stocked) {
    const units = line.quantity + (heldUnits.get(`${line.productType}:${line.id.toLowerCase()}`) ?? 0);
    if (units <= MAX_UNPAID_UNITS_PER_PRODUCT) continue;
    throw new AppError("BUSINESS_QUOTA_EXCEEDED", {
      field: "lines",
      messageKey: "errors:orders.unpaidUnitsLimit",
      params: { max: MAX_UNPAID_UNITS_PER_PRODUCT, name: priced.name },
    });
  }
}

/** What makes two carts the same order: the units of each product (kind and id), and the shipping address. */
function cartSignature(lines: readonly StockLine[], address: ShippingAddress | null): string {
  const units = new Map<string, number>();
  for (const line of lines) {
    const product = `${line.productType}:${line.productId.toLowerCase()}`;
    units.set(product, (units.get(product) ?? 0) + line.quantity);
  }
  const canonical = [...units].sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([canonical, address && ADDRESS_FIELDS.map((field) => address[field] ?? null)]);
}

/**
 * The order an idempotency key already made, when the request is for the same cart (a retry); the same key
 * with another cart is refused (409) rather than answered with an order for something else.
 */
async function sameCartOrder(
  tx: Transaction,
  order: OrderRow,
  lines: CartLine[],
  shippingAddress: unknown,
): Promise<CreatedOrder> {
  const items = await tx
    .select({
      productType: orderItems.productType,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const address = lines.some((line) => line.productType === "accessory")
    ? shippingAddressSchema.safeParse(shippingAddress ?? {})
    : null;
  const requested = lines.map((line) => ({ ...line, productId: line.id }));
  const same =
    (address === null || address.success) &&
    cartSignature(items, order.shippingAddress) === cartSignature(requested, address?.data ?? null);
  if (same) return createdOrder(order, false);
  throw new AppError("BUSINESS_DUPLICATE_ENTRY", {
    field: "idempotencyKey",
    messageKey: "errors:orders.idempotencyKeyReused",
  });
}

/**
 * One transaction: re-price, reserve stock, write order + items + status event. Throws AppError:
 * 400 for malformed lines, an empty cart, a bad key or provider, or a missing/invalid shipping address
 * when the cart needs one; 409 (BUSINESS_INVALID_STATE) when a line cannot be bought as it is or its
 * stock ran out meanwhile, with nothing written; 422 (BUSINESS_QUOTA_EXCEEDED) past the customer's caps
 * of unpaid orders and unpaid units per product. The same user, idempotency key and cart give back the
 * first order (created: false) with no second reservation, also when both requests run at the same
 * time; the same key with another cart is refused with 409 (BUSINESS_DUPLICATE_ENTRY).
 */
export async function createOrder(db: Queryable, input: CreateOrderInput): Promise<CreatedOrder> {
  const key = typeof input.idempotencyKey === "string" ? input.idempotencyKey.trim() : "";
  if (key === "" || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new AppError("VALIDATION_INVALID_FORMAT", { field: "idempotencyKey" });
  }
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(input.provider)) {
    throw new AppError("VALIDATION_INVALID_FORMAT", { field: "provider" });
  }
  const lines = readLines(input.lines);
  if (lines.length === 0) {
    throw new AppError("VALIDATION_REQUIRED_FIELD", {
      field: "lines",
      messageKey: "errors:orders.emptyCart",
    });
  }
  const now = input.now ?? new Date();

  return db.transaction(async (tx) => {
    await lockCustomer(tx, input.userId);
    const existing = await orderOfKey(tx, input.userId, key);
    if (existing) return sameCartOrder(tx, existing, lines, input.shippingAddress);
    await assertPendingOrderQuota(tx, input.userId);

    const { cart, entries } = await priceLines(tx, input.userId, lines, input.locale);
    if (cart.blocked) {
      throw new AppError("BUSINESS_INVALID_STATE", {
        field: "lines",
        messageKey: "errors:orders.cartNeedsReview",
      });
    }
    await assertUnpaidUnitsQuota(tx, input.userId, entries);
    const shippingAddress = cart.needsShipping ? readShippingAddress(input.shippingAddress) : null;

    // A concurrent request with the same key waits here on the unique index until the first one ends,
    // then inserts nothing and returns that order.
    const [order] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(now),
        userId: input.userId,
        idempotencyKey: key,
        status: "pending",
        subtotalCents: cart.subtotalCents,
        shippingCents: cart.shippingCents,
        totalCents: cart.totalCents,
        provider: input.provider,
        shippingAddress,
        locale: input.locale,
        expiresAt: new Date(now.getTime() + ORDER_PAYMENT_WINDOW_MS),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    if (!order) {
      const first = await orderOfKey(tx, input.userId, key);
      if (!first) throw new Error("an order with this idempotency key vanished");
      return sameCartOrder(tx, first, lines, input.shippingAddress);
    }

    await tx.insert(orderItems).values(
      entries.map(({ line, entry, priced }, position) => ({
        orderId: order.id,
        position,
        productType: priced.productType,
        productId: line.id,
        name: entry!.name,
        unitPriceCents: priced.unitPriceCents,
        quantity: priced.quantity,
        lineTotalCents: priced.lineTotalCents,
        details: entry!.details,
      })),
    );
    await tx.insert(statusEvents).values({
      subjectType: "order",
      subjectId: order.id,
      ownerId: input.userId,
      actorId: input.userId,
      fromStatus: null,
      toStatus: "pending",
      data: { number: order.number, totalCents: order.totalCents, provider: input.provider },
    });

    // Last, so that the products' rows stay locked only until the commit that follows.
    const stockLines = entries.map(({ line }) => ({
      productType: line.productType,
      productId: line.id,
      quantity: line.quantity,
    }));
    if (!(await reserveStock(tx, stockLines))) {
      throw new AppError("BUSINESS_INVALID_STATE", {
        field: "lines",
        messageKey: "errors:orders.soldOutDuringCheckout",
      });
    }
    return createdOrder(order, true);
  });
}

/** Remembers the provider's payment id and page for an order. */
export async function recordCheckoutStart(
  db: Queryable,
  orderId: string,
  start: { reference: string; redirectUrl: string },
): Promise<void> {
  await db
    .update(orders)
    .set({ providerReference: start.reference, checkoutUrl: start.redirectUrl })
    .where(eq(orders.id, orderId));
}

// ---------------------------------------------------------------------------------------------------
// Reading an order

function applicationOfLine(details: Record<string, unknown>): ApplicationLineView | null {
  const { kind, trackingId } = details as Partial<ApplicationLineDetails>;
  return typeof trackingId === "string" && isApplicationKind(kind) ? { kind, trackingId } : null;
}

/** The order for its owner or an admin, else null. */
export async function getOrderForViewer(
  db: Queryable,
  orderId: string,
  viewer: { id: string; role: string },
  locale: Locale,
): Promise<OrderView | null> {
  if (!isUuid(orderId)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || (order.userId !== viewer.id && viewer.role !== "admin")) return null;

  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const activations = await db
    .select()
    .from(esimActivations)
    .where(eq(esimActivations.orderId, order.id))
    .orderBy(asc(esimActivations.createdAt), asc(esimActivations.id));
  const views = await Promise.all(
    activations.map(async (activation) => ({
      itemId: activation.orderItemId,
      view: {
        id: activation.id,
        status: activation.status,
        activationCode: activation.status === "ready" ? activation.activationCode : null,
        qrSvg:
          activation.status === "ready" && activation.activationCode
            ? await activationQrSvg(activation.activationCode)
            : null,
      },
    })),
  );

  return {
    id: order.id,
    number: order.number,
    status: order.status,
    provider: order.provider,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    shippingAddress: order.shippingAddress,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    shipment:
      order.shippedAt && order.shippingCarrier && order.trackingNumber
        ? {
            carrier: order.shippingCarrier,
            trackingNumber: order.trackingNumber,
            shippedAt: order.shippedAt.toISOString(),
          }
        : null,
    lines: items.map((item) => ({
      id: item.id,
      productType: item.productType,
      name: pick(item.name, locale),
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      lineTotalCents: item.lineTotalCents,
      activations: views.filter((a) => a.itemId === item.id).map((a) => a.view),
      application: item.productType === "application" ? applicationOfLine(item.details) : null,
    })),
  };
}
