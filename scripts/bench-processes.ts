// npm run bench:processes — requests per second of a listing page (/esim-shop, rendered on every request:
// PAGE_CACHE_MB=0) from one production process and from two on one PostgreSQL database (BENCH_DATABASE_URL, an
// admin URL; a throwaway database is made and dropped), with BENCH_CONNECTIONS (default 20) connections for
// BENCH_SECONDS (default 10) after a warm-up; with two, each process gets half the connections, as a load
// balancer would spread them. Then the same for a signed-in reader with the caches on (PAGE_CACHE_MB default):
// every request rendered for them, from the reads everyone shares. Also the CPU each process used, the machine's
// cores and its load: on a small machine the processes, PostgreSQL and the load generator share the same cores.
// A benchmark, not a test.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createThrowawayPostgres } from "../tests/helpers/databases.ts";
import { type BenchServer, signIn, startServer } from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE = "/esim-shop";
/** Signed in: the home page and the three listings, the pages whose rendered throughput has a target. */
const SIGNED_IN_PAGES = ["/", "/esim-shop", "/travel-packages", "/travel-accessories"];
const READER = { email: "bench-processes@example.com", password: "Bench!Processes-pass1" };

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function load(servers: BenchServer[], seconds: number, cookie?: string, page = PAGE): Promise<Load> {
  const each = Math.max(1, Math.floor(CONNECTIONS / servers.length));
  const headers = cookie ? { cookie } : {};
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({ url: `${server.base}${page}`, connections: each, duration: seconds, headers }),
    ),
  );
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx + result.timeouts, 0),
  };
}

/** User plus system CPU seconds of a process so far (/proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measure(label: string, servers: BenchServer[], cookie?: string, page = PAGE): Promise<Load> {
  await load(servers, 3, cookie, page);
  const before = servers.map((server) => cpuSeconds(server.pid));
  const result = await load(servers, SECONDS, cookie, page);
  const cpu = servers.map((server, index) => (cpuSeconds(server.pid) - before[index]!) / SECONDS);
  console.log(
    `${label}: ${Math.round(result.rps)} requests/s, p99 ${result.p99} ms, ${result.errors} errors; ` +
      `CPU per process ${cpu.map((share) => `${Math.round(share * 100)}%`).join(" + ")} of one core`,
  );
  return result;
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.log("BENCH_DATABASE_URL is not set: several processes need PostgreSQL; nothing measured.");
  process.exit(0);
}
buildIfNeeded();
const [load1, load5] = os.loadavg();
console.log(
  `${os.cpus().length} cores, load average ${load1!.toFixed(2)} (1 min) ${load5!.toFixed(2)} (5 min) before the run; ` +
    `${PAGE} rendered on every request (PAGE_CACHE_MB=0), ${CONNECTIONS} connections, ${SECONDS} s`,
);
const database = await createThrowawayPostgres(adminUrl, "bench_processes");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-processes-"));
const servers: BenchServer[] = [];
try {
  const where = { dataDir, databaseUrl: database.url };
  const secret = { AUTH_SECRET: "bench-processes-secret-of-enough-length" };
  for (const signedIn of [false, true]) {
    const env = signedIn
      ? { ...secret, ADMIN_EMAIL: READER.email, ADMIN_PASSWORD: READER.password }
      : { ...secret, PAGE_CACHE_MB: "0" };
    console.log(signedIn ? "\nsigned in, caches on:" : "anonymous, no cache:");
    servers.push(await startServer(where, { env }));
    const cookie = signedIn ? await signIn(servers[0]!.base, READER) : undefined;
    const pages = signedIn ? SIGNED_IN_PAGES : [PAGE];
    const one = [];
    for (const page of pages) one.push(await measure(`1 process, ${page}`, servers, cookie, page));
    servers.push(await startServer(where, { env }));
    for (const [index, page] of pages.entries()) {
      const two = await measure(`2 processes, ${page}`, servers, cookie, page);
      console.log(`  2 processes / 1 process: ${(two.rps / one[index]!.rps).toFixed(2)}×`);
    }
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
