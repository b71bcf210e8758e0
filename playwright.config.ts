import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3199);
// Debian's chromium-headless-shell when installed (npm test installs it): the same engine as chromium at about
// half the CPU per page, which is what the suite is bound by on two cores. CHROMIUM_PATH overrides it.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
// One throwaway data directory per run, shared with the specs (they read the mail outbox from it).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "storefront-e2e-"));

const STOREFRONT_WRITERS = /admin-(catalogue|cms|appearance|esim-sync)\.spec\.ts$/;
const PROVIDER_OUTAGE = /admin-esim-settings\.spec\.ts$/;
// Several processes need PostgreSQL: the spec is in the run wherever TEST_DATABASE_URL is set, and always in CI
// (.ci/run starts one; without its URL the spec fails there). A developer's machine without PostgreSQL leaves it
// out, as the integration suite keeps to PGlite there (tests/helpers/databases.ts).
const NEEDS_POSTGRES = process.env.TEST_DATABASE_URL || process.env.CI ? [] : [/processes\.spec\.ts$/];

export default defineConfig({
  testDir: "tests/e2e",
  // Two spec files at a time against the one server (each test makes its own customers): the suite spends
  // most of its time waiting on the browser, so this halves it on two cores (11 → 7.5 minutes).
  fullyParallel: false,
  workers: 2,
  // On CI's busy two cores a test that fails once is run again and reported as flaky in the run's output; one
  // that fails twice fails the run. Locally every failure counts at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    // axe-core is injected as an inline script; the app's CSP (tested on its own) would refuse it.
    bypassCSP: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // The specs that change what the storefront shows (a published product, page, site name) run after those that
  // read the seeded catalogue and chrome from the same server, so that no list or header changes under them. The
  // eSIM provider settings spec runs last and alone: its simulated outage stops every other spec's eSIM purchase
  // and provider import.
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: [STOREFRONT_WRITERS, PROVIDER_OUTAGE, ...NEEDS_POSTGRES],
    },
    {
      name: "storefront-writers",
      use: { ...devices["Desktop Chrome"] },
      testMatch: STOREFRONT_WRITERS,
      dependencies: ["chromium"],
    },
    {
      name: "provider-outage",
      use: { ...devices["Desktop Chrome"] },
      testMatch: PROVIDER_OUTAGE,
      dependencies: ["storefront-writers"],
    },
  ],
  webServer: {
    command: "node scripts/start.ts",
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: process.env.E2E_DATA_DIR,
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
      // A known admin for the abuse suite's authorization matrix (tests/helpers/abuse-identities.ts).
      ADMIN_EMAIL: "abuse-admin@example.com",
      ADMIN_PASSWORD: "Abuse!Adm1n-pass",
    },
  },
});
