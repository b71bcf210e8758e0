import { describe, expect, it } from "vitest";
import { bundleFor } from "./i18n.ts";
import { createI18nInstance, translatorFor } from "./instance.ts";

describe("one i18next instance per page bundle and language", () => {
  it("gives every request of a page the same bundle, holding only the page's namespaces", () => {
    const bundle = bundleFor("ar", ["common", "esim"]);
    expect(bundleFor("ar", ["common", "esim"])).toBe(bundle);
    expect(Object.keys(bundle)).toEqual(["common", "esim"]);
    expect(bundleFor("en", ["common", "esim"])).not.toBe(bundle);
    expect(bundleFor("ar", ["common"])).not.toBe(bundle);
  });

  it("reuses the instance made for a bundle and language, and translates in that language", () => {
    const bundle = bundleFor("ar", ["common"]);
    const instance = createI18nInstance("ar", bundle);
    expect(createI18nInstance("ar", bundle)).toBe(instance);
    expect(instance.language).toBe("ar");
    expect(instance.t("common:nav.shop")).toBe("المتجر");
    const english = createI18nInstance("en", bundleFor("en", ["common"]));
    expect(english).not.toBe(instance);
    expect(english.t("common:nav.shop")).toBe("Shop");
  });
});

describe("translatorFor", () => {
  it("is one function per instance and namespace, the same answers as i18next's own, options included", () => {
    const instance = createI18nInstance("ar", bundleFor("ar", ["common"]));
    const t = translatorFor(instance, "common");
    expect(translatorFor(instance, "common")).toBe(t);
    expect(translatorFor(instance, null)).not.toBe(t);
    const own = instance.getFixedT(null, "common");
    expect(t("nav.shop")).toBe(own("nav.shop"));
    expect(t("nav.shop")).toBe("المتجر");
    expect(t("common:nav.shop" as never)).toBe("المتجر");
    expect(t(["no.such.key", "nav.shop"] as never)).toBe("المتجر");
    const english = translatorFor(createI18nInstance("en", bundleFor("en", ["common"])), "common");
    expect(english("footer.copyright", { year: 2026, siteName: "Rihla" })).toBe(
      "© 2026 Rihla. All rights reserved.",
    );
    expect(english("footer.copyright", { year: 2027, siteName: "Rihla" })).toContain("2027");
  });
});
