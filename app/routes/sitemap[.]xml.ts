import { sitemapEntries, sitemapXml } from "../features/discoverability/sitemap.server.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/sitemap[.]xml";

/** Built from the database on every request, and never reused unchecked: it is current after every change. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const xml = sitemapXml(services.config.APP_URL, await sitemapEntries(services.db));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, no-cache" },
  });
}
