// Plain Node, which runs server.ts and the scripts, strips types but reads no `.tsx`: this hook compiles the
// templates with esbuild (Vite does it everywhere else).

import { readFileSync } from "node:fs";
import nodeModule, { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

type Esbuild = typeof import("esbuild");
let registered = false;

export function loadTsxInNode(): void {
  if (registered || typeof nodeModule.registerHooks !== "function") return;
  registered = true;
  let esbuild: Esbuild | undefined;
  nodeModule.registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith("file:") || !url.endsWith(".tsx")) return nextLoad(url, context);
      esbuild ??= createRequire(import.meta.url)("esbuild") as Esbuild;
      const file = fileURLToPath(url);
      const { code } = esbuild.transformSync(readFileSync(file, "utf8"), {
        loader: "tsx",
        jsx: "automatic",
        format: "esm",
        sourcefile: file,
        sourcemap: "inline",
      });
      return { format: "module", source: code, shortCircuit: true };
    },
  });
}
