import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../platform/i18n/i18n.ts";
import { Price } from "./price.tsx";

const render = (locale: "en" | "ar", element: ReturnType<typeof createElement>) =>
  renderToString(createElement(I18nextProvider, { i18n: createI18n(locale) }, element));

describe("Price", () => {
  it("shows dollars with Western digits in a left-to-right isolate, in both languages", () => {
    for (const locale of ["en", "ar"] as const) {
      expect(render(locale, createElement(Price, { cents: 123450 }))).toBe('<bdi dir="ltr">$1,234.50</bdi>');
    }
  });

  it("passes its class and data attributes on", () => {
    const data = { "data-price": true };
    const html = render("ar", createElement(Price, { cents: 3499, className: "font-bold", ...data }));
    expect(html).toBe('<bdi dir="ltr" class="font-bold" data-price="true">$34.99</bdi>');
  });
});
