// Client-safe: no database code.

import type { AccessoryCategory } from "../../platform/db/schema/catalogue.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { oneOf, pageOf, searchOf, single } from "../../platform/lists/list-query.ts";

export type { AccessoryCategory };

/** Spec §2, in the order of the screen. */
export const ACCESSORY_CATEGORIES = ["comfort", "electronics", "health", "luggage", "security"] as const;
export const CATEGORY_FILTERS = ["all", ...ACCESSORY_CATEGORIES] as const;
export type AccessoryCategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** Spec §2. The first is the default. */
export const ACCESSORY_SORTS = ["name", "brand", "price_asc", "price_desc"] as const;
export type AccessorySort = (typeof ACCESSORY_SORTS)[number];

export interface AccessoryListQuery {
  q: string;
  category: AccessoryCategoryFilter;
  sort: AccessorySort;
  page: number;
  locale: Locale;
}

export function parseAccessoryListParams(params: URLSearchParams, locale: Locale): AccessoryListQuery {
  return {
    q: searchOf(params),
    category: oneOf(single(params, "category"), CATEGORY_FILTERS, "all"),
    sort: oneOf(single(params, "sort"), ACCESSORY_SORTS, "name"),
    page: pageOf(params),
    locale,
  };
}

export interface AccessorySummary {
  /** The cart line's id, so that checkout can price it again. */
  id: string;
  slug: string;
  name: string;
  brand: string;
  category: AccessoryCategory;
  priceCents: number;
  stock: number;
  imageUrl: string | null;
}

export interface AccessoryDetail extends AccessorySummary {
  description: string;
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
