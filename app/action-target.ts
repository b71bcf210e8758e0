import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteNode = RouteObject & { id: string; children: RouteNode[] };

const trees = new WeakMap<ServerBuild["routes"], RouteNode[]>();

function routeTree(manifest: ServerBuild["routes"]): RouteNode[] {
  const cached = trees.get(manifest);
  if (cached) return cached;
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    } as RouteNode);
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  trees.set(manifest, roots);
  return roots;
}

type Matched = { id: string; index?: boolean }[];

const matchedByPath = new WeakMap<ServerBuild["routes"], Map<string, Matched>>();
/** Bounds the memory of the memo below against requests for ever new paths. */
export const MATCH_MEMO_SIZE = 1000;

/** matchRoutes flattens and ranks the whole route tree on every call: a path's matches are kept instead. */
function matchedRoutes(build: ServerBuild, pathname: string): Matched {
  const memo = matchedByPath.get(build.routes) ?? new Map<string, Matched>();
  matchedByPath.set(build.routes, memo);
  let matched = memo.get(pathname);
  if (!matched) {
    matched = (matchRoutes(routeTree(build.routes), pathname) ?? []).map(({ route }) => ({
      id: route.id,
      index: route.index,
    }));
    if (memo.size >= MATCH_MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    memo.set(pathname, matched);
  }
  return matched;
}

function targetModule(build: ServerBuild, url: URL, method: "GET" | "POST") {
  let pathname = url.pathname;
  if (pathname.endsWith(".data"))
    pathname = pathname === "/_.data" ? "/" : pathname.slice(0, -".data".length);
  const matches = matchedRoutes(build, pathname);
  if (!matches.length) return undefined;
  let target = matches[matches.length - 1]!;
  if (method === "POST" && target.index && !url.searchParams.has("index"))
    target = matches[matches.length - 2] ?? target;
  return build.routes[target.id]?.module;
}

/** As React Router picks the route, so that the edge answers a translated 405 instead of React Router's developer
 * message. An index match without `?index` posts to its parent. */
export function postHasAction(build: ServerBuild, url: URL): boolean {
  return Boolean(targetModule(build, url, "POST")?.action);
}

/** A route with an action and neither a loader nor a screen: React Router answers a GET or HEAD of its document
 * URL with an untranslated 400 and logs a stack trace. */
export function isActionOnly(build: ServerBuild, url: URL): boolean {
  if (url.pathname.endsWith(".data")) return false;
  const module = targetModule(build, url, "GET");
  return Boolean(module?.action && !module.loader && !module.default);
}
