// Serves the Brotli or gzip copy that scripts/precompress.ts wrote beside a built file, when the browser
// accepts it: no compression work per request, and Brotli's best quality, which is too slow to run live.
// Only files found under the directory at start-up are candidates, so a request path never reaches the disk.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

/** Text files worth compressing; fonts and images are compressed formats already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

function* relativeFiles(dir: string, prefix = ""): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* relativeFiles(path.join(dir, entry.name), relative);
    else yield relative;
  }
}

/**
 * The copy to send for an Accept-Encoding header: the acceptable one of highest weight, Brotli on a tie (browsers
 * list gzip first at equal weight, yet Brotli is smaller). No header: the file itself.
 */
export function preferredEncoding(header: string | undefined, available: readonly string[]) {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  let best: (typeof ENCODINGS)[number] | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding.name)) continue;
    const weight = weights.get(encoding.name) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

export interface PrecompressedOptions {
  /** Cache-Control max-age, as for express.static: ms or a string such as "1y". */
  maxAge: number | string;
  immutable?: boolean;
}

/**
 * Put before `express.static(dir)`: for GET and HEAD of a file that has a .br or .gz copy, sends the copy the
 * request accepts best (Content-Encoding, the original's Content-Type, Vary: Accept-Encoding); otherwise, and
 * for any other path, passes on to the static handler, which sends the file as it is.
 */
export function precompressedStatic(dir: string, options: PrecompressedOptions) {
  const all = new Set(relativeFiles(dir));
  const variants = new Map<string, string[]>();
  for (const file of all) {
    if (!COMPRESSIBLE.test(file)) continue;
    const available = ENCODINGS.filter(({ suffix }) => all.has(file + suffix)).map(({ name }) => name);
    if (available.length) variants.set(file, available);
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const available = variants.get(file);
    if (!available) return next();
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"], available);
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding.name);
    res.type(path.extname(file));
    res.sendFile(
      file + encoding.suffix,
      { root: dir, maxAge: options.maxAge, immutable: options.immutable ?? false, dotfiles: "deny" },
      (error) => {
        // The browser may leave while the file is sent (a page navigated away from): its headers are gone
        // already, and there is nobody to answer.
        if (!error || res.headersSent) return;
        res.removeHeader("Content-Encoding");
        next(error);
      },
    );
  };
}
