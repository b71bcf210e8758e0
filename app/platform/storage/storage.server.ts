/**
 * File storage (spec §3 "Storage buckets", §5 file rules, §7 "Storage").
 *
 * Three buckets: `applications` (private: application documents, served only to their owner and admins),
 * `visa-covers` and `uploads` (public, cached for FILE_CACHE_SECONDS). Objects are addressed by a key
 * built with `buildObjectKey`: `<userId>/<trackingId>/<uuid>-<sanitised file name>` (folders per user and
 * tracking id, spec §7). Objects are never overwritten: a second `put` at the same key fails with
 * `ObjectExistsError`.
 *
 * Adapters implement `Storage`, on streams: an upload is written as it arrives and a download is read as it
 * is sent, never held whole in memory. `createLocalStorage(rootDir)` keeps files on disk under
 * `<rootDir>/<bucket>/<key>` (rootDir is DATA_DIR/storage) and each object's content type in a JSON
 * sidecar under `<rootDir>/.meta/<bucket>/<key>.json`, outside the bucket folders.
 *
 * An S3-compatible adapter fits the same interface without changing callers:
 *   createS3Storage({ endpoint, bucketPrefix, accessKeyId, secretAccessKey, publicBaseUrl }): Storage
 *   - bucket name → `${bucketPrefix}${bucket}`; the key is the S3 object key unchanged (it is already
 *     restricted to [A-Za-z0-9._-] segments by `assertObjectKey`);
 *   - put → a streamed PutObject (`Upload` of @aws-sdk/lib-storage for a body of unknown length) with
 *     `ContentType`, `CacheControl: cacheControlFor(bucket)` and `If-None-Match: *` (conditional write:
 *     the store refuses an existing key, mapped to ObjectExistsError); a body that fails aborts the upload;
 *   - get → GetObject (404/NoSuchKey → null): `Body.transformToWebStream()`, ContentLength, ContentType;
 *   - remove → DeleteObject; exists → HeadObject;
 *   - publicUrl → `${publicBaseUrl}/${bucket}/${key}` for public buckets (a CDN or the bucket's public
 *     endpoint); private objects keep going through the app (or short-lived presigned GET URLs).
 * Configuration: STORAGE_DRIVER=s3 with S3_ENDPOINT, S3_BUCKET_PREFIX, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY (see config.server.ts).
 */
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
import { fileTypeFromBuffer } from "file-type";
import { FILE_CACHE_SECONDS, SANITIZED_FILE_NAME_MAX_LENGTH } from "../domain/constants.ts";
import {
  type DocumentRule,
  type FileExtension,
  fileExtension,
  GENERAL_FILE_RULE,
  MIME_TYPES,
  sanitizeFileName,
  validationMessageKeys,
} from "../domain/validation.ts";
import { AppError, type ErrorMessageKey, type ErrorParams } from "../http/errors.ts";

// ---------------------------------------------------------------------------------------------------
// Buckets

export const BUCKETS = {
  /** application documents (passport copies, photos, licences): owner and admins only */
  applications: { public: false },
  /** offer cover photos */
  "visa-covers": { public: true },
  /** generic public files (CMS images and the like) */
  uploads: { public: true },
} as const satisfies Record<string, { public: boolean }>;

export type BucketName = keyof typeof BUCKETS;

export function isBucketName(value: unknown): value is BucketName {
  return typeof value === "string" && Object.hasOwn(BUCKETS, value);
}

/** Cache-Control header for serving an object of the bucket (spec: file cache 3600 s). */
export function cacheControlFor(bucket: BucketName): string {
  return BUCKETS[bucket].public ? `public, max-age=${FILE_CACHE_SECONDS}` : "private, no-store";
}

// ---------------------------------------------------------------------------------------------------
// Errors: all are AppErrors of the spec's catalogue (§8), so `toErrorPayload` answers them correctly.
// Their `name` stays "AppError" (isAppError recognises it across module copies); tell them apart
// with instanceof.

/** The store failed (disk, permissions): SYSTEM_STORAGE_ERROR, 500. */
export class StorageError extends AppError {
  constructor(cause: unknown) {
    super("SYSTEM_STORAGE_ERROR", { cause });
  }
}

/** A `put` found an object at the key already (objects are never overwritten): BUSINESS_DUPLICATE_ENTRY. */
export class ObjectExistsError extends AppError {
  readonly bucket: BucketName;
  readonly key: string;
  constructor(bucket: BucketName, key: string) {
    super("BUSINESS_DUPLICATE_ENTRY");
    this.bucket = bucket;
    this.key = key;
  }
}

/** A key or a part of a key is unsafe (path traversal, absolute path, backslash, odd characters). */
export class InvalidObjectKeyError extends AppError {
  readonly detail: string;
  constructor(detail: string) {
    super("VALIDATION_INVALID_FORMAT");
    this.detail = detail;
  }
}

/** A public URL was asked for an object of a private bucket: AUTH_FORBIDDEN. */
export class PrivateBucketError extends AppError {
  readonly bucket: string;
  constructor(bucket: string) {
    super("AUTH_FORBIDDEN");
    this.bucket = bucket;
  }
}

// ---------------------------------------------------------------------------------------------------
// Keys

const SEGMENT_PATTERN = /^[A-Za-z0-9_.-]+$/;
const MAX_SEGMENT_LENGTH = 255;
const MAX_KEY_LENGTH = 1024;

function assertBucket(bucket: string): asserts bucket is BucketName {
  if (!isBucketName(bucket)) throw new InvalidObjectKeyError(`Unknown bucket ${JSON.stringify(bucket)}`);
}

function unsafePart(value: string): string | undefined {
  if (value.length === 0) return "is empty";
  if (value.includes("\0")) return "contains a NUL character";
  if (value.includes("\\")) return "contains a backslash";
  if (value.startsWith("/") || /^[A-Za-z]:/.test(value)) return "is an absolute path";
  if (value.split("/").some((segment) => segment === ".." || segment === "."))
    return "contains a . or .. segment";
  return undefined;
}

/** Refuses a key that could leave its bucket: only `/`-separated segments of [A-Za-z0-9._-], no `.`/`..`. */
export function assertObjectKey(key: string): void {
  const problem = unsafePart(key);
  if (problem) throw new InvalidObjectKeyError(`Object key ${JSON.stringify(key)} ${problem}`);
  if (key.length > MAX_KEY_LENGTH) throw new InvalidObjectKeyError("Object key is too long");
  for (const segment of key.split("/")) {
    if (!SEGMENT_PATTERN.test(segment) || segment.length > MAX_SEGMENT_LENGTH) {
      throw new InvalidObjectKeyError(`Object key ${JSON.stringify(key)} has an invalid segment`);
    }
  }
}

const ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

function assertIdPart(label: string, value: string): void {
  const problem = unsafePart(value) ?? (value.includes("/") ? "contains a slash" : undefined);
  if (problem) throw new InvalidObjectKeyError(`${label} ${JSON.stringify(value)} ${problem}`);
  if (!ID_PATTERN.test(value) || value.includes("..")) {
    throw new InvalidObjectKeyError(`${label} ${JSON.stringify(value)} has invalid characters`);
  }
}

/**
 * `<userId>/<trackingId>/<uuid>-<sanitised file name>` (or `<userId>/<uuid>-<name>` without a tracking id).
 * Refuses path traversal in any part: `..`, absolute paths, slashes in ids, backslashes, NUL.
 */
export function buildObjectKey({
  userId,
  trackingId,
  fileName,
}: {
  userId: string;
  trackingId?: string | null;
  fileName: string;
}): string {
  assertIdPart("User id", userId);
  if (trackingId !== undefined && trackingId !== null) assertIdPart("Tracking id", trackingId);
  const problem = unsafePart(fileName) ?? (fileName.includes("/") ? "contains a slash" : undefined);
  if (problem) throw new InvalidObjectKeyError(`File name ${JSON.stringify(fileName)} ${problem}`);
  const key = [userId, trackingId, `${randomUUID()}-${sanitizeFileName(fileName)}`].filter(Boolean).join("/");
  assertObjectKey(key);
  return key;
}

// ---------------------------------------------------------------------------------------------------
// Storage interface

/** What `put` stores: a Fetch stream (a request body), a Node stream, or bytes already in memory. */
export type ObjectBody = ReadableStream<Uint8Array> | Readable | Uint8Array;

export interface PutResult {
  bucket: BucketName;
  key: string;
  size: number;
}

export interface StoredObject {
  /** The content as a stream: read it, or cancel it, so that the file is closed. */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

export interface Storage {
  /**
   * Stores a new object as its body streams in; throws ObjectExistsError when the key is taken (never
   * overwrites). When the body fails (an upload cut off at its limit), nothing is left behind and the
   * body's own error is thrown; a failure of the store itself is a StorageError.
   */
  put(bucket: BucketName, key: string, body: ObjectBody, contentType: string): Promise<PutResult>;
  /** The object as a stream, or null when there is none. */
  get(bucket: BucketName, key: string): Promise<StoredObject | null>;
  exists(bucket: BucketName, key: string): Promise<boolean>;
  /** Removes the object; true when there was one. */
  remove(bucket: BucketName, key: string): Promise<boolean>;
  /** URL of an object of a public bucket; throws PrivateBucketError for the private bucket. */
  publicUrl(bucket: BucketName, key: string): string;
}

export interface LocalStorageOptions {
  /** URL path (or absolute URL) under which the app serves public objects; default "/files" */
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

/** The body's chunks; `failed` keeps the body's own error, to tell it from a failure of the store. */
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

/**
 * Local-disk adapter: `<rootDir>/<bucket>/<key>`, metadata in `<rootDir>/.meta/<bucket>/<key>.json`. An
 * object is written to `<rootDir>/.tmp/` as it streams in and then linked to its key: a link, unlike a
 * rename, fails on an existing name, so an object is never overwritten, and no reader ever sees half a file.
 */
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
      // The stream closes the file when it ends or is cancelled.
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

    publicUrl(bucket, key) {
      assertBucket(bucket);
      assertObjectKey(key);
      if (!BUCKETS[bucket].public) throw new PrivateBucketError(bucket);
      return `${publicBaseUrl}/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Upload inspection

/** An upload refused by its rule: an AppError with VALIDATION_FILE_TOO_LARGE or VALIDATION_INVALID_FILE_TYPE. */
export class UploadRejectedError extends AppError {
  declare readonly code: UploadRejectionCode;
  /** what the magic bytes said ("application/x-msdownload", "unknown"), for logs */
  readonly detectedType: string | undefined;
  constructor(
    code: UploadRejectionCode,
    options: {
      messageKey: ErrorMessageKey;
      params?: ErrorParams;
      detectedType?: string;
      field?: string;
      cause?: unknown;
    },
  ) {
    const { detectedType, ...appOptions } = options;
    super(code, appOptions);
    this.detectedType = detectedType;
  }
}

export type UploadRejectionCode = "VALIDATION_FILE_TOO_LARGE" | "VALIDATION_INVALID_FILE_TYPE";

export interface InspectedUpload {
  /** the real type, from the magic bytes: "pdf", "jpg", "png", "webp", "doc" or "docx" */
  extension: FileExtension;
  contentType: string;
  size: number;
  /** sanitised name whose extension matches the real type ("Scan 1.PNG" holding a JPEG → "scan_1.jpg") */
  fileName: string;
}

/** The type file-type reports, as one of our extensions (null: not a type we ever accept). */
function extensionOfDetected(detected: string | undefined, declaredExtension: string): FileExtension | null {
  switch (detected) {
    case "pdf":
    case "png":
    case "webp":
    case "docx":
      return detected;
    case "jpg":
      return "jpg";
    // A Compound File (OLE2) is a Word 97-2003 document, but also an .xls, .msg or .msi: only a
    // file that says it is a .doc is taken as one.
    case "cfb":
      return declaredExtension === "doc" ? "doc" : null;
    default:
      return null;
  }
}

function allowedBy(rule: DocumentRule, extension: FileExtension): boolean {
  const allowed = rule.extensions as readonly string[];
  if (extension === "jpg" || extension === "jpeg") return allowed.includes("jpg") || allowed.includes("jpeg");
  return allowed.includes(extension);
}

function storedNameFor(fileName: string, extension: FileExtension): string {
  const sanitized = sanitizeFileName(fileName);
  const current = fileExtension(sanitized);
  const sameType = current === extension || (extension === "jpg" && current === "jpeg");
  const keep = sameType ? current : extension;
  const base =
    current && Object.hasOwn(MIME_TYPES, current) ? sanitized.slice(0, -(current.length + 1)) : sanitized;
  const room = SANITIZED_FILE_NAME_MAX_LENGTH - keep.length - 1;
  // Nothing readable left (an Arabic-only name becomes "_"): call it "file".
  return `${/[a-z0-9]/.test(base) ? base.slice(0, room) : "file"}.${keep}`;
}

const megabytesOf = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** "File size exceeds the maximum allowed (5 MB)." for the rule's limit. */
export function fileTooLargeError(rule: DocumentRule, field?: string): UploadRejectedError {
  return new UploadRejectedError("VALIDATION_FILE_TOO_LARGE", {
    messageKey: validationMessageKeys.fileTooLarge,
    params: { megabytes: megabytesOf(rule.maxBytes) },
    ...(field === undefined ? {} : { field }),
  });
}

export function emptyFileError(field?: string): UploadRejectedError {
  return new UploadRejectedError("VALIDATION_INVALID_FILE_TYPE", {
    messageKey: validationMessageKeys.emptyFile,
    ...(field === undefined ? {} : { field }),
  });
}

/**
 * The real type of a file from its first bytes (the whole file, or at least its first few kilobytes), as
 * allowed by the rule, with the sanitised name it is stored under. The name and the browser's declared
 * type are not trusted. Throws UploadRejectedError ("Invalid file type.").
 */
export async function detectFileType(
  head: Uint8Array,
  fileName: string,
  rule: DocumentRule = GENERAL_FILE_RULE,
  field?: string,
): Promise<Omit<InspectedUpload, "size">> {
  const detected = await fileTypeFromBuffer(head);
  const extension = extensionOfDetected(detected?.ext, fileExtension(fileName));
  if (!extension || !allowedBy(rule, extension)) {
    const types = [...new Set(rule.extensions)].map((extension) => extension.toUpperCase()).join(", ");
    throw new UploadRejectedError("VALIDATION_INVALID_FILE_TYPE", {
      messageKey: validationMessageKeys.invalidFileType,
      params: { types },
      detectedType: detected?.mime ?? "unknown",
      ...(field === undefined ? {} : { field }),
    });
  }
  return { extension, contentType: MIME_TYPES[extension], fileName: storedNameFor(fileName, extension) };
}

/**
 * Checks an upload held in memory against its rule (validation.ts: DOCUMENT_RULES / documentRule /
 * GENERAL_FILE_RULE): not empty, not larger than the rule's limit, and of an allowed type judged by its
 * magic bytes. Throws UploadRejectedError. Uploads from a request stream through `parseUploadForm`
 * (uploads.server.ts), which applies the same checks.
 */
export async function inspectUpload({
  bytes,
  fileName,
  rule = GENERAL_FILE_RULE,
  field,
}: {
  bytes: Uint8Array;
  fileName: string;
  rule?: DocumentRule;
  /** the form field, carried by the error */
  field?: string;
}): Promise<InspectedUpload> {
  if (bytes.byteLength === 0) throw emptyFileError(field);
  if (bytes.byteLength > rule.maxBytes) throw fileTooLargeError(rule, field);
  return { ...(await detectFileType(bytes, fileName, rule, field)), size: bytes.byteLength };
}
