import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import { sql } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet, { type HelmetOptions } from "helmet";
import { esimFulfilmentJob, esimFulfilmentSweepJob } from "./app/features/checkout/esim-fulfilment.server.ts";
import { esimProviderRefundJob } from "./app/features/checkout/esim-provider-refund.server.ts";
import { esimTopUpJob } from "./app/features/checkout/esim-top-ups.server.ts";
import { orderExpiryJob } from "./app/features/checkout/payments.server.ts";
import { DatabaseOpenError } from "./app/platform/db/client.server.ts";
import {
  allowedMethods,
  boundedBodies,
  checkedUrl,
  clientIpHeader,
  edgeErrors,
  notFound,
  sameOriginActions,
} from "./app/platform/http/edge.server.ts";
import { newNonce } from "./app/platform/http/nonce.server.ts";
import { servePageCache } from "./app/platform/http/page-cache-http.server.ts";
import { precompressedStatic } from "./app/platform/http/precompressed.server.ts";
import { detectLocale, LOCALE_COOKIE, LOCALE_QUERY_PARAM, readCookie } from "./app/platform/i18n/detect.ts";
import { type Config, ConfigError, loadConfig } from "./app/platform/server/config.server.ts";
import { DataDirectoryLockedError } from "./app/platform/server/lock.server.ts";
import { createLogger } from "./app/platform/server/logger.server.ts";
import { httpMetrics, metricsEndpoint } from "./app/platform/server/metrics.server.ts";
import { requestIds } from "./app/platform/server/request-context.server.ts";
import { createServices, type Services } from "./app/platform/server/services.server.ts";
import type { RequestHandlerFactory } from "./app/request-handler.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV === "production";

/** Adds the per-request locale and CSP nonce that the React Router handler reads. */
function requestBasics(services: Services) {
  const secureCookie = services.config.APP_URL.startsWith("https://");
  return (req: Request, res: Response, next: NextFunction) => {
    const query = typeof req.query[LOCALE_QUERY_PARAM] === "string" ? req.query[LOCALE_QUERY_PARAM] : null;
    const locale = detectLocale({
      query,
      cookie: readCookie(req.headers.cookie, LOCALE_COOKIE),
      acceptLanguage: req.headers["accept-language"],
    });
    if (query === locale && readCookie(req.headers.cookie, LOCALE_COOKIE) !== locale) {
      res.cookie(LOCALE_COOKIE, locale, {
        maxAge: 365 * 24 * 3600 * 1000,
        sameSite: "lax",
        secure: secureCookie,
        path: "/",
      });
    }
    res.locals.locale = locale;
    // base64url: the nonce is found and removed verbatim when a page is cached (no character JSON would escape).
    res.locals.cspNonce = newNonce();
    next();
  };
}

/** Helmet's options: CSP with the request's nonce (production), HSTS behind HTTPS, no frames. */
function securityHeaders(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: production
      ? {
          useDefaults: true,
          directives: {
            // Paddle.js (the Paddle payment page, /checkout/paddle) comes from Paddle's CDN and shows
            // its checkout in a frame of Paddle's; nothing else is loaded from another site.
            "script-src": [
              "'self'",
              (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
              "https://cdn.paddle.com",
            ],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:", "https:"],
            "connect-src": ["'self'", "https://*.paddle.com"],
            "frame-src": ["https://*.paddle.com"],
            "frame-ancestors": ["'none'"],
            "form-action": ["'self'"],
            "upgrade-insecure-requests": config.APP_URL.startsWith("https://") ? [] : null,
          },
        }
      : false,
    strictTransportSecurity: config.APP_URL.startsWith("https://"),
    // "no-referrer" would make browsers send `Origin: null` on same-site form posts, which the origin check refuses.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  };
}

class MissingBuildError extends Error {
  override name = "MissingBuildError";
}

async function loadBuild(): Promise<{ createHandler: RequestHandlerFactory }> {
  const entry = path.join(root, "build/server/index.js");
  if (!existsSync(entry))
    throw new MissingBuildError(
      "No production build found: run `npm run build` (or `npm start`, which builds).",
    );
  return (await import(entry)) as { createHandler: RequestHandlerFactory };
}

/** Vite's middlewares, and the request handler loaded through Vite afresh for each request (hot reload). */
async function developmentHandler(app: express.Express): Promise<() => Promise<RequestHandlerFactory>> {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  return async () =>
    ((await vite.ssrLoadModule("./app/request-handler.ts")) as { createHandler: RequestHandlerFactory })
      .createHandler;
}

/** Set on SIGTERM: /readyz answers 503 so that the load balancer sends no more, and connections close. */
interface Lifecycle {
  stopping: boolean;
}

export async function startServer(): Promise<{ server: Server; services: Services; lifecycle: Lifecycle }> {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // In production the build is loaded before the database is opened, so a missing build touches no data.
  const built = production ? await loadBuild() : null;
  // Background jobs are registered here, at the top, so platform/ never reaches up into a feature.
  const services = await createServices(config, logger, [
    orderExpiryJob,
    esimFulfilmentJob,
    esimFulfilmentSweepJob,
    esimProviderRefundJob,
    esimTopUpJob,
  ]);

  const lifecycle: Lifecycle = { stopping: false };
  const app = express();
  app.disable("x-powered-by");
  // Only the configured proxy hops may say who the client is (X-Forwarded-For); none by default.
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(requestIds({ trustForwarded: config.TRUST_PROXY !== false }));
  app.use(httpMetrics());
  app.use((_req, res, next) => {
    // While draining, a kept-alive connection is closed after its answer, so the server can finish.
    if (lifecycle.stopping) res.setHeader("Connection", "close");
    next();
  });
  app.use(clientIpHeader());
  app.use(requestBasics(services));
  app.use(helmet(securityHeaders(config)));
  app.use(allowedMethods());
  app.use(checkedUrl());

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (lifecycle.stopping) {
      res.status(503).json({ status: "stopping" });
      return;
    }
    try {
      const [, , queue] = await Promise.all([
        services.db.execute(sql`select 1`),
        services.storage.ready(),
        services.jobs.ready(),
      ]);
      if (!queue) throw new Error("the job queue is not ready");
      res.json({ status: "ready", database: services.database.kind });
    } catch (error) {
      logger.error({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });
  app.get("/metrics", metricsEndpoint(config.METRICS_TOKEN));

  // Country flags (SVG) from the country-flag-icons package, e.g. /flags/TR.svg.
  app.use(
    "/flags",
    express.static(path.join(root, "node_modules/country-flag-icons/3x2"), { maxAge: "7d" }),
    notFound(),
  );
  app.use(sameOriginActions(config.APP_URL));
  app.use(boundedBodies());
  app.all("/api/auth/{*splat}", toNodeHandler(services.auth));
  if (built) {
    const assets = path.join(root, "build/client/assets");
    app.use(
      "/assets",
      precompressedStatic(assets, { immutable: true, maxAge: "1y" }),
      express.static(assets, { immutable: true, maxAge: "1y" }),
    );
    const client = path.join(root, "build/client");
    // The build's root holds files only (the favicon, images/): a page's address, which has no extension,
    // never reaches the disk (a stat per page was a sixth of a cached page's CPU).
    const clientFiles = express.static(client, { maxAge: "1h", index: false });
    app.use(precompressedStatic(client, { maxAge: "1h" }), (req, res, next) =>
      path.extname(req.path) ? clientFiles(req, res, next) : next(),
    );
  }
  // After the files, before compression: a cached page is sent already compressed.
  app.use(servePageCache(services.pageCache, logger));
  app.use(compression());
  const handlerFactory = built ? async () => built.createHandler : await developmentHandler(app);
  let handler: ReturnType<RequestHandlerFactory> | undefined;
  app.use(async (req, res, next) => {
    try {
      const factory = await handlerFactory();
      handler = production && handler ? handler : factory(services);
      await handler(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  app.use(edgeErrors(logger));

  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info(`Storefront listening on ${config.APP_URL} (database: ${services.database.kind})`);
  });
  server.on("error", async (error) => {
    logger.error({ err: error }, "the HTTP server could not start");
    await services.close();
    process.exit(1);
  });
  return { server, services, lifecycle };
}

/** Longer than a slow request and shorter than the 30 s most orchestrators wait before SIGKILL. */
const DRAIN_TIMEOUT_MS = 20_000;

/** Stops accepting, lets the requests in flight finish, then stops the background work, then the database. */
function stopOn(server: Server, services: Services, lifecycle: Lifecycle) {
  const stop = (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    services.logger.info(`${signal}: finishing requests in flight, then background work, then the database`);
    const force = setTimeout(() => {
      services.logger.error("requests still running after the drain timeout: exiting");
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      try {
        await services.close();
        services.logger.info("stopped");
        process.exit(0);
      } catch (error) {
        services.logger.error({ err: error }, "stopping failed");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

try {
  const { server, services, lifecycle } = await startServer();
  stopOn(server, services, lifecycle);
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirectoryLockedError ||
    error instanceof DatabaseOpenError ||
    error instanceof MissingBuildError
  ) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
