/**
 * The shopping cart's rules (spec §3 Cart entity, §4 cart rules), without React.
 *
 * The cart lives in the browser's local storage under one fixed key, as `{ "items": [...] }`.
 * Prices are dollars, as the spec's cart stores them; every sum is taken in integer cents so that
 * 3 × $19.99 is $59.97 and not $59.970000000000006. The cart only displays prices: the server
 * prices the order again at checkout.
 */
import { MAX_LINE_QUANTITY, SHIPPING_COST_CENTS } from "../../platform/domain/constants.ts";

export type ProductType = "esim" | "accessory" | "package_booking" | (string & {});

export interface CartItem {
  id: string;
  name: string;
  /** Unit price in dollars. */
  price: number;
  /** A whole number from 1 to MAX_LINE_QUANTITY. */
  quantity: number;
  image_url?: string | null;
  product_type?: ProductType;
}

/** What a product page hands to `add`: a line without its quantity. */
export type NewCartItem = Omit<CartItem, "quantity">;

/** The one local-storage key of the cart. */
export const CART_STORAGE_KEY = "travel-cart";

/** Placeholders shown when a line has no image (spec §3 image rule). */
export const ESIM_PLACEHOLDER_SRC = "/images/placeholders/esim.svg";
export const PRODUCT_PLACEHOLDER_SRC = "/images/placeholders/product.svg";

/** Dollars to integer cents (19.99 → 1999). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * Adding an item already present raises its quantity by 1; a new item comes in with quantity 1.
 * Throws a TypeError for an item that could not be stored (empty id or name, bad price).
 */
export function addItem(items: readonly CartItem[], item: NewCartItem): CartItem[] {
  const checked = parseLine({ ...item, quantity: 1 });
  if (typeof checked === "string") throw new TypeError(`addItem: ${checked}`);
  const existing = items.find((line) => line.id === item.id);
  if (existing) {
    return items.map((line) =>
      line.id === item.id ? { ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY) } : line,
    );
  }
  return [...items, checked];
}

/**
 * Sets a line's quantity. Zero or less removes the line (spec §4); fractions are rounded down and
 * the quantity is capped at MAX_LINE_QUANTITY; a non-number changes nothing.
 */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (Number.isNaN(quantity)) return [...items];
  const whole = Math.floor(quantity);
  if (whole <= 0) return removeItem(items, id);
  const capped = Math.min(whole, MAX_LINE_QUANTITY);
  return items.map((line) => (line.id === id ? { ...line, quantity: capped } : line));
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

export function clearCart(): CartItem[] {
  return [];
}

/** The line total in cents: unit price in cents times quantity. */
export function lineTotalCents(item: CartItem): number {
  return toCents(item.price) * item.quantity;
}

export interface CartTotals {
  /** Sum of the quantities. */
  itemCount: number;
  /** Dollars, like the items' prices (computed in cents). */
  subtotal: number;
  /** Always 0: shipping is displayed as free (spec §9). */
  shipping: number;
  /** 0: no tax is charged in the cart. */
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

/**
 * The image of a line (spec §3): an image_url starting with http(s) is used as is; any other path is
 * served by our own origin (root-relative: "images/x.svg" and "/images/x.svg" both give "/images/x.svg";
 * "//host/x" cannot escape to another host). Without an image: the eSIM placeholder for eSIM plans,
 * else the generic one.
 */
export function imageSrc(item: Pick<CartItem, "image_url" | "product_type">): string {
  const url = item.image_url?.trim();
  if (url) {
    if (/^https?:\/\//i.test(url)) return url;
    return `/${url.replace(/^[/\\]+/, "")}`;
  }
  return placeholderSrc(item);
}

export function placeholderSrc(item: Pick<CartItem, "product_type">): string {
  return item.product_type === "esim" ? ESIM_PLACEHOLDER_SRC : PRODUCT_PLACEHOLDER_SRC;
}

export type ParsedCart = { ok: true; items: CartItem[] } | { ok: false; reason: string };

/**
 * Reads what local storage holds under CART_STORAGE_KEY. Nothing stored is an empty cart; anything
 * that is not a well-formed cart (invalid JSON, wrong shapes, a negative, fractional or non-finite
 * quantity or price, an empty id or name) is reported as `{ ok: false }` so that the caller can tell
 * the user and start again with an empty cart. Lines repeating an id are merged.
 */
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
    if (existing) existing.quantity = Math.min(existing.quantity + line.quantity, MAX_LINE_QUANTITY);
    else items.push(line);
  }
  return { ok: true, items };
}

/** The stored form of a cart. */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({ items });
}

function parseLine(value: unknown): CartItem | string {
  if (!isRecord(value)) return "not an object";
  const { id, name, price, quantity, image_url, product_type } = value;
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
  const line: CartItem = { id, name, price, quantity };
  if (image_url !== undefined) line.image_url = image_url;
  if (typeof product_type === "string") line.product_type = product_type;
  return line;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
