import path from "node:path";
import { createLocalStorage } from "../storage/local-storage.server.ts";
import { createS3Storage, type S3StorageOptions } from "../storage/s3-storage.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import type { Config } from "./config.server.ts";

type StorageConfig = Pick<
  Config,
  | "STORAGE_DRIVER"
  | "DATA_DIR"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_BUCKET_PREFIX"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The S3 adapter's options from a configuration loadConfig accepted with STORAGE_DRIVER=s3. */
export function s3OptionsOf(config: StorageConfig): S3StorageOptions {
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? "",
    bucketPrefix: config.S3_BUCKET_PREFIX ?? "",
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** The files of the shop: DATA_DIR/storage, or S3 (STORAGE_DRIVER, docs/decisions/031). */
export function createStorage(config: StorageConfig): Storage {
  return config.STORAGE_DRIVER === "s3"
    ? createS3Storage(s3OptionsOf(config))
    : createLocalStorage(path.join(config.DATA_DIR, "storage"));
}
