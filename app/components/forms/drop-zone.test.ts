import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { DOCUMENT_RULES } from "../../platform/domain/validation.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
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

describe("DropZone with files stored before (a saved draft's documents)", () => {
  const initialFiles = [
    {
      id: "d1",
      name: "portrait.jpg",
      size: 4880,
      contentType: "image/jpeg",
      url: "/files/applications/u/T/a-portrait.jpg",
    },
    {
      id: "d2",
      name: "passport.pdf",
      size: 2_500_000,
      contentType: "application/pdf",
      url: "/files/applications/u/T/b-passport.pdf",
    },
  ];

  it("lists them as uploaded, an image with its preview, each a link for its owner", () => {
    const html = render("en", { multiple: true, initialFiles });
    expect(html).toContain('data-stored-file="d1"');
    expect(html).toContain('<img src="/files/applications/u/T/a-portrait.jpg"');
    expect(html).toContain('href="/files/applications/u/T/b-passport.pdf"');
    expect(html).not.toContain('<img src="/files/applications/u/T/b-passport.pdf"');
    expect(html).toContain("5 KB");
    expect(html).toContain("2.4 MB");
    expect(html.match(/Uploaded/g)).toHaveLength(2);
  });

  it("removes one without JavaScript through a button of the separate removal form, never the zone's own form", () => {
    const html = render("en", { initialFiles, removeForm: "remove-docs" });
    const button = html.match(/<button[^>]*value="d1"[^>]*>/)?.[0] ?? "";
    expect(button).toContain('type="submit" form="remove-docs"');
    expect(button).toContain('name="documentId"');
    expect(button).toContain('aria-label="Remove portrait.jpg"');
    expect(render("en", { initialFiles, removeForm: "remove-docs", removeName: "doc" })).toMatch(
      /value="d2"[^>]*name="doc"/,
    );
    // Without a removal form there is nothing that could not work.
    expect(render("en", { initialFiles })).not.toContain("Remove portrait.jpg");
  });

  it("says it in Arabic", () => {
    const html = render("ar", { initialFiles, removeForm: "remove-docs" });
    expect(html).toContain("إزالة portrait.jpg");
  });
});
