import { describe, expect, it } from "vitest";
import { foldArabic, likePattern } from "./text-search.ts";

describe("likePattern", () => {
  it("matches the text anywhere, with %, _ and the escape character taken literally", () => {
    expect(likePattern("neck pillow")).toBe("%neck pillow%");
    expect(likePattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});

describe("foldArabic", () => {
  it("folds the hamza forms of alef, alef maqsura and ta marbuta", () => {
    expect(foldArabic("الإمارات")).toBe("الامارات");
    expect(foldArabic("آسيا أفريقيا")).toBe("اسيا افريقيا");
    expect(foldArabic("ٱلقدس")).toBe("القدس");
    expect(foldArabic("مستشفى")).toBe("مستشفي");
    expect(foldArabic("مدينة على")).toBe("مدينه علي");
  });

  it("drops harakat, tanween, superscript alef and tatweel", () => {
    expect(foldArabic("سلطنة عُمان")).toBe("سلطنه عمان");
    expect(foldArabic("يومًا")).toBe("يوما");
    expect(foldArabic("هٰذا")).toBe("هذا");
    expect(foldArabic("جـــدة")).toBe("جده");
  });

  it("leaves other text as it is", () => {
    expect(foldArabic("Istanbul")).toBe("Istanbul");
    expect(foldArabic("إسطنبول 7 أيام")).toBe("اسطنبول 7 ايام");
  });
});
