/**
 * The application's URL map as tests see it: app/routes.ts imported (it is a plain array of route entries),
 * flattened through layouts, each entry joined to what its module file exports. A module "has a loader" or
 * "has an action" when its text exports one; tests built on this table grow with the table.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import routeConfig from "../../app/routes.ts";

export const APP_DIR = path.resolve(import.meta.dirname, "../../app");

interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

export interface RouteInfo {
  /** React Router's route id: the `id` option, else the file without its extension. */
  id: string;
  /** The URL pattern without the leading slash ("" for the index), e.g. "packages/:slug", "files/:bucket/*". */
  path: string;
  file: string;
  hasLoader: boolean;
  hasAction: boolean;
  /** A default export: a page (React Router renders HTML for document requests). Otherwise a resource route. */
  hasComponent: boolean;
  /** `:name` parameters and "*" for a splat, in order. */
  params: string[];
  /** Names the module (or a module it imports) reads from a form or a query string, or gives to a field. */
  fieldNames: string[];
  /** Short lowercase string literals of the module and its imports (intents, decisions, sort orders…). */
  tokens: string[];
}

const EXPORT = (name: string) =>
  new RegExp(
    `export\\s+(?:async\\s+)?function\\s+${name}\\b|export\\s+(?:const|let|var)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`,
  );

function flatten(
  entries: RouteEntry[],
  prefix: string,
  out: Omit<RouteInfo, "hasLoader" | "hasAction" | "hasComponent" | "params" | "fieldNames" | "tokens">[],
) {
  for (const entry of entries) {
    const own = entry.path ?? "";
    const joined = [prefix, own].filter(Boolean).join("/");
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    // A layout (no path, not an index) is no URL of its own; its children are.
    if (entry.path !== undefined || entry.index) out.push({ id, path: joined, file: entry.file });
    if (entry.children) flatten(entry.children, joined, out);
  }
}

/** The module file and the app modules it imports by relative path (one level), as text. */
function sourcesOf(file: string): string[] {
  const full = path.join(APP_DIR, file);
  const main = readFileSync(full, "utf8");
  const texts = [main];
  for (const match of main.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
    const target = path.resolve(path.dirname(full), match[1]!);
    if (target.endsWith(".json") || !existsSync(target)) continue;
    texts.push(readFileSync(target, "utf8"));
  }
  return texts;
}

function fieldNamesOf(texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/\.get(?:All)?\(\s*"([A-Za-z_][\w-]{0,40})"\s*\)/g)) names.add(m[1]!);
    for (const m of text.matchAll(/\bname=(?:\{\s*)?"([A-Za-z_][\w-]{0,40})"/g)) names.add(m[1]!);
    // Field lists such as `export const BOOKING_FIELDS = ["customerName", …]`.
    for (const list of text.matchAll(/[A-Z_]*FIELDS\s*=\s*\[([^\]]*)\]/g))
      for (const m of list[1]!.matchAll(/"([A-Za-z_]\w{0,40})"/g)) names.add(m[1]!);
    // A form's schema (the form kit, decision 019): the keys of `z.object({ customerName: …, … })`.
    for (const object of text.matchAll(/z\.object\(\{([\s\S]*?)\n\s*\}\)/g))
      for (const m of object[1]!.matchAll(/^\s*([A-Za-z_]\w{0,40}):/gm)) names.add(m[1]!);
    for (const m of text.matchAll(/z\.object\(\{\s*([A-Za-z_]\w{0,40}):/g)) names.add(m[1]!);
  }
  // Header names read from the request and meta tag names are no form fields.
  for (const name of [...names]) if (name.includes("-") || HEADER_LIKE.has(name)) names.delete(name);
  return [...names].sort();
}

const HEADER_LIKE = new Set([
  ...["cookie", "location", "host", "origin", "referer", "authorization"],
  // <meta name="…">
  ...["viewport", "description", "robots", "keywords", "author", "generator"],
]);

function tokensOf(texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(/"([a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)"/g))
      if (m[1]!.length >= 2 && m[1]!.length <= 24) tokens.add(m[1]!);
  return [...tokens].sort();
}

let cached: RouteInfo[] | undefined;

/** Every URL route of app/routes.ts, in table order. */
export function routeTable(): RouteInfo[] {
  if (cached) return cached;
  const flat: Parameters<typeof flatten>[2] = [];
  flatten(routeConfig as RouteEntry[], "", flat);
  cached = flat.map((entry) => {
    const texts = sourcesOf(entry.file);
    const main = texts[0]!;
    return {
      ...entry,
      hasLoader: EXPORT("loader").test(main),
      hasAction: EXPORT("action").test(main),
      hasComponent: /export\s+default\b/.test(main),
      params: entry.path
        .split("/")
        .filter((segment) => segment.startsWith(":") || segment === "*")
        .map((segment) => (segment === "*" ? "*" : segment.slice(1).replace(/\?$/, ""))),
      fieldNames: fieldNamesOf(texts),
      tokens: tokensOf(texts),
    };
  });
  return cached;
}

/** Fills a route pattern: `values` maps each parameter name ("*" for the splat) to an already-encoded value. */
export function fillPath(route: Pick<RouteInfo, "path">, values: Record<string, string>): string {
  const filled = route.path
    .split("/")
    .map((segment) => {
      if (segment === "*") return values["*"] ?? "";
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1).replace(/\?$/, "");
      const value = values[name];
      if (value === undefined) throw new Error(`no value for :${name} of ${route.path}`);
      return value;
    })
    .join("/");
  return `/${filled}`;
}

/** A regular expression matching the site-relative paths of a route (for finding real examples in links). */
export function pathPattern(route: Pick<RouteInfo, "path">): RegExp {
  const source = route.path
    .split("/")
    .map((segment) => {
      if (segment === "*") return "(.+)";
      if (segment.startsWith(":")) return "([^/?#]+)";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^/${source}$`);
}

/** Admin-only screens: everything under /admin (none exist yet; the matrix checks them as soon as they do). */
export const isAdminRoute = (route: Pick<RouteInfo, "path">) => /^admin(\/|$)/.test(route.path);

/** JSON endpoints of ours (not pages): under /api/. */
export const isApiRoute = (route: Pick<RouteInfo, "path">) => /^api(\/|$)/.test(route.path);

/** Better Auth's HTTP API (mounted by server.ts under /api/auth, outside the route table). */
export const BETTER_AUTH_ENDPOINTS = [
  "sign-in/email",
  "sign-up/email",
  "update-user",
  "reset-password",
  "request-password-reset",
  "change-password",
] as const;
