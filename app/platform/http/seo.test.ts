import { describe, expect, it } from "vitest";
import { seoMeta } from "./seo.ts";

const args = (locale: "en" | "ar") => ({
  location: { pathname: "/services" },
  matches: [
    { id: "root", loaderData: { locale, origin: "https://shop.example", chrome: { siteName: "Safar" } } },
  ],
});

describe("seoMeta", () => {
  it("gives a translated title, canonical URL of the language and hreflang alternates", () => {
    const tags = seoMeta(args("ar"), { title: "خدماتنا", description: "وصف" });
    expect(tags).toContainEqual({ title: "خدماتنا | Safar" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example/services?lng=ar",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: "https://shop.example/services?lng=en",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://shop.example/services",
    });
    expect(tags).toContainEqual({ property: "og:locale", content: "ar_AR" });
  });

  it("makes images absolute", () => {
    const tags = seoMeta(args("en"), { title: "T", description: "D", image: "/images/a.svg" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://shop.example/images/a.svg" });
  });
});
