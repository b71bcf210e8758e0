import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import { appContext } from "./platform/context.ts";
import type { Services } from "./platform/services.server.ts";

/** Bundled by Vite as the server entry; server.ts hands it the process's services. */
export function createHandler(services: Services) {
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: process.env.NODE_ENV,
    getLoadContext(_req, res) {
      const context = new RouterContextProvider();
      context.set(appContext, { services, locale: res.locals.locale, cspNonce: res.locals.cspNonce });
      return context;
    },
  });
}

export type RequestHandlerFactory = typeof createHandler;
