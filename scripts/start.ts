// `npm start`: builds when the sources changed since the last build, then runs the production server.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampFile = path.join(root, "build", ".source-stamp");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

export function sourceStamp(): string {
  const hash = createHash("sha256");
  const inputs = [
    ...files(path.join(root, "app")),
    ...files(path.join(root, "public")),
    ...["vite.config.ts", "react-router.config.ts", "package-lock.json"].map((f) => path.join(root, f)),
  ].sort();
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    const stat = statSync(file);
    hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

export function buildIfNeeded(): void {
  const stamp = sourceStamp();
  const built = existsSync(path.join(root, "build/server/index.js")) && existsSync(stampFile);
  if (built && readFileSync(stampFile, "utf8") === stamp) return;
  console.log("Building the storefront…");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  precompress(path.join(root, "build/client"));
  writeFileSync(stampFile, stamp);
}

if (import.meta.main) {
  buildIfNeeded();
  process.env.NODE_ENV = "production";
  await import("../server.ts");
}
