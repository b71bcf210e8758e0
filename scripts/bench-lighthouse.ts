// npm run bench:lighthouse — mobile Lighthouse (its default simulated throttling) on the storefront's main pages
// in English and Arabic, best of two runs each, each in a fresh browser: performance and accessibility scores, LCP,
// CLS, TBT. Starts the production server on a throwaway PGlite (or BENCH_DATABASE_URL) and headless Chromium
// (CHROMIUM_PATH, else /usr/bin/chromium-headless-shell, else chrome-launcher's own search). A benchmark, not a test.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { type BenchServer, chromiumPath, startServer } from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const PAGES = ["/", "/esim-shop", "/travel-packages", "/travel-accessories"];
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

interface Result {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** The audits that cost the most, for the reader to act on. */
  losses: string[];
}

async function audit(url: string, port: number): Promise<Result> {
  const runner = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = runner.lhr;
  const failed = (id: string) => audits[id] && audits[id].score !== null && audits[id].score < 1;
  const losses = [
    ...categories.performance!.auditRefs.filter((ref) => ref.weight > 0 && failed(ref.id)),
    ...categories.accessibility!.auditRefs.filter((ref) => ref.weight > 0 && failed(ref.id)),
  ].map((ref) => `${ref.id} ${audits[ref.id]!.displayValue ?? audits[ref.id]!.score}`);
  return {
    performance: Math.round((categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"]!.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]!.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]!.numericValue ?? Number.NaN,
    losses,
  };
}

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

buildIfNeeded();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
let server: BenchServer | undefined;
// A fresh browser (and profile) per audit: a first visit, with nothing kept from the audit before (Lighthouse's
// storage reset keeps some of it, e.g. the fonts-seen flag of platform/http/after-paint.tsx).
const freshChrome = () =>
  launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
try {
  server = await startServer(
    { dataDir, databaseUrl: process.env.BENCH_DATABASE_URL },
    { port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined },
  );
  for (let i = 0; i < 5; i++) await fetch(`${server.base}/`); // warm the server's caches
  console.log(`mobile, simulated throttling, best of ${RUNS}; load ${os.loadavg()[0]!.toFixed(2)}\n`);
  console.log(row(["page", "performance", "accessibility", "LCP ms", "CLS", "TBT ms"]));
  console.log(row(["---", "---:", "---:", "---:", "---:", "---:"]));
  const notes: string[] = [];
  for (const lng of ["en", "ar"]) {
    for (const page of PAGES) {
      const url = `${server.base}${page}?lng=${lng}`;
      let best: Result | undefined;
      for (let run = 0; run < RUNS; run++) {
        const chrome = await freshChrome();
        const result = await audit(url, chrome.port).finally(() => chrome.kill());
        if (!best || result.performance > best.performance) best = result;
      }
      console.log(
        row([
          `${page}?lng=${lng}`,
          best!.performance,
          best!.accessibility,
          best!.lcp.toFixed(0),
          best!.cls.toFixed(3),
          best!.tbt.toFixed(0),
        ]),
      );
      if (best!.losses.length) notes.push(`${page}?lng=${lng}: ${best!.losses.join("; ")}`);
    }
  }
  if (notes.length) console.log(`\nAudits below full marks (best run):\n${notes.join("\n")}`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
