// Prometheus metrics of this process (GET /metrics): HTTP latency per route pattern, 5xx answers, the page
// cache's hits and misses, the database pool, orders and applications created, and what the job queue
// registers. One registry per process (shared by the entry and the build's copy of this module): Prometheus
// scrapes each process and sums them.
import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import client from "prom-client";
import type { DatabaseHandle } from "../db/client.server.ts";
import type { QueueCounts } from "../jobs/jobs.server.ts";
import { processWide } from "./process-wide.ts";
import { currentRequest } from "./request-context.server.ts";

/** Where the gauges read from, set when the database and the job queue start. */
interface Sources {
  pool?: DatabaseHandle["poolStats"];
  queues?: () => Promise<QueueCounts[]>;
}

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const sources: Sources = {};
  const registers = [registry];
  new client.Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections: total, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers,
    collect() {
      this.reset();
      const stats = sources.pool?.();
      if (!stats) return;
      for (const state of ["total", "idle", "waiting"] as const) this.set({ state }, stats[state]);
    },
  });
  new client.Gauge({
    name: "job_queue_jobs",
    help: "Jobs per queue: queued, active, failed for good",
    labelNames: ["queue", "state"] as const,
    registers,
    async collect() {
      this.reset();
      const queues = await sources.queues?.().catch(() => []);
      for (const { queue, queued, active, failed } of queues ?? []) {
        this.set({ queue, state: "queued" }, queued);
        this.set({ queue, state: "active" }, active);
        this.set({ queue, state: "failed" }, failed);
      }
    },
  });
  return {
    registry,
    sources,
    httpDuration: new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    httpErrors: new client.Counter({
      name: "http_server_errors_total",
      help: "Requests answered with a 5xx status, by method and route pattern",
      labelNames: ["method", "route"] as const,
      registers,
    }),
    pageCacheRequests: new client.Counter({
      name: "page_cache_requests_total",
      help: "Anonymous page requests the page cache answered (hit) or rendered and kept (miss)",
      labelNames: ["result"] as const,
      registers,
    }),
    created: new client.Counter({
      name: "records_created_total",
      help: "Orders and applications created by this process",
      labelNames: ["kind"] as const,
      registers,
    }),
  };
}

const metrics = processWide("metrics", createMetrics);

/** The job queue hands its figures over here; the returned function takes them back (at shutdown). */
export function registerQueueMetrics(read: () => Promise<QueueCounts[]>): () => void {
  metrics.sources.queues = read;
  return () => {
    if (metrics.sources.queues === read) metrics.sources.queues = undefined;
  };
}

/** Pool figures on PostgreSQL; nothing on PGlite. The returned function takes them back. */
export function registerDatabasePool(database: DatabaseHandle): () => void {
  const read = database.poolStats;
  metrics.sources.pool = read;
  return () => {
    if (metrics.sources.pool === read) metrics.sources.pool = undefined;
  };
}

/** After the commit: counted once per record, not per attempt. */
export function countCreated(kind: "order" | "application"): void {
  metrics.created.inc({ kind });
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST"]);
const EDGE_ROUTES = ["/assets/", "/flags/", "/api/auth/"];
const OWN_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);

/** Bounded: a route pattern, one of the edge's own prefixes, or "other" (static files, refusals). */
function routeLabel(req: Request, res: Response, pattern: string | undefined): string {
  if (pattern) return pattern;
  if (res.getHeader("X-Cache") === "HIT") return "(page cache)";
  if (OWN_ROUTES.has(req.path)) return req.path;
  const prefix = EDGE_ROUTES.find((start) => req.path.startsWith(start));
  return prefix ? `${prefix}*` : "other";
}

/** After requestIds(): the route pattern is read from the request's context when the answer is finished. */
export function httpMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const context = currentRequest();
    res.once("finish", () => {
      const method = KNOWN_METHODS.has(req.method) ? req.method : "other";
      const route = routeLabel(req, res, context?.route);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpDuration.observe({ method, route, status: String(res.statusCode) }, seconds);
      if (res.statusCode >= 500) metrics.httpErrors.inc({ method, route });
      const cache = res.getHeader("X-Cache");
      if (cache === "HIT" || cache === "MISS") metrics.pageCacheRequests.inc({ result: cache.toLowerCase() });
    });
    next();
  };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * With a token, only `Authorization: Bearer <token>`; without one, only a client on this machine that came
 * through no proxy (a local reverse proxy's requests come from loopback too, but say whom they forward).
 */
export function metricsEndpoint(token: string | undefined) {
  return async (req: Request, res: Response) => {
    if (token) {
      const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
      if (!sameToken(given, token)) {
        res.status(401).setHeader("WWW-Authenticate", "Bearer").type("text").send("Unauthorized\n");
        return;
      }
    } else if (
      !LOOPBACK.has(req.socket.remoteAddress ?? "") ||
      req.get("x-forwarded-for") !== undefined ||
      req.get("forwarded") !== undefined
    ) {
      res.status(403).type("text").send("Forbidden: set METRICS_TOKEN to scrape from another machine\n");
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
