// `npm test`: unit and integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the end-to-end tests in Debian's Chromium. Ends with one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfNeeded } from "./start.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    run("apt-get", ["update", "-qq"]);
    if (run("apt-get", ["install", "-y", "-qq", "chromium"], { DEBIAN_FRONTEND: "noninteractive" }) === 0)
      return;
  }
  console.error(
    `Chromium was not found at ${chromium}. Install it with \`sudo apt-get install -y chromium\` ` +
      "(or set CHROMIUM_PATH), then run npm test again.",
  );
  process.exit(1);
}

function counts(file: string, pick: (json: never) => { passed: number; failed: number }) {
  try {
    return pick(JSON.parse(readFileSync(path.join(root, file), "utf8")) as never);
  } catch {
    return { passed: 0, failed: 0 };
  }
}

// Playwright empties test-results/ when it starts, so the summaries live in reports/.
mkdirSync(path.join(root, "reports"), { recursive: true });
const databases = ["PGlite (in-memory)"];
if (process.env.TEST_DATABASE_URL) databases.push("PostgreSQL (TEST_DATABASE_URL)");
else console.log("TEST_DATABASE_URL is not set: the integration suite runs on PGlite only.");
console.log(`Integration tests run on: ${databases.join(" and ")}\n`);

const unitStatus = run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=reports/vitest.json",
]);

ensureChromium();
buildIfNeeded();
const e2eStatus = run(bin("playwright"), ["test"], { CHROMIUM_PATH: chromium });

const unit = counts("reports/vitest.json", (j: { numPassedTests: number; numFailedTests: number }) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests,
}));
const e2e = counts(
  "reports/e2e.json",
  (j: { stats: { expected: number; unexpected: number; flaky: number } }) => ({
    passed: j.stats.expected + j.stats.flaky,
    failed: j.stats.unexpected,
  }),
);
const failedSuites = (unitStatus !== 0 ? 1 : 0) + (e2eStatus !== 0 ? 1 : 0);
console.log(`\nDatabases: ${databases.join(", ")}; end-to-end: PGlite in Chromium`);
console.log(
  `Unit/integration: ${unit.passed} passed, ${unit.failed} failed; end-to-end: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(
  `${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed + (failedSuites && !(unit.failed + e2e.failed) ? 1 : 0)} failed`,
);
process.exit(failedSuites ? 1 : 0);
