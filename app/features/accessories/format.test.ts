import { describe, expect, it } from "vitest";
import { maxOrderQuantity } from "../../platform/domain/stock-levels.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import { parseAccessoryListParams } from "./accessory-list-query.ts";
import { accessoryJsonLd, warrantyParts, weightParts } from "./format.ts";

describe("weight", () => {
  it.each([
    [12, { unit: "g", value: "12" }],
    [450, { unit: "g", value: "450" }],
    [999, { unit: "g", value: "999" }],
    [1000, { unit: "kg", value: "1" }],
    [1200, { unit: "kg", value: "1.2" }],
    [2900, { unit: "kg", value: "2.9" }],
    [1234, { unit: "kg", value: "1.23" }],
  ] as const)("%i g → %o", (grams, parts) => {
    expect(weightParts(grams)).toEqual(parts);
  });

  it("reads naturally in both languages", () => {
    const en = createI18n("en").t;
    const ar = createI18n("ar").t;
    expect(en("accessories:units.grams", { value: "450" })).toBe("450 g");
    expect(en("accessories:units.kilograms", { value: "1.2" })).toBe("1.2 kg");
    expect(ar("accessories:units.grams", { value: "450" })).toBe("450 غ");
    expect(ar("accessories:units.kilograms", { value: "1.2" })).toBe("1.2 كغ");
  });
});

describe("warranty", () => {
  it("counts whole years, else months", () => {
    expect(warrantyParts(12)).toEqual({ unit: "years", count: 1 });
    expect(warrantyParts(36)).toEqual({ unit: "years", count: 3 });
    expect(warrantyParts(6)).toEqual({ unit: "months", count: 6 });
    expect(warrantyParts(18)).toEqual({ unit: "months", count: 18 });
  });

  it("says it in English and in Arabic with the right plural forms", () => {
    const en = createI18n("en").t;
    const ar = createI18n("ar").t;
    expect(en("accessories:warranty.years", { count: 1 })).toBe("1 year warranty");
    expect(en("accessories:warranty.years", { count: 2 })).toBe("2 years warranty");
    expect(ar("accessories:warranty.years", { count: 1 })).toBe("ضمان لمدة سنة واحدة");
    expect(ar("accessories:warranty.years", { count: 2 })).toBe("ضمان لمدة سنتين");
    expect(ar("accessories:warranty.years", { count: 3 })).toBe("ضمان لمدة 3 سنوات");
    expect(ar("accessories:warranty.months", { count: 18 })).toBe("ضمان لمدة 18 شهرًا");
  });
});

describe("quantity bound", () => {
  it("is 1..min(stock, 10), nothing when out of stock", () => {
    expect(maxOrderQuantity(0)).toBe(0);
    expect(maxOrderQuantity(-3)).toBe(0);
    expect(maxOrderQuantity(2)).toBe(2);
    expect(maxOrderQuantity(10)).toBe(10);
    expect(maxOrderQuantity(64)).toBe(10);
  });
});

describe("list parameters", () => {
  it("keeps known values and trims the search", () => {
    const params = new URLSearchParams("q=%20pillow%20&category=health&sort=price_desc&page=2");
    expect(parseAccessoryListParams(params, "ar")).toEqual({
      q: "pillow",
      category: "health",
      sort: "price_desc",
      page: 2,
      locale: "ar",
    });
  });

  it("falls back to the defaults for unknown values", () => {
    const params = new URLSearchParams("q=%20%20&category=food';drop&sort=rating&page=-4");
    expect(parseAccessoryListParams(params, "en")).toEqual({
      q: "",
      category: "all",
      sort: "name",
      page: 1,
      locale: "en",
    });
  });
});

describe("structured data", () => {
  const accessory = {
    slug: "voltra-20000mah-power-bank",
    name: "20,000 mAh Power Bank",
    description: "Charges a phone four to five times.",
    brand: "Voltra",
    priceCents: 4490,
    stock: 2,
    images: ["/images/accessories/voltra-20000mah-power-bank.svg"],
  };
  const page = {
    origin: "https://shop.example",
    url: "https://shop.example/accessories/voltra-20000mah-power-bank",
  };

  it("is a Product with its brand and a USD Offer", () => {
    expect(accessoryJsonLd(accessory, page)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: accessory.name,
      description: accessory.description,
      sku: accessory.slug,
      image: ["https://shop.example/images/accessories/voltra-20000mah-power-bank.svg"],
      brand: { "@type": "Brand", name: "Voltra" },
      offers: {
        "@type": "Offer",
        url: page.url,
        price: "44.90",
        priceCurrency: "USD",
        availability: "https://schema.org/LimitedAvailability",
        itemCondition: "https://schema.org/NewCondition",
      },
    });
  });

  it("says out of stock and in stock", () => {
    const offer = (stock: number) =>
      accessoryJsonLd({ ...accessory, stock }, page).offers as { availability: string };
    expect(offer(0).availability).toBe("https://schema.org/OutOfStock");
    expect(offer(50).availability).toBe("https://schema.org/InStock");
  });
});
