import { MAX_UNPAID_UNITS_PER_PRODUCT } from "./constants.ts";

/** Spec §4. */
export type StockLevel = "in_stock" | "limited" | "low" | "out_of_stock";

export const LOW_STOCK_MAX = 5;
export const LIMITED_STOCK_MAX = 20;

export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return "out_of_stock";
  if (quantity <= LOW_STOCK_MAX) return "low";
  if (quantity <= LIMITED_STOCK_MAX) return "limited";
  return "in_stock";
}

export const stockTone = {
  in_stock: "success",
  limited: "brand",
  low: "warning",
  out_of_stock: "danger",
} as const satisfies Record<StockLevel, string>;

/** The most one customer may put in the cart: what is in stock, within what one customer may hold unpaid. */
export function maxOrderQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_UNPAID_UNITS_PER_PRODUCT));
}
