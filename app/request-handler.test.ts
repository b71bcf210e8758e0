import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBody } from "./request-handler.ts";

const CHUNK = 64 * 1024;
const CHUNKS = 160;
const payload = randomBytes(CHUNK * CHUNKS);

describe("writeBody", () => {
  let server: http.Server;
  let base: string;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

  beforeAll(async () => {
    process.on("warning", onWarning);
    const app = express();
    app.use(compression());
    app.get("/download", async (_req, res) => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === CHUNKS) return controller.close();
          controller.enqueue(payload.subarray(sent * CHUNK, (sent + 1) * CHUNK));
          sent++;
        },
      });
      res.setHeader("Content-Type", "text/csv");
      await writeBody(body, res).catch(() => {});
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    process.off("warning", onWarning);
    await new Promise((resolve) => server.close(resolve));
  });

  it("streams a long compressed body to a slow reader whole, without piling up drain listeners", async () => {
    const received = await new Promise<Buffer>((resolve, reject) => {
      http.get(`${base}/download`, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const parts: Buffer[] = [];
        // A slow reader: the server's writes fill up and wait for "drain" again and again.
        response.on("data", (part: Buffer) => {
          parts.push(part);
          response.pause();
          setTimeout(() => response.resume(), 1);
        });
        response.on("end", () => resolve(Buffer.concat(parts)));
        response.on("error", reject);
      });
    });
    expect(gunzipSync(received).equals(payload)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings.filter((w) => w.includes("MaxListenersExceeded"))).toEqual([]);
  });
});
