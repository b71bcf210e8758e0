// A top-up's cart line names both the eSIM and the provider's package, as "<activation id>:<package id>", so
// that the cart (which keeps one opaque id per line) needs nothing new. No server imports: the browser uses this.
import type { ProductType } from "./order-types.ts";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
// Providers' package ids are short slugs ("standin-topup-3gb-30d", "merhaba-7days-1gb-topup").
const LINE_ID = new RegExp(`^(${UUID}):([A-Za-z0-9][A-Za-z0-9._-]{0,62})$`, "i");

export function topUpLineId(activationId: string, packageId: string): string {
  return `${activationId}:${packageId}`;
}

export function parseTopUpLineId(id: string): { activationId: string; packageId: string } | null {
  const match = LINE_ID.exec(id);
  return match ? { activationId: match[1]!.toLowerCase(), packageId: match[2]! } : null;
}

/** The order item's product: a top-up's is its eSIM's activation, every other line's is its own id. */
export function productIdOf(line: { id: string; productType: ProductType }): string {
  if (line.productType !== "esim_topup") return line.id;
  return parseTopUpLineId(line.id)?.activationId ?? line.id;
}
