import type { ProductType } from "./order-types.ts";

// Apart from checkout-schema.ts so that the cart (every page's first JavaScript) can check a line's type
// without taking zod in with the schemas.
export const PRODUCT_TYPES = [
  "esim",
  "accessory",
  "package_booking",
  "application",
  "esim_topup",
] as const satisfies readonly ProductType[];

export function isProductType(value: unknown): value is ProductType {
  return typeof value === "string" && (PRODUCT_TYPES as readonly string[]).includes(value);
}
