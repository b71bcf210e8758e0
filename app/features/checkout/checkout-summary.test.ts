import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { PricedLineRow } from "./checkout-summary.tsx";
import type { PricedLine } from "./order-types.ts";

const shortLine = (stock: PricedLine["stock"], quantity: number): PricedLine => ({
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
  stock,
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

  it("tells the stock level and offers a quantity that level guarantees, within the unpaid cap", () => {
    const limited = decode(render(locale, shortLine("limited", 70)));
    expect(limited).toContain(t("checkout:problems.insufficient_stock.limited"));
    expect(limited).toContain(t("checkout:actions.setQuantity", { quantity: 6 }));

    const plenty = decode(render(locale, shortLine("in_stock", 70)));
    expect(plenty).toContain(t("checkout:problems.insufficient_stock.in_stock"));
    expect(plenty).toContain(t("checkout:actions.setQuantity", { quantity: 10 }));

    const low = decode(render(locale, shortLine("low", 3)));
    expect(low).toContain(t("checkout:problems.insufficient_stock.low"));
    expect(low).toContain(t("checkout:actions.setQuantity", { quantity: 1 }));
  });
});
