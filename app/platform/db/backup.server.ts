import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDirectory } from "../server/lock.server.ts";
import { PGLITE_OPTIONS } from "./client.server.ts";

export const databaseDirOf = (dataDir: string) => path.join(path.resolve(dataDir), "db");

/** Takes the data-directory lock first, so that it refuses while a server runs on the same directory. */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<{ bytes: number }> {
  const release = lockDataDirectory(dataDir);
  try {
    const dbDir = databaseDirOf(dataDir);
    if (!existsSync(dbDir) || readdirSync(dbDir).length === 0) {
      throw new Error(`There is no embedded database in ${dbDir} to back up.`);
    }
    const client = await PGlite.create(dbDir, PGLITE_OPTIONS);
    try {
      await client.exec("CHECKPOINT");
      const dump = await client.dumpDataDir("gzip");
      const bytes = new Uint8Array(await dump.arrayBuffer());
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(file, bytes, { flag: "wx" });
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** The current database is kept beside it until the restored one has opened, so that a bad file costs no data. */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
): Promise<{ keptAt: string | null }> {
  const release = lockDataDirectory(dataDir);
  try {
    const archive = new Blob([await readFile(file)]);
    const dbDir = databaseDirOf(dataDir);
    const staging = `${dbDir}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    try {
      const client = await PGlite.create(staging, { ...PGLITE_OPTIONS, loadDataDir: archive });
      await client.query("select 1");
      await client.exec("CHECKPOINT");
      await client.close();
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(`The backup ${file} could not be restored: ${(error as Error).message}`);
    }
    let keptAt: string | null = null;
    if (existsSync(dbDir)) {
      keptAt = `${dbDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(dbDir, keptAt);
    }
    renameSync(staging, dbDir);
    return { keptAt };
  } finally {
    release();
  }
}
