import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { drivingLicenseOffers } from "../../platform/db/schema/index.ts";
import { DRIVING_LICENSE_OFFERS } from "../../platform/db/seed/data.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import { findPermitPlan, listPermitPlans } from "./plans.server.ts";

const newPlan = {
  title: { en: "Newest plan", ar: "أحدث خطة" },
  description: { en: "Just added", ar: "أضيفت للتو" },
  validityMonths: 12,
  processingDays: { en: "3–5 business days", ar: "من 3 إلى 5 أيام عمل" },
  priceCents: 4500,
  features: [{ en: "Feature", ar: "ميزة" }],
};

for (const database of testDatabases()) {
  describe(`permit plans on ${database.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoData(handle.db);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("lists the seeded plans newest first, in the order the seed writes them, with their service", async () => {
      const plans = await listPermitPlans(handle.db, "en");
      expect(plans.map((p) => p.title)).toEqual(DRIVING_LICENSE_OFFERS.map((o) => o.title.en));
      expect(plans.map((p) => p.service)).toEqual(
        DRIVING_LICENSE_OFFERS.map((o) => o.service ?? "international-driving-license"),
      );
      expect(plans.filter((p) => p.service === "driving-license").length).toBeGreaterThan(0);
      const express = plans.find((p) => p.express)!;
      expect(express).toMatchObject({
        title: "Express Permit: Print + Digital",
        validityMonths: 12,
        processingDays: "1–2 business days",
        priceCents: 8900,
        cover: "/images/driving-license/express.svg",
        service: "international-driving-license",
      });
      expect(express.features.length).toBeGreaterThan(0);
    });

    it("speaks the wanted language", async () => {
      const plans = await listPermitPlans(handle.db, "ar");
      const digital = plans.find((p) => p.cover === "/images/driving-license/digital.svg")!;
      expect(digital.title).toBe("رخصة القيادة الدولية الرقمية");
      expect(digital.processingDays).toBe("من 3 إلى 5 أيام عمل");
      expect(digital.features).toContain("معترف بها في أكثر من 150 دولة");
    });

    it("puts a plan added later first and leaves inactive plans out", async () => {
      const [added] = await handle.db
        .insert(drivingLicenseOffers)
        .values({ ...newPlan, createdAt: new Date(Date.now() + 60_000) })
        .returning({ id: drivingLicenseOffers.id });
      let plans = await listPermitPlans(handle.db, "ar");
      expect(plans[0]).toMatchObject({
        id: added!.id,
        title: "أحدث خطة",
        service: "international-driving-license",
      });

      await handle.db
        .update(drivingLicenseOffers)
        .set({ status: "inactive" })
        .where(eq(drivingLicenseOffers.id, added!.id));
      plans = await listPermitPlans(handle.db, "en");
      expect(plans.map((p) => p.id)).not.toContain(added!.id);
      expect(plans).toHaveLength(DRIVING_LICENSE_OFFERS.length);
    });

    it("finds one active plan by id, of the wanted service", async () => {
      const plans = await listPermitPlans(handle.db, "en");
      const licence = plans.find((p) => p.service === "driving-license")!;
      expect(await findPermitPlan(handle.db, licence.id, "en")).toEqual(licence);
      expect(await findPermitPlan(handle.db, licence.id, "en", "driving-license")).toEqual(licence);
      expect(await findPermitPlan(handle.db, licence.id, "en", "international-driving-license")).toBeNull();
      expect(await findPermitPlan(handle.db, "not-a-uuid", "en")).toBeNull();
      expect(await findPermitPlan(handle.db, "00000000-0000-4000-8000-000000000000", "en")).toBeNull();

      const [inactive] = await handle.db
        .insert(drivingLicenseOffers)
        .values({ ...newPlan, status: "inactive" })
        .returning({ id: drivingLicenseOffers.id });
      expect(await findPermitPlan(handle.db, inactive!.id, "en")).toBeNull();
    });
  });
}
