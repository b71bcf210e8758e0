// npm run bench:images — upload-to-variants time and peak memory for one 10 MB photo. Generates a 24-megapixel
// JPEG of just under 10 MB (blurred noise, so it is as hard to decode and encode as a real photo), then, in a
// fresh child process (so the generation's memory does not count), streams it BENCH_IMAGES_RUNS times (default
// 5, after one warm-up) as a multipart upload through the route's path (receiveImage: the streamed upload parser,
// then storeImage's decode and the AVIF/WebP/JPEG variants into local storage). Reports the median and each
// run, the process's RSS before the first run and its peak (getrusage maxRSS, and /proc sampling every 5 ms).
// A benchmark, not a test.
import { execFileSync } from "node:child_process";
import { mkdtempSync, openAsBlob, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MB = 1024 * 1024;
const LIMIT = 10_485_760;
const runs = Number(process.env.BENCH_IMAGES_RUNS ?? 5);
/** BENCH_IMAGES_DIRECT=1: storeImage from a file stream, without the multipart request around it. */
const direct = process.env.BENCH_IMAGES_DIRECT === "1";

async function generatePhoto(file: string): Promise<number> {
  const { default: sharp } = await import("sharp");
  const width = 6000;
  const height = 4000;
  const noise = Buffer.allocUnsafe(width * height * 3);
  // A cheap xorshift: crypto's random bytes for 72 MB would dominate the set-up.
  let state = 0x9e3779b9;
  for (let i = 0; i < noise.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    noise[i] = state & 0xff;
  }
  const blurred = await sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .raw()
    .toBuffer();
  // The highest quality that stays under the 10 MB upload limit.
  let low = 40;
  let high = 98;
  let best: Buffer | null = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const jpeg = await sharp(blurred, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withMetadata({ orientation: 1 })
      .toBuffer();
    if (jpeg.byteLength <= LIMIT - 64 * 1024) {
      best = jpeg;
      low = quality + 1;
    } else high = quality - 1;
  }
  if (!best) throw new Error("could not make a photo under 10 MB");
  writeFileSync(file, best);
  return best.byteLength;
}

function rssMb(): number {
  const status = readFileSync("/proc/self/status", "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function child(file: string): Promise<void> {
  const { createLocalStorage } = await import("../app/platform/storage/local-storage.server.ts");
  const { receiveImage, removeImage, storeImage } = await import("../app/platform/storage/images.server.ts");
  const { createReadStream } = await import("node:fs");
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-images-store-"));
  const imported = rssMb();
  const storage = createLocalStorage(root);
  const upload = async () => {
    let image: Awaited<ReturnType<typeof storeImage>>;
    let started: number;
    if (direct) {
      started = performance.now();
      image = await storeImage(storage, { body: createReadStream(file), fileName: "DSC_0001.JPG" });
    } else {
      const body = new FormData();
      body.append("file", await openAsBlob(file, { type: "image/jpeg" }), "DSC_0001.JPG");
      const request = new Request("http://bench.test/admin/images", { method: "POST", body });
      started = performance.now();
      image = await receiveImage(request, storage);
    }
    const ms = performance.now() - started;
    await removeImage(storage, image.url);
    return { ms, image };
  };
  try {
    await upload(); // warm-up: loads sharp's codecs
    globalThis.gc?.();
    const before = rssMb();
    let sampled = before;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, rssMb());
    }, 5);
    const times: number[] = [];
    let last: { url: string; width: number; height: number } | null = null;
    for (let i = 0; i < runs; i++) {
      const { ms, image } = await upload();
      times.push(ms);
      last = image;
    }
    clearInterval(sampler);
    const maxRss = process.resourceUsage().maxRSS / 1024;
    process.stdout.write(`${JSON.stringify({ times, imported, before, sampled, maxRss, last })}\n`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") {
  await child(process.argv[3]!);
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-images-"));
  try {
    const file = path.join(dir, "photo.jpg");
    const bytes = await generatePhoto(file);
    const output = execFileSync(
      process.execPath,
      ["--expose-gc", fileURLToPath(import.meta.url), "--child", file],
      { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
    );
    const result = JSON.parse(output.trim().split("\n").at(-1)!) as {
      times: number[];
      imported: number;
      before: number;
      sampled: number;
      maxRss: number;
      last: { url: string; width: number; height: number };
    };
    const sorted = [...result.times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const round = (n: number) => Math.round(n);
    console.log(`photo: 6000×4000 JPEG, ${(bytes / MB).toFixed(2)} MB (${statSync(file).size} bytes)`);
    console.log(
      `variants: AVIF + WebP at ${result.last.url.includes("-1280.") ? "160/320/640/960/1280" : "?"} px, JPEG at ${result.last.width}×${result.last.height}`,
    );
    console.log(`upload-to-variants (multipart parse → decode → 11 variants stored), ${runs} runs:`);
    console.log(`  median ${round(median)} ms; runs ${result.times.map(round).join(", ")} ms`);
    console.log(
      `memory: RSS ${round(result.imported)} MB once loaded, ${round(result.before)} MB after a warm-up upload; peak ${round(result.sampled)} MB sampled, ${round(result.maxRss)} MB maxRSS (growth ${round(result.maxRss - result.before)} MB)`,
    );
    console.log(`cpus: ${os.availableParallelism()}, node ${process.version}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
