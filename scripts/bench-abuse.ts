// npm run bench:abuse — the server's memory under four concurrent 200 MB chunked POSTs (no Content-Length)
// to /newsletter, /auth, /packages/<slug> and /api/checkout. Starts the production server on a throwaway
// data directory and a free port, reads its RSS from /proc/<pid>/status before, during (peak) and after
// (at once and 5 s later), prints the answers, then stops it. A benchmark, not a test.
//   BENCH_ABUSE_MB=<n>  size of each stream in MB (default 200)
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { streamPost } from "../tests/helpers/stream-post.ts";
import { buildIfNeeded } from "./start.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MB = 1024 * 1024;
const streamMb = Number(process.env.BENCH_ABUSE_MB ?? 200);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident and peak resident memory of a process, in MB (Linux). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function waitUntilReady(child: ChildProcess, base: string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error("the server exited before it was ready");
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not become ready");
}

buildIfNeeded();
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-abuse-"));
const server = spawn(process.execPath, ["server.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATA_DIR: dataDir,
    RATE_LIMIT: "off",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    SMTP_URL: "",
  },
});
const mb = (n: number) => `${n.toFixed(1)} MB`;

try {
  await waitUntilReady(server, base);
  for (let i = 0; i < 10; i++) await (await fetch(`${base}/`)).arrayBuffer(); // warm up
  const pid = server.pid!;
  const before = memory(pid);

  const list = await (await fetch(`${base}/travel-packages`)).text();
  const slug = /href="\/packages\/([^"/?#]+)"/.exec(list)?.[1] ?? "istanbul-city-break";
  const targets = [
    { path: "/newsletter", contentType: "application/x-www-form-urlencoded", prefix: "email=" },
    { path: "/auth", contentType: "application/x-www-form-urlencoded", prefix: "intent=sign-in&email=" },
    { path: `/packages/${slug}`, contentType: "application/x-www-form-urlencoded", prefix: "customerName=" },
    { path: "/api/checkout", contentType: "application/json", prefix: '{"intent":"price","lines":"' },
  ];

  let sampledPeak = before.rss;
  const sampler = setInterval(() => {
    try {
      sampledPeak = Math.max(sampledPeak, memory(pid).rss);
    } catch {}
  }, 25);
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
  clearInterval(sampler);
  const answered = memory(pid);
  await new Promise((r) => setTimeout(r, 5000));
  const later = memory(pid);

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
  server.kill("SIGTERM");
  await new Promise((r) => {
    if (server.exitCode !== null) return r(null);
    server.once("exit", r);
    setTimeout(r, 15_000).unref();
  });
  rmSync(dataDir, { recursive: true, force: true });
}
