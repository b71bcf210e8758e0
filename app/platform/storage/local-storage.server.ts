import { randomUUID } from "node:crypto";
import {
  type FileHandle,
  link,
  mkdir,
  open,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { type FileExtension, fileExtension, MIME_TYPES } from "../domain/validation.ts";
import {
  assertBucket,
  assertObjectKey,
  BUCKETS,
  InvalidObjectKeyError,
  type ObjectBody,
  ObjectExistsError,
  PrivateBucketError,
  type Storage,
  StorageError,
} from "./storage.server.ts";

export interface LocalStorageOptions {
  publicBaseUrl?: string;
}

interface ObjectMeta {
  contentType: string;
  size: number;
  createdAt: string;
}

function contentTypeFromKey(key: string): string {
  const extension = fileExtension(key);
  return Object.hasOwn(MIME_TYPES, extension)
    ? MIME_TYPES[extension as FileExtension]
    : "application/octet-stream";
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** `failed` keeps the body's own error, to tell it from a failure of the store. */
async function* chunksOf(body: ObjectBody, failed: { error?: unknown }): AsyncIterable<Uint8Array> {
  if (body instanceof Uint8Array) {
    yield body;
    return;
  }
  try {
    yield* body as AsyncIterable<Uint8Array>;
  } catch (error) {
    failed.error = error;
    throw error;
  }
}

// An object streams into `.tmp/` and is then linked to its key: a link, unlike a rename, fails on an existing
// name, so an object is never overwritten and no reader ever sees half a file.
export function createLocalStorage(rootDir: string, options: LocalStorageOptions = {}): Storage {
  const root = path.resolve(rootDir);
  const temporaryDir = path.join(root, ".tmp");
  const publicBaseUrl = (options.publicBaseUrl ?? "/files").replace(/\/+$/, "");

  function locate(bucket: string, key: string) {
    assertBucket(bucket);
    assertObjectKey(key);
    const bucketDir = path.join(root, bucket);
    const file = path.resolve(bucketDir, key);
    // Defence in depth: assertObjectKey already makes this impossible.
    if (!file.startsWith(bucketDir + path.sep))
      throw new InvalidObjectKeyError(`Object key ${key} leaves its bucket`);
    const meta = path.join(root, ".meta", bucket, `${key}.json`);
    return { file, meta };
  }

  async function isFile(file: string): Promise<boolean> {
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw new StorageError(error);
    }
  }

  return {
    async put(bucket, key, body, contentType) {
      const { file, meta } = locate(bucket, key);
      // Keys are random, so this is all but never true; checked first so that a body is not streamed in vain.
      if (await isFile(file)) throw new ObjectExistsError(bucket, key);
      const temporary = path.join(temporaryDir, `${randomUUID()}.part`);
      const failed: { error?: unknown } = {};
      let size = 0;
      try {
        await mkdir(temporaryDir, { recursive: true });
        const handle = await open(temporary, "wx", 0o640);
        try {
          for await (const chunk of chunksOf(body, failed)) {
            await handle.writeFile(chunk);
            size += chunk.byteLength;
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        await mkdir(path.dirname(file), { recursive: true });
        await link(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        if (error === failed.error) throw error;
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(bucket, key);
        throw new StorageError(error);
      }
      await unlink(temporary).catch(() => {});
      try {
        await mkdir(path.dirname(meta), { recursive: true });
        const record: ObjectMeta = { contentType, size, createdAt: new Date().toISOString() };
        const temporaryMeta = `${meta}.${randomUUID()}.tmp`;
        await writeFile(temporaryMeta, JSON.stringify(record), { flag: "wx" });
        await rename(temporaryMeta, meta);
      } catch (error) {
        // Nothing half-written stays behind: without its metadata the object is rolled back.
        await unlink(file).catch(() => {});
        throw new StorageError(error);
      }
      return { bucket, key, size };
    },

    async get(bucket, key) {
      const { file, meta } = locate(bucket, key);
      let handle: FileHandle;
      let size: number;
      try {
        handle = await open(file, "r");
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw new StorageError(error);
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        size = info.size;
      } catch (error) {
        await handle.close().catch(() => {});
        throw new StorageError(error);
      }
      let contentType = contentTypeFromKey(key);
      try {
        contentType = (JSON.parse(await readFile(meta, "utf8")) as ObjectMeta).contentType || contentType;
      } catch {
        // A missing or damaged sidecar: the type derived from the key's extension is used.
      }
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { body, contentType, size };
    },

    async exists(bucket, key) {
      const { file } = locate(bucket, key);
      return isFile(file);
    },

    async remove(bucket, key) {
      const { file, meta } = locate(bucket, key);
      let removed = true;
      try {
        await unlink(file);
      } catch (error) {
        if (!isMissing(error)) {
          throw new StorageError(error);
        }
        removed = false;
      }
      await unlink(meta).catch(() => {});
      return removed;
    },

    async ready() {
      // A file written and removed again: the disk is there, writable and not full.
      try {
        await mkdir(temporaryDir, { recursive: true });
        const probe = path.join(temporaryDir, `ready-${randomUUID()}`);
        await writeFile(probe, "ok");
        await unlink(probe);
      } catch (error) {
        throw new StorageError(error);
      }
    },

    publicUrl(bucket, key) {
      assertBucket(bucket);
      assertObjectKey(key);
      if (!BUCKETS[bucket].public) throw new PrivateBucketError(bucket);
      return `${publicBaseUrl}/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
    },
  };
}
