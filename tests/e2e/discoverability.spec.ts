import { expect, test } from "./test.ts";

test.describe("discoverability", () => {
  test("serves /sitemap.xml through the edge with the catalogue in both languages", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, no-cache");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/esim\/[^<]+\?lng=en<\/loc>/);
    expect(xml).toContain('hreflang="ar"');
    expect(xml).not.toContain("/admin");

    const head = await request.head("/sitemap.xml");
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  });

  test("serves /robots.txt as text pointing at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect((await request.head("/robots.txt")).status()).toBe(200);
  });
});
