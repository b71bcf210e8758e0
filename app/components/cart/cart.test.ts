import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "../../platform/domain/constants.ts";
import {
  addItem,
  CART_STORAGE_KEY,
  type CartItem,
  clearCart,
  ESIM_PLACEHOLDER_SRC,
  imageSrc,
  lineLimit,
  lineTotalCents,
  needsShipping,
  PRODUCT_PLACEHOLDER_SRC,
  parseStoredCart,
  removeItem,
  serializeCart,
  setQuantity,
  toCents,
  totals,
  withCorrections,
} from "./cart.ts";

const esim = { id: "esim-jp-5gb", name: "Japan 5 GB · 15 days", price: 19.99, product_type: "esim" } as const;
const pillow = {
  id: "acc-neck-pillow",
  name: "Memory Foam Neck Pillow",
  price: 24.5,
  image_url: "/images/accessories/neck-pillow.svg",
  product_type: "accessory",
} as const;
const tour = { id: "pkg-bali", name: "Bali Escape", price: 1299, product_type: "package_booking" } as const;

const line = (overrides: Partial<CartItem> = {}): CartItem => ({ ...esim, quantity: 1, ...overrides });

describe("storage key", () => {
  it("is one fixed key", () => {
    expect(CART_STORAGE_KEY).toBe("travel-cart");
  });
});

describe("addItem", () => {
  it("adds a new item with quantity 1 and keeps its fields", () => {
    expect(addItem([], pillow)).toEqual([{ ...pillow, quantity: 1 }]);
  });

  it("raises the quantity by 1 when the item is already in the cart, without a second line", () => {
    const once = addItem([], esim);
    const twice = addItem(once, esim);
    expect(twice).toEqual([{ ...esim, quantity: 2 }]);
    expect(addItem(twice, esim)[0]?.quantity).toBe(3);
  });

  it("takes the price the page shows now when the item is added again", () => {
    const items = addItem(addItem([], esim), { ...esim, price: 24.99 });
    expect(items).toEqual([{ ...esim, price: 24.99, quantity: 2 }]);
  });

  it("keeps other lines and their order", () => {
    const items = addItem(addItem(addItem([], esim), pillow), esim);
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      [esim.id, 2],
      [pillow.id, 1],
    ]);
  });

  it("does not change the array it was given", () => {
    const items = [line()];
    addItem(items, esim);
    expect(items[0]?.quantity).toBe(1);
  });

  it("stops at the maximum line quantity", () => {
    expect(addItem([line({ quantity: MAX_LINE_QUANTITY })], esim)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it("refuses items that could not be stored", () => {
    expect(() => addItem([], { ...esim, id: "" })).toThrow(TypeError);
    expect(() => addItem([], { ...esim, name: " " })).toThrow(TypeError);
    expect(() => addItem([], { ...esim, price: -1 })).toThrow(TypeError);
    expect(() => addItem([], { ...esim, price: Number.NaN })).toThrow(TypeError);
    expect(() => addItem([], { ...esim, price: Number.POSITIVE_INFINITY })).toThrow(TypeError);
  });
});

describe("setQuantity", () => {
  const items = [line(), line({ ...pillow, quantity: 2 })];

  it("sets the quantity of one line", () => {
    expect(setQuantity(items, pillow.id, 5).map((i) => i.quantity)).toEqual([1, 5]);
  });

  it("removes the line at 0 or less", () => {
    expect(setQuantity(items, esim.id, 0).map((i) => i.id)).toEqual([pillow.id]);
    expect(setQuantity(items, esim.id, -3).map((i) => i.id)).toEqual([pillow.id]);
    expect(setQuantity(items, esim.id, 0.5).map((i) => i.id)).toEqual([pillow.id]);
  });

  it("rounds fractions down, caps the quantity and ignores a non-number", () => {
    expect(setQuantity(items, pillow.id, 3.7)[1]?.quantity).toBe(3);
    expect(setQuantity(items, pillow.id, 10_000)[1]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setQuantity(items, pillow.id, Number.POSITIVE_INFINITY)[1]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setQuantity(items, pillow.id, Number.NaN)).toEqual(items);
  });

  it("changes nothing for an unknown id", () => {
    expect(setQuantity(items, "nope", 4)).toEqual(items);
  });
});

describe("removeItem and clearCart", () => {
  it("removes only the given line", () => {
    expect(removeItem([line(), line({ ...pillow })], esim.id).map((i) => i.id)).toEqual([pillow.id]);
    expect(removeItem([line()], "nope")).toHaveLength(1);
  });

  it("clears everything", () => {
    expect(clearCart()).toEqual([]);
  });
});

describe("totals", () => {
  it("is all zero for an empty cart", () => {
    expect(totals([])).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });

  it("sums in cents: 3 × 19.99 is exactly 59.97", () => {
    expect(totals([line({ quantity: 3 })])).toEqual({
      itemCount: 3,
      subtotal: 59.97,
      shipping: 0,
      tax: 0,
      total: 59.97,
    });
    expect(lineTotalCents(line({ quantity: 3 }))).toBe(5997);
  });

  it("has no float drift where dollars would drift (3 × 9.95, 3 × 1.10, 0.1 + 0.2)", () => {
    expect(3 * 9.95).not.toBe(29.85); // the trap of summing dollars
    expect(totals([line({ price: 9.95, quantity: 3 })]).total).toBe(29.85);
    expect(totals([line({ price: 1.1, quantity: 3 })]).total).toBe(3.3);
    const items = [line({ id: "a", price: 0.1 }), line({ id: "b", price: 0.2 })];
    expect(totals(items).total).toBe(0.3);
  });

  it("counts quantities, not lines, and shipping is free", () => {
    const items = [line({ quantity: 2 }), line({ ...pillow, quantity: 3 }), line({ ...tour, quantity: 1 })];
    const result = totals(items);
    expect(result.itemCount).toBe(6);
    expect(result.subtotal).toBe(39.98 + 73.5 + 1299);
    expect(result.shipping).toBe(0);
    expect(result.total).toBe(1412.48);
  });

  it("converts dollars to cents with rounding", () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(100); // 1.005 is 1.00499… in binary
    expect(toCents(0)).toBe(0);
  });
});

describe("needsShipping", () => {
  it("is true when any line is a travel accessory", () => {
    expect(needsShipping([line(), line({ ...pillow })])).toBe(true);
  });

  it("is false for eSIM plans and packages only, and for an empty cart", () => {
    expect(needsShipping([line(), line({ ...tour })])).toBe(false);
    expect(needsShipping([])).toBe(false);
  });
});

describe("imageSrc", () => {
  it("uses an http(s) URL as is", () => {
    expect(imageSrc({ image_url: "https://cdn.example.com/a.png" })).toBe("https://cdn.example.com/a.png");
    expect(imageSrc({ image_url: "http://cdn.example.com/a.png" })).toBe("http://cdn.example.com/a.png");
  });

  it("serves any other path from our own origin", () => {
    expect(imageSrc({ image_url: "/images/esim/europe.svg" })).toBe("/images/esim/europe.svg");
    expect(imageSrc({ image_url: "images/x.svg" })).toBe("/images/x.svg");
    expect(imageSrc({ image_url: "//evil.example/x.svg" })).toBe("/evil.example/x.svg");
    expect(imageSrc({ image_url: "  /images/x.svg " })).toBe("/images/x.svg");
  });

  it("falls back to the eSIM placeholder for eSIM plans, else the generic one", () => {
    expect(imageSrc({ product_type: "esim" })).toBe(ESIM_PLACEHOLDER_SRC);
    expect(imageSrc({ image_url: null, product_type: "esim" })).toBe(ESIM_PLACEHOLDER_SRC);
    expect(imageSrc({ image_url: "", product_type: "esim" })).toBe(ESIM_PLACEHOLDER_SRC);
    expect(imageSrc({ image_url: null, product_type: "accessory" })).toBe(PRODUCT_PLACEHOLDER_SRC);
    expect(imageSrc({})).toBe(PRODUCT_PLACEHOLDER_SRC);
  });
});

describe("parseStoredCart", () => {
  it("reads nothing stored as an empty cart", () => {
    expect(parseStoredCart(null)).toEqual({ ok: true, items: [] });
  });

  it("round-trips what serializeCart writes", () => {
    const items = [
      line({ quantity: 2 }),
      line({ ...pillow, quantity: 1 }),
      line({ ...tour, image_url: null }),
    ];
    expect(parseStoredCart(serializeCart(items))).toEqual({ ok: true, items });
  });

  it("drops unknown fields and merges lines repeating an id", () => {
    const raw = JSON.stringify({
      items: [
        { ...esim, quantity: 1, extra: "x" },
        { ...esim, quantity: 2 },
      ],
      version: 7,
    });
    expect(parseStoredCart(raw)).toEqual({ ok: true, items: [{ ...esim, quantity: 3 }] });
  });

  const garbage: [string, string][] = [
    ["empty string", ""],
    ["invalid JSON", "{items: ["],
    ["a number", "42"],
    ["null JSON", "null"],
    ["a bare array", JSON.stringify([{ ...esim, quantity: 1 }])],
    ["items not a list", JSON.stringify({ items: {} })],
    ["a line that is not an object", JSON.stringify({ items: ["esim"] })],
    ["a missing id", JSON.stringify({ items: [{ name: "x", price: 1, quantity: 1 }] })],
    ["an empty id", JSON.stringify({ items: [{ ...esim, id: "", quantity: 1 }] })],
    ["a numeric id", JSON.stringify({ items: [{ ...esim, id: 5, quantity: 1 }] })],
    ["a missing name", JSON.stringify({ items: [{ id: "a", price: 1, quantity: 1 }] })],
    ["a price as text", JSON.stringify({ items: [{ ...esim, price: "19.99", quantity: 1 }] })],
    ["a negative price", JSON.stringify({ items: [{ ...esim, price: -5, quantity: 1 }] })],
    ["a NaN price (null in JSON)", JSON.stringify({ items: [{ ...esim, price: Number.NaN, quantity: 1 }] })],
    ["a huge price", JSON.stringify({ items: [{ ...esim, price: 1e300, quantity: 1 }] })],
    ["a zero quantity", JSON.stringify({ items: [{ ...esim, quantity: 0 }] })],
    ["a negative quantity", JSON.stringify({ items: [{ ...esim, quantity: -2 }] })],
    ["a fractional quantity", JSON.stringify({ items: [{ ...esim, quantity: 1.5 }] })],
    ["a quantity as text", JSON.stringify({ items: [{ ...esim, quantity: "2" }] })],
    [
      "a quantity over the maximum",
      JSON.stringify({ items: [{ ...esim, quantity: MAX_LINE_QUANTITY + 1 }] }),
    ],
    ["an image_url that is not text", JSON.stringify({ items: [{ ...esim, quantity: 1, image_url: 3 }] })],
    [
      "a product_type that is not text",
      JSON.stringify({ items: [{ ...esim, quantity: 1, product_type: [] }] }),
    ],
  ];

  it.each(garbage)("reports %s as garbage", (_label, raw) => {
    const result = parseStoredCart(raw);
    expect(result.ok).toBe(false);
  });

  it("accepts an empty list", () => {
    expect(parseStoredCart('{"items":[]}')).toEqual({ ok: true, items: [] });
  });
});

describe("withCorrections", () => {
  it("takes the catalogue's current prices and leaves unknown lines alone", () => {
    const items = [line(), line({ ...pillow })];
    expect(withCorrections(items, [{ id: esim.id, price: 21.5, maxQuantity: null, problem: null }])).toEqual([
      line({ price: 21.5 }),
      line({ ...pillow }),
    ]);
  });

  it("gives back the same array when nothing moved (no needless write)", () => {
    const items = [line({ max_quantity: 4 })];
    expect(withCorrections(items, [{ id: esim.id, price: 19.99, maxQuantity: 4, problem: null }])).toBe(
      items,
    );
  });

  it("takes a lower limit, leaving the quantity for the customer to lower (the fix is offered)", () => {
    const items = [line({ quantity: 7, max_quantity: 10 })];
    const corrected = withCorrections(items, [{ id: esim.id, price: null, maxQuantity: 3, problem: null }]);
    expect(corrected).toEqual([line({ quantity: 7, max_quantity: 3 })]);
    expect(setQuantity(corrected, esim.id, 8)).toEqual([line({ quantity: 3, max_quantity: 3 })]);
  });
});

describe("the stock limit", () => {
  it("stops repeated adds at the line's limit", () => {
    let items = addItem([], { ...esim, max_quantity: 2 });
    items = addItem(items, { ...esim, max_quantity: 2 });
    items = addItem(items, { ...esim, max_quantity: 2 });
    expect(items).toEqual([line({ quantity: 2, max_quantity: 2 })]);
    expect(lineLimit(items[0]!)).toBe(2);
  });

  it("adds several units at once within the limit, and nothing when none is left", () => {
    expect(addItem([], { ...esim, max_quantity: 3 }, 5)).toEqual([line({ quantity: 3, max_quantity: 3 })]);
    expect(addItem([], { ...esim, max_quantity: 0 })).toEqual([]);
  });

  it("caps a quantity set in the drawer and a stored cart at the limit", () => {
    expect(setQuantity([line({ max_quantity: 4 })], esim.id, 9)).toEqual([
      line({ quantity: 4, max_quantity: 4 }),
    ]);
    const stored = serializeCart([line({ quantity: 8, max_quantity: 5 })]);
    expect(parseStoredCart(stored)).toEqual({ ok: true, items: [line({ quantity: 5, max_quantity: 5 })] });
  });
});
