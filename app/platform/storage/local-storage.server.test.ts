import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jpeg, pdf, png } from "../../../tests/helpers/sample-files.ts";
import { DOCUMENT_RULES } from "../domain/validation.ts";
import { inspectUpload } from "./file-types.server.ts";
import { createLocalStorage } from "./local-storage.server.ts";
import {
  BUCKETS,
  type BucketName,
  buildObjectKey,
  InvalidObjectKeyError,
  ObjectExistsError,
  PrivateBucketError,
  type Storage,
  StorageError,
  type StoredObject,
} from "./storage.server.ts";

/** The whole content of a stored object (its stream read to the end, which closes the file). */
async function contentOf(object: StoredObject | null): Promise<Uint8Array | null> {
  return object ? new Uint8Array(await new Response(object.body).arrayBuffer()) : null;
}

/** The stored content type; the stream is cancelled, which closes the file. */
async function typeOf(storage: Storage, bucket: BucketName, key: string): Promise<string | undefined> {
  const object = await storage.get(bucket, key);
  await object?.body.cancel();
  return object?.contentType;
}

describe("local storage", () => {
  let root: string;
  let storage: Storage;

  beforeEach(async () => {
    root = path.join(await mkdtemp(path.join(tmpdir(), "storage-")), "storage");
    storage = createLocalStorage(root);
  });

  afterEach(async () => {
    await rm(path.dirname(root), { recursive: true, force: true });
  });

  it("is ready when it can write, leaving nothing behind, and says so when it cannot", async () => {
    await storage.ready();
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
    const blocked = path.join(path.dirname(root), "a-file");
    await writeFile(blocked, "not a folder");
    await expect(createLocalStorage(blocked).ready()).rejects.toBeInstanceOf(StorageError);
  });

  it("stores, reads, checks and removes an object under <root>/<bucket>/<key>", async () => {
    const bytes = png();
    const key = buildObjectKey({ userId: "u1", trackingId: "VISA-1-X", fileName: "photo.png" });
    await expect(storage.put("applications", key, bytes, "image/png")).resolves.toEqual({
      bucket: "applications",
      key,
      size: bytes.byteLength,
    });
    expect(new Uint8Array(await readFile(path.join(root, "applications", ...key.split("/"))))).toEqual(bytes);
    expect(await storage.exists("applications", key)).toBe(true);
    const object = await storage.get("applications", key);
    expect(object?.contentType).toBe("image/png");
    expect(object?.size).toBe(bytes.byteLength);
    expect(await contentOf(object)).toEqual(bytes);

    expect(await storage.remove("applications", key)).toBe(true);
    expect(await storage.exists("applications", key)).toBe(false);
    expect(await storage.get("applications", key)).toBeNull();
    expect(await storage.remove("applications", key)).toBe(false);
  });

  it("stores a stream as it arrives, from a Fetch stream or a Node stream, and reads it back as a stream", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(7);
    let pulled = 0;
    const web = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ === 32) controller.close();
        else controller.enqueue(chunk);
      },
    });
    await expect(storage.put("uploads", "u/web.bin", web, "application/octet-stream")).resolves.toMatchObject(
      {
        size: 32 * chunk.byteLength,
      },
    );
    await storage.put(
      "uploads",
      "u/node.pdf",
      Readable.from([pdf().slice(0, 10), pdf().slice(10)]),
      "application/pdf",
    );
    const object = await storage.get("uploads", "u/node.pdf");
    expect(object?.body).toBeInstanceOf(ReadableStream);
    expect(object?.size).toBe(pdf().byteLength);
    expect(await contentOf(object)).toEqual(pdf());
    expect((await stat(path.join(root, "uploads", "u", "web.bin"))).size).toBe(32 * chunk.byteLength);
  });

  it("leaves nothing behind when the body fails while it streams, and throws the body's own error", async () => {
    const cutOff = new Error("cut off");
    async function* failing() {
      yield new Uint8Array(1000);
      throw cutOff;
    }
    await expect(
      storage.put("uploads", "u/cut.pdf", Readable.from(failing()), "application/pdf"),
    ).rejects.toBe(cutOff);
    expect(await storage.exists("uploads", "u/cut.pdf")).toBe(false);
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
  });

  it("never overwrites, even when two uploads to one key race", async () => {
    const results = await Promise.allSettled([
      storage.put("uploads", "u/race.png", Readable.from([png()]), "image/png"),
      storage.put("uploads", "u/race.png", Readable.from([jpeg()]), "image/jpeg"),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(ObjectExistsError);
    expect([png(), jpeg()]).toContainEqual(await contentOf(await storage.get("uploads", "u/race.png")));
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
  });

  it("keeps the content type given at upload", async () => {
    await storage.put("uploads", "u/report", pdf(), "application/pdf");
    expect(await typeOf(storage, "uploads", "u/report")).toBe("application/pdf");
  });

  it("returns null and false for objects that do not exist", async () => {
    expect(await storage.get("uploads", "nobody/nothing.png")).toBeNull();
    expect(await storage.exists("uploads", "nobody/nothing.png")).toBe(false);
  });

  it("never overwrites: a second put at the same key fails and keeps the first content", async () => {
    const key = "u1/VISA-1-X/cover.png";
    await storage.put("visa-covers", key, png(), "image/png");
    const second = storage.put("visa-covers", key, pdf(), "application/pdf");
    await expect(second).rejects.toBeInstanceOf(ObjectExistsError);
    await expect(second).rejects.toMatchObject({ code: "BUSINESS_DUPLICATE_ENTRY", status: 409 });
    const kept = await storage.get("visa-covers", key);
    expect(kept?.contentType).toBe("image/png");
    expect(await contentOf(kept)).toEqual(png());
  });

  it("keeps buckets apart", async () => {
    await storage.put("uploads", "u/a.png", png(), "image/png");
    expect(await storage.exists("visa-covers", "u/a.png")).toBe(false);
    await storage.put("visa-covers", "u/a.png", jpeg(), "image/jpeg");
    expect(await typeOf(storage, "uploads", "u/a.png")).toBe("image/png");
  });

  it.each([
    "../outside.png",
    "u/../../outside.png",
    "/etc/passwd",
    "u\\..\\x.png",
    "u//x.png",
    "u/./x.png",
    "",
    "u/x y.png",
  ])("refuses the unsafe key %j in every operation", async (key) => {
    await expect(storage.put("uploads", key, png(), "image/png")).rejects.toBeInstanceOf(
      InvalidObjectKeyError,
    );
    await expect(storage.get("uploads", key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.exists("uploads", key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.remove("uploads", key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    expect(() => storage.publicUrl("uploads", key)).toThrow(InvalidObjectKeyError);
    expect(await readdir(path.dirname(root))).not.toContain("outside.png");
  });

  it("refuses unknown buckets", async () => {
    // @ts-expect-error: not a bucket
    await expect(storage.put("../db", "u/a.png", png(), "image/png")).rejects.toBeInstanceOf(
      InvalidObjectKeyError,
    );
    // @ts-expect-error: not a bucket
    await expect(storage.get("db", "u/a.png")).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });

  it("gives public URLs for the public buckets only", async () => {
    expect(BUCKETS).toEqual({
      applications: { public: false },
      "visa-covers": { public: true },
      uploads: { public: true },
    });
    expect(storage.publicUrl("visa-covers", "u1/abc-cover.png")).toBe("/files/visa-covers/u1/abc-cover.png");
    expect(storage.publicUrl("uploads", "u1/abc.pdf")).toBe("/files/uploads/u1/abc.pdf");
    expect(() => storage.publicUrl("applications", "u1/abc.pdf")).toThrow(PrivateBucketError);
    const cdn = createLocalStorage(root, { publicBaseUrl: "https://cdn.example.com/media/" });
    expect(cdn.publicUrl("uploads", "u/a.png")).toBe("https://cdn.example.com/media/uploads/u/a.png");
    expect(() => cdn.publicUrl("applications", "u/a.png")).toThrow(PrivateBucketError);
  });

  it("stores an inspected upload end to end", async () => {
    const bytes = jpeg();
    const upload = await inspectUpload({
      bytes,
      fileName: "Selfie.png",
      rule: DOCUMENT_RULES.personal_photo,
    });
    const key = buildObjectKey({ userId: "u9", trackingId: "IDL-1-Z", fileName: upload.fileName });
    await storage.put("applications", key, bytes, upload.contentType);
    expect(key.endsWith("-selfie.jpg")).toBe(true);
    expect((await stat(path.join(root, "applications", ...key.split("/")))).size).toBe(bytes.byteLength);
    expect(await typeOf(storage, "applications", key)).toBe("image/jpeg");
  });
});
