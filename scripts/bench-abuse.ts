// npm run bench:abuse — the server's memory under four concurrent 200 MB chunked POSTs (no Content-Length)
// to /newsletter, /auth, /packages/<slug> and /api/checkout. Starts the production server on a throwaway
// data directory and a free port, reads its RSS from /proc/<pid>/status before, during (peak) and after
// (at once and 5 s later), prints the answers, then stops it. A benchmark, not a test.
//   BENCH_ABUSE_MB=<n>  size of each stream in MB (default 200)
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { streamPost } from "../tests/helpers/stream-post.ts";
import { type BenchServer, freePort, memoryMb, startServer, trackPeakRss } from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const MB = 1024 * 1024;
const streamMb = Number(process.env.BENCH_ABUSE_MB ?? 200);

buildIfNeeded();
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-abuse-"));
const mb = (n: number) => `${n.toFixed(1)} MB`;

let server: BenchServer | undefined;
try {
  server = await startServer({ dataDir }, { port, stderr: "inherit" });
  const { base, pid } = server;
  for (let i = 0; i < 10; i++) await (await fetch(`${base}/`)).arrayBuffer(); // warm up
  const before = memoryMb(pid);

  const list = await (await fetch(`${base}/travel-packages`)).text();
  const slug = /href="\/packages\/([^"/?#]+)"/.exec(list)?.[1] ?? "istanbul-city-break";
  const targets = [
    { path: "/newsletter", contentType: "application/x-www-form-urlencoded", prefix: "email=" },
    { path: "/auth", contentType: "application/x-www-form-urlencoded", prefix: "intent=sign-in&email=" },
    { path: `/packages/${slug}`, contentType: "application/x-www-form-urlencoded", prefix: "customerName=" },
    { path: "/api/checkout", contentType: "application/json", prefix: '{"intent":"price","lines":"' },
  ];

  const stopSampling = trackPeakRss(pid, 25, before.rss);
  const started = performance.now();
  const results = await Promise.all(
    targets.map((t) =>
      streamPost(`${base}${t.path}`, {
        headers: { origin: base, "content-type": t.contentType, "accept-language": "en" },
        total: streamMb * MB,
        prefix: t.prefix,
        timeoutMs: 300_000,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const sampledPeak = stopSampling();
  const answered = memoryMb(pid);
  await new Promise((r) => setTimeout(r, 5000));
  const later = memoryMb(pid);

  console.log(
    `four concurrent ${streamMb} MB chunked POSTs (no Content-Length) to ${base}, done in ${seconds.toFixed(1)} s:`,
  );
  for (const [i, r] of results.entries()) {
    console.log(
      `  ${targets[i]!.path.padEnd(32)} ${String(r.status ?? "no answer").padEnd(9)} after ${mb(r.bytesWhenAnswered / MB).padStart(9)} sent` +
        ` (${mb(r.bytesWritten / MB)} written in all, ${Math.round(r.ms)} ms)${r.error ? ` — ${r.error}${r.errorBeforeAnswer ? " before the answer" : " after the answer"}` : ""}`,
    );
  }
  console.log(
    `server RSS: before ${mb(before.rss)}; peak ${mb(Math.max(sampledPeak, answered.rss))} sampled every 25 ms ` +
      `(VmHWM ${mb(answered.peak)}, ${mb(before.peak)} before); after the answers ${mb(answered.rss)}; 5 s later ${mb(later.rss)}`,
  );
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
