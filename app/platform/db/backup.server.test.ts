import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDirectory } from "../server/lock.server.ts";
import { backupEmbeddedDatabase, databaseDirOf, restoreEmbeddedDatabase } from "./backup.server.ts";
import { openDatabase } from "./client.server.ts";
import { newsletterSubscribers } from "./schema/index.ts";

async function emails(dataDir: string) {
  const handle = await openDatabase({ dataDir: databaseDirOf(dataDir) });
  try {
    const rows = await handle.db.select().from(newsletterSubscribers);
    return rows.map((r) => r.email).sort();
  } finally {
    await handle.close();
  }
}

async function subscribe(dataDir: string, email: string) {
  const handle = await openDatabase({ dataDir: databaseDirOf(dataDir) });
  await handle.db.insert(newsletterSubscribers).values({ email });
  await handle.close();
}

describe("embedded database backup and restore", () => {
  it("round-trips: a restore brings back exactly what the backup held", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "backup-"));
    await subscribe(dataDir, "before@example.com");
    const file = path.join(dataDir, "backups", "one.tar.gz");
    const { bytes } = await backupEmbeddedDatabase(dataDir, file);
    expect(bytes).toBeGreaterThan(1000);
    await subscribe(dataDir, "after@example.com");
    expect(await emails(dataDir)).toEqual(["after@example.com", "before@example.com"]);

    const { keptAt } = await restoreEmbeddedDatabase(dataDir, file);
    expect(await emails(dataDir)).toEqual(["before@example.com"]);
    expect(keptAt && existsSync(keptAt)).toBe(true);
  }, 60_000);

  it("refuses while another process holds the data directory, and a damaged file costs no data", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "backup-"));
    await subscribe(dataDir, "keep@example.com");
    const bogus = path.join(dataDir, "bogus.tar.gz");
    writeFileSync(bogus, "not a backup");
    await expect(restoreEmbeddedDatabase(dataDir, bogus)).rejects.toThrow(/could not be restored/);
    expect(await emails(dataDir)).toEqual(["keep@example.com"]);

    const release = lockDataDirectory(dataDir);
    try {
      // the lock holder is this very process; a different PID is needed to be refused
      writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
      await expect(backupEmbeddedDatabase(dataDir, path.join(dataDir, "x.tar.gz"))).rejects.toThrow(
        /holds the data directory/,
      );
    } finally {
      release();
    }
  }, 60_000);
});
