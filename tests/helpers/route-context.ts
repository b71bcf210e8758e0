import { RouterContextProvider } from "react-router";
import { loadUser } from "../../app/platform/auth/guards.server.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { appContext } from "../../app/platform/server/context.ts";
import type { Services } from "../../app/platform/server/services.server.ts";

/**
 * The context a route's loader or action receives, as the server builds it: the services and language
 * (request-handler.ts), then the signed-in user loaded by the root's middleware.
 */
export async function routeContext(services: Services, request: Request, locale: Locale = "en") {
  const context = new RouterContextProvider();
  context.set(appContext, { services, locale, cspNonce: "", page: { tables: null } });
  await loadUser({ request, context, params: {}, unstable_pattern: "" } as never, async () => new Response());
  return context;
}
