import { describe, expect, it } from "vitest";
import { createSharedReads, sharedRead } from "./shared-reads.server.ts";

describe("sharedRead", () => {
  it("reads once for every caller until one of the read's tables changes", async () => {
    const reads = createSharedReads();
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    const together = await Promise.all(
      Array.from({ length: 5 }, () => sharedRead(reads, "home:en", ["travel_packages"], load)),
    );
    expect(together.map((value) => value.loads)).toEqual([1, 1, 1, 1, 1]);
    expect((await sharedRead(reads, "home:ar", ["travel_packages"], load)).loads).toBe(2);
    reads.tableChanged("esim_plans");
    expect((await sharedRead(reads, "home:en", ["travel_packages"], load)).loads).toBe(1);
    reads.tableChanged("travel_packages");
    expect((await sharedRead(reads, "home:en", ["travel_packages"], load)).loads).toBe(3);
  });

  it("keeps no failure, and reads every time without a cache", async () => {
    const reads = createSharedReads();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error("database gone");
    };
    await expect(sharedRead(reads, "k", ["cms_pages"], failing)).rejects.toThrow("database gone");
    await expect(sharedRead(reads, "k", ["cms_pages"], failing)).rejects.toThrow("database gone");
    expect(calls).toBe(2);
    let uncached = 0;
    await sharedRead(null, "k", ["cms_pages"], async () => ++uncached);
    await sharedRead(null, "k", ["cms_pages"], async () => ++uncached);
    expect(uncached).toBe(2);
  });
});
