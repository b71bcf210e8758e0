// Cart rules (spec §3, §4), without React. Prices are dollars as the spec stores them, but every sum is
// taken in integer cents (3 × $19.99 is $59.97); the server prices the order again at checkout.
import { MAX_LINE_QUANTITY, SHIPPING_COST_CENTS } from "../../platform/domain/constants.ts";

export type ProductType = "esim" | "accessory" | "package_booking" | (string & {});

export interface CartItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
  image_url?: string | null;
  product_type?: ProductType;
  /** The most the shop lets one customer order (what its product page shows); absent: no stock limit. */
  max_quantity?: number;
}

/** What the server says is wrong with a line (checkout and the drawer's refresh). */
export type LineProblem = "unknown" | "unavailable" | "out_of_stock" | "insufficient_stock";

/** The server's word on one line: its current price (dollars) and limit, or what is wrong with it. */
export interface LineCorrection {
  id: string;
  price: number | null;
  maxQuantity: number | null;
  problem: LineProblem | null;
}

export type NewCartItem = Omit<CartItem, "quantity">;

export const CART_STORAGE_KEY = "travel-cart";

export const ESIM_PLACEHOLDER_SRC = "/images/placeholders/esim.svg";
export const PRODUCT_PLACEHOLDER_SRC = "/images/placeholders/product.svg";

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The most this line may hold. */
export function lineLimit(item: Pick<CartItem, "max_quantity">): number {
  return Math.min(item.max_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
}

/**
 * Adds `quantity` units, never beyond the line's limit. Throws a TypeError for an item that could not be
 * stored (empty id or name, bad price).
 */
export function addItem(items: readonly CartItem[], item: NewCartItem, quantity = 1): CartItem[] {
  const checked = parseLine({ ...item, quantity: 1 });
  if (typeof checked === "string") throw new TypeError(`addItem: ${checked}`);
  const limit = lineLimit(checked);
  const existing = items.find((line) => line.id === item.id);
  // The page just showed the current price and limit: the line takes them.
  if (existing) {
    return items.map((line) =>
      line.id === item.id
        ? { ...line, ...checked, quantity: Math.min(line.quantity + quantity, limit) }
        : line,
    );
  }
  return limit < 1 ? [...items] : [...items, { ...checked, quantity: Math.min(quantity, limit) }];
}

/**
 * The server's prices and limits for the lines it knows; the same array when nothing changed. A quantity
 * above a lowered limit stays, for the drawer and the checkout to say so and offer the fix.
 */
export function withCorrections(items: CartItem[], corrections: readonly LineCorrection[]): CartItem[] {
  const current = new Map(corrections.map((correction) => [correction.id, correction]));
  let changed = false;
  const next = items.map((line) => {
    const correction = current.get(line.id);
    if (!correction) return line;
    const price = correction.price ?? line.price;
    const max = correction.maxQuantity ?? undefined;
    if (toCents(price) === toCents(line.price) && max === line.max_quantity) return line;
    changed = true;
    const { max_quantity: _, ...rest } = line;
    return max === undefined ? { ...rest, price } : { ...rest, price, max_quantity: max };
  });
  return changed ? next : items;
}

/** Zero or less removes the line (spec §4). */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (Number.isNaN(quantity)) return [...items];
  const whole = Math.floor(quantity);
  if (whole <= 0) return removeItem(items, id);
  return items.map((line) =>
    line.id === id ? { ...line, quantity: Math.max(1, Math.min(whole, lineLimit(line))) } : line,
  );
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

export function clearCart(): CartItem[] {
  return [];
}

export function lineTotalCents(item: CartItem): number {
  return toCents(item.price) * item.quantity;
}

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  /** Always 0: shipping is displayed as free (spec §9). */
  shipping: number;
  tax: number;
  total: number;
}

export function totals(items: readonly CartItem[]): CartTotals {
  let itemCount = 0;
  let subtotalCents = 0;
  for (const line of items) {
    itemCount += line.quantity;
    subtotalCents += lineTotalCents(line);
  }
  const shippingCents = SHIPPING_COST_CENTS;
  const taxCents = 0;
  return {
    itemCount,
    subtotal: subtotalCents / 100,
    shipping: shippingCents / 100,
    tax: taxCents / 100,
    total: (subtotalCents + shippingCents + taxCents) / 100,
  };
}

/** A cart holding any travel accessory needs shipping (spec §4). */
export function needsShipping(items: readonly CartItem[]): boolean {
  return items.some((line) => line.product_type === "accessory");
}

/** Spec §3. A non-http(s) path is made root-relative so that "//host/x" cannot escape to another host. */
export function imageSrc(item: Pick<CartItem, "image_url" | "product_type">): string {
  const url = item.image_url?.trim();
  if (url) {
    if (/^https?:\/\//i.test(url)) return url;
    return `/${url.replace(/^[/\\]+/, "")}`;
  }
  return placeholderSrc(item);
}

export function placeholderSrc(item: Pick<CartItem, "product_type">): string {
  return item.product_type === "esim" || item.product_type === "esim_topup"
    ? ESIM_PLACEHOLDER_SRC
    : PRODUCT_PLACEHOLDER_SRC;
}

export type ParsedCart = { ok: true; items: CartItem[] } | { ok: false; reason: string };

/** A malformed cart is `{ ok: false }` so that the caller can tell the user and start again empty. */
export function parseStoredCart(raw: string | null): ParsedCart {
  if (raw === null) return { ok: true, items: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, reason: "invalid JSON" };
  }
  if (!isRecord(data) || !Array.isArray(data.items)) return { ok: false, reason: "no items list" };
  const items: CartItem[] = [];
  for (const [index, value] of data.items.entries()) {
    const line = parseLine(value);
    if (typeof line === "string") return { ok: false, reason: `item ${index}: ${line}` };
    const existing = items.find((other) => other.id === line.id);
    if (existing) existing.quantity = Math.min(existing.quantity + line.quantity, lineLimit(existing));
    else items.push(line);
  }
  return { ok: true, items };
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({ items });
}

function parseLine(value: unknown): CartItem | string {
  if (!isRecord(value)) return "not an object";
  const { id, name, price, quantity, image_url, product_type, max_quantity } = value;
  if (typeof id !== "string" || id.trim() === "") return "bad id";
  if (typeof name !== "string" || name.trim() === "") return "bad name";
  if (
    typeof price !== "number" ||
    !Number.isFinite(price) ||
    price < 0 ||
    !Number.isSafeInteger(toCents(price) * MAX_LINE_QUANTITY)
  )
    return "bad price";
  if (
    typeof quantity !== "number" ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > MAX_LINE_QUANTITY
  )
    return "bad quantity";
  if (image_url !== undefined && image_url !== null && typeof image_url !== "string") return "bad image_url";
  if (product_type !== undefined && product_type !== null && typeof product_type !== "string")
    return "bad product_type";
  if (
    max_quantity !== undefined &&
    (typeof max_quantity !== "number" || !Number.isInteger(max_quantity) || max_quantity < 0)
  )
    return "bad max_quantity";
  const line: CartItem = { id, name, price, quantity };
  if (typeof max_quantity === "number") {
    line.max_quantity = max_quantity;
    line.quantity = Math.max(1, Math.min(quantity, max_quantity));
  }
  if (image_url !== undefined) line.image_url = image_url;
  if (typeof product_type === "string") line.product_type = product_type;
  return line;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
