import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { visaOffers } from "../../platform/db/schema/index.ts";
import { VISA_OFFERS } from "../../platform/db/seed/data.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import { countVisaDestinations, listVisaOffers } from "./visa-offers.server.ts";

for (const database of testDatabases()) {
  describe(`visa offers on ${database.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoData(handle.db);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("counts the countries of the active offers once each", async () => {
      const countries = new Set(VISA_OFFERS.map((o) => o.countryCode));
      expect(await countVisaDestinations(handle.db)).toBe(countries.size);
      const turkey = eq(visaOffers.slug, "turkey-e-visa");
      await handle.db.update(visaOffers).set({ status: "inactive" }).where(turkey);
      expect(await countVisaDestinations(handle.db)).toBe(countries.size - 1);
      await handle.db.update(visaOffers).set({ status: "active" }).where(turkey);
    });

    it("lists active visa offers with their requirements in the wanted language", async () => {
      const offers = await listVisaOffers(handle.db, "ar");
      expect(offers.map((o) => o.slug).sort()).toEqual(VISA_OFFERS.map((o) => o.slug).sort());
      const turkey = offers.find((o) => o.slug === "turkey-e-visa")!;
      expect(turkey).toMatchObject({
        destination: "تركيا",
        priceCents: 6900,
        processingDays: 2,
        validityDays: 180,
      });
      expect(turkey.requirements).toHaveLength(3);
      await handle.db
        .update(visaOffers)
        .set({ status: "inactive" })
        .where(eq(visaOffers.slug, "turkey-e-visa"));
      expect((await listVisaOffers(handle.db, "en")).map((o) => o.slug)).not.toContain("turkey-e-visa");
    });
  });
}
