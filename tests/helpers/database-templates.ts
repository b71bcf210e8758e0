// Vitest global setup: migrates one PGlite database and (when TEST_DATABASE_URL is set) one PostgreSQL
// database once per run, so that each test file starts from a copy of them instead of creating and
// migrating its own (PGlite's initdb and the migrations cost about 2 s of CPU per file). The copies are
// still handed to the migrator when opened (tests/helpers/databases.ts), which finds nothing to do.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/platform/db/client.server.ts";
import { createThrowawayPostgres } from "./databases.ts";

/** Environment variables the test workers read (they inherit the environment of this process). */
export const PGLITE_TEMPLATE_ENV = "TEST_PGLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "TEST_POSTGRES_TEMPLATE";

export async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "storefront-test-template-"));
  const pglite = await openDatabase({ dataDir: "memory://" });
  try {
    const dump = await pglite.pglite!.dumpDataDir("none");
    const file = path.join(dir, "pglite.tar");
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await pglite.close();
  }

  let dropPostgres = async () => {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createThrowawayPostgres(adminUrl, "storefront_template");
    const handle = await openDatabase({ databaseUrl: template.url });
    await handle.close();
    process.env[POSTGRES_TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
    dropPostgres = template.drop;
  }

  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    delete process.env[POSTGRES_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
    await dropPostgres();
  };
}
