import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { postHasAction } from "./action-target.ts";

const route = (id: string, parentId: string | undefined, extra: object, action?: () => null) => ({
  id,
  parentId,
  ...extra,
  module: action ? { action } : {},
});

/** The shape of the app's routes: root → storefront layout → pages, one with an action. */
const build = {
  routes: {
    root: route("root", undefined, { path: "" }),
    storefront: route("storefront", "root", {}),
    home: route("home", "storefront", { index: true }),
    search: route("search", "storefront", { path: "search" }),
    newsletter: route("newsletter", "storefront", { path: "newsletter" }, () => null),
    package: route("package", "storefront", { path: "packages/:slug" }, () => null),
    missing: route("missing", "storefront", { path: "*" }),
  },
} as unknown as ServerBuild;

const posts = (path: string) => postHasAction(build, new URL(path, "http://shop.test"));

describe("which POSTs reach an action", () => {
  it("finds the action of the page posted to, by document or single-fetch URL", () => {
    expect(posts("/newsletter")).toBe(true);
    expect(posts("/newsletter.data")).toBe(true);
    expect(posts("/packages/istanbul")).toBe(true);
  });

  it("refuses pages without an action, unknown paths and the index without ?index", () => {
    expect(posts("/search")).toBe(false);
    expect(posts("/search.data")).toBe(false);
    expect(posts("/no/such/page")).toBe(false);
    expect(posts("/")).toBe(false);
    expect(posts("/_.data")).toBe(false);
    expect(posts("/?index")).toBe(false);
  });
});
