import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirectoryLockedError extends Error {
  override name = "DataDirectoryLockedError";
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The embedded database is single-process. A lock left by a process that no longer runs is taken over. */
export function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
        throw new DataDirectoryLockedError(
          `Another process (PID ${pid}) holds the data directory ${dataDir}. ` +
            "Stop it first, or start this one with another DATA_DIR.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${dataDir}.`);
}
