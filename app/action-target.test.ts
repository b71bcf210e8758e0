import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { isActionOnly, MATCH_MEMO_SIZE, postHasAction } from "./action-target.ts";

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

const actionOnlyBuild = {
  routes: {
    ...build.routes,
    upload: route("upload", "storefront", { path: "applications/upload" }, () => null),
    checkout: {
      ...route("checkout", "storefront", { path: "api/checkout" }, () => null),
      module: { action: () => null, loader: () => null },
    },
    newsletterPage: {
      ...route("newsletterPage", "storefront", { path: "subscribe" }, () => null),
      module: { action: () => null, default: () => null },
    },
  },
} as unknown as ServerBuild;

const actionOnly = (path: string) => isActionOnly(actionOnlyBuild, new URL(path, "http://shop.test"));

describe("which GETs reach a route that only has an action", () => {
  it("finds the route with an action and neither a loader nor a screen, by its document URL", () => {
    expect(actionOnly("/applications/upload")).toBe(true);
    expect(actionOnly("/applications/upload?kind=visa")).toBe(true);
  });

  it("leaves routes with a loader or a screen, pages without an action, unknown paths and single fetches", () => {
    expect(actionOnly("/api/checkout")).toBe(false);
    expect(actionOnly("/subscribe")).toBe(false);
    expect(actionOnly("/search")).toBe(false);
    expect(actionOnly("/")).toBe(false);
    expect(actionOnly("/no/such/page")).toBe(false);
    expect(actionOnly("/applications/upload.data")).toBe(false);
  });
});

describe("the memo of matched routes", () => {
  it("answers for each build's own routes, the same path included", () => {
    expect(posts("/applications/upload")).toBe(false);
    expect(actionOnly("/applications/upload")).toBe(true);
    expect(postHasAction(actionOnlyBuild, new URL("/applications/upload", "http://shop.test"))).toBe(true);
  });

  it("stays right past its bound, while ever new paths are asked for", () => {
    for (let i = 0; i < MATCH_MEMO_SIZE + 50; i++) expect(posts(`/no/such/page-${i}`)).toBe(false);
    expect(posts("/newsletter")).toBe(true);
    expect(posts("/search")).toBe(false);
    expect(posts("/packages/istanbul")).toBe(true);
  });
});
