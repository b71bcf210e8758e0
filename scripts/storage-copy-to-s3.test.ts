import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyLocalToS3 } from "../app/platform/storage/copy-to-s3.server.ts";
import { createLocalStorage } from "../app/platform/storage/local-storage.server.ts";
import { createS3Client, createS3Storage } from "../app/platform/storage/s3-storage.server.ts";
import type { Storage } from "../app/platform/storage/storage.server.ts";
import { contentOf } from "../app/platform/storage/storage-contract.ts";
import { type S3TestServer, startS3Server } from "../tests/helpers/s3-server.ts";
import { jpeg, png } from "../tests/helpers/sample-files.ts";

const IMAGE = "images/0b1f0a52-0d4e-4a8e-9d1c-0f5a0f3b1c2d/photo-1280.avif";
const PASSPORT = "u1/IDL-1-X/passport.pdf";
/** 7 MB: two parts in S3, so its ETag is not an MD5 and the check reads it back. */
const LARGE = new Uint8Array(7 * 1024 * 1024).map((_, index) => (index * 7) % 253);

describe("npm run storage:copy-to-s3", () => {
  let s3: S3TestServer;
  let dataDir: string;
  let local: Storage;
  let target: Storage;
  const copy = (client = createS3Client(s3.options)) =>
    copyLocalToS3({ storageDir: path.join(dataDir, "storage"), s3: s3.options, client });

  beforeAll(async () => {
    s3 = await startS3Server({ bucketPrefix: "copy-" });
    dataDir = await mkdtemp(path.join(tmpdir(), "copy-to-s3-"));
    local = createLocalStorage(path.join(dataDir, "storage"));
    target = createS3Storage(s3.options);
    await local.put("uploads", IMAGE, png(), "image/avif");
    await local.put("applications", PASSPORT, LARGE, "application/pdf");
    await local.put("visa-covers", "u1/cover.png", png(), "image/png");
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("copies every object with its type and cache header, verified, and skips them the second time", async () => {
    expect(await copy()).toEqual({
      copied: 3,
      skipped: 0,
      bytes: LARGE.byteLength + 2 * png().byteLength,
      failures: [],
    });
    const passport = await target.get("applications", PASSPORT);
    expect(passport?.contentType).toBe("application/pdf");
    expect(await contentOf(passport)).toEqual(LARGE);
    const image = await createS3Client(s3.options).send(
      new HeadObjectCommand({ Bucket: "copy-uploads", Key: IMAGE }),
    );
    expect(image).toMatchObject({
      ContentType: "image/avif",
      CacheControl: "public, max-age=31536000, immutable",
    });
    expect(image.ETag).not.toContain("-");
    expect(await copy()).toEqual({ copied: 0, skipped: 3, bytes: 0, failures: [] });
  });

  it("reports a copy that arrives different, and never overwrites what S3 already holds", async () => {
    await local.put("uploads", "u/garbled.png", png(), "image/png");
    // The bytes change on the way (signed after the change, so S3 takes them): the check must see it.
    const garbling = createS3Client(s3.options);
    garbling.middlewareStack.add(
      (next, context) => async (args) => {
        const request = args.request as { body?: unknown; headers: Record<string, string> };
        if (context.commandName === "PutObjectCommand" && request.body) {
          request.body = Buffer.alloc(png().byteLength, 1);
          request.headers["content-length"] = String(png().byteLength);
        }
        return next(args);
      },
      { step: "build" },
    );
    const garbled = await copy(garbling);
    expect(garbled.failures).toEqual([
      "uploads/u/garbled.png: the copy differed from the file and was removed; run again",
    ]);
    expect(await target.exists("uploads", "u/garbled.png")).toBe(false);

    await target.put("uploads", "u/clash.png", jpeg(), "image/jpeg");
    await local.put("uploads", "u/clash.png", png(), "image/png");
    const report = await copy();
    expect(report).toMatchObject({
      copied: 1,
      failures: ["uploads/u/clash.png: already in S3 with other content; left as it is"],
    });
    expect(await contentOf(await target.get("uploads", "u/clash.png"))).toEqual(jpeg());
  });

  it("prints a summary and exits 1 when anything differs, as a command", async () => {
    const run = promisify(execFile)(
      path.resolve("node_modules/.bin/node"),
      ["scripts/storage-copy-to-s3.ts"],
      {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          AUTH_SECRET: "test-secret-that-is-long-enough-for-the-config",
          S3_ENDPOINT: s3.endpoint,
          S3_REGION: "us-east-1",
          S3_BUCKET_PREFIX: "copy-",
          S3_ACCESS_KEY_ID: "S3RVER",
          S3_SECRET_ACCESS_KEY: "S3RVER",
          S3_FORCE_PATH_STYLE: "true",
        },
      },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining("Copied 0 (0.0 MB), skipped 4 already in S3, failed 1."),
      stderr: expect.stringContaining("uploads/u/clash.png: already in S3 with other content"),
    });
  });
});
