import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../../../tests/helpers/raw-http.ts";
import { precompressedStatic } from "./precompressed.server.ts";

const SCRIPT = "export const answer = 42;\n".repeat(50);
const dir = mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
const outside = path.join(path.dirname(dir), `${path.basename(dir)}-outside.js`);
let server: http.Server;
let base: string;

beforeAll(async () => {
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets/app-1a2b.js"), SCRIPT);
  writeFileSync(path.join(dir, "assets/app-1a2b.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, "assets/app-1a2b.js.gz"), gzipSync(SCRIPT));
  // Only a gzip copy, and a file with no copy at all.
  writeFileSync(path.join(dir, "assets/style-9z.css"), "body{margin:0}");
  writeFileSync(path.join(dir, "assets/style-9z.css.gz"), gzipSync("body{margin:0}"));
  writeFileSync(path.join(dir, "assets/plain.svg"), "<svg/>");
  // Large enough to be still on its way when the reader leaves.
  writeFileSync(path.join(dir, "assets/big-7f.js"), "x");
  writeFileSync(path.join(dir, "assets/big-7f.js.br"), Buffer.alloc(8 * 1024 * 1024, 1));
  writeFileSync(outside, "not for the web");
  writeFileSync(`${outside}.br`, brotliCompressSync("not for the web"));
  const app = express();
  app.use(precompressedStatic(dir, { maxAge: "1y", immutable: true }), express.static(dir));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** node:http rather than fetch, which would decode the body and hide Content-Encoding's effect. */
function get(pathname: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
      http
        .request(`${base}${pathname}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject)
        .end();
    },
  );
}

describe("precompressedStatic", () => {
  it("sends the Brotli copy when the browser accepts it, with the script's type and immutable caching", async () => {
    const response = await get("/assets/app-1a2b.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it("sends gzip when Brotli is not accepted, or is refused by its weight", async () => {
    for (const accept of ["gzip, deflate", "br;q=0, gzip"]) {
      const response = await get("/assets/app-1a2b.js", accept);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
    }
  });

  it("follows the browser's preference between the copies there are", async () => {
    const response = await get("/assets/app-1a2b.js", "br;q=0.5, gzip;q=1");
    expect(response.headers["content-encoding"]).toBe("gzip");
    const anything = await get("/assets/app-1a2b.js", "*");
    expect(anything.headers["content-encoding"]).toBe("br");
    const css = await get("/assets/style-9z.css", "br");
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body.toString()).toBe("body{margin:0}");
  });

  it("falls back to the file itself, still saying the answer varies, when no copy is acceptable", async () => {
    for (const accept of [undefined, "", "identity", "deflate", "br;q=0, gzip;q=0", "*;q=0"]) {
      const response = await get("/assets/app-1a2b.js", accept);
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.toString()).toBe(SCRIPT);
    }
  });

  it("leaves files without copies to the static handler", async () => {
    const response = await get("/assets/plain.svg", "br, gzip");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toBe("<svg/>");
  });

  it("answers HEAD with the headers of the copy and no body", async () => {
    const response = await get("/assets/app-1a2b.js", "br", "HEAD");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.body.length).toBe(0);
  });

  it("never serves a file outside its directory, nor a copy asked for by name", async () => {
    const name = path.basename(outside);
    for (const target of [`/../${name}`, `/%2e%2e/${name}`, `/assets/..%2f..%2f${name}`]) {
      // Sent as written: fetch and node:http would resolve the dots before the server saw them.
      const response = await rawExchange(base, {
        path: target,
        headers: { "accept-encoding": "br", connection: "close" },
      });
      expect(response.status).toBe(404);
      expect(response.body).not.toContain("not for the web");
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
    // The .br file itself is a static file like any other, but never labelled as an encoding of something.
    const copy = await get("/assets/app-1a2b.js.br", "br");
    expect(copy.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps serving when a reader leaves in the middle of a file", async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    try {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          `${base}/assets/big-7f.js`,
          { headers: { "accept-encoding": "br" } },
          (response) => {
            expect(response.headers["content-encoding"]).toBe("br");
            response.once("data", () => {
              request.destroy();
              resolve();
            });
          },
        );
        request.on("error", (error) => {
          if ((error as NodeJS.ErrnoException).code !== "ECONNRESET") reject(error);
        });
      });
      // The server noticed the reader leave (express answers the abort on the next turn of the loop).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await get("/assets/app-1a2b.js", "br")).status).toBe(200);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
    }
  });
});
