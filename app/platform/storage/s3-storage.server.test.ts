import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { CreateBucketCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../../../tests/helpers/s3-server.ts";
import { png } from "../../../tests/helpers/sample-files.ts";
import { createS3Client, createS3Storage, type S3StorageOptions } from "./s3-storage.server.ts";
import { BUCKETS, ObjectExistsError, StorageError } from "./storage.server.ts";
import { storageContract } from "./storage-contract.ts";

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server?.close();
});

/** The shop's three buckets under a new prefix, on the running server: an empty store per test. */
async function freshBuckets(): Promise<S3StorageOptions> {
  const options = { ...server.options, bucketPrefix: `t${randomBytes(4).toString("hex")}-` };
  const client = createS3Client(options);
  for (const bucket of Object.keys(BUCKETS)) {
    await client.send(new CreateBucketCommand({ Bucket: `${options.bucketPrefix}${bucket}` }));
  }
  return options;
}

storageContract("S3 storage (s3rver)", {
  open: async (options) => createS3Storage({ ...(await freshBuckets()), ...options }),
});

describe("S3 storage: what is S3's own", () => {
  it("stores the content type and the bucket's Cache-Control on the object, for a CDN that serves it", async () => {
    const options = await freshBuckets();
    const storage = createS3Storage(options);
    const client = createS3Client(options);
    const image = "images/0b1f0a52-0d4e-4a8e-9d1c-0f5a0f3b1c2d/photo-1280.avif";
    await storage.put("uploads", image, png(), "image/avif");
    await storage.put("applications", "u1/passport.pdf", png(), "application/pdf");
    const head = (bucket: string, key: string) =>
      client.send(new HeadObjectCommand({ Bucket: `${options.bucketPrefix}${bucket}`, Key: key }));
    expect(await head("uploads", image)).toMatchObject({
      ContentType: "image/avif",
      CacheControl: "public, max-age=31536000, immutable",
    });
    expect(await head("applications", "u1/passport.pdf")).toMatchObject({
      CacheControl: "private, no-store",
    });
  });

  it("aborts the multipart upload when a large body fails, so that no parts are kept", async () => {
    const options = await freshBuckets();
    const client = createS3Client(options);
    const sent: string[] = [];
    client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(context.commandName ?? "");
        return next(args);
      },
      { step: "initialize" },
    );
    async function* failing() {
      for (let index = 0; index < 100; index++) yield new Uint8Array(64 * 1024);
      throw new Error("cut off");
    }
    const storage = createS3Storage(options, client);
    await expect(
      storage.put("applications", "u1/cut.pdf", Readable.from(failing()), "application/pdf"),
    ).rejects.toThrow("cut off");
    // s3rver answers the abort with 405 (it has no AbortMultipartUpload); the body's error is still the answer.
    expect(sent).toEqual([
      "HeadObjectCommand",
      "CreateMultipartUploadCommand",
      "UploadPartCommand",
      "AbortMultipartUploadCommand",
    ]);
  });

  it("is not ready, naming the bucket, when one of the buckets is missing", async () => {
    const storage = createS3Storage({ ...server.options, bucketPrefix: "missing-" });
    await expect(storage.ready()).rejects.toBeInstanceOf(StorageError);
    await expect(storage.ready()).rejects.toMatchObject({
      cause: {
        message: expect.stringMatching(
          /^S3 bucket missing-(applications|visa-covers|uploads): does not exist$/,
        ),
      },
    });
  });

  it("without conditional writes on the server, still refuses an existing key by checking first", async () => {
    const plain = await startS3Server({ conditionalWrites: false });
    try {
      const storage = createS3Storage(plain.options);
      await storage.put("uploads", "u/once.png", png(), "image/png");
      await expect(storage.put("uploads", "u/once.png", png(), "image/png")).rejects.toBeInstanceOf(
        ObjectExistsError,
      );
    } finally {
      await plain.close();
    }
  });
});
