import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachedPageOf, inlineScriptHashes, pageCacheKey } from "./page-cache-http.server.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("pageCacheKey", () => {
  it("keys on the resolved language, the path and the query sorted, without campaign parameters", () => {
    const chrome = "Mozilla/5.0 Chrome/130.0";
    expect(pageCacheKey("/esim-shop?region=asia&q=tr&utm_source=x&fbclid=1", "en", chrome)).toBe(
      pageCacheKey("/esim-shop?q=tr&region=asia", "en", chrome),
    );
    expect(pageCacheKey("/esim-shop", "en", chrome)).not.toBe(pageCacheKey("/esim-shop", "ar", chrome));
    expect(pageCacheKey("/esim-shop?q=tr", "en", chrome)).not.toBe(
      pageCacheKey("/esim-shop?q=fr", "en", chrome),
    );
    expect(pageCacheKey("/esim-shop", "en", chrome)).not.toBe(pageCacheKey("/travel-packages", "en", chrome));
  });

  it("keeps Firefox's pages apart (its error screen words its advice for Firefox)", () => {
    expect(pageCacheKey("/", "en", "Mozilla/5.0 Firefox/133.0")).not.toBe(
      pageCacheKey("/", "en", "Mozilla/5.0 Chrome/130.0"),
    );
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text exactly, and no script loaded from a file", () => {
    const html =
      '<script>window.a=1</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="module">import "/assets/y.js";\n</script><script>window.a=1</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/assets/y.js";\n')]);
  });
});

describe("cachedPageOf", () => {
  it("removes the request's nonce, hashes the scripts and keeps br and gzip copies of the same bytes", async () => {
    const nonce = "Abc-_123def456ghi789jk0";
    const html = `<html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"></head><body>é ${"x".repeat(2000)}<script nonce="${nonce}">window.ctx={"nonce":"${nonce}"}</script></body></html>`;
    const page = await cachedPageOf(
      {
        status: 200,
        headers: new Headers({
          "content-type": "text/html; charset=utf-8",
          "set-cookie": "a=b",
          "content-security-policy": "script-src 'nonce-x'",
        }),
        body: Buffer.from(html),
      },
      nonce,
    );
    const text = page.identity.toString("utf8");
    expect(text).not.toContain(nonce);
    expect(text).not.toContain("nonce=");
    expect(page.scriptHashes).toEqual([sha('window.ctx={"nonce":""}')]);
    expect(brotliDecompressSync(page.br).equals(page.identity)).toBe(true);
    expect(gunzipSync(page.gzip).equals(page.identity)).toBe(true);
    expect(page.br.length).toBeLessThan(page.identity.length / 4);
    expect(page.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
    expect(page.etag).toMatch(/^W\/"[\w-]{22}"$/);
  });
});
