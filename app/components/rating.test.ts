import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../platform/i18n/i18n.ts";
import { Rating, shownStars, starsFill } from "./rating.tsx";

const render = (locale: "en" | "ar", rating: number, hideValue = false) =>
  renderToString(
    createElement(
      I18nextProvider,
      { i18n: createI18n(locale) },
      createElement(Rating, { rating, hideValue }),
    ),
  );

describe("shownStars", () => {
  it("rounds to the nearest half star, within five", () => {
    expect([4.6, 4.2, 4.8, 0.3, 3, 7, -1].map(shownStars)).toEqual([4.5, 4, 5, 0.5, 3, 5, 0]);
  });
});

describe("starsFill", () => {
  it("ends half way through a half star, and after the last whole one", () => {
    expect(starsFill(4.6)).toBe("5rem"); // four stars 1.125 rem apart, then half of the fifth
    expect(starsFill(3)).toBe("3.375rem");
    expect(starsFill(0.3)).toBe("0.5rem");
    expect(starsFill(0)).toBe("0rem");
  });
});

describe("Rating", () => {
  it("draws four and a half stars for 4.6 with a translated label and the figure", () => {
    const en = render("en", 4.6);
    expect(en).toContain("Rated 4.6 out of 5");
    expect(en).toContain('data-stars="4.5"');
    expect(en).toContain("--fill:5rem");
    expect(en).toMatch(/<bdi aria-hidden="true" dir="ltr"[^>]*>4.6<\/bdi>/);
    expect(render("ar", 4.6)).toContain("التقييم 4.6 من 5");
  });

  it("can leave the figure out", () => {
    expect(render("en", 5, true)).not.toContain("<bdi");
    expect(render("en", 5, true)).toContain("Rated 5.0 out of 5");
  });
});
