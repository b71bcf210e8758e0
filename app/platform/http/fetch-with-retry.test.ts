import { describe, expect, it } from "vitest";
import { toErrorPayload } from "./errors.ts";
import { fetchWithRetry } from "./fetch-with-retry.ts";

/** A fetch that plays a script: each entry answers one call (a status, or an error thrown). */
function scripted(script: (number | Error | "hang")[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const step = script[calls.length - 1];
    if (step === undefined) throw new Error("unexpected extra call");
    if (step === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true });
      });
    }
    if (step instanceof Error) throw step;
    return new Response(JSON.stringify({ status: step }), { status: step });
  }) as typeof globalThis.fetch;
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  return { fetch, calls, sleeps, sleep };
}

const t = (key: string) => key;

describe("fetchWithRetry (spec §7)", () => {
  it("answers a success at once", async () => {
    const s = scripted([200]);
    const response = await fetchWithRetry("/x", { method: "POST", body: "a" }, s);
    expect(response.status).toBe(200);
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.init.method).toBe("POST");
    expect(s.calls[0]!.init.body).toBe("a");
    expect(s.sleeps).toEqual([]);
  });

  it("never retries a 4xx answer", async () => {
    for (const status of [400, 401, 404, 409, 429]) {
      const s = scripted([status]);
      expect((await fetchWithRetry("/x", {}, s)).status).toBe(status);
      expect(s.calls).toHaveLength(1);
    }
  });

  it("retries 5xx answers 3 times, 1 s apart, then gives the last answer", async () => {
    const s = scripted([500, 502, 503, 504]);
    const response = await fetchWithRetry("/x", {}, s);
    expect(response.status).toBe(504);
    expect(s.calls).toHaveLength(4);
    expect(s.sleeps).toEqual([1000, 1000, 1000]);
  });

  it("stops retrying as soon as an attempt succeeds", async () => {
    const s = scripted([503, new TypeError("fetch failed"), 201]);
    expect((await fetchWithRetry("/x", {}, s)).status).toBe(201);
    expect(s.calls).toHaveLength(3);
    expect(s.sleeps).toEqual([1000, 1000]);
  });

  it("rejects with the network error after 4 attempts", async () => {
    const s = scripted([0, 0, 0, 0].map(() => new TypeError("Failed to fetch")));
    const failure = await fetchWithRetry("/x", {}, s).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(s.calls).toHaveLength(4);
    expect(toErrorPayload(failure, t).code).toBe("API_NETWORK_ERROR");
  });

  it("times each attempt out and retries timeouts", async () => {
    const s = scripted(["hang", "hang", 200]);
    const response = await fetchWithRetry("/x", {}, { ...s, timeoutMs: 20 });
    expect(response.status).toBe(200);
    expect(s.calls).toHaveLength(3);
  });

  it("rejects with a TimeoutError when every attempt times out", async () => {
    const s = scripted(["hang", "hang"]);
    const failure = await fetchWithRetry("/x", {}, { ...s, timeoutMs: 10, retries: 1 }).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).name).toBe("TimeoutError");
    expect(toErrorPayload(failure, t).code).toBe("API_TIMEOUT");
    expect(s.calls).toHaveLength(2);
  });

  it("does not retry other errors or the caller's abort", async () => {
    const bug = scripted([new RangeError("bug")]);
    await expect(fetchWithRetry("/x", {}, bug)).rejects.toThrow("bug");
    expect(bug.calls).toHaveLength(1);

    const controller = new AbortController();
    const aborted = scripted(["hang", 200]);
    const pending = fetchWithRetry("/x", {}, { ...aborted, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(aborted.calls).toHaveLength(1);
  });

  it("waits 1 s between attempts by default and the wait ends when the caller aborts", async () => {
    const controller = new AbortController();
    const s = scripted([500, 200]);
    const started = Date.now();
    const pending = fetchWithRetry("/x", {}, { fetch: s.fetch, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(900);
    expect(s.calls).toHaveLength(1);

    const slow = scripted([500, 200]);
    const before = Date.now();
    expect((await fetchWithRetry("/x", {}, { fetch: slow.fetch })).status).toBe(200);
    expect(Date.now() - before).toBeGreaterThanOrEqual(990);
  });
});
