import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { jpeg, png } from "../../../tests/helpers/sample-files.ts";
import { createLocalStorage } from "./local-storage.server.ts";
import { buildObjectKey, type Storage, StorageError } from "./storage.server.ts";
import { storageContract } from "./storage-contract.ts";

const roots: string[] = [];
async function temporaryRoot(): Promise<string> {
  const root = path.join(await mkdtemp(path.join(tmpdir(), "storage-")), "storage");
  roots.push(path.dirname(root));
  return root;
}
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

storageContract("local storage", {
  open: async (options) => createLocalStorage(await temporaryRoot(), options),
});

// What only the disk adapter has: its layout, its temporary files, its directory.
describe("local storage on disk", () => {
  let root: string;
  let storage: Storage;

  beforeEach(async () => {
    root = await temporaryRoot();
    storage = createLocalStorage(root);
  });

  it("keeps an object under <root>/<bucket>/<key>", async () => {
    const key = buildObjectKey({ userId: "u1", trackingId: "VISA-1-X", fileName: "photo.png" });
    await storage.put("applications", key, png(), "image/png");
    expect(new Uint8Array(await readFile(path.join(root, "applications", ...key.split("/"))))).toEqual(png());
  });

  it("leaves no temporary file after a failed body or a refused overwrite", async () => {
    async function* failing() {
      yield new Uint8Array(1000);
      throw new Error("cut off");
    }
    await expect(
      storage.put("uploads", "u/cut.pdf", Readable.from(failing()), "application/pdf"),
    ).rejects.toThrow("cut off");
    await Promise.allSettled([
      storage.put("uploads", "u/race.png", Readable.from([png()]), "image/png"),
      storage.put("uploads", "u/race.png", Readable.from([jpeg()]), "image/jpeg"),
    ]);
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
  });

  it("never writes outside its root for an unsafe key", async () => {
    await storage.put("uploads", "../outside.png", png(), "image/png").catch(() => {});
    expect(await readdir(path.dirname(root))).not.toContain("outside.png");
  });

  it("is not ready when its directory cannot be written", async () => {
    await writeFile(path.join(path.dirname(root), "file"), "");
    const blocked = createLocalStorage(path.join(path.dirname(root), "file", "storage"));
    await expect(blocked.ready()).rejects.toBeInstanceOf(StorageError);
    await expect(storage.ready()).resolves.toBeUndefined();
  });
});
