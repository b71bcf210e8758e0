import { type Duplex, Readable } from "node:stream";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { isActionOnly, postHasAction } from "./action-target.ts";
import { closeAfterAnswer, refuse } from "./platform/http/edge.server.ts";
import { keepPage, type PageCacheTicket, storable } from "./platform/http/page-cache-http.server.ts";
import { type AppContext, appContext, userContext } from "./platform/server/context.ts";
import type { Services } from "./platform/server/services.server.ts";

/** As @react-router/express builds it: the path is appended, never resolved ("//host" stays a path). */
function requestUrl(req: ExpressRequest): string {
  const host = (req.get("host") ?? "").split(/[\\/?#@\s]/)[0] || "localhost";
  const path = req.originalUrl.startsWith("/") ? req.originalUrl : `/${req.originalUrl}`;
  try {
    return new URL(`${req.protocol}://${host}${path}`).href;
  } catch {
    return new URL(`${req.protocol}://localhost${path}`).href;
  }
}

/** The body is the one the edge already read within its route's limit, never the raw socket, so that no route
 * can read an unbounded body; an upload's body is the edge's counted stream. */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const body: Buffer | undefined = res.locals.body;
  const stream: Duplex | undefined = res.locals.bodyStream;
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (stream) {
    init.body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  } else if (req.method !== "GET" && req.method !== "HEAD") init.body = new Uint8Array(body ?? []);
  return new Request(requestUrl(req), init);
}

/** Flushes each chunk (compression would hold streamed HTML back) and uses one drain listener for the whole body:
 * `compression` never removes them, so a listener per wait piled up on long downloads such as a CSV export. True when
 * the whole body was sent; `copy` receives the chunks as they go. */
export async function writeBody(
  body: ReadableStream<Uint8Array>,
  res: ExpressResponse,
  copy?: Uint8Array[],
): Promise<boolean> {
  const reader = body.getReader();
  let wake: (() => void) | null = null;
  const resume = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  res.on("drain", resume);
  res.once("close", resume);
  const flushable = res as ExpressResponse & { flush?: () => void };
  try {
    while (!res.destroyed) {
      const { done, value } = await reader.read();
      if (done) {
        res.end();
        return true;
      }
      copy?.push(value);
      const more = res.write(value);
      flushable.flush?.();
      if (!more && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
    }
    await reader.cancel();
    return false;
  } catch (error) {
    await reader.cancel(error).catch(() => {});
    if (!res.destroyed) res.destroy(error as Error);
    throw error;
  } finally {
    res.off("close", resume);
    reader.releaseLock();
  }
}

/** `keep` receives the whole body once it has been sent completely. */
export async function send(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
  keep?: (body: Buffer) => void,
) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  // A streamed body the route left unread (or cut off) is not read on for keep-alive: the connection closes.
  const stream: Duplex | undefined = res.locals.bodyStream;
  if (stream && !stream.writableFinished) closeAfterAnswer(req, res);
  // Node's text for the status: React Router gives a thrown `data(…, { status: 404 })` "Internal Server Error".
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    const chunks: Uint8Array[] | undefined = keep ? [] : undefined;
    const whole = await writeBody(response.body, res, chunks);
    if (chunks && whole) keep?.(Buffer.concat(chunks));
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/**
 * Only a page that is the same for every anonymous visitor may be kept by the browser (and revalidated, like the
 * page cache's copies). Anything else may show someone's data: never stored, so that Back after signing out,
 * or on a shared computer, shows nothing of it.
 */
function cacheControl(context: RouterContextProvider, page: AppContext["page"]): string {
  if (!page.tables) return "private, no-store";
  try {
    return context.get(userContext) === null ? "no-cache" : "private, no-store";
  } catch {
    return "private, no-store"; // refused before the root's middleware knew who asked
  }
}

export function createHandler(services: Services) {
  // One import for the handler's life (development makes a handler per request): React Router asks for the build
  // on every request, and a fresh import() each time cost a few per cent of a page's CPU.
  const loaded = import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const build = () => loaded;
  // Given the build itself, React Router derives its routes once; given a function, it did so on every request.
  const handling = loaded.then((server) => createRequestHandler(server, process.env.NODE_ENV));
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const context = new RouterContextProvider();
      const page: AppContext["page"] = { tables: null };
      context.set(appContext, { services, locale: res.locals.locale, cspNonce: res.locals.cspNonce, page });
      const request = toFetchRequest(req, res);
      if (req.method === "POST" && !postHasAction(await build(), new URL(request.url)))
        return refuse(req, res, "methodNotAllowed");
      if (
        (req.method === "GET" || req.method === "HEAD") &&
        isActionOnly(await build(), new URL(request.url))
      )
        return refuse(req, res, "methodNotAllowed", { allow: "POST" });
      const response = await (await handling)(request, context);
      // React Router's own bare answers ("Not Found" as text for an unknown single-fetch URL): translated.
      if (
        response.status >= 400 &&
        response.status < 500 &&
        /^text\/plain/.test(response.headers.get("content-type") ?? "")
      ) {
        await response.body?.cancel();
        return refuse(
          req,
          res,
          response.status === 404 ? "notFound" : response.status === 405 ? "methodNotAllowed" : "malformed",
        );
      }
      if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", cacheControl(context, page));
      // A change this request made reaches the page cache before its answer (and the next request) does.
      if (req.method !== "GET" && req.method !== "HEAD") await services.settleChanges();
      const ticket: PageCacheTicket | undefined = res.locals.pageCache;
      if (ticket && page.tables && storable(response, req.method)) {
        res.setHeader("X-Cache", "MISS");
        const tables = page.tables;
        await send(req, res, response, (body) =>
          keepPage(ticket, { status: response.status, headers: response.headers, body, tables }),
        );
      } else await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}

export type RequestHandlerFactory = typeof createHandler;
