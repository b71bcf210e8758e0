import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { namespaces as allNamespaces } from "./instance.ts";
import { namespacesFor, SHELL_NAMESPACES } from "./route-namespaces.ts";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const known = new Set<string>(allNamespaces);

const IMPORT = /(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"|import\(\s*"(\.[^"]+)"\s*\)/g;
const NAMESPACE_USE = /useTranslation\(\s*(\[[^\]]*\]|"[a-z]+")|"([a-z]+):[A-Za-z]/g;

function resolve(from: string, spec: string): string | null {
  const target = path.resolve(path.dirname(from), spec);
  return [target, `${target}.ts`, `${target}.tsx`].find((c) => existsSync(c) && /\.tsx?$/.test(c)) ?? null;
}

/** The browser-side modules a file pulls in (server modules translate with every namespace). */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const target = resolve(file, (match[1] ?? match[2])!);
    if (!target || /\.server\.tsx?$/.test(target) || target.endsWith("root.tsx")) continue;
    moduleGraph(target, seen);
  }
  return seen;
}

/** The namespaces a module and what it imports use: useTranslation("x"), and "x:key" strings. */
function namespacesUsed(file: string): Set<string> {
  const used = new Set<string>();
  for (const module of moduleGraph(file)) {
    const text = readFileSync(module, "utf8");
    if (/useTranslation\(\s*\)/.test(text)) used.add("common");
    for (const match of text.matchAll(NAMESPACE_USE)) {
      if (match[1]) for (const name of match[1].matchAll(/"([a-z]+)"/g)) used.add(name[1]!);
      if (match[2]) used.add(match[2]);
    }
  }
  return new Set([...used].filter((ns) => known.has(ns)));
}

/** Every route module with the pattern its pages are matched by (a layout stands for all its pages). */
function routeFiles(entries: RouteConfigEntry[], parent = ""): { file: string; patterns: string[] }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const children = routeFiles(entry.children ?? [], pattern);
    const patterns = entry.children ? children.flatMap((c) => c.patterns) : [pattern || "/"];
    return [{ file: entry.file, patterns }, ...children];
  });
}

describe("translations by route", () => {
  it("gives every page the namespaces its modules use, and the shell's to all", () => {
    const shell = new Set([...namespacesUsed(path.join(appDir, "root.tsx"))]);
    expect([...shell].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
    const missing: string[] = [];
    for (const { file, patterns } of routeFiles(routes)) {
      const used = namespacesUsed(path.join(appDir, file));
      for (const pattern of patterns) {
        const given = new Set<string>(namespacesFor(pattern));
        for (const ns of used) if (!given.has(ns)) missing.push(`${pattern} (${file}) uses "${ns}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("never sends the admin namespace to a storefront page, and always to an admin page", () => {
    expect(namespacesFor("/esim-shop")).not.toContain("admin");
    expect(namespacesFor("/")).not.toContain("admin");
    expect(namespacesFor("/administration-fees")).not.toContain("admin");
    expect(namespacesFor("/admin")).toContain("admin");
    expect(namespacesFor("/admin/orders/:id")).toContain("admin");
  });

  it("reads React Router's patterns, which have no leading slash", () => {
    expect(namespacesFor("esim/:slug")).toContain("esim");
    expect(namespacesFor("admin")).toContain("admin");
  });

  it("sends a page only what it needs", () => {
    expect(namespacesFor("/checkout")).not.toContain("esim");
    expect(namespacesFor("/esim-shop")).not.toContain("checkout");
  });
});
