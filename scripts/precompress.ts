// After `react-router build`: writes a Brotli (quality 11) and a gzip (level 9) copy beside every text file of
// build/client (scripts, styles, SVG, JSON), so the server sends them as they are instead of compressing each
// response (app/platform/http/precompressed.server.ts). A copy no smaller than its file is not written.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE } from "../app/platform/http/precompressed.server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every compressible file under `dir`; returns the bytes before and after (Brotli). */
export function precompress(dir: string): { files: number; bytes: number; brotli: number } {
  const total = { files: 0, bytes: 0, brotli: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    total.files++;
    total.bytes += body.length;
    total.brotli += Math.min(br.length, body.length);
  }
  return total;
}

if (import.meta.main) {
  const { files: count, bytes, brotli } = precompress(path.join(root, "build/client"));
  console.log(
    `Precompressed ${count} files of build/client: ${(bytes / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB with Brotli`,
  );
}
