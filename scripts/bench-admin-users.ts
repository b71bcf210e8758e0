// npm run bench:admin-users — the admin's users list and its CSV export with BENCH_USERS users (default 100,000:
// names in Latin and Arabic script, 1 in 50 an admin, 1 in 12 deactivated, two thirds signed in at least once),
// through the built production server signed in as its admin: p50/p95 of /admin/users pages (the first page, random
// deep pages, a search, filters, another sort), the time of the full export (/admin/users/export, streamed) and of a
// filtered one, and the server's memory (RSS sampled every 25 ms from /proc) before and at its peak during the
// export. On PGlite and (with BENCH_DATABASE_URL, an admin URL of a PostgreSQL server) on PostgreSQL. A benchmark,
// not a test.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../app/platform/db/client.server.ts";
import { createThrowawayPostgres } from "../tests/helpers/databases.ts";
import { buildIfNeeded } from "./start.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ADMIN = { email: "bench-admin@example.com", password: "Bench!Adm1n-pass" };

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

/** p50 and p95 in ms of `runs` calls, each with the next input; a few warm-up calls first. */
async function time<T>(inputs: readonly T[], runs: number, run: (input: T) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run(inputs[i % inputs.length]!);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const input = inputs[i % inputs.length]!;
    const start = performance.now();
    await run(input);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return `${p(samples, 0.5).toFixed(1)} | ${p(samples, 0.95).toFixed(1)}`;
}

async function generate(db: Database) {
  await db.execute(sql`
    insert into "user" (id, name, first_name, last_name, email, email_verified, role, is_active, locale,
      created_at, updated_at, last_sign_in_at)
    select 'bench-user-' || g,
      f.first || ' ' || l.last || ' ' || g, f.first, l.last || ' ' || g,
      'bench-user-' || g || '@example.com', true,
      case when g % 50 = 0 then 'admin' else 'customer' end,
      g % 12 <> 0,
      case when g % 3 = 0 then 'ar' else 'en' end,
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
      case when g % 3 = 1 then null else now() - ((g % 5000) || ' minutes')::interval end
    from generate_series(1, ${USERS}) g
    cross join lateral (select (array['Lina','Omar','Sara','Karim','John','ليلى','محمد','فاطمة','أحمد','سلمى'])[1 + g % 10] as first) f
    cross join lateral (select (array['Haddad','Nasser','Smith','Ali','حداد','العلي','الخطيب','Farouk'])[1 + g % 8] as last) l`);
  // The steady state: autovacuum on PostgreSQL, the hourly maintenance on PGlite (db/maintenance.server.ts).
  await db.execute(sql`vacuum (analyze)`);
}

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

/** Resident memory of a process in MB (Linux). */
function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

async function startServer(env: Record<string, string>, base: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error("the server exited before it was ready");
    try {
      if ((await fetch(`${base}/readyz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error("the server did not start");
}

async function benchOne(kind: "PGlite" | "PostgreSQL", adminUrl?: string) {
  console.log(`\n## ${kind}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-admin-users-"));
  let databaseUrl = "";
  let dropDatabase = async () => {};
  if (adminUrl) {
    const database = await createThrowawayPostgres(adminUrl, "bench_admin_users");
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, "db") });
  const started = performance.now();
  await generate(handle.db);
  console.log(
    `generated ${USERS.toLocaleString("en")} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await handle.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, base, port);
  try {
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(ADMIN),
    });
    if (signIn.status !== 200) throw new Error(`admin sign-in: HTTP ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const get = async (url: string) => {
      const response = await fetch(`${base}${url}`, { headers: { cookie, "accept-language": "en" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${url}`);
    };
    const pages = Math.ceil((USERS + 1) / 20);
    const deep = Array.from({ length: 50 }, (_, i) => `/admin/users?page=${1 + ((i * 7919) % pages)}`);
    const searches = ["Lina", "ليلى", "bench-user-4242@", "Nasser 77", "nobody-at-all"].map(
      (q) => `/admin/users?q=${encodeURIComponent(q)}`,
    );
    console.log(`| /admin/users, server render (${RUNS} runs) | p50 ms | p95 ms |\n|---|---|---|`);
    console.log(`| first page (newest first) | ${await time(["/admin/users"], RUNS, get)} |`);
    console.log(`| random pages 1–${pages.toLocaleString("en")} | ${await time(deep, RUNS, get)} |`);
    console.log(`| search (name, Arabic name, e-mail) | ${await time(searches, RUNS, get)} |`);
    console.log(
      `| filters role=admin&active=0, active=1 | ${await time(["/admin/users?role=admin&active=0", "/admin/users?active=1&page=3"], RUNS, get)} |`,
    );
    console.log(
      `| sort by name, by last sign-in | ${await time(["/admin/users?sort=name", "/admin/users?sort=-lastSignIn&page=2"], RUNS, get)} |`,
    );

    const pid = server.pid!;
    for (const [label, url] of [
      ["all users", "/admin/users/export"],
      ["active customers", "/admin/users/export?role=customer&active=1"],
    ] as const) {
      await new Promise((r) => setTimeout(r, 1000));
      const before = rss(pid);
      let peak = before;
      const sampler = setInterval(() => {
        try {
          peak = Math.max(peak, rss(pid));
        } catch {}
      }, 25);
      const start = performance.now();
      const response = await fetch(`${base}${url}`, { headers: { cookie } });
      let bytes = 0;
      let lines = 0;
      let firstByte = 0;
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        if (!firstByte) firstByte = performance.now() - start;
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines += 1;
      }
      const seconds = (performance.now() - start) / 1000;
      clearInterval(sampler);
      console.log(
        `export of ${label}: ${(lines - 1).toLocaleString("en")} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB ` +
          `(${response.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1]}) in ${seconds.toFixed(2)} s, ` +
          `first byte after ${firstByte.toFixed(0)} ms; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB ` +
          `(+${(peak - before).toFixed(0)} MB)`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => {
      if (server.exitCode !== null) return r(null);
      server.once("exit", r);
      setTimeout(r, 15_000).unref();
    });
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildIfNeeded();
console.log(`# Admin users list and CSV export with ${USERS.toLocaleString("en")} users`);
await benchOne("PGlite");
if (process.env.BENCH_DATABASE_URL) await benchOne("PostgreSQL", process.env.BENCH_DATABASE_URL);
else console.log("\nBENCH_DATABASE_URL is not set: PostgreSQL skipped.");
