import { describe, expect, it } from "vitest";
import { TableCache } from "./table-cache.server.ts";

const cacheOf = (maxSize = 1e6, now?: () => number) =>
  new TableCache<string>({ maxSize, sizeOf: (value) => value.length, ttlMs: 60_000, now });
const bytes = (size: number) => "x".repeat(size);

describe("TableCache", () => {
  it("drops exactly the values made from a changed table", () => {
    const cache = cacheOf();
    cache.store("esim", "esim page", ["esim_plans", "site_settings"], cache.mark());
    cache.store("accessories", "accessory page", ["travel_accessories", "site_settings"], cache.mark());
    cache.tableChanged("esim_plans");
    expect(cache.get("esim")).toBeUndefined();
    expect(cache.get("accessories")).toBe("accessory page");
    cache.tableChanged("site_settings");
    expect(cache.get("accessories")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, size: 0 });
  });

  it("refuses a value whose making started before one of its tables changed", () => {
    const cache = cacheOf();
    const before = cache.mark();
    cache.tableChanged("travel_packages");
    expect(cache.store("packages", "old", ["travel_packages"], before)).toBe(false);
    expect(cache.get("packages")).toBeUndefined();
    // Another table's change does not matter, and a value made afterwards is kept.
    expect(cache.store("esim", "page", ["esim_plans"], before)).toBe(true);
    expect(cache.store("packages", "new", ["travel_packages"], cache.mark())).toBe(true);
  });

  it("forgets everything, and values being made, when changes may have been missed", () => {
    const cache = cacheOf();
    cache.store("a", "a", ["cms_pages"], cache.mark());
    const during = cache.mark();
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.store("b", "b", ["cms_posts"], during)).toBe(false);
  });

  it("expires a value after the safety TTL", () => {
    let now = 1_000;
    const cache = cacheOf(1e6, () => now);
    cache.store("a", "a", ["cms_pages"], cache.mark());
    now += 59_999;
    expect(cache.get("a")).toBe("a");
    now += 2;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it("evicts the least recently used values past its size, and never keeps one too large", () => {
    const cache = cacheOf(8 * 500);
    cache.store("a", bytes(500), ["cms_pages"], cache.mark());
    cache.store("b", bytes(500), ["cms_pages"], cache.mark());
    cache.get("a");
    for (let i = 0; i < 6; i++) cache.store(`filler-${i}`, bytes(500), ["cms_posts"], cache.mark());
    expect(cache.size.size).toBe(8 * 500);
    expect(cache.get("a")).toBeDefined();
    cache.store("one-more", bytes(500), ["cms_posts"], cache.mark());
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.store("huge", bytes(501), ["cms_pages"], cache.mark())).toBe(false);
  });

  it("lets callers wait for a value being made, and tells them what came of it", async () => {
    const cache = cacheOf();
    expect(cache.making("a")).toBeUndefined();
    const finish = cache.make("a");
    const waiting = cache.making("a");
    finish("made");
    finish(undefined);
    expect(await waiting).toBe("made");
    expect(cache.making("a")).toBeUndefined();
    const failed = cache.make("b");
    const waitingForFailure = cache.making("b");
    failed();
    expect(await waitingForFailure).toBeUndefined();
  });
});
