import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { esimPlans, travelAccessories, travelPackages } from "../../platform/db/schema/index.ts";
import { ACCESSORIES, ESIM_DESTINATIONS, TRAVEL_PACKAGES } from "../../platform/db/seed/data.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { loader } from "../../routes/shop.tsx";
import { SHOP_LIMITS } from "./shop.server.ts";

const cents = (usd: number) => Math.round(usd * 100);

for (const database of testDatabases()) {
  describe(`shop landing on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;

    /** What the route's loader gives the page: the shop feature's data composed with eSIM's and packages'. */
    async function landing(locale: Locale) {
      const request = new Request("http://shop.test/shop");
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

    it("counts each category with its lowest price", async () => {
      const { categories } = await landing("en");
      const plans = ESIM_DESTINATIONS.filter((d) => d.plans.length > 0);
      expect(categories.esim).toEqual({
        count: plans.length,
        fromPriceCents: cents(Math.min(...plans.flatMap((d) => d.plans.map((p) => p[2])))),
      });
      expect(categories.accessories).toEqual({
        count: ACCESSORIES.length,
        fromPriceCents: cents(Math.min(...ACCESSORIES.map((a) => a.priceUsd))),
      });
      expect(categories.packages).toEqual({
        count: TRAVEL_PACKAGES.length,
        fromPriceCents: cents(Math.min(...TRAVEL_PACKAGES.map((p) => p.priceUsd))),
      });
    });

    it("shows popular destinations by English name with their cheapest plan, in the page language", async () => {
      const { destinations } = await landing("ar");
      const popular = ESIM_DESTINATIONS.filter((d) => d.popular && d.plans.length > 0).sort((a, b) =>
        a.name.en < b.name.en ? -1 : 1,
      );
      expect(destinations.map((d) => d.slug)).toEqual(
        popular.slice(0, SHOP_LIMITS.destinations).map((d) => d.slug),
      );
      const first = popular[0]!;
      expect(destinations[0]).toMatchObject({
        name: first.name.ar,
        planCount: first.plans.length,
        fromPriceCents: cents(Math.min(...first.plans.map((p) => p[2]))),
      });
    });

    it("shows accessories in stock only, newest first", async () => {
      const { accessories } = await landing("en");
      const inStock = ACCESSORIES.filter((a) => a.stock > 0).slice(0, SHOP_LIMITS.accessories);
      expect(accessories.map((a) => a.slug)).toEqual(inStock.map((a) => a.slug));
      expect(accessories.every((a) => a.stock > 0 && a.imageUrl)).toBe(true);

      await handle.db
        .update(travelAccessories)
        .set({ stock: 0 })
        .where(eq(travelAccessories.slug, accessories[0]!.slug));
      const after = await landing("en");
      expect(after.accessories.map((a) => a.slug)).not.toContain(accessories[0]!.slug);
      expect(after.accessories).toHaveLength(SHOP_LIMITS.accessories);
    });

    it("shows featured active packages, newest first, and follows the catalogue", async () => {
      const { packages } = await landing("en");
      const featured = TRAVEL_PACKAGES.filter((p) => p.featured).slice(0, SHOP_LIMITS.packages);
      expect(packages.map((p) => p.slug)).toEqual(featured.map((p) => p.slug));
      expect(packages.every((p) => p.featured)).toBe(true);

      await handle.db
        .update(travelPackages)
        .set({ status: "inactive" })
        .where(eq(travelPackages.slug, featured[0]!.slug));
      await handle.db.update(esimPlans).set({ status: "inactive" });
      const after = await landing("en");
      expect(after.packages.map((p) => p.slug)).not.toContain(featured[0]!.slug);
      expect(after.categories.packages.count).toBe(TRAVEL_PACKAGES.length - 1);
      expect(after.categories.esim).toEqual({ count: 0, fromPriceCents: null });
      expect(after.destinations).toEqual([]);
    });
  });
}
