// npm run storage:copy-to-s3 — once, when a shop moves its files to S3 (docs/decisions/031): every object under
// DATA_DIR/storage into the S3 buckets of the S3_* variables; those already there with the same content are
// skipped, each copy is verified, and any difference exits 1. Run it again after a failure: it resumes.
import path from "node:path";
import { ConfigError, loadConfig } from "../app/platform/server/config.server.ts";
import { s3OptionsOf } from "../app/platform/server/storage.server.ts";
import { copyLocalToS3 } from "../app/platform/storage/copy-to-s3.server.ts";

try {
  // Checked as the S3 driver is: the copy comes before STORAGE_DRIVER=s3 is switched on.
  const config = loadConfig({ ...process.env, STORAGE_DRIVER: "s3" });
  const storageDir = path.join(config.DATA_DIR, "storage");
  console.log(`Copying ${storageDir} to the S3 buckets ${config.S3_BUCKET_PREFIX}<bucket>`);
  const report = await copyLocalToS3({
    storageDir,
    s3: s3OptionsOf(config),
    log: (line) => console.log(line),
  });
  const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Copied ${report.copied} (${megabytes} MB), skipped ${report.skipped} already in S3, failed ${report.failures.length}.`,
  );
  for (const failure of report.failures) console.error(`  ${failure}`);
  process.exitCode = report.failures.length > 0 ? 1 : 0;
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Copy failed: ${(error as Error).cause ?? error}`,
  );
  process.exitCode = 1;
}
