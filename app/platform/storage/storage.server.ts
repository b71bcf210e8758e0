// File storage (spec §3, §7): streams both ways and never overwrites an object. How an S3 adapter fits the
// same interface: docs/decisions/018.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { FILE_CACHE_SECONDS } from "../domain/constants.ts";
import { sanitizeFileName } from "../domain/validation.ts";
import { AppError } from "../http/errors.ts";

export const BUCKETS = {
  /** application documents (passport copies, photos, licences): owner and admins only */
  applications: { public: false },
  "visa-covers": { public: true },
  uploads: { public: true },
} as const satisfies Record<string, { public: boolean }>;

export type BucketName = keyof typeof BUCKETS;

export function isBucketName(value: unknown): value is BucketName {
  return typeof value === "string" && Object.hasOwn(BUCKETS, value);
}

/** Managed images (images.server.ts): a new folder per upload, so a key never changes content. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** spec: file cache 3600 s; managed images a year, fingerprinted by their key. */
export function cacheControlFor(bucket: BucketName, key = ""): string {
  if (bucket === "uploads" && key.startsWith("images/")) return IMMUTABLE_CACHE_CONTROL;
  return BUCKETS[bucket].public ? `public, max-age=${FILE_CACHE_SECONDS}` : "private, no-store";
}

// Their `name` stays "AppError" (isAppError recognises it across module copies): tell them apart with
// instanceof.

export class StorageError extends AppError {
  constructor(cause: unknown) {
    super("SYSTEM_STORAGE_ERROR", { cause });
  }
}

export class ObjectExistsError extends AppError {
  readonly bucket: BucketName;
  readonly key: string;
  constructor(bucket: BucketName, key: string) {
    super("BUSINESS_DUPLICATE_ENTRY");
    this.bucket = bucket;
    this.key = key;
  }
}

export class InvalidObjectKeyError extends AppError {
  readonly detail: string;
  constructor(detail: string) {
    super("VALIDATION_INVALID_FORMAT");
    this.detail = detail;
  }
}

export class PrivateBucketError extends AppError {
  readonly bucket: string;
  constructor(bucket: string) {
    super("AUTH_FORBIDDEN");
    this.bucket = bucket;
  }
}

const SEGMENT_PATTERN = /^[A-Za-z0-9_.-]+$/;
const MAX_SEGMENT_LENGTH = 255;
const MAX_KEY_LENGTH = 1024;

export function assertBucket(bucket: string): asserts bucket is BucketName {
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

/** `<userId>/<trackingId>/<uuid>-<sanitised file name>`; the tracking id is optional. */
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

export type ObjectBody = ReadableStream<Uint8Array> | Readable | Uint8Array;

export interface PutResult {
  bucket: BucketName;
  key: string;
  size: number;
}

export interface StoredObject {
  /** Read it or cancel it, so that the file is closed. */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

export interface Storage {
  /** When the body fails (cut off at its limit) nothing is left behind and its own error is thrown. */
  put(bucket: BucketName, key: string, body: ObjectBody, contentType: string): Promise<PutResult>;
  get(bucket: BucketName, key: string): Promise<StoredObject | null>;
  exists(bucket: BucketName, key: string): Promise<boolean>;
  remove(bucket: BucketName, key: string): Promise<boolean>;
  publicUrl(bucket: BucketName, key: string): string;
  /** Resolves when objects can be written and read (readiness checks); throws a StorageError otherwise. */
  ready(): Promise<void>;
}
