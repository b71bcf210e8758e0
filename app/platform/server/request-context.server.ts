// What the log lines, metrics and error pages of one request share: its id (X-Request-Id) and, once React
// Router has matched it, its route pattern. Kept in AsyncLocalStorage so that no function has to pass it on.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { REQUEST_ID_TIMING } from "../http/request-reference.ts";
import { processWide } from "./process-wide.ts";

export interface RequestContext {
  requestId: string;
  /** The matched route pattern ("/esim/:slug"), never the raw path: a bounded label for metrics. */
  route?: string;
}

const storage = processWide("request-context", () => new AsyncLocalStorage<RequestContext>());

export const REQUEST_ID_HEADER = "X-Request-Id";
/** An id a trusted proxy sends is kept when it looks like one: it ends up in log lines. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Work done later for a request (a job it queued) logs under the request's id. */
export function runForRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** Called by the root's middleware, which sees the pattern of every page and data request. */
export function setRoutePattern(pattern: string): void {
  const context = storage.getStore();
  // React Router gives "esim/:slug" (and "" for the home page): one spelling with the leading slash.
  if (context) context.route = `/${pattern.replace(/^\/+/, "")}`;
}

/** First in the chain: an id per request (the proxy's when `trustForwarded`), on the answer and in the log. */
export function requestIds(options: { trustForwarded: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const forwarded = options.trustForwarded ? req.get(REQUEST_ID_HEADER) : undefined;
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.setHeader("Server-Timing", `${REQUEST_ID_TIMING};desc="${requestId}"`);
    res.locals.requestId = requestId;
    storage.run({ requestId }, next);
  };
}
