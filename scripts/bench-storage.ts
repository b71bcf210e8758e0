// npm run bench:storage — time to store a 10 MB file (streamed from disk, as an upload arrives) on the local disk
// and on an S3-compatible server (s3rver in a process of its own, on this machine), median of several runs.
// A benchmark, not a test: s3rver is a file-system S3 for tests, so the S3 figure is the adapter's overhead
// (HTTP, signing, 5 MB parts) plus s3rver's own writing, not the time to a real S3 region.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createLocalStorage } from "../app/platform/storage/local-storage.server.ts";
import { createS3Storage, type S3StorageOptions } from "../app/platform/storage/s3-storage.server.ts";
import { BUCKETS, type Storage } from "../app/platform/storage/storage.server.ts";
import { percentile, root, timeRuns } from "./bench-kit.ts";

const SIZE = 10 * 1024 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const PREFIX = "bench-";

async function startS3rver(directory: string): Promise<{ child: ChildProcess; endpoint: string }> {
  const buckets = Object.keys(BUCKETS).flatMap((bucket) => ["--configure-bucket", `${PREFIX}${bucket}`]);
  const child = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/s3rver/bin/s3rver.js"),
      "-d",
      directory,
      "-a",
      "127.0.0.1",
      "-p",
      "0",
      "-s",
      ...buckets,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on ([\d.]+):(\d+)/.exec(output);
      if (match) resolve(`http://${match[1]}:${match[2]}`);
    });
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  return { child, endpoint };
}

async function timeUploads(storage: Storage, file: string): Promise<number[]> {
  return timeRuns(
    RUNS,
    () => storage.put("applications", `bench/${randomUUID()}.pdf`, createReadStream(file), "application/pdf"),
    2,
  );
}

const work = mkdtempSync(path.join(os.tmpdir(), "bench-storage-"));
const file = path.join(work, "ten-megabytes.pdf");
writeFileSync(
  file,
  new Uint8Array(SIZE).map((_, index) => (index * 31) % 251),
);
const s3 = await startS3rver(path.join(work, "s3rver"));
try {
  const options: S3StorageOptions = {
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucketPrefix: PREFIX,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const targets: [string, Storage][] = [
    ["local disk", createLocalStorage(path.join(work, "storage"))],
    ["S3 (s3rver, path style, 5 MB parts)", createS3Storage(options)],
  ];
  console.log(
    `10 MB upload, ${RUNS} runs after 2 warm-ups, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log("| store | median ms | min ms | max ms | MB/s at the median |");
  console.log("|---|---|---|---|---|");
  for (const [name, storage] of targets) {
    await storage.ready();
    const times = await timeUploads(storage, file);
    const median = percentile(times, 0.5);
    console.log(
      `| ${name} | ${median.toFixed(0)} | ${times[0]!.toFixed(0)} | ${times.at(-1)!.toFixed(0)} | ${(10 / (median / 1000)).toFixed(0)} |`,
    );
  }
} finally {
  s3.child.kill();
  rmSync(work, { recursive: true, force: true });
}
