// npm run bench:home — the HTML and client JavaScript of / (gzip) and the server's render time of / with a warm database.
// Starts the production server on a throwaway data directory; not a test.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type BenchServer, percentile, startServer, timeRuns } from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const port = Number(process.env.BENCH_PORT ?? 3499);

buildIfNeeded();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-home-"));
let server: BenchServer | undefined;
try {
  server = await startServer({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL }, { port });
  const { base } = server;
  for (const lng of ["en", "ar"] as const) {
    const html = await (await fetch(`${base}/?lng=${lng}`)).text();
    const page = Buffer.from(html);
    console.log(
      `HTML of /?lng=${lng}: ${(page.length / 1024).toFixed(1)} KB raw, ${(gzipSync(page, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
    );
    const scripts = new Set<string>();
    // The preloads are inert in the HTML until the first paint (`after-paint:modulepreload`).
    for (const match of html.matchAll(/<link rel="(?:after-paint:)?modulepreload" href="([^"]+)"/g))
      scripts.add(match[1]!);
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
      `client JS for /?lng=${lng}: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzip (target ≤ 150 KB)`,
    );
  }
  for (let i = 0; i < 20; i++) await fetch(`${base}/`); // warm up
  for (const lng of ["en", "ar"] as const) {
    const times = await timeRuns(200, async () => (await fetch(`${base}/?lng=${lng}`)).arrayBuffer(), 0);
    console.log(
      `render / (${lng}, warm, 200 sequential requests): p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    );
  }
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
