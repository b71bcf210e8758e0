import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { cmsPages, travelAccessories } from "../../platform/db/schema/index.ts";
import { ACCESSORIES, CMS_PAGES, ESIM_DESTINATIONS, TRAVEL_PACKAGES } from "../../platform/db/seed/data.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import { loader as robotsLoader } from "../../routes/robots[.]txt.ts";
import { loader as sitemapLoader } from "../../routes/sitemap[.]xml.ts";
import { STATIC_PATHS } from "./sitemap.server.ts";

const APP_URL = "http://shop.test";

for (const database of testDatabases()) {
  describe(`sitemap and robots on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;

    async function get(loader: typeof sitemapLoader | typeof robotsLoader, path: string) {
      const request = new Request(`${APP_URL}${path}`);
      return (await loader({
        request,
        params: {},
        context: await routeContext(services, request),
      } as never)) as Response;
    }

    /** Each <url> block of the sitemap, keyed by the path of its <loc>. */
    async function sitemap() {
      const response = await get(sitemapLoader, "/sitemap.xml");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      const xml = await response.text();
      const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
      const byPath = new Map<string, string>();
      for (const block of blocks) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(block)![1]!.replaceAll("&amp;", "&");
        byPath.set(new URL(loc).pathname, block);
      }
      return { xml, blocks, byPath };
    }

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      await seedDemoData(handle.db);
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("is well-formed: every url has an absolute English loc and both languages with x-default", async () => {
      const { xml, blocks } = await sitemap();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
      expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
      expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<\/url>/g)!.length);
      // No bare ampersand or angle bracket inside text or attributes.
      expect(xml.replace(/<[^>]+>/g, "")).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/);
      for (const block of blocks) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(block)![1]!;
        expect(loc.startsWith(`${APP_URL}/`)).toBe(true);
        expect(loc.endsWith("?lng=en")).toBe(true);
        const path = new URL(loc).pathname;
        expect(block).toContain(`hreflang="en" href="${APP_URL}${path}?lng=en"`);
        expect(block).toContain(`hreflang="ar" href="${APP_URL}${path}?lng=ar"`);
        expect(block).toContain(`hreflang="x-default" href="${APP_URL}${path}"`);
      }
    });

    it("lists the listing pages and the seeded catalogue and content, with last-modified dates", async () => {
      const { byPath } = await sitemap();
      for (const path of STATIC_PATHS) expect(byPath.has(path), path).toBe(true);
      const page = CMS_PAGES[0]!;
      for (const path of [
        `/esim/${ESIM_DESTINATIONS[0]!.slug}`,
        `/accessories/${ACCESSORIES[0]!.slug}`,
        `/packages/${TRAVEL_PACKAGES[0]!.slug}`,
        `/${page.section}/${page.slug}`,
      ]) {
        expect(byPath.get(path), path).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z<\/lastmod>/);
      }
      expect([...byPath.keys()].some((path) => path.startsWith("/post/"))).toBe(true);
      expect(byPath.get("/")).not.toContain("<lastmod>");
    });

    it("omits a draft page and an inactive accessory, and follows a change at once", async () => {
      const hidden = ACCESSORIES[1]!.slug;
      await handle.db
        .update(travelAccessories)
        .set({ status: "inactive" })
        .where(eq(travelAccessories.slug, hidden));
      await handle.db.insert(cmsPages).values({
        section: "page",
        slug: "sitemap-draft",
        title: { en: "Draft", ar: "مسودة" },
        summary: { en: "Not yet", ar: "ليس بعد" },
        status: "draft",
      });
      let { byPath } = await sitemap();
      expect(byPath.has(`/accessories/${hidden}`)).toBe(false);
      expect(byPath.has("/page/sitemap-draft")).toBe(false);
      expect(byPath.has(`/accessories/${ACCESSORIES[0]!.slug}`)).toBe(true);

      await handle.db
        .update(cmsPages)
        .set({ status: "published", publishedAt: new Date() })
        .where(eq(cmsPages.slug, "sitemap-draft"));
      ({ byPath } = await sitemap());
      expect(byPath.has("/page/sitemap-draft")).toBe(true);
    });

    it("robots.txt keeps crawlers out of private areas and points at the sitemap", async () => {
      const response = await get(robotsLoader, "/robots.txt");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      const lines = (await response.text()).split("\n");
      expect(lines[0]).toBe("User-agent: *");
      for (const path of ["/admin", "/profile", "/checkout", "/api/", "/orders/", "/files/", "/auth"])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    });
  });
}
