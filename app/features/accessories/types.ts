/**
 * Travel accessories: what the list and detail screens exchange with the server, and the list's URL parameters.
 * Client-safe (no database code).
 */

import type { AccessoryCategory } from "../../platform/db/schema/catalogue.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { oneOf, pageOf, searchOf, single } from "../../platform/lists/list-query.ts";

export type { AccessoryCategory };

/** The categories of the spec (§2), in the order of the screen; "all" is "All Products". */
export const ACCESSORY_CATEGORIES = ["comfort", "electronics", "health", "luggage", "security"] as const;
export const CATEGORY_FILTERS = ["all", ...ACCESSORY_CATEGORIES] as const;
export type AccessoryCategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** Sort by name, brand, price ascending or descending (spec §2). The first is the default. */
export const ACCESSORY_SORTS = ["name", "brand", "price_asc", "price_desc"] as const;
export type AccessorySort = (typeof ACCESSORY_SORTS)[number];

export interface AccessoryListQuery {
  /** Trimmed search text; "" for none. Matches the name in either language and the brand. */
  q: string;
  category: AccessoryCategoryFilter;
  sort: AccessorySort;
  /** 1-based. */
  page: number;
  locale: Locale;
}

/** ?q=&category=&sort=&page= of /travel-accessories; unknown values fall back to the defaults. */
export function parseAccessoryListParams(params: URLSearchParams, locale: Locale): AccessoryListQuery {
  return {
    q: searchOf(params),
    category: oneOf(single(params, "category"), CATEGORY_FILTERS, "all"),
    sort: oneOf(single(params, "sort"), ACCESSORY_SORTS, "name"),
    page: pageOf(params),
    locale,
  };
}

/** One card of the list. Names are in the page language; the brand is Latin and stays as it is. */
export interface AccessorySummary {
  /** Database id (uuid): the cart line's id, so checkout can price it again. */
  id: string;
  slug: string;
  name: string;
  brand: string;
  category: AccessoryCategory;
  priceCents: number;
  stock: number;
  /** The first image, or null (the card shows the generic placeholder). */
  imageUrl: string | null;
}

export interface AccessoryDetail extends AccessorySummary {
  description: string;
  /** Localised free text such as "30 × 28 × 12 cm"; "" when unknown. */
  size: string;
  weightGrams: number | null;
  warrantyMonths: number;
  shippingRequired: boolean;
  freeShipping: boolean;
  images: string[];
}

export function accessoryHref(slug: string): string {
  return `/accessories/${encodeURIComponent(slug)}`;
}

export const PRODUCT_PLACEHOLDER_IMAGE = "/images/placeholders/product.svg";

/** The most a visitor can put in the cart at once from the detail page. */
export const MAX_ORDER_QUANTITY = 10;

/** The quantity selector's upper bound: 1..min(stock, 10); 0 when out of stock. */
export function maxOrderQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_ORDER_QUANTITY));
}
