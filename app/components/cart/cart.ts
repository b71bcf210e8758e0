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
}

export type NewCartItem = Omit<CartItem, "quantity">;

export const CART_STORAGE_KEY = "travel-cart";

export const ESIM_PLACEHOLDER_SRC = "/images/placeholders/esim.svg";
export const PRODUCT_PLACEHOLDER_SRC = "/images/placeholders/product.svg";

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Throws a TypeError for an item that could not be stored (empty id or name, bad price). */
export function addItem(items: readonly CartItem[], item: NewCartItem): CartItem[] {
  const checked = parseLine({ ...item, quantity: 1 });
  if (typeof checked === "string") throw new TypeError(`addItem: ${checked}`);
  const existing = items.find((line) => line.id === item.id);
  // The page just showed the current price: the line takes it.
  if (existing) {
    return items.map((line) =>
      line.id === item.id
        ? { ...line, price: checked.price, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY) }
        : line,
    );
  }
  return [...items, checked];
}

/** The server's current prices (dollars) for the lines it knows; the same array when nothing changed. */
export function withPrices(items: CartItem[], prices: readonly { id: string; price: number }[]): CartItem[] {
  const current = new Map(prices.map(({ id, price }) => [id, price]));
  let changed = false;
  const next = items.map((line) => {
    const price = current.get(line.id);
    if (price === undefined || toCents(price) === toCents(line.price)) return line;
    changed = true;
    return { ...line, price };
  });
  return changed ? next : items;
}

/** Zero or less removes the line (spec §4). */
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
  return item.product_type === "esim" ? ESIM_PLACEHOLDER_SRC : PRODUCT_PLACEHOLDER_SRC;
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
    if (existing) existing.quantity = Math.min(existing.quantity + line.quantity, MAX_LINE_QUANTITY);
    else items.push(line);
  }
  return { ok: true, items };
}

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
