import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps paths of this site with their query and hash", () => {
    expect(safeRedirectPath("/profile", "/")).toBe("/profile");
    expect(safeRedirectPath("/esim-shop?q=turkey#plans", "/")).toBe("/esim-shop?q=turkey#plans");
    expect(safeRedirectPath("/a/../checkout", "/")).toBe("/checkout");
  });

  it.each([
    "/.//evil.example/phish",
    "/%2e//evil.example/",
    "/./../..//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "/\tevil",
    "/a\u0000b",
    "",
  ])("never leaves the site for %j", (value) => {
    const result = safeRedirectPath(value, "/");
    const landed = new URL(result, "http://shop.test");
    expect(landed.origin).toBe("http://shop.test");
    expect(result.startsWith("//")).toBe(false);
  });

  it("turns a path that normalises to two leading slashes into a path of this site", () => {
    expect(safeRedirectPath("/.//evil.example/phish", null)).toBe("/evil.example/phish");
  });

  it("answers the fallback for anything that is not a string path", () => {
    expect(safeRedirectPath(undefined, null)).toBeNull();
    expect(safeRedirectPath(42, "/")).toBe("/");
    expect(safeRedirectPath("https://evil.example/", null)).toBeNull();
  });
});

describe("safeRedirectPath: the cases of the former auth helper", () => {
  it("keeps same-site paths, trimmed", () => {
    expect(safeRedirectPath("  /profile  ", null)).toBe("/profile");
  });
  it.each([["\\\\evil.example"], ["/\n/evil.example"], ["/foo\\bar"]])("refuses %j", (value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });
  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null, null)).toBeNull();
    expect(safeRedirectPath(new File([], "x"), "/")).toBe("/");
  });
});
