// What the `npm run bench:*` scripts share: timing and percentiles, the built production server on a free port
// (and its memory, read from /proc), signing in to it, headless Chromium's path, and a throwaway database per run
// (PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set). Not a script of its own.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import { type Database, type DatabaseHandle, openDatabase } from "../app/platform/db/client.server.ts";
import { createThrowawayPostgres } from "../tests/helpers/databases.ts";

/** The repository's root: where server.ts and the build are. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// ── Timing ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The `q` quantile (0–1) of samples sorted ascending, nearest rank; NaN when there are none. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * Durations in ms, sorted ascending, of `runs` calls of `run`, each given the next of `inputs` in turn, after
 * `warmUp` untimed calls (also over `inputs`, from the first).
 */
export async function timeEach<T>(
  inputs: readonly T[],
  runs: number,
  run: (input: T) => Promise<unknown>,
  warmUp = 3,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run(inputs[i % inputs.length]!);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const input = inputs[i % inputs.length]!;
    const start = performance.now();
    await run(input);
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

/** Durations in ms, sorted ascending, of `runs` calls of `run` after `warmUp` untimed ones. */
export function timeRuns(runs: number, run: () => Promise<unknown>, warmUp = 3): Promise<number[]> {
  return timeEach([null], runs, run, warmUp);
}

/** The "p50 | p95" cells of a Markdown table row, in ms with `digits` decimals. */
export function p50p95(sorted: readonly number[], digits: number): string {
  return `${percentile(sorted, 0.5).toFixed(digits)} | ${percentile(sorted, 0.95).toFixed(digits)}`;
}

// ── The production server ────────────────────────────────────────────────────────────────────────────────────

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident (VmRSS) and peak resident (VmHWM) memory of a process, in MB (Linux: /proc/<pid>/status). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/**
 * Samples a process's RSS every `everyMs` ms from now on; the function returned stops the sampling and gives the
 * highest RSS seen in MB, `startMb` if none was higher.
 */
export function trackPeakRss(pid: number, everyMs: number, startMb: number): () => number {
  let peak = startMb;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryMb(pid).rss);
    } catch {}
  }, everyMs);
  return () => {
    clearInterval(sampler);
    return peak;
  };
}

export interface BenchServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  base: string;
  pid: number;
  /** SIGTERM, then waits for the exit (15 s at most). */
  stop(): Promise<void>;
}

/**
 * Starts the built production server (build it first: buildIfNeeded() of scripts/start.ts) on 127.0.0.1 with
 * its data in `dataDir` and the database of `databaseUrl` ("" or none: PGlite in `dataDir`), seeded with the demo
 * catalogue when its catalogue is empty, the rate limits off,
 * warnings only in the log and mail to the outbox (DATA_DIR/mail); waits for /readyz (2 minutes at most).
 * `port`: a free one unless given; `env`: more variables for the server; `stderr`: "inherit" shows the
 * server's errors (default "ignore").
 */
export async function startServer(
  where: { dataDir: string; databaseUrl?: string },
  options: { port?: number; env?: Record<string, string>; stderr?: "inherit" | "ignore" } = {},
): Promise<BenchServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", options.stderr ?? "ignore"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: where.dataDir,
      DATABASE_URL: where.databaseUrl ?? "",
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      // The benchmarks measure the demo shop, on PostgreSQL too (where it is seeded only when asked).
      SEED_DEMO: "1",
      ...options.env,
    },
  });
  const server = { base, pid: child.pid!, stop: () => stopProcess(child) };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error("the server exited before it was ready");
    try {
      if ((await fetch(`${base}/readyz`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop();
  throw new Error("the server did not become ready");
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => {
    child.once("exit", r);
    setTimeout(r, 15_000).unref();
  });
  child.kill("SIGTERM");
  await exited;
}

/** Headless Chromium: CHROMIUM_PATH, else /usr/bin/chromium-headless-shell, else none (the launcher's own search). */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : undefined;
}

/** Signs in with e-mail and password through the server's auth API; the session cookie for a Cookie header. */
export async function signIn(
  base: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in as ${credentials.email}: HTTP ${response.status} ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

// ── Databases ────────────────────────────────────────────────────────────────────────────────────────────────

/** The rows of a raw query (drizzle types `execute` per driver). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface BenchDatabase {
  kind: "PGlite" | "PostgreSQL";
  /** A fresh temporary directory: the server's DATA_DIR, and PGlite's files (in db/) when that is the database. */
  dataDir: string;
  /** The throwaway PostgreSQL database's URL, "" on PGlite. */
  databaseUrl: string;
  /** Opens (and migrates) the database; `maxConnections` is the PostgreSQL pool's size. */
  open(options?: { maxConnections?: number }): Promise<DatabaseHandle>;
}

/**
 * Runs `bench` on a new PGlite database, then on a new PostgreSQL database on the server of BENCH_DATABASE_URL
 * (an admin URL) or, without it, says that PostgreSQL was skipped. Each one is removed afterwards, with its data
 * directory. `name` names them: the directory bench-<name>-…, the database bench_<name>_….
 */
export async function forEachDatabase(name: string, bench: (database: BenchDatabase) => Promise<void>) {
  await withDatabase(name, "PGlite", bench);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) await withDatabase(name, "PostgreSQL", bench, adminUrl);
  else console.log("\nBENCH_DATABASE_URL is not set: PostgreSQL skipped.");
}

async function withDatabase(
  name: string,
  kind: BenchDatabase["kind"],
  bench: (database: BenchDatabase) => Promise<void>,
  adminUrl?: string,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  try {
    const postgres = adminUrl
      ? await createThrowawayPostgres(adminUrl, `bench_${name.replaceAll("-", "_")}`)
      : undefined;
    try {
      const databaseUrl = postgres?.url ?? "";
      await bench({
        kind,
        dataDir,
        databaseUrl,
        open: (options) =>
          openDatabase(databaseUrl ? { databaseUrl, ...options } : { dataDir: path.join(dataDir, "db") }),
      });
    } finally {
      await postgres?.drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
