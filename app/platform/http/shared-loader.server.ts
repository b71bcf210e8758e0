import type { RouterContextProvider } from "react-router";
import { sharedRead } from "../db/shared-reads.server.ts";
import { appContext } from "../server/context.ts";
import type { PageCacheHandle } from "./page-cache-handle.ts";
import { cachedAddress } from "./page-cache-http.server.ts";

/**
 * The loader of a cached page, its result shared by every reader of the same address and language until one of
 * the handle's tables changes: an anonymous visitor is sent the cached page, a signed-in reader gets a page
 * rendered for them from this shared data. Only for a loader whose result depends on nothing else (no user).
 */
export function sharedLoader<
  Args extends { request: Request; context: Readonly<RouterContextProvider> },
  Result,
>(
  name: string,
  handle: PageCacheHandle,
  load: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return (args) => {
    const { services, locale } = args.context.get(appContext);
    const key = `${name} ${locale} ${cachedAddress(args.request.url)}`;
    return sharedRead(services.reads, key, handle.pageCache, () => load(args));
  };
}
