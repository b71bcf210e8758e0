import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgeErrors } from "../http/edge.server.ts";
import { createLogger } from "./logger.server.ts";
import { countCreated, httpMetrics, metricsEndpoint } from "./metrics.server.ts";
import { REQUEST_ID_HEADER, requestIds, setRoutePattern } from "./request-context.server.ts";

// What operations read: an id on every answer and log line of a request, the error page's reference, and
// /metrics with bounded labels behind its token or loopback.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", false, {
  write: (line: string) => {
    lines.push(JSON.parse(line));
  },
});

function appWith(options: { trustForwarded: boolean; token?: string }) {
  const app = express();
  app.use(requestIds({ trustForwarded: options.trustForwarded }));
  app.use(httpMetrics());
  app.use((req, res, next) => {
    res.locals.locale = req.headers["accept-language"]?.startsWith("ar") ? "ar" : "en";
    next();
  });
  app.get("/metrics", metricsEndpoint(options.token));
  app.get("/things/:id", async (req, res) => {
    setRoutePattern("/things/:id");
    logger.info({ thing: req.params.id }, "before");
    await sleep(Number(req.query.wait ?? 0));
    logger.info({ thing: req.params.id }, "after");
    res.json({ ok: true });
  });
  app.get("/boom", () => {
    throw new Error("kaput");
  });
  app.use(edgeErrors(logger));
  return app;
}

async function listen(app: express.Express): Promise<{ base: string; server: http.Server }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let open: http.Server[] = [];
let base: string;
let trusting: string;
let guarded: string;

beforeAll(async () => {
  const plain = await listen(appWith({ trustForwarded: false }));
  const proxied = await listen(appWith({ trustForwarded: true }));
  const withToken = await listen(appWith({ trustForwarded: false, token: "a-token-of-enough-length" }));
  open = [plain.server, proxied.server, withToken.server];
  base = plain.base;
  trusting = proxied.base;
  guarded = withToken.base;
});

afterAll(async () => {
  for (const server of open) await new Promise((resolve) => server.close(resolve));
});

describe("request ids", () => {
  it("puts the request's own id on its answer and on every line it logs, also when requests overlap", async () => {
    lines.length = 0;
    const [slow, quick] = await Promise.all([
      fetch(`${base}/things/slow?wait=60`),
      sleep(10).then(() => fetch(`${base}/things/quick`)),
    ]);
    const slowId = slow.headers.get(REQUEST_ID_HEADER)!;
    const quickId = quick.headers.get(REQUEST_ID_HEADER)!;
    expect(slowId).toMatch(UUID);
    expect(quickId).toMatch(UUID);
    expect(slowId).not.toBe(quickId);
    expect(slow.headers.get("server-timing")).toBe(`request;desc="${slowId}"`);
    const byThing = (thing: string) =>
      lines.filter((line) => line.thing === thing).map((line) => line.requestId);
    expect(byThing("slow")).toEqual([slowId, slowId]);
    expect(byThing("quick")).toEqual([quickId, quickId]);
    // Outside a request: no id.
    logger.info("idle");
    expect(lines.at(-1)).not.toHaveProperty("requestId");
  });

  it("keeps a proxy's id only when the proxy is trusted, and only when it looks like an id", async () => {
    const forwarded = { [REQUEST_ID_HEADER]: "edge-4f2c9a1b77" };
    expect((await fetch(`${trusting}/things/a`, { headers: forwarded })).headers.get(REQUEST_ID_HEADER)).toBe(
      "edge-4f2c9a1b77",
    );
    expect((await fetch(`${base}/things/a`, { headers: forwarded })).headers.get(REQUEST_ID_HEADER)).toMatch(
      UUID,
    );
    const forged = { [REQUEST_ID_HEADER]: 'x"><script>' };
    expect((await fetch(`${trusting}/things/a`, { headers: forged })).headers.get(REQUEST_ID_HEADER)).toMatch(
      UUID,
    );
  });

  it("shows the id on the error page in the visitor's language and logs the failure under it", async () => {
    lines.length = 0;
    for (const [language, words] of [
      ["en", "Reference for our support team: "],
      ["ar", "الرقم المرجعي لفريق الدعم: "],
    ] as const) {
      const response = await fetch(`${base}/boom`, {
        headers: { accept: "text/html", "accept-language": language },
      });
      expect(response.status).toBe(500);
      const id = response.headers.get(REQUEST_ID_HEADER)!;
      expect(await response.text()).toContain(`${words}<bdi dir="ltr">${id}</bdi>`);
      expect(lines.at(-1)).toMatchObject({ requestId: id, msg: "request failed" });
    }
  });
});

describe("/metrics", () => {
  it("answers loopback clients without a token, never a forwarded request", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    expect((await fetch(`${base}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(
      403,
    );
  });

  it("with METRICS_TOKEN, answers only its bearer", async () => {
    expect((await fetch(`${guarded}/metrics`)).status).toBe(401);
    const wrong = { authorization: "Bearer a-token-of-enough-lengtX" };
    expect((await fetch(`${guarded}/metrics`, { headers: wrong })).status).toBe(401);
    const right = { authorization: "Bearer a-token-of-enough-length" };
    expect((await fetch(`${guarded}/metrics`, { headers: right })).status).toBe(200);
  });

  it("counts latency per route pattern (never the raw path), 5xx answers and created records", async () => {
    for (const id of ["1", "2", "3"]) await fetch(`${base}/things/${id}`);
    await fetch(`${base}/boom`);
    await fetch(`${base}/no/such/path`);
    countCreated("order");
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/things\/:id",status="200"\} \d+/,
    );
    expect(text).not.toContain("/things/1");
    expect(text).not.toContain("/no/such/path");
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="other",status="404"\}/);
    expect(text).toMatch(/http_server_errors_total\{method="GET",route="other"\} [1-9]/);
    expect(text).toMatch(/records_created_total\{kind="order"\} [1-9]/);
    expect(text).toContain("process_cpu_seconds_total");
  });
});
