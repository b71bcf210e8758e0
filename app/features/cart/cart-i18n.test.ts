import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/cart.json" with { type: "json" };
import en from "../../locales/en/cart.json" with { type: "json" };
import { createI18n } from "../../platform/i18n/i18n.ts";

/** Flattened keys without their plural suffix. */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`],
  );
}

describe("cart translations", () => {
  it("has the same keys in English and Arabic", () => {
    expect([...new Set(keys(ar))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it("pluralises the cart button in English", () => {
    const { t } = createI18n("en");
    expect(t("cart:button", { count: 0 })).toBe("Cart, 0 items");
    expect(t("cart:button", { count: 1 })).toBe("Cart, 1 item");
    expect(t("cart:button", { count: 2 })).toBe("Cart, 2 items");
  });

  it("uses every Arabic plural form", () => {
    const { t } = createI18n("ar");
    expect(t("cart:button", { count: 0 })).toBe("سلة التسوق، لا توجد منتجات");
    expect(t("cart:button", { count: 1 })).toBe("سلة التسوق، منتج واحد");
    expect(t("cart:button", { count: 2 })).toBe("سلة التسوق، منتجان");
    expect(t("cart:button", { count: 3 })).toBe("سلة التسوق، 3 منتجات");
    expect(t("cart:button", { count: 10 })).toBe("سلة التسوق، 10 منتجات");
    expect(t("cart:button", { count: 11 })).toBe("سلة التسوق، 11 منتجًا");
    expect(t("cart:button", { count: 99 })).toBe("سلة التسوق، 99 منتجًا");
    expect(t("cart:button", { count: 100 })).toBe("سلة التسوق، 100 منتج");
    expect(t("cart:itemCount", { count: 2 })).toBe("منتجان");
    expect(t("cart:itemCount", { count: 102 })).toBe("102 منتج");
  });

  it("reads the start-up failure from the error catalogue", () => {
    expect(createI18n("en").t("errors:cart.failedToInitialize")).toBe(
      "Failed to initialize cart. Please refresh the page.",
    );
    expect(createI18n("ar").t("errors:cart.failedToInitialize")).not.toBe("cart.failedToInitialize");
  });
});
