import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteNode = RouteObject & { id: string; children: RouteNode[] };

const trees = new WeakMap<ServerBuild["routes"], RouteNode[]>();

/** The build's flat route manifest as the nested routes matchRoutes reads (built once per build). */
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

/**
 * Whether a POST to this URL reaches a route with an action, as React Router picks it: the deepest match,
 * or its parent when that match is an index route and the URL has no `?index`. Single-fetch URLs end in
 * ".data" ("/_.data" is the index). A POST to a page without an action is refused at the edge (405,
 * translated) instead of React Router's developer message.
 */
export function postHasAction(build: ServerBuild, url: URL): boolean {
  let pathname = url.pathname;
  if (pathname.endsWith(".data"))
    pathname = pathname === "/_.data" ? "/" : pathname.slice(0, -".data".length);
  const matches = matchRoutes(routeTree(build.routes), pathname);
  if (!matches?.length) return false;
  let target = matches[matches.length - 1]!;
  if (target.route.index && !url.searchParams.has("index")) target = matches[matches.length - 2] ?? target;
  const id = target.route.id;
  return Boolean(id && build.routes[id]?.module.action);
}
