import { describe, expect, it } from "vitest";
import { pageHref, postHref } from "./content-urls.ts";

describe("content URLs", () => {
  it("puts a page under its section and a post under /post, slugs encoded", () => {
    expect(pageHref("study", "malaysia-guide")).toBe("/study/malaysia-guide");
    expect(pageHref("faq", "a b/c")).toBe("/faq/a%20b%2Fc");
    expect(postHref("visa-tips")).toBe("/post/visa-tips");
  });
});
