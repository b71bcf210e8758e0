// `npm run storage:copy-to-s3`: the files of DATA_DIR/storage into the S3 buckets, each copy verified.
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import {
  GetObjectCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  type S3Client,
} from "@aws-sdk/client-s3";
import { createLocalStorage } from "./local-storage.server.ts";
import { createS3Client, createS3Storage, type S3StorageOptions, s3BucketOf } from "./s3-storage.server.ts";
import { assertObjectKey, BUCKETS, type BucketName } from "./storage.server.ts";

export interface CopyReport {
  copied: number;
  skipped: number;
  bytes: number;
  /** `<bucket>/<key>: why`, for every object that is not in S3 as it is on disk. */
  failures: string[];
}

interface Digest {
  size: number;
  md5: string;
  sha256: string;
}

async function digestOf(body: AsyncIterable<Uint8Array>): Promise<Digest> {
  const md5 = createHash("md5");
  const sha256 = createHash("sha256");
  let size = 0;
  for await (const chunk of body) {
    md5.update(chunk);
    sha256.update(chunk);
    size += chunk.byteLength;
  }
  return { size, md5: md5.digest("hex"), sha256: sha256.digest("hex") };
}

/** Keys under a bucket's folder, with `/` separators (the adapter's temporary and metadata folders are not buckets). */
async function keysOf(bucketDir: string): Promise<string[]> {
  const entries = await readdir(bucketDir, { recursive: true, withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(bucketDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

/** Our errors carry their words in `detail` or their cause; the message of an AppError is a translation key. */
function reasonOf(error: unknown): string {
  const { detail, cause, message } = error as { detail?: string; cause?: Error; message?: string };
  return detail ?? cause?.message ?? message ?? String(error);
}

export async function copyLocalToS3(options: {
  storageDir: string;
  s3: S3StorageOptions;
  client?: S3Client;
  log?: (line: string) => void;
}): Promise<CopyReport> {
  const client = options.client ?? createS3Client(options.s3);
  const log = options.log ?? (() => {});
  const local = createLocalStorage(options.storageDir);
  const target = createS3Storage(options.s3, client);
  await target.ready();
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0, failures: [] };

  /** The object in S3 against the file on disk: the ETag where it is the MD5 (single PUT), else SHA-256 read back. */
  async function matches(bucket: BucketName, key: string, expected: Digest): Promise<boolean | null> {
    const where = { Bucket: s3BucketOf(options.s3.bucketPrefix, bucket), Key: key };
    let head: HeadObjectCommandOutput;
    try {
      head = await client.send(new HeadObjectCommand(where));
    } catch (error) {
      if ((error as Error).name === "NotFound") return null;
      throw error;
    }
    if (head.ContentLength !== expected.size) return false;
    const etag = (head.ETag ?? "").replaceAll('"', "");
    if (/^[0-9a-f]{32}$/.test(etag)) return etag === expected.md5;
    const object = await client.send(new GetObjectCommand(where));
    const actual = await digestOf(object.Body as AsyncIterable<Uint8Array>);
    return actual.size === expected.size && actual.sha256 === expected.sha256;
  }

  for (const bucket of Object.keys(BUCKETS) as BucketName[]) {
    for (const key of await keysOf(path.join(options.storageDir, bucket))) {
      const name = `${bucket}/${key}`;
      try {
        assertObjectKey(key);
        const read = await local.get(bucket, key);
        if (!read) throw new Error("vanished while copying");
        const expected = await digestOf(read.body);
        const before = await matches(bucket, key, expected);
        if (before === true) {
          report.skipped += 1;
          continue;
        }
        // Never overwritten: a different object under the key is for a person to look at.
        if (before === false) throw new Error("already in S3 with other content; left as it is");
        const source = await local.get(bucket, key);
        if (!source) throw new Error("vanished while copying");
        await target.put(bucket, key, source.body, source.contentType);
        if ((await matches(bucket, key, expected)) !== true) {
          // Our own bad copy: removed, so that the next run copies the file again.
          await target.remove(bucket, key);
          throw new Error("the copy differed from the file and was removed; run again");
        }
        report.copied += 1;
        report.bytes += expected.size;
        log(`copied ${name} (${expected.size} bytes)`);
      } catch (error) {
        report.failures.push(`${name}: ${reasonOf(error)}`);
        log(`FAILED ${name}: ${reasonOf(error)}`);
      }
    }
  }
  return report;
}
