/**
 * One instance per process of something the entry (server.ts, loaded from source) and the production build
 * (its own copy of every app module) must share, such as the request context or the metrics registry.
 */
export function processWide<T>(name: string, make: () => T): T {
  const slot = Symbol.for(`storefront.${name}`);
  const global = globalThis as unknown as Record<symbol, T | undefined>;
  global[slot] ??= make();
  return global[slot];
}
