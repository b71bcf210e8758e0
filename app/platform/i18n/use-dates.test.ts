import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.ts";
import { useDates } from "./use-dates.ts";

function Moment({ iso }: { iso: string }) {
  const dates = useDates();
  return createElement(
    "p",
    null,
    `${dates.dateTime(iso)} | ${dates.compactDateTime(iso)} | ${dates.long("2025-06-01")}`,
  );
}

describe("useDates in the server's HTML", () => {
  it.each([
    ["en", "June 1, 2025 at 22:05 UTC | 2025-06-01 22:05 UTC | June 1, 2025"],
    ["ar", "1 يونيو 2025 في 22:05 UTC | 2025-06-01 22:05 UTC | 1 يونيو 2025"],
  ] as const)("writes UTC and says so, in the page's language (%s)", (locale, expected) => {
    const html = renderToString(
      createElement(
        I18nextProvider,
        { i18n: createI18n(locale) },
        createElement(Moment, { iso: "2025-06-01T22:05:00Z" }),
      ),
    );
    expect(html).toContain(expected);
  });
});
