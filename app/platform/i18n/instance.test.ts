import { describe, expect, it } from "vitest";
import { bundleFor } from "./i18n.ts";
import { createI18nInstance } from "./instance.ts";

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
