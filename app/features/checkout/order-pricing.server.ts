// Prices come from the catalogue, never from the browser.
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  applications,
  drivingLicenseOffers,
  esimDestinations,
  esimPlans,
  travelAccessories,
  travelPackageBookings,
  travelPackages,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { MAX_LINE_QUANTITY, SHIPPING_COST_CENTS } from "../../platform/domain/constants.ts";
import { destinationImage } from "../../platform/domain/destination-image.ts";
import { maxOrderQuantity, stockLevel } from "../../platform/domain/stock-levels.ts";
import { AppError } from "../../platform/http/errors.ts";
import { formatDateLong } from "../../platform/i18n/format.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { type Locale, type Localized, locales, pick } from "../../platform/i18n/localized.ts";
import { MAX_CHECKOUT_LINES } from "./checkout-schema.ts";
import { isUuid } from "./order-stock.server.ts";
import type { CheckoutLineInput, LineProblem, PricedCart, PricedLine, ProductType } from "./order-types.ts";
import { isProductType } from "./product-types.ts";

export interface CartLine {
  id: string;
  productType: ProductType;
  quantity: number;
  browserPriceCents: number | null;
}

export interface CatalogueEntry {
  name: Localized;
  imageUrl: string | null;
  unitPriceCents: number;
  stock: number | null;
  /** Published (eSIM plan and destination, accessory) or still waiting for payment (a booking). */
  purchasable: boolean;
  details: Record<string, unknown>;
  /** The order item's product when it is not the line's id (a top-up's line names its eSIM and package). */
  productId?: string;
}

/** Top-ups priced by their provider before the transaction (esim-top-up-pricing.server.ts), by line id. */
export type TopUpQuotes = ReadonlyMap<string, CatalogueEntry>;

const NO_TOP_UPS: TopUpQuotes = new Map();

export interface PricedEntry {
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

/** Lines with the same id are merged: the first line's type and price stay. */
export function readLines(input: unknown): CartLine[] {
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

const SINGLE_UNIT: ReadonlySet<ProductType> = new Set(["package_booking", "application"]);

function bothLanguages(make: (locale: Locale) => string): Localized {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Localized;
}

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

/** Another user's booking is simply not found. */
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

export interface ApplicationLineDetails {
  applicationId: string;
  trackingId: string;
  kind: ApplicationKind;
}

// Another user's application is simply not found. Payable only as a draft at the payment step whose payment
// is pending or failed (a failed payment may be tried again).
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

/** A booking's details name its travellers (loadBookings; kept on the order line). */
export function travellersOf(details: Record<string, unknown> | undefined): number | null {
  const travellers = details?.travellers;
  return typeof travellers === "number" && Number.isInteger(travellers) && travellers > 0 ? travellers : null;
}

export async function priceLines(
  db: Queryable,
  userId: string,
  lines: CartLine[],
  locale: Locale,
  topUps: TopUpQuotes = NO_TOP_UPS,
): Promise<{ cart: PricedCart; entries: PricedEntry[] }> {
  const idsOf = (type: ProductType) =>
    lines.filter((line) => line.productType === type && isUuid(line.id)).map((line) => line.id);
  // One query after the other: inside a transaction they share one connection.
  const catalogue: Record<ProductType, ReadonlyMap<string, CatalogueEntry>> = {
    esim: await loadPlans(db, idsOf("esim")),
    accessory: await loadAccessories(db, idsOf("accessory")),
    package_booking: await loadBookings(db, userId, idsOf("package_booking")),
    application: await loadApplications(db, userId, idsOf("application")),
    esim_topup: topUps,
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
        maxQuantity: entry === undefined || entry.stock === null ? null : maxOrderQuantity(entry.stock),
        travellers: travellersOf(entry?.details),
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

export async function priceCart(
  db: Queryable,
  userId: string,
  lines: CheckoutLineInput[],
  locale: Locale,
  topUps: TopUpQuotes = NO_TOP_UPS,
): Promise<PricedCart> {
  return (await priceLines(db, userId, readLines(lines), locale, topUps)).cart;
}

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
