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

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * The end-to-end tests' browser: CHROMIUM_PATH when set, else Debian's chromium-headless-shell (the same
 * Blink without the desktop browser's UI and compositor: about half the CPU per page, and the suite is
 * CPU-bound), installed when missing and we are root, else Debian's full chromium (installed likewise).
 */
function ensureChromium(): string {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (existsSync(wanted)) return wanted;
    console.error(`CHROMIUM_PATH is set to ${wanted}, which does not exist.`);
    process.exit(1);
  }
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium-headless-shell (the end-to-end tests' browser)…");
    const install = () =>
      run("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
        DEBIAN_FRONTEND: "noninteractive",
      });
    if (install() !== 0 && run("apt-get", ["update", "-qq"]) === 0) install();
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  if (existsSync(FULL_CHROMIUM)) return FULL_CHROMIUM;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    run("apt-get", ["update", "-qq"]);
    if (run("apt-get", ["install", "-y", "-qq", "chromium"], { DEBIAN_FRONTEND: "noninteractive" }) === 0)
      return FULL_CHROMIUM;
  }
  console.error(
    "Chromium was not found. Install it with `sudo apt-get install -y chromium-headless-shell` (or chromium, " +
      "or set CHROMIUM_PATH), then run npm test again.",
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
else
  console.log(
    "TEST_DATABASE_URL is not set: the integration suite runs on PGlite only, and the two-process end-to-end spec is left out.",
  );
console.log(`Integration tests run on: ${databases.join(" and ")}\n`);

const unitStatus = run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=reports/vitest.json",
]);

const chromium = ensureChromium();
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
