// npm run bench:home — the HTML and client JavaScript of / (gzip) and the server's render time of / with a warm database.
// Starts the production server on a throwaway data directory; not a test.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildIfNeeded } from "./start.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 3499);
const base = `http://127.0.0.1:${port}`;

async function waitUntilReady(child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not become ready");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

buildIfNeeded();
const server = spawn(process.execPath, ["server.ts"], {
  cwd: root,
  stdio: "ignore",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-home-")),
    RATE_LIMIT: "off",
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  },
});
try {
  await waitUntilReady(server);
  for (const lng of ["en", "ar"] as const) {
    const html = await (await fetch(`${base}/?lng=${lng}`)).text();
    const page = Buffer.from(html);
    console.log(
      `HTML of /?lng=${lng}: ${(page.length / 1024).toFixed(1)} KB raw, ${(gzipSync(page, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
    );
    const scripts = new Set<string>();
    for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(match[1]!);
    for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g))
      scripts.add((match[1] ?? match[2])!);
    let raw = 0;
    let gzipped = 0;
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
      raw += body.length;
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `client JS for /?lng=${lng}: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzip (target ≤ 170 KB)`,
    );
  }
  for (let i = 0; i < 20; i++) await fetch(`${base}/`); // warm up
  for (const lng of ["en", "ar"] as const) {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      const response = await fetch(`${base}/?lng=${lng}`);
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `render / (${lng}, warm, 200 sequential requests): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
} finally {
  server.kill("SIGTERM");
}
