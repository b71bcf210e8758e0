import { CURRENCY } from "../../platform/domain/constants.ts";
import { type StockLevel, stockLevel } from "../../platform/domain/stock-levels.ts";
import type { AccessoryDetail } from "./accessory-list-query.ts";

export function weightParts(grams: number): { unit: "g" | "kg"; value: string } {
  if (grams < 1000) return { unit: "g", value: String(Math.round(grams)) };
  return { unit: "kg", value: String(Number((grams / 1000).toFixed(2))) };
}

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

/** schema.org prices are plain decimal numbers with a dot. */
function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}/${url.replace(/^\/+/, "")}`;
}

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
