import { robotsTxt } from "../features/discoverability/robots.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/robots[.]txt";

/** Only APP_URL changes it, and that needs a restart: an hour of caching is safe. */
export function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return new Response(robotsTxt(services.config.APP_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
