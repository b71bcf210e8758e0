// Checks every request once before Better Auth or React Router sees it, so no route can be reached with an
// unbounded body, a control character or an unreadable content type. See docs/decisions/015.

import { Transform } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { CLIENT_IP_HEADER } from "../auth/auth.server.ts";
import { APPLICATION_FORM_PATHS } from "../domain/application-paths.ts";
import { MAX_FILE_SIZE_BYTES } from "../domain/constants.ts";
import { hasControlCharacters, jsonHasControlCharacters } from "../domain/validation.ts";
import { translator } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/localized.ts";
import { directionOf } from "../i18n/localized.ts";
import { type ErrorCode, statusOf } from "./errors.ts";

const KB = 1024;

export interface BodyRule {
  limit: number;
  accepts: readonly ("form" | "multipart" | "json" | "any")[];
  /** Signed webhooks: the body must pass on byte for byte, so no character checks. */
  raw?: boolean;
}

// A checkout is at most 100 lines and an address; Stripe and Paddle events are well under 1 MB.
export const BODY_RULES = {
  webhook: { limit: 1024 * KB, accepts: ["any"], raw: true },
  auth: { limit: 16 * KB, accepts: ["json", "form"] },
  api: { limit: 64 * KB, accepts: ["json"] },
  page: { limit: 64 * KB, accepts: ["form"] },
  // The CMS editor posts a whole page (both languages, every block) and the import a JSON file: admins only.
  cmsPage: { limit: 2048 * KB, accepts: ["form", "multipart"] },
} as const satisfies Record<string, BodyRule>;

export interface StreamedRule {
  pattern: RegExp;
  files: number;
}

// Multipart posts that carry files are streamed to the route, never buffered (docs/decisions/018).
export const STREAMED_UPLOADS: readonly StreamedRule[] = [
  { pattern: /^\/applications\/upload$/, files: 5 },
  // Without JavaScript an application form carries every document slot: at most 7 visa files.
  { pattern: new RegExp(`^(?:${Object.values(APPLICATION_FORM_PATHS).join("|")})$`), files: 8 },
  // RFC 8058 one-click unsubscribes: mail providers may post them as multipart/form-data (no file: 64 KB).
  { pattern: /^\/newsletter\/unsubscribe$/, files: 0 },
  // A catalogue image for the back office (admins only: the admin layout's guard answers before it is read).
  { pattern: /^\/admin\/images$/, files: 1 },
];

export function streamedLimit(rule: StreamedRule): number {
  return rule.files * MAX_FILE_SIZE_BYTES + BODY_RULES.page.limit;
}

export function streamedRuleFor(
  path: string,
  rules: readonly StreamedRule[] = STREAMED_UPLOADS,
): StreamedRule | undefined {
  const route = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return rules.find((rule) => rule.pattern.test(route));
}

const CMS_PAGE_PATH = /^\/admin\/pages(?:\.data|\/[0-9a-f-]{36}(?:\.data)?)?$/;

export function bodyRuleFor(path: string): BodyRule {
  if (path.startsWith("/api/webhooks/")) return BODY_RULES.webhook;
  if (path.startsWith("/api/auth/")) return BODY_RULES.auth;
  if (path.startsWith("/api/")) return BODY_RULES.api;
  if (CMS_PAGE_PATH.test(path)) return BODY_RULES.cmsPage;
  return BODY_RULES.page;
}

type Refusal =
  | "payloadTooLarge"
  | "unsupportedType"
  | "methodNotAllowed"
  | "invalidCharacters"
  | "malformed"
  | "crossSite"
  | "notFound";

const REFUSALS: Record<Refusal, { status: number; code: ErrorCode }> = {
  payloadTooLarge: { status: 413, code: "VALIDATION_FILE_TOO_LARGE" },
  unsupportedType: { status: 415, code: "API_BAD_REQUEST" },
  methodNotAllowed: { status: 405, code: "API_BAD_REQUEST" },
  invalidCharacters: { status: 400, code: "VALIDATION_INVALID_FORMAT" },
  malformed: { status: 400, code: "API_BAD_REQUEST" },
  crossSite: { status: 403, code: "AUTH_FORBIDDEN" },
  notFound: { status: 404, code: "API_NOT_FOUND" },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function wantsHtml(req: Request): boolean {
  if (req.path.startsWith("/api/") || req.path.endsWith(".data")) return false;
  return req.accepts(["html", "json"]) === "html";
}

const ID_SLOT = "@@id@@";

// Self-contained: the app's own chrome cannot be rendered for a request refused at the edge.
function refusalPage(res: Response, title: string, message: string): string {
  const locale: Locale = res.locals.locale ?? "en";
  const t = translator(locale);
  const home = t("errors:edge.home");
  // The request id (X-Request-Id), for the customer to quote: it finds this request's log lines.
  const requestId: string | undefined = res.locals.requestId;
  const reference = requestId
    ? `<p class="ref">${escapeHtml(t("errors:reference", { id: ID_SLOT })).replace(ID_SLOT, `<bdi dir="ltr">${escapeHtml(requestId)}</bdi>`)}</p>`
    : "";
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,"IBM Plex Sans Arabic",sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{color:#475569;line-height:1.6}a{color:#0f766e;font-weight:600}.ref{font-size:.8rem;color:#64748b}.ref bdi{white-space:nowrap}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(home)}</a></p>${reference}</main></body>
</html>`;
}

export interface RefuseOptions {
  /** Close the connection after the answer (a body the edge will not read on). */
  close?: boolean;
  /** The methods of a 405: the edge's by default, `POST` for an action-only route. */
  allow?: string;
}

export function refuse(req: Request, res: Response, refusal: Refusal, options: RefuseOptions = {}): void {
  if (res.headersSent) return;
  const locale: Locale = res.locals.locale ?? "en";
  const t = translator(locale);
  const { status, code } = REFUSALS[refusal];
  const message = t(refusal === "notFound" ? "errors:codes.API_NOT_FOUND" : `errors:edge.${refusal}`);
  if (options.close || status === 413 || bodyLeftUnread(req)) closeAfterAnswer(req, res);
  if (status === 405) res.setHeader("Allow", options.allow ?? ALLOWED_METHODS.join(", "));
  res.status(status);
  if (wantsHtml(req)) {
    res.type("html").send(refusalPage(res, t("errors:edge.title"), message));
  } else if (req.path.startsWith("/api/auth/")) {
    res.json({ code, message });
  } else {
    res.json({ ok: false, error: { code, message, status } });
  }
}

const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

export function allowedMethods() {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next();
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      res.status(204).end();
      return;
    }
    refuse(req, res, "methodNotAllowed");
  };
}

// Overwrites any client-sent header of the same name; X-Forwarded-For counts only from trusted proxies.
export function clientIpHeader() {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "";
    next();
  };
}

export function checkedUrl() {
  return (req: Request, res: Response, next: NextFunction) => {
    const url = req.originalUrl;
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    try {
      if (hasControlCharacters(decodeURIComponent(path))) return refuse(req, res, "invalidCharacters");
      if (query !== -1) {
        for (const [key, value] of new URLSearchParams(url.slice(query + 1))) {
          if (hasControlCharacters(key) || hasControlCharacters(value))
            return refuse(req, res, "invalidCharacters");
        }
      }
    } catch {
      return refuse(req, res, "malformed");
    }
    next();
  };
}

// Webhooks are exempt: they are signed instead.
export function sameOriginActions(appUrl: string) {
  const allowed = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.path.startsWith("/api/webhooks/")) return next();
    const origin = req.headers.origin;
    if (!origin || origin === allowed || origin === `${req.protocol}://${req.headers.host}`) return next();
    refuse(req, res, "crossSite");
  };
}

function kindOf(contentType: string | undefined): "form" | "multipart" | "json" | null {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "multipart/form-data") return "multipart";
  if (type === "application/json" || type?.endsWith("+json")) return "json";
  return null;
}

class BodyTooLarge extends Error {}

// Matched by name, not instanceof: the server bundle (uploads.server.ts) holds its own copy of this module.
export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor(limit: number) {
    super(`The body is larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

const LINGER_BYTES = 64 * 1024 * KB;
const LINGER_MS = 2000;

function bodyLeftUnread(req: Request): boolean {
  if (req.complete) return false;
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

type LingeringSocket = Request["socket"] & { destroySoon?: () => void };

/**
 * Answers with `Connection: close`, so that no client sends another request on a connection whose body the
 * server stopped reading, and closes it without a reset. Node ends such a socket after the answer and destroys
 * it as soon as that end is written; with the body still arriving, the reset can erase the answer before the
 * client reads it (RFC 9112 §9.6). So only the end is sent; the rest of the body is read and dropped (up to
 * 64 MB or 2 s), and then the socket is destroyed.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  if (!res.headersSent) res.setHeader("Connection", "close");
  if (req.complete || res.locals.lingering) return;
  res.locals.lingering = true;
  const socket = req.socket as LingeringSocket;
  let answered = res.writableFinished;
  let drained = false;
  let dropped = 0;
  let closing = false;
  const destroy = () => {
    if (closing) return;
    closing = true;
    clearTimeout(timer);
    req.pause();
    if (socket.destroyed) return;
    if (socket.writableFinished || !socket.writable) socket.destroy();
    else socket.once("finish", () => socket.destroy());
  };
  const settle = () => {
    if (answered && drained) destroy();
  };
  const timer = setTimeout(destroy, LINGER_MS);
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
  };
  res.once("finish", () => {
    answered = true;
    settle();
  });
  req.once("end", () => {
    drained = true;
    settle();
  });
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) destroy();
  });
  req.unpipe();
  req.resume();
}

function countedBody(req: Request, limit: number): Transform {
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size <= limit) return done(null, chunk);
      req.unpipe(counted);
      req.pause();
      done(new BodyTooLargeError(limit));
    },
  });
  const fail = (error: Error) => counted.destroy(error);
  req.once("error", fail);
  req.once("aborted", () => fail(new Error("request aborted")));
  req.pipe(counted);
  return counted;
}

function readBounded(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => onError(new Error("request aborted"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}

function formHasControlCharacters(text: string): boolean {
  for (const [key, value] of new URLSearchParams(text)) {
    if (hasControlCharacters(key) || hasControlCharacters(value)) return true;
  }
  return false;
}

// The body goes on as `res.locals.body` (React Router) and `req.body` (Better Auth reads a consumed
// request's `body`); an upload route's multipart body goes on unread as `res.locals.bodyStream`.
export function boundedBodies(streamed: readonly StreamedRule[] = STREAMED_UPLOADS) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();
    const rule = bodyRuleFor(req.path);
    const declared = req.headers["content-length"];
    const length = declared === undefined ? null : Number(declared);
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (length !== null && (!Number.isSafeInteger(length) || length < 0))
      return refuse(req, res, "malformed", { close: true });

    const kind = kindOf(req.headers["content-type"]);
    const upload = kind === "multipart" ? streamedRuleFor(req.path, streamed) : undefined;
    if (upload) {
      const limit = streamedLimit(upload);
      if (length !== null && length > limit) return refuse(req, res, "payloadTooLarge", { close: true });
      const body = countedBody(req, limit);
      body.once("error", (error) => {
        if (!(error instanceof BodyTooLargeError) || res.headersSent) return;
        refuse(req, res, "payloadTooLarge", { close: true });
      });
      res.locals.bodyStream = body;
      return next();
    }
    if (length !== null && length > rule.limit) return refuse(req, res, "payloadTooLarge", { close: true });

    const hasBody = chunked || (length ?? 0) > 0;
    const accepted = rule.accepts as readonly string[];
    if (!accepted.includes("any")) {
      if (kind === null ? hasBody : !accepted.includes(kind))
        return refuse(req, res, "unsupportedType", { close: true });
    }

    let body: Buffer;
    try {
      body = await readBounded(req, rule.limit);
    } catch (error) {
      return refuse(req, res, error instanceof BodyTooLarge ? "payloadTooLarge" : "malformed", {
        close: true,
      });
    }
    if (!("raw" in rule && rule.raw)) {
      const text = body.toString("utf8");
      if (kind === "form" && formHasControlCharacters(text)) return refuse(req, res, "invalidCharacters");
      if (kind === "json" && text.trim() !== "") {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return refuse(req, res, "malformed");
        }
        if (jsonHasControlCharacters(parsed)) return refuse(req, res, "invalidCharacters");
      }
    }
    // An empty post without a type is read as the empty form it is (React Router's formData() would throw).
    if (kind === null && body.length === 0 && accepted.includes("form"))
      req.headers["content-type"] = "application/x-www-form-urlencoded";
    res.locals.body = body;
    req.body = body.toString("utf8");
    next();
  };
}

export function edgeErrors(logger: { error(obj: object, msg: string): void }) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown })?.status;
    if (status === 404) return refuse(req, res, "notFound");
    if (typeof status === "number" && status >= 400 && status < 500) return refuse(req, res, "malformed");
    logger.error({ err: error, path: req.path }, "request failed");
    const locale: Locale = res.locals.locale ?? "en";
    const t = translator(locale);
    res.status(statusOf("API_SERVER_ERROR"));
    const message = t("errors:codes.API_SERVER_ERROR");
    if (wantsHtml(req)) res.type("html").send(refusalPage(res, t("errors:edge.title"), message));
    else res.json({ ok: false, error: { code: "API_SERVER_ERROR", message, status: 500 } });
  };
}

export function notFound() {
  return (req: Request, res: Response) => refuse(req, res, "notFound");
}
