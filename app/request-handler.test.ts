import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../tests/helpers/raw-http.ts";
import { send, writeBody } from "./request-handler.ts";

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

describe("send", () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    // As React Router answers a loader's thrown `data(…, { status })`: the status with "Internal Server Error".
    app.get("/thrown/:status", async (req, res) => {
      const status = Number(req.params.status);
      await send(req, res, Response.json({ ok: false }, { status, statusText: "Internal Server Error" }));
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers with the status's own text, not the one React Router gave it", async () => {
    const texts: Record<number, string> = {
      400: "Bad Request",
      401: "Unauthorized",
      403: "Forbidden",
      404: "Not Found",
      405: "Method Not Allowed",
      500: "Internal Server Error",
    };
    for (const [status, text] of Object.entries(texts)) {
      const answer = await rawExchange(base, { path: `/thrown/${status}`, headers: { connection: "close" } });
      expect(answer.status).toBe(Number(status));
      expect(answer.statusText).toBe(text);
    }
  });
});
