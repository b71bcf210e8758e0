import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { type AppProcess, startApp } from "../helpers/app-processes.ts";
import { loadMessages, screenshots, text } from "./support.ts";
import { expect, test } from "./test.ts";

// What an operator watches and relies on, on a production process of its own (the embedded database): request
// ids in answers, log lines and error pages, /metrics, /readyz, and a shutdown that lets requests finish.
test.describe("operations", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  let dataDir: string;
  let app: AppProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "operations-"));
    app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: "", RATE_LIMIT: "off" });
  });

  test.afterAll(async () => {
    await app?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("every answer has a request id, and the lines logged for a request carry it", async () => {
    const email = `ops-${Date.now()}@example.com`;
    const up = await fetch(`${app.base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: app.base, "content-type": "application/json" },
      body: JSON.stringify({
        email,
        password: "Str0ng!pass",
        firstName: "Omar",
        lastName: "Ali",
        name: "Omar Ali",
      }),
    });
    expect(up.status).toBe(200);
    const id = up.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The confirmation mail is logged (no SMTP) by the job the sign-up queued, under the sign-up's id.
    await expect
      .poll(() =>
        app
          .output()
          .split("\n")
          .filter((line) => line.includes(email))
          .map((line) => (JSON.parse(line) as { requestId?: string }).requestId),
      )
      .toContain(id);
    const page = await fetch(`${app.base}/esim-shop`);
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers.get("x-request-id")).not.toBe(id);
  });

  test("/metrics counts by route pattern, the page cache's hits and the job queue; /readyz checks database, storage and queue", async () => {
    for (let i = 0; i < 3; i++) await fetch(`${app.base}/esim/turkey`);
    const metrics = await fetch(`${app.base}/metrics`);
    expect(metrics.status).toBe(200);
    const body = await metrics.text();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/esim\/:slug",status="200"\} \d+/,
    );
    expect(body).not.toContain('route="/esim/turkey"');
    expect(body).toMatch(/page_cache_requests_total\{result="hit"\} [1-9]/);
    expect(body).toMatch(/records_created_total|http_server_errors_total/);
    for (const queue of ["mail", "order-expiry"]) {
      expect(body).toMatch(new RegExp(`job_queue_jobs\\{queue="${queue}",state="failed"\\} 0`));
    }
    const ready = await fetch(`${app.base}/readyz`);
    expect(await ready.json()).toEqual({ status: "ready", database: "pglite" });
  });

  for (const lang of ["en", "ar"] as const) {
    test(`an error page shows the request's reference to quote (${lang})`, async ({ page }) => {
      const words = loadMessages(lang, "errors");
      const response = await page.goto(`${app.base}/no-such-page?lng=${lang}`);
      expect(response!.status()).toBe(404);
      const id = (await response!.allHeaders())["x-request-id"]!;
      const reference = page.locator("[data-request-reference]");
      await expect(reference).toHaveText(text(words, "reference", { id }));
      await expect(reference.locator("bdi")).toHaveText(id);
      await screenshots(page, "test-results/screens/operations", `not-found-${lang}`);
    });
  }

  test("on SIGTERM a request in flight completes, new connections are refused, and the process exits 0", async () => {
    const url = new URL(`${app.base}/api/checkout`);
    const body = JSON.stringify({ intent: "price", lines: [] });
    const request = http.request(url, {
      method: "POST",
      headers: {
        origin: app.base,
        "content-type": "application/json",
        accept: "application/json",
        "content-length": Buffer.byteLength(body),
      },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, text }));
      });
      request.on("error", reject);
    });
    // The headers and half the body now, the rest after the signal.
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = app.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${app.base}/readyz`)).rejects.toThrow();
    request.end(body.slice(10));
    const { status, text: json } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(json)).toMatchObject({ ok: true, intent: "price" });
    expect(await stopped).toBe(0);
    expect(app.output()).toContain("finishing requests in flight");
  });
});
