// npm run bench:http — requests per second and p99 at 20 connections for the storefront's anonymous pages in
// both languages, served from the page cache, each against a bare node:http server returning the same bytes
// (the machine's ceiling for that answer), printed as ratios; and the same pages as a signed-in customer sees them
// (never from the cache: every request is rendered). Starts the production server on a throwaway PGlite (or
// BENCH_DATABASE_URL). A benchmark, not a test.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type BenchServer, freePort, signIn, startServer } from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PAGES = ["/", "/esim-shop", "/travel-packages", "/travel-accessories"];
/** Signed in, every page is rendered for its reader: what a cache can never serve. */
const READER = { email: "bench-http@example.com", password: "Bench!Http-pass1" };

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const better = (a: Load, b: Load): Load => (b.rps > a.rps ? b : a);

/** Answers every request with these bytes and headers, as fast as node:http can. */
async function bareServer(
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, "content-length": body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/`, server };
}

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const fixed = (n: number, digits = 0) => n.toFixed(digits);

buildIfNeeded();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-http-"));
let server: BenchServer | undefined;
try {
  server = await startServer(
    { dataDir, databaseUrl: process.env.BENCH_DATABASE_URL },
    { env: { ADMIN_EMAIL: READER.email, ADMIN_PASSWORD: READER.password } },
  );
  const cookie = await signIn(server.base, READER);
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per measure, cached and bare best of ${ROUNDS}, ${os.availableParallelism()} cores\n`,
  );
  console.log(
    row([
      "page",
      "cached req/s",
      "cached p99 ms",
      "bare req/s",
      "bare p99 ms",
      "cached ÷ bare",
      "rendered (signed-in) req/s",
      "rendered p99 ms",
    ]),
  );
  console.log(row(Array(8).fill("---")));
  for (const page of PAGES) {
    for (const lng of ["en", "ar"] as const) {
      const url = `${server.base}${page}${page.includes("?") ? "&" : "?"}lng=${lng}`;
      let answer = await fetch(url);
      // The first render stores the page a moment after it is sent.
      for (let tries = 0; answer.headers.get("x-cache") !== "HIT" && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await fetch(url);
      }
      if (answer.headers.get("x-cache") !== "HIT") console.log(`  (${url} is not served from the cache)`);
      const body = Buffer.from(await answer.arrayBuffer());
      const bare = await bareServer(body, {
        "content-type": answer.headers.get("content-type") ?? "text/html",
      });
      // Alternated, best of ROUNDS each: a pause of the virtual machine during one measure would decide the ratio.
      let app = await load(url);
      let ceiling = await load(bare.url);
      for (let round = 1; round < ROUNDS; round++) {
        app = better(app, await load(url));
        ceiling = better(ceiling, await load(bare.url));
      }
      bare.server.close();
      const signedIn = await load(url, { cookie });
      console.log(
        row([
          `${page} (${lng})`,
          fixed(app.rps),
          fixed(app.p99),
          fixed(ceiling.rps),
          fixed(ceiling.p99),
          fixed(app.rps / ceiling.rps, 3),
          fixed(signedIn.rps),
          fixed(signedIn.p99),
        ]),
      );
      if (app.errors || ceiling.errors || signedIn.errors) {
        console.log(`  (errors: app ${app.errors}, bare ${ceiling.errors}, signed-in ${signedIn.errors})`);
      }
    }
  }
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
