import { describe, expect, it } from "vitest";
import type { CachedPage } from "./page-cache.server.ts";
import { PageCache } from "./page-cache.server.ts";

function page(tables: string[], size = 100): CachedPage {
  return {
    status: 200,
    headers: [["content-type", "text/html"]],
    identity: Buffer.alloc(size),
    br: Buffer.alloc(0),
    gzip: Buffer.alloc(0),
    etag: 'W/"x"',
    scriptHashes: [],
    tables,
  };
}

describe("PageCache", () => {
  it("drops exactly the pages that read a changed table", () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlMs: 60_000 });
    cache.store("esim", page(["esim_plans", "site_settings"]), cache.mark());
    cache.store("accessories", page(["travel_accessories", "site_settings"]), cache.mark());
    cache.tableChanged("esim_plans");
    expect(cache.get("esim")).toBeUndefined();
    expect(cache.get("accessories")).toBeDefined();
    cache.tableChanged("site_settings");
    expect(cache.get("accessories")).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("refuses a page whose render started before one of its tables changed", () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlMs: 60_000 });
    const before = cache.mark();
    cache.tableChanged("travel_packages");
    expect(cache.store("packages", page(["travel_packages"]), before)).toBe(false);
    expect(cache.get("packages")).toBeUndefined();
    // Another table's change does not matter, and a render started afterwards is kept.
    expect(cache.store("esim", page(["esim_plans"]), before)).toBe(true);
    expect(cache.store("packages", page(["travel_packages"]), cache.mark())).toBe(true);
  });

  it("forgets everything, and renders under way, when changes may have been missed", () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlMs: 60_000 });
    cache.store("a", page(["cms_pages"]), cache.mark());
    const during = cache.mark();
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.store("b", page(["cms_posts"]), during)).toBe(false);
  });

  it("expires a page after the safety TTL", () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1e6, ttlMs: 60_000, now: () => now });
    cache.store("a", page(["cms_pages"]), cache.mark());
    now += 59_999;
    expect(cache.get("a")).toBeDefined();
    now += 2;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size.pages).toBe(0);
  });

  it("evicts the least recently used pages past its size, and never keeps one too large", () => {
    const cache = new PageCache({ maxBytes: 8 * 1024, ttlMs: 60_000 });
    cache.store("a", page(["cms_pages"], 500), cache.mark());
    cache.store("b", page(["cms_pages"], 500), cache.mark());
    cache.get("a");
    for (let i = 0; i < 10; i++) cache.store(`filler-${i}`, page(["cms_posts"], 500), cache.mark());
    expect(cache.size.bytes).toBeLessThanOrEqual(8 * 1024);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("filler-9")).toBeDefined();
    expect(cache.store("huge", page(["cms_pages"], 2 * 1024), cache.mark())).toBe(false);
  });

  it("lets requests wait for a render under way, and tells them what came of it", async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlMs: 60_000 });
    expect(cache.rendering("a")).toBeUndefined();
    const finish = cache.render("a");
    const waiting = cache.rendering("a");
    const stored = page(["cms_pages"]);
    finish(stored);
    finish(undefined);
    expect(await waiting).toBe(stored);
    expect(cache.rendering("a")).toBeUndefined();
    const failed = cache.render("b");
    const waitingForFailure = cache.rendering("b");
    failed();
    expect(await waitingForFailure).toBeUndefined();
  });
});
