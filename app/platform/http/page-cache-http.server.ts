import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { PageTable } from "../db/table-changes.ts";
import { LOCALE_COOKIE } from "../i18n/detect.ts";
import type { Logger } from "../server/logger.server.ts";
import type { CachedPage, PageCache } from "./page-cache.server.ts";
import { isFirefox } from "./user-agent.ts";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Never from the cache, whatever a route's handle says: per-user, payment and staff areas. */
const PRIVATE_PATHS = /^\/(admin|api|profile|checkout|orders|auth|files|applications)(\/|$)/;
/** A client-side navigation's loader data (React Router's single fetch) is never stored: no page is rendered. */
const LOADER_DATA = /\.data$/;
/** Campaign parameters change nothing on the page; one copy serves every campaign. */
const IGNORED_PARAMS = /^(utm_[a-z]+|fbclid|gclid|msclkid)$/;
/** What a cached page's response may vary on, for shared caches in front of this server. */
const VARY = "Accept-Encoding, Accept-Language, Cookie";
const KEPT_HEADERS = /^(content-type|content-language|link|x-robots-tag)$/i;

/** Set by the middleware on a request that may be answered from, or stored in, the cache. */
export interface PageCacheTicket {
  cache: PageCache;
  key: string;
  mark: number;
  nonce: string | undefined;
  logger: Logger;
  /** Tells the requests waiting for this render what came of it (nothing, unless the page was kept). */
  finish: (page?: CachedPage) => void;
  kept: boolean;
}

/** How long a request waits for the same page's render under way before it renders the page itself. */
const WAIT_FOR_RENDER_MS = 5_000;

function onlyLocaleCookie(header: string | undefined): boolean {
  if (!header) return true;
  return header.split(";").every((part) => {
    const name = part.split("=")[0]?.trim();
    return !name || name === LOCALE_COOKIE;
  });
}

/** The path and the query, sorted and without campaign parameters: what a page's content may depend on. */
export function cachedAddress(address: string): string {
  const url = new URL(address, "http://x");
  const params = [...url.searchParams].filter(([name]) => !IGNORED_PARAMS.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/** The resolved language and the page's address, with Firefox apart. */
export function pageCacheKey(originalUrl: string, locale: string, userAgent: string | undefined): string {
  return `${locale} ${isFirefox(userAgent) ? "firefox" : "-"} ${cachedAddress(originalUrl)}`;
}

/** True when the request's own ETag list names this page's. */
function notModified(req: Request, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === bare;
  });
}

/** The policy helmet set for this request, with the page's script hashes in place of the request's nonce. */
function policyWithHashes(res: Response, page: CachedPage): void {
  const policy = res.getHeader("Content-Security-Policy");
  const nonce: string | undefined = res.locals.cspNonce;
  if (typeof policy !== "string" || !nonce) return;
  res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${nonce}'`, page.scriptHashes.join(" ")));
}

function sendCached(req: Request, res: Response, page: CachedPage): void {
  res.setHeader("X-Cache", "HIT");
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", VARY);
  res.setHeader("ETag", page.etag);
  policyWithHashes(res, page);
  if (page.status === 200 && notModified(req, page.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(page.status);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * In front of the React render: an anonymous GET (no cookie but the language's) outside the private areas is
 * answered from the cache when it holds the page, else marked so that the render may store it.
 */
export function servePageCache(cache: PageCache | null, logger: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (
      !cache ||
      (req.method !== "GET" && req.method !== "HEAD") ||
      PRIVATE_PATHS.test(req.path) ||
      LOADER_DATA.test(req.path)
    )
      return next();
    if (!onlyLocaleCookie(req.headers.cookie)) {
      res.setHeader("X-Cache", "BYPASS");
      return next();
    }
    const key = pageCacheKey(req.originalUrl, res.locals.locale, req.headers["user-agent"]);
    const page = cache.get(key) ?? (await renderedMeanwhile(cache, key));
    if (page) return sendCached(req, res, page);
    const ticket: PageCacheTicket = {
      cache,
      key,
      mark: cache.mark(),
      nonce: res.locals.cspNonce,
      logger,
      finish: req.method === "GET" ? cache.make(key) : () => {},
      kept: false,
    };
    // Not a page after all (a static file), not storable, or cut off: those waiting render it themselves.
    res.once("close", () => {
      if (!ticket.kept) ticket.finish();
    });
    res.locals.pageCache = ticket;
    next();
  };
}

/** A page is rendered once however many visitors ask for it at the same moment (after a change, or at start). */
async function renderedMeanwhile(cache: PageCache, key: string): Promise<CachedPage | undefined> {
  const rendering = cache.making(key);
  if (!rendering) return undefined;
  const stop = new AbortController();
  const late = sleep(WAIT_FOR_RENDER_MS, undefined, { signal: stop.signal }).catch(() => undefined);
  try {
    return await Promise.race([rendering, late]);
  } finally {
    stop.abort();
  }
}

/** Whether a rendered answer may be stored: a complete page or a 404, for everyone alike. */
export function storable(response: globalThis.Response, method: string): boolean {
  return (
    method === "GET" &&
    (response.status === 200 || response.status === 404) &&
    !response.headers.has("set-cookie") &&
    /^text\/html/.test(response.headers.get("content-type") ?? "")
  );
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP source of every inline script: the page is sent again without a nonce, so hashes allow them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(content ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** The rendered page as the cache keeps it: the request's nonce removed, its scripts hashed, compressed twice. */
export async function cachedPageOf(
  rendered: { status: number; headers: Headers; body: Buffer },
  nonce: string | undefined,
): Promise<CachedPage> {
  let html = rendered.body.toString("utf8");
  if (nonce) html = html.replaceAll(` nonce="${nonce}"`, "").replaceAll(nonce, "");
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    compressGzip(identity, { level: 9 }),
  ]);
  const headers: [string, string][] = [];
  for (const [name, value] of rendered.headers) if (KEPT_HEADERS.test(name)) headers.push([name, value]);
  return {
    status: rendered.status,
    headers,
    identity,
    br,
    gzip: gzipped,
    etag: `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`,
    scriptHashes: inlineScriptHashes(html),
  };
}

/** Stores what was just sent, off the request's path; a failure costs only the next visitor a render. */
export function keepPage(
  ticket: PageCacheTicket,
  rendered: { status: number; headers: Headers; body: Buffer; tables: readonly PageTable[] },
): void {
  ticket.kept = true;
  cachedPageOf(rendered, ticket.nonce).then(
    (page) =>
      ticket.finish(ticket.cache.store(ticket.key, page, rendered.tables, ticket.mark) ? page : undefined),
    (error: unknown) => {
      ticket.finish();
      ticket.logger.warn({ err: error }, "a page could not be cached");
    },
  );
}
