import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferScripts, deferScriptsStream } from "./after-paint.server.ts";

const PAGE =
  '<html><head><link rel="preload" as="font" href="/a.woff2"/><link rel="preload" as="fetch" href="/c.json" data-translations="ar/common"/>' +
  '<link rel="modulepreload" href="/e.js" nonce="n1"/><link rel="stylesheet" href="/s.css"/></head><body><p>مرحبا &lt;link rel=&quot;modulepreload&quot;</p>' +
  '<script nonce="n1">window.x=1</script><script nonce="n1" type="module" async="">import "/e.js";</script></body></html>';

const DEFERRED =
  '<html><head><link rel="preload" as="font" href="/a.woff2"/><link rel="after-paint:preload" as="fetch" href="/c.json" data-translations="ar/common"/>' +
  '<link rel="after-paint:modulepreload" href="/e.js" nonce="n1"/><link rel="stylesheet" href="/s.css"/></head><body><p>مرحبا &lt;link rel=&quot;modulepreload&quot;</p>' +
  '<script nonce="n1">window.x=1</script><script nonce="n1" type="after-paint:module" async="">import "/e.js";</script></body></html>';

describe("scripts after the first paint", () => {
  it("makes the script preloads and the module script inert, and leaves fonts, styles, text and classic scripts", () => {
    expect(deferScripts(PAGE)).toBe(DEFERRED);
    expect(deferScripts('<script type="module">1</script>')).toBe(
      '<script type="after-paint:module">1</script>',
    );
  });

  it("gives the same page however the stream is cut, inside a tag or inside a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (const size of [1, 2, 3, 7, 16, 61, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(chunks).pipe(deferScriptsStream()));
      expect(out, `chunks of ${size} bytes`).toBe(DEFERRED);
    }
  });
});
