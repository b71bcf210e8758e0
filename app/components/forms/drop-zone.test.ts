import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { DOCUMENT_RULES } from "../../platform/validation.ts";
import { DropZone } from "./drop-zone.tsx";

const render = (locale: Locale, props: Partial<Parameters<typeof DropZone>[0]> = {}) =>
  renderToString(
    h(
      I18nextProvider,
      { i18n: createI18n(locale) },
      h(DropZone, {
        name: "passport",
        label: locale === "ar" ? "نسخة جواز السفر" : "Passport copy",
        rule: DOCUMENT_RULES.passport_copy,
        uploadUrl: "/upload",
        ...props,
      }),
    ),
  );

describe("DropZone before hydration (and without JavaScript)", () => {
  it("is a plain, labelled file input of the form, with the rule's types and limit as its hint", () => {
    const html = render("en", { id: "passport", errors: ["Please upload all required documents"] });
    expect(html).toContain('<label id="passport-label" for="passport"');
    expect(html).toMatch(
      /<input id="passport" type="file" accept="\.jpg,\.jpeg,\.pdf,image\/jpeg,application\/pdf"/,
    );
    expect(html).toContain('name="passport"');
    expect(html).toContain('aria-describedby="passport-hint passport-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("JPG, PDF · up to 5 MB");
    expect(html).toContain("Please upload all required documents");
    expect(html).not.toContain("Drag and drop");
  });

  it("says it in Arabic", () => {
    const html = render("ar", { multiple: true });
    expect(html).toContain("JPG, PDF · بحد أقصى 5 ميغابايت");
    expect(html).toContain("multiple");
  });
});
