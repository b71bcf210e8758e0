import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  contrastWithWhite,
  DEFAULT_PRIMARY_COLOR,
  formatRatio,
  isReadableBrandColor,
  relativeLuminance,
} from "./appearance.ts";

describe("the primary colour's contrast (WCAG 2)", () => {
  it("computes relative luminance and contrast as WCAG defines them", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 6);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 6);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 6);
    // The well-known threshold greys: #767676 just passes 4.5:1 on white, #777777 just fails.
    expect(contrastWithWhite("#767676")).toBeCloseTo(4.54, 2);
    expect(contrastWithWhite("#777777")).toBeCloseTo(4.48, 2);
  });

  it("accepts the default colour and darker ones, refuses light ones", () => {
    expect(isReadableBrandColor(DEFAULT_PRIMARY_COLOR)).toBe(true);
    expect(isReadableBrandColor("#1D4ED8")).toBe(true);
    expect(isReadableBrandColor("#767676")).toBe(true);
    expect(isReadableBrandColor("#777777")).toBe(false);
    expect(isReadableBrandColor("#0d9488")).toBe(false);
    expect(isReadableBrandColor("#ffcc00")).toBe(false);
    expect(isReadableBrandColor("0f766e")).toBe(false);
  });

  it("shows a ratio rounded down, so a failing colour never reads as 4.5:1", () => {
    expect(formatRatio(4.4999)).toBe("4.49");
    expect(formatRatio(contrastWithWhite("#0d9488"))).toBe("3.74");
    expect(formatRatio(21)).toBe("21.00");
  });
});
