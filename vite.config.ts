import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { CodeSplittingOptions, ModuleInfo } from "rolldown";
import { defineConfig, type Plugin } from "vite";

/** A route module as the client build sees it (a facade over the file). */
const ROUTE_ENTRY = "?__react-router-build-client-route";
/** What every storefront page runs: the client entry, the root route and the storefront layout. */
const SHELL = [
  /[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx$/,
  /[\\/]app[\\/]routes[\\/]storefront\.tsx$/,
];
const ADMIN_ROUTE = /[\\/]app[\\/]routes[\\/]admin[\\/]/;
/** The libraries every page runs, whole: React, its DOM renderer, the router, i18next. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|clsx)[\\/]/;
/** The largest module the shell takes in only to save a request (bytes of source). */
const SMALL_MODULE = 1200;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
/** import … from "…", export … from "…", export { … }: all a library's index file says. */
const REEXPORTS = /\b(?:import|export)\b[^;"']*?["'][^"']*["'];?|\bexport\s*\{[^}]*\};?/g;

type Context = { getModuleInfo(id: string): ModuleInfo | null };
/** Library code; a file of a library imported as a URL (a font to preload) is the importer's own small module. */
const library = (id: string) => /[\\/]node_modules[\\/]/.test(id) && !/\?url\b/.test(id);

/**
 * Fewer, larger client chunks for the storefront (a phone on a slow network pays per request): the framework
 * libraries in one chunk, the app code every storefront page runs in another (with the small modules of the
 * pages that need nothing else), the rest left to rolldown's own splitting. Code only the back office reaches
 * (editor, drag and drop, tables, charts) therefore never lands in a storefront chunk.
 */
function storefrontChunks(): CodeSplittingOptions {
  // A library's index file only re-exports: that a page imports one name from it does not make the rest used.
  const indexes = new Map<string, boolean>();
  const isIndex = (id: string, ctx: Context) => {
    let known = indexes.get(id);
    if (known === undefined) {
      const code = library(id) ? (ctx.getModuleInfo(id)?.code ?? "x") : "x";
      known = !code.replace(COMMENTS, "").replace(REEXPORTS, "").trim();
      indexes.set(id, known);
    }
    return known;
  };
  // Does a chain of static imports lead from a module matching `roots` to `id`? A search that finds none
  // proves it for every module it visited (their importers were all visited too), so those are remembered.
  const reachedFrom = (roots: (id: string) => boolean) => {
    const memo = new Map<string, boolean>();
    return (id: string, ctx: Context): boolean => {
      const visited = new Set<string>();
      const stack = [id];
      while (stack.length) {
        const next = stack.pop()!;
        if (visited.has(next) || memo.get(next) === false) continue;
        if (memo.get(next) || roots(next)) {
          memo.set(id, true);
          return true;
        }
        visited.add(next);
        for (const by of ctx.getModuleInfo(next)?.importers ?? []) if (!isIndex(by, ctx)) stack.push(by);
      }
      for (const seen of visited) memo.set(seen, false);
      return false;
    };
  };
  const inShell = reachedFrom((id) => SHELL.some((shell) => shell.test(id)));
  const onStorefrontPage = reachedFrom((id) => id.endsWith(ROUTE_ENTRY) && !ADMIN_ROUTE.test(id));
  // A small app module importing only what the shell already has: in the shell it costs a few hundred bytes
  // and saves a request on every page that uses it.
  const contained = new Map<string, boolean>();
  const selfContained = (id: string, ctx: Context): boolean => {
    const known = contained.get(id);
    if (known !== undefined) return known;
    contained.set(id, true); // within an import cycle, assume so: the cycle's other imports decide
    const info = ctx.getModuleInfo(id);
    const result =
      !!info &&
      (info.code?.length ?? Number.POSITIVE_INFINITY) <= SMALL_MODULE &&
      info.importedIds.every((dep) =>
        library(dep) ? FRAMEWORK.test(dep) : inShell(dep, ctx) || selfContained(dep, ctx),
      );
    contained.set(id, result);
    return result;
  };
  return {
    // Only the modules named below, not everything they import (a library's index would bring all of it).
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (id, ctx) => {
          if (FRAMEWORK.test(id)) return "vendor";
          if (id.endsWith(ROUTE_ENTRY) || library(id)) return null;
          return inShell(id, ctx) || (onStorefrontPage(id, ctx) && selfContained(id, ctx)) ? "shell" : null;
        },
        debugName: "storefront",
      },
    ],
  };
}

/**
 * Chunks holding only the modules named need entries that may export more than their own exports (rolldown
 * requires it); React Router's route modules keep theirs. Runs after React Router's "exports-only".
 */
const entriesMayExportMore: Plugin = {
  name: "entries-may-export-more",
  applyToEnvironment: (environment) => environment.name === "client",
  options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), entriesMayExportMore],
  // Translation files are fetched (platform/i18n/translation-files.ts): a small one inlined as a data: URL
  // would be refused by the CSP's connect-src and kept by no cache.
  build: { assetsInlineLimit: (file) => (/[\\/]locales[\\/]/.test(file) ? false : undefined) },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: storefrontChunks() } } },
    },
    ssr: {
      build: {
        rolldownOptions: { input: "./app/request-handler.ts" },
      },
    },
  },
});
