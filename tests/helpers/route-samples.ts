/**
 * Real values for route parameters, found the way a visitor finds them: in the links of the pages that need
 * no parameter (in route-table order, so the result is the same on every run with the same catalogue).
 */
import type { APIRequestContext } from "@playwright/test";
import type { Samples } from "./fuzz-cases.ts";
import { isApiRoute, pathPattern, type RouteInfo } from "./route-table.ts";

export async function discoverSamples(
  request: APIRequestContext,
  routes: RouteInfo[],
  perRoute = 3,
): Promise<Samples> {
  const hrefs = new Set<string>();
  for (const route of routes.filter((r) => r.hasLoader && r.params.length === 0 && !isApiRoute(r))) {
    const response = await request.get(`/${route.path}`, {
      headers: { "accept-language": "en", cookie: "lng=en", accept: "text/html" },
      maxRedirects: 0,
    });
    if (response.status() !== 200) continue;
    for (const m of (await response.text()).matchAll(/href="(\/[^"#?]*)/g)) hrefs.add(m[1]!);
  }
  const samples: Samples = new Map();
  for (const route of routes.filter((r) => r.params.length > 0 && r.path !== "*")) {
    const pattern = pathPattern(route);
    const found: Record<string, string>[] = [];
    for (const href of hrefs) {
      const match = pattern.exec(href);
      if (!match) continue;
      found.push(Object.fromEntries(route.params.map((param, i) => [param, match[i + 1]!])));
      if (found.length === perRoute) break;
    }
    if (found.length > 0) samples.set(route.path, found);
  }
  return samples;
}
