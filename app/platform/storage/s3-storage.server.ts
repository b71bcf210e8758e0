// The Storage interface on S3 or an S3-compatible server (docs/decisions/031): one S3 bucket per logical
// bucket, `<prefix><bucket>`; the object key is the storage key unchanged (assertObjectKey keeps it safe).
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  assertBucket,
  assertObjectKey,
  BUCKETS,
  type BucketName,
  bodyChunks,
  cacheControlFor,
  contentTypeFromKey,
  ObjectExistsError,
  publicUrlOf,
  type Storage,
  StorageError,
} from "./storage.server.ts";

export interface S3StorageOptions {
  /** Absent: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  bucketPrefix: string;
  /** Both absent: the SDK's default credential chain (an instance or task role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (most S3-compatible servers). */
  forcePathStyle?: boolean;
  /** Where public files are linked; by default through the app (`/files`), which streams them from S3. */
  publicBaseUrl?: string;
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // The SDK's default CRC32 trailers (aws-chunked bodies) are AWS's own; S3-compatible servers vary, and an
    // older one stores the chunk framing as content. Checksums only where an operation requires them there.
    ...(options.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
  });
}

export function s3BucketOf(bucketPrefix: string, bucket: BucketName): string {
  return `${bucketPrefix}${bucket}`;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/** A missing object (GET answers NoSuchKey, HEAD a bare 404); a missing bucket is an error of the store. */
function isMissingObject(error: unknown): boolean {
  const name = (error as Error | undefined)?.name;
  return name === "NoSuchKey" || (name === "NotFound" && statusOf(error) === 404);
}

/** The conditional write refused: the key exists (412), or another conditional write to it is under way (409). */
function isRefusedOverwrite(error: unknown): boolean {
  const name = (error as Error | undefined)?.name;
  return name === "PreconditionFailed" || name === "ConditionalRequestConflict" || statusOf(error) === 412;
}

export function createS3Storage(options: S3StorageOptions, client = createS3Client(options)): Storage {
  const publicBaseUrl = options.publicBaseUrl ?? "/files";

  function locate(bucket: string, key: string) {
    assertBucket(bucket);
    assertObjectKey(key);
    return { Bucket: s3BucketOf(options.bucketPrefix, bucket), Key: key };
  }

  async function exists(bucket: BucketName, key: string): Promise<boolean> {
    const target = locate(bucket, key);
    try {
      await client.send(new HeadObjectCommand(target));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw new StorageError(error);
    }
  }

  return {
    async put(bucket, key, body, contentType) {
      const target = locate(bucket, key);
      // `If-None-Match: *` makes the store itself refuse an existing key (AWS S3, MinIO, R2, Ceph). A server
      // that ignores the header (s3rver) has only this check, with a race between it and the write.
      if (await exists(bucket, key)) throw new ObjectExistsError(bucket, key);
      const failed: { error?: unknown } = {};
      let size = 0;
      async function* counted() {
        for await (const chunk of bodyChunks(body, failed)) {
          size += chunk.byteLength;
          yield chunk;
        }
      }
      // Parts of 5 MB (S3's least) one at a time: an upload holds at most one part in memory. A body that
      // fails aborts the multipart upload, so neither an object nor its parts are left.
      const upload = new Upload({
        client,
        queueSize: 1,
        params: {
          ...target,
          Body: Readable.from(counted()),
          ContentType: contentType,
          CacheControl: cacheControlFor(bucket, key),
          IfNoneMatch: "*",
        },
      });
      try {
        await upload.done();
      } catch (error) {
        if (failed.error !== undefined) throw failed.error;
        if (isRefusedOverwrite(error)) throw new ObjectExistsError(bucket, key);
        throw new StorageError(error);
      }
      return { bucket, key, size };
    },

    async get(bucket, key) {
      const target = locate(bucket, key);
      try {
        const object = await client.send(new GetObjectCommand(target));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: object.ContentType || contentTypeFromKey(key),
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new StorageError(error);
      }
    },

    exists,

    async remove(bucket, key) {
      // S3 deletes without saying whether there was anything; the interface answers it.
      if (!(await exists(bucket, key))) return false;
      try {
        await client.send(new DeleteObjectCommand(locate(bucket, key)));
        return true;
      } catch (error) {
        throw new StorageError(error);
      }
    },

    publicUrl: (bucket, key) => publicUrlOf(publicBaseUrl, bucket, key),

    async ready() {
      await Promise.all(
        (Object.keys(BUCKETS) as BucketName[]).map(async (bucket) => {
          const name = s3BucketOf(options.bucketPrefix, bucket);
          try {
            await client.send(new HeadBucketCommand({ Bucket: name }));
          } catch (error) {
            const reason = statusOf(error) === 404 ? "does not exist" : (error as Error).name;
            throw new StorageError(new Error(`S3 bucket ${name}: ${reason}`, { cause: error }));
          }
        }),
      );
    },
  };
}
