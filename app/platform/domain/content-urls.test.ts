import { describe, expect, it } from "vitest";
import { pageHref, postHref } from "./content-urls.ts";

describe("content URLs", () => {
  it("puts a page under its section and a post under /post, slugs encoded", () => {
    expect(pageHref("study", "malaysia-guide")).toBe("/study/malaysia-guide");
    expect(pageHref("faq", "a b/c")).toBe("/faq/a%20b%2Fc");
    expect(postHref("visa-tips")).toBe("/post/visa-tips");
  });

  it("sends the consultation pages' content to their own routes, where their forms are", () => {
    expect(pageHref("page", "education-malaysia")).toBe("/education-malaysia");
    expect(pageHref("page", "business-incorporation")).toBe("/business-incorporation");
    expect(pageHref("study", "education-malaysia")).toBe("/study/education-malaysia");
  });
});
