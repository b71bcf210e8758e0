import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { PricedLineRow } from "./checkout-summary.tsx";
import type { PricedLine } from "./order-types.ts";

const shortLine = (maxQuantity: number, quantity: number): PricedLine => ({
  id: "0b6f3c1e-8a39-4d2e-9f57-6a1c2d3e4f50",
  productType: "accessory",
  name: "Memory foam neck pillow",
  imageUrl: null,
  unitPriceCents: 2499,
  quantity,
  lineTotalCents: 2499 * quantity,
  travellers: null,
  browserPriceCents: null,
  priceChanged: false,
  problem: "insufficient_stock",
  stock: maxQuantity <= 5 ? "low" : "limited",
  maxQuantity,
});

function render(locale: Locale, line: PricedLine): string {
  const row = createElement(PricedLineRow, {
    line,
    item: undefined,
    disabled: false,
    onRemove: () => {},
    onQuantity: () => {},
  });
  return renderToString(createElement(I18nextProvider, { i18n: createI18n(locale) }, row));
}

describe.each(["en", "ar"] as const)("a line with too few units in stock (%s)", (locale) => {
  const t = createI18n(locale).t;
  const decode = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

  it("says how many may be ordered and offers exactly that (the product page's limit)", () => {
    const three = decode(render(locale, shortLine(3, 7)));
    expect(three).toContain(t("checkout:problems.insufficient_stock", { count: 3 }));
    expect(three).toContain(t("checkout:actions.setQuantity", { quantity: 3 }));

    const ten = decode(render(locale, shortLine(10, 70)));
    expect(ten).toContain(t("checkout:problems.insufficient_stock", { count: 10 }));
    expect(ten).toContain(t("checkout:actions.setQuantity", { quantity: 10 }));
    expect(ten).not.toContain(t("checkout:actions.setQuantity", { quantity: 3 }));
  });
});
