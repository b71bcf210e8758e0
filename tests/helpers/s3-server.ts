import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../../app/platform/storage/s3-storage.server.ts";
import { BUCKETS } from "../../app/platform/storage/storage.server.ts";

export interface S3TestServer {
  /** Options for createS3Storage against this server (path style, its built-in credentials). */
  options: S3StorageOptions;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * s3rver (an S3-compatible server on the file system) in this process, on a random port and a temporary
 * directory, with the shop's buckets under `bucketPrefix`.
 *
 * s3rver ignores `If-None-Match: *` on writes. With `conditionalWrites` (the default) a middleware
 * answers it as AWS S3 does (412 PreconditionFailed when the key exists, conditional writes to one key one
 * at a time), so the adapter's no-overwrite path is tested against the answer it gets in production.
 */
export async function startS3Server({
  bucketPrefix = "shop-",
  conditionalWrites = true,
} = {}): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: Object.keys(BUCKETS).map((bucket) => ({ name: `${bucketPrefix}${bucket}` })),
  });
  if (conditionalWrites) server.middleware.unshift(honourIfNoneMatch(server));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    options: {
      endpoint,
      region: "us-east-1",
      bucketPrefix,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function honourIfNoneMatch(server: S3rver): S3rver["middleware"][number] {
  const queues = new Map<string, Promise<void>>();
  return async (context, next) => {
    const [, bucket, ...rest] = context.path.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    const write =
      (context.method === "PUT" && !context.query.uploadId && !context.headers["x-amz-copy-source"]) ||
      (context.method === "POST" && context.query.uploadId !== undefined);
    if (!write || context.headers["if-none-match"] !== "*" || !bucket || !key) return next();
    const id = `${bucket}/${key}`;
    const before = queues.get(id) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queued = before.then(() => mine);
    queues.set(id, queued);
    await before;
    try {
      if (await server.store.existsObject(bucket, key)) {
        context.status = 412;
        context.type = "application/xml";
        context.body =
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code>' +
          "<Message>At least one of the pre-conditions you specified did not hold</Message>" +
          "<Condition>If-None-Match</Condition></Error>";
        return;
      }
      await next();
    } finally {
      release();
      if (queues.get(id) === queued) queues.delete(id);
    }
  };
}
