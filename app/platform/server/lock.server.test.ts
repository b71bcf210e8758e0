import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirectoryLockedError, lockDataDirectory } from "./lock.server.ts";

describe("data directory lock", () => {
  it("refuses a second holder while a live process holds it, naming its PID", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lock-"));
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "server.lock"), String(child.pid));
      expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
      expect(() => lockDataDirectory(dir)).toThrow(
        `Another process (PID ${child.pid}) holds the data directory`,
      );
      expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(child.pid));
    } finally {
      child.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs, and releases it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lock-"));
    const child = spawn(process.execPath, ["-e", "0"]);
    await new Promise((resolve) => child.on("exit", resolve));
    writeFileSync(path.join(dir, "server.lock"), String(child.pid));
    const release = lockDataDirectory(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });
});
