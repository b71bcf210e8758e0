import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { deferScriptsStream } from "./platform/http/after-paint.server.ts";
import { pageCacheTables } from "./platform/http/page-cache-handle.ts";
import { FallbackLanguageContext } from "./platform/i18n/fallback-language.tsx";
import { bundleFor } from "./platform/i18n/i18n.ts";
import { provideBundles } from "./platform/i18n/page-bundles.ts";
import { namespacesFor } from "./platform/i18n/route-namespaces.ts";
import { appContext } from "./platform/server/context.ts";

export const streamTimeout = 5_000;

provideBundles(bundleFor);

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const app = loadContext.get(appContext);
  const { cspNonce: nonce, services, locale } = app;
  app.page.tables = pageCacheTables(
    routerContext.staticHandlerContext.matches.map(
      (match) => routerContext.routeModules[match.route.id]?.handle,
    ),
  );
  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <FallbackLanguageContext.Provider
        value={{ locale, translations: bundleFor(locale, namespacesFor(new URL(request.url).pathname)) }}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </FallbackLanguageContext.Provider>,
      {
        nonce,
        // React outlines large Suspense boundaries, to be put back by a script: server-rendered lazy parts
        // (the sign-in dialog of ?login=1) must stay in place for browsers without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = deferScriptsStream();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatus = 500;
          if (shellRendered) services.logger.error({ err: error }, "streaming render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
