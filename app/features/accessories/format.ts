/** Presentation rules of an accessory's facts (weight, warranty) and its structured data. Client-safe. */
import { CURRENCY } from "../../platform/domain/constants.ts";
import { type StockLevel, stockLevel } from "../../platform/domain/stock-levels.ts";
import type { AccessoryDetail } from "./types.ts";

/** Below a kilogram in grams ("450 g"), else kilograms with at most two decimals ("1.2 kg", "2 kg"). */
export function weightParts(grams: number): { unit: "g" | "kg"; value: string } {
  if (grams < 1000) return { unit: "g", value: String(Math.round(grams)) };
  return { unit: "kg", value: String(Number((grams / 1000).toFixed(2))) };
}

/** Whole years when the months make whole years ("1 year"), else months ("6 months"). */
export function warrantyParts(months: number): { unit: "years" | "months"; count: number } {
  if (months >= 12 && months % 12 === 0) return { unit: "years", count: months / 12 };
  return { unit: "months", count: months };
}

const AVAILABILITY: Record<StockLevel, string> = {
  in_stock: "https://schema.org/InStock",
  limited: "https://schema.org/LimitedAvailability",
  low: "https://schema.org/LimitedAvailability",
  out_of_stock: "https://schema.org/OutOfStock",
};

/** "34.99": schema.org prices are plain decimal numbers with a dot. */
function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}/${url.replace(/^\/+/, "")}`;
}

/** schema.org Product with its Offer (brand, price in USD, availability) for the detail page. */
export function accessoryJsonLd(
  accessory: Pick<
    AccessoryDetail,
    "slug" | "name" | "description" | "brand" | "priceCents" | "stock" | "images"
  >,
  page: { origin: string; url: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: accessory.name,
    description: accessory.description,
    sku: accessory.slug,
    ...(accessory.images.length > 0
      ? { image: accessory.images.map((image) => absolute(page.origin, image)) }
      : {}),
    brand: { "@type": "Brand", name: accessory.brand },
    offers: {
      "@type": "Offer",
      url: page.url,
      price: decimalPrice(accessory.priceCents),
      priceCurrency: CURRENCY,
      availability: AVAILABILITY[stockLevel(accessory.stock)],
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}
