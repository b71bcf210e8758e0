import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { esimPlans, travelPackages } from "../../platform/db/schema/index.ts";
import { ESIM_DESTINATIONS, TESTIMONIALS, VISA_OFFERS } from "../../platform/db/seed/data.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { loader } from "../../routes/home.tsx";
import { HOME_LIMITS, loadHomePage } from "./home.server.ts";

for (const database of testDatabases()) {
  describe(`landing page data on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;

    /** What the route's loader gives the page: the home feature's data composed with eSIM's and visa's. */
    async function landing(locale: Locale) {
      const request = new Request("http://shop.test/");
      return loader({ request, params: {}, context: await routeContext(services, request, locale) } as never);
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

    it("shows popular destinations by English name with their cheapest active plan", async () => {
      const { destinations } = await landing("en");
      const popular = ESIM_DESTINATIONS.filter((d) => d.popular)
        .map((d) => d.name.en)
        .sort((a, b) => (a < b ? -1 : 1));
      expect(destinations.map((d) => d.name)).toEqual(popular.slice(0, HOME_LIMITS.destinations));
      const turkey = ESIM_DESTINATIONS.find((d) => d.slug === "turkey")!;
      const shown = destinations.find((d) => d.slug === "turkey")!;
      expect(shown.fromPriceCents).toBe(Math.round(Math.min(...turkey.plans.map((p) => p[2])) * 100));
      expect(shown.planCount).toBe(turkey.plans.length);

      await handle.db
        .update(esimPlans)
        .set({ status: "inactive" })
        .where(eq(esimPlans.priceCents, shown.fromPriceCents));
      const after = (await landing("ar")).destinations.find((d) => d.slug === "turkey")!;
      expect(after.fromPriceCents).toBeGreaterThan(shown.fromPriceCents);
      expect(after.name).toBe("تركيا");
    });

    it("shows featured active packages only, newest first", async () => {
      const { packages } = await loadHomePage(handle.db, "en");
      const featured = await handle.db.select().from(travelPackages).where(eq(travelPackages.featured, true));
      expect(packages.length).toBe(Math.min(HOME_LIMITS.packages, featured.length));
      for (const shown of packages) expect(featured.map((p) => p.slug)).toContain(shown.slug);
      await handle.db
        .update(travelPackages)
        .set({ status: "inactive" })
        .where(eq(travelPackages.slug, packages[0]!.slug));
      expect((await loadHomePage(handle.db, "en")).packages.map((p) => p.slug)).not.toContain(
        packages[0]!.slug,
      );
    });

    it("shows testimonials in position order and counts the catalogue", async () => {
      const { testimonials, stats } = await landing("ar");
      // The seed numbers the testimonials in the order its data file lists them.
      const expected = TESTIMONIALS.slice(0, HOME_LIMITS.testimonials);
      expect(testimonials.map((t) => t.quote)).toEqual(expected.map((t) => t.quote.ar));
      expect(stats.esimDestinations).toBe(ESIM_DESTINATIONS.length);
      expect(stats.visaDestinations).toBe(new Set(VISA_OFFERS.map((o) => o.countryCode)).size);
    });
  });
}
