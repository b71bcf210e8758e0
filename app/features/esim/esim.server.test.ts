import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle, Queryable } from "../../platform/db/client.server.ts";
import { esimDestinations, esimPlans } from "../../platform/db/schema/index.ts";
import { type DestinationSeed, ESIM_DESTINATIONS } from "../../platform/db/seed/data.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import { foldArabic } from "../../platform/db/text-search.ts";
import { PAGE_SIZE } from "../../platform/domain/constants.ts";
import { stockLevel } from "../../platform/domain/stock-levels.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import {
  getEsimDestination,
  hasEsimDestinations,
  type ListEsimDestinationsInput,
  listEsimDestinations,
  loadPlanDialog,
} from "./esim.server.ts";

/** The databases' collation is C: strings compare by code point, as JavaScript's `<` does for these names. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function byName(locale: Locale) {
  return (a: DestinationSeed, b: DestinationSeed) =>
    byText(a.name[locale], b.name[locale]) || byText(a.slug, b.slug);
}

function byPlans(locale: Locale) {
  return (a: DestinationSeed, b: DestinationSeed) => b.plans.length - a.plans.length || byName(locale)(a, b);
}

const base: ListEsimDestinationsInput = { q: "", sort: "name", category: "all", page: 1, locale: "en" };

/** Every page of a listing, in order. */
async function allPages(db: Queryable, input: Partial<ListEsimDestinationsInput>) {
  const first = await listEsimDestinations(db, { ...base, ...input, page: 1 });
  const items = [...first.items];
  for (let page = 2; page <= first.totalPages; page++) {
    items.push(...(await listEsimDestinations(db, { ...base, ...input, page })).items);
  }
  return { first, items };
}

const seedOf = (slug: string) => ESIM_DESTINATIONS.find((d) => d.slug === slug)!;

for (const database of testDatabases()) {
  describe(`eSIM shop queries on ${database.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoData(handle.db);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("lists 20 a page with totals, and a page past the end gives the last page", async () => {
      const first = await listEsimDestinations(handle.db, base);
      expect(first).toMatchObject({
        total: ESIM_DESTINATIONS.length,
        page: 1,
        pageSize: PAGE_SIZE,
        totalPages: Math.ceil(ESIM_DESTINATIONS.length / PAGE_SIZE),
      });
      expect(first.items).toHaveLength(PAGE_SIZE);
      const last = await listEsimDestinations(handle.db, { ...base, page: first.totalPages });
      expect(last.items).toHaveLength(ESIM_DESTINATIONS.length - (first.totalPages - 1) * PAGE_SIZE);
      const beyond = await listEsimDestinations(handle.db, { ...base, page: 99 });
      expect(beyond.page).toBe(first.totalPages);
      expect(beyond.items.map((d) => d.slug)).toEqual(last.items.map((d) => d.slug));
    });

    it("sorts by name in the page's language, across pages", async () => {
      for (const locale of ["en", "ar"] as const) {
        const { items } = await allPages(handle.db, { locale });
        const expected = [...ESIM_DESTINATIONS].sort(byName(locale));
        expect(items.map((d) => d.name)).toEqual(expected.map((d) => d.name[locale]));
      }
    });

    it("sorts by number of plans, most first, then by name", async () => {
      for (const locale of ["en", "ar"] as const) {
        const { items } = await allPages(handle.db, { locale, sort: "plans" });
        const expected = [...ESIM_DESTINATIONS].sort(byPlans(locale));
        expect(items.map((d) => d.slug)).toEqual(expected.map((d) => d.slug));
        expect(items.map((d) => d.planCount)).toEqual(expected.map((d) => d.plans.length));
      }
    });

    it("shows each card's flag data, plan count and cheapest price", async () => {
      const { items } = await allPages(handle.db, { locale: "ar" });
      const turkey = items.find((d) => d.slug === "turkey")!;
      expect(turkey).toMatchObject({
        name: "تركيا",
        isoCode: "tr",
        category: "country",
        imageUrl: null,
        planCount: 6,
        fromPriceCents: 450,
      });
      const europe = items.find((d) => d.slug === "europe")!;
      expect(europe).toMatchObject({
        isoCode: null,
        category: "regional",
        imageUrl: "/images/esim/europe.svg",
      });
      expect(europe.fromPriceCents).toBe(
        Math.round(Math.min(...seedOf("europe").plans.map((p) => p[2])) * 100),
      );
    });

    it("filters each category", async () => {
      for (const category of ["country", "regional", "global"] as const) {
        for (const sort of ["name", "plans"] as const) {
          const { first, items } = await allPages(handle.db, { category, sort });
          const expected = ESIM_DESTINATIONS.filter((d) => d.category === category).sort(
            sort === "name" ? byName("en") : byPlans("en"),
          );
          expect(first.total).toBe(expected.length);
          expect(items.map((d) => d.slug)).toEqual(expected.map((d) => d.slug));
        }
      }
      const regionalPage2 = await listEsimDestinations(handle.db, { ...base, category: "regional", page: 2 });
      expect(regionalPage2.page).toBe(1);
    });

    it("searches English names, case-insensitively, within a category", async () => {
      const united = await listEsimDestinations(handle.db, { ...base, q: "  UNITED " });
      expect(united.items.map((d) => d.slug)).toEqual([
        "united-arab-emirates",
        "united-kingdom",
        "united-states",
      ]);
      expect(united.total).toBe(3);
      const global = await listEsimDestinations(handle.db, { ...base, q: "glob", category: "global" });
      expect(global.items.map((d) => d.slug)).toEqual(["global-essentials"]);
      const regional = await listEsimDestinations(handle.db, { ...base, q: "united", category: "regional" });
      expect(regional).toMatchObject({ total: 0, items: [], totalPages: 1 });
      // LIKE wildcards typed by the user are plain characters.
      expect((await listEsimDestinations(handle.db, { ...base, q: "%" })).total).toBe(0);
      expect((await listEsimDestinations(handle.db, { ...base, q: "_" })).total).toBe(0);
    });

    it("searches Arabic names, with or without hamza and diacritics, from either language's page", async () => {
      const emirates = await listEsimDestinations(handle.db, { ...base, q: "الامارات", locale: "ar" });
      expect(emirates.items.map((d) => d.name)).toEqual(["الإمارات العربية المتحدة"]);
      const oman = await listEsimDestinations(handle.db, { ...base, q: "عمان", locale: "en" });
      expect(oman.items.map((d) => d.name)).toEqual(["Oman"]);
      const africa = await listEsimDestinations(handle.db, { ...base, q: "أفريقيا", locale: "ar" });
      const expected = ESIM_DESTINATIONS.filter((d) => foldArabic(d.name.ar).includes("افريقيا")).sort(
        byName("ar"),
      );
      expect(africa.items.map((d) => d.slug)).toEqual(expected.map((d) => d.slug));
      expect(expected.length).toBeGreaterThan(1);
    });

    it("searches by ISO code", async () => {
      const japan = await listEsimDestinations(handle.db, { ...base, q: "JP" });
      expect(japan.items.map((d) => d.slug)).toEqual(["japan"]);
      const tr = await listEsimDestinations(handle.db, { ...base, q: "tr", sort: "plans" });
      const expected = ESIM_DESTINATIONS.filter(
        (d) => d.isoCode === "tr" || d.name.en.toLowerCase().includes("tr") || d.name.ar.includes("tr"),
      ).sort(byPlans("en"));
      expect(tr.items.map((d) => d.slug)).toEqual(expected.map((d) => d.slug));
      expect(tr.items[0]!.slug).toBe("turkey");
    });

    it("gets a destination with its active plans, cheapest first", async () => {
      const turkey = await getEsimDestination(handle.db, "turkey", "en");
      expect(turkey).not.toBeNull();
      const seed = seedOf("turkey");
      expect(turkey).toMatchObject({
        slug: "turkey",
        name: "Turkey",
        description: seed.description.en,
        isoCode: "tr",
        coverage: [],
        planCount: seed.plans.length,
        fromPriceCents: 450,
        toPriceCents: 2900,
      });
      expect(turkey!.plans.map((p) => p.priceCents)).toEqual(
        seed.plans.map((p) => Math.round(p[2] * 100)).sort((a, b) => a - b),
      );
      const voice = turkey!.plans.find((p) => p.planType === "data_voice")!;
      expect(voice).toMatchObject({
        dataMb: 5 * 1024,
        validityDays: 30,
        minutes: 60,
        sms: 30,
        priceCents: 1900,
      });
      const unlimited = turkey!.plans.find((p) => p.dataMb === null)!;
      expect(unlimited).toMatchObject({
        name: "Unlimited · 7 days",
        sms: null,
        minutes: null,
        stock: "in_stock",
      });

      const japan = await getEsimDestination(handle.db, "japan", "ar");
      const soldOut = japan!.plans.find((p) => p.dataMb === 20 * 1024)!;
      expect(soldOut.stock).toBe("out_of_stock");
      expect(soldOut.name).toBe("20 جيجابايت · 30 يومًا");
      const maldives = await getEsimDestination(handle.db, "maldives", "en");
      expect(maldives!.plans.map((p) => p.stock)).toEqual(
        seedOf("maldives").plans.map((p) => stockLevel(p[3])),
      );
    });

    it("lists a region's countries by name in the page's language", async () => {
      const gulf = await getEsimDestination(handle.db, "gulf-gcc", "en");
      expect(gulf!.coverage).toEqual([
        "Bahrain",
        "Kuwait",
        "Oman",
        "Qatar",
        "Saudi Arabia",
        "United Arab Emirates",
      ]);
      const gulfAr = await getEsimDestination(handle.db, "gulf-gcc", "ar");
      expect(gulfAr!.coverage).toHaveLength(6);
      expect(gulfAr!.coverage).toContain("قطر");
    });

    it("sorts plans by data (unlimited last) and by duration", async () => {
      const byData = await getEsimDestination(handle.db, "turkey", "en", { sort: "data" });
      expect(byData!.plans.map((p) => [p.dataMb, p.priceCents])).toEqual([
        [1024, 450],
        [3072, 900],
        [5120, 1300],
        [5120, 1900],
        [10240, 2100],
        [null, 2900],
      ]);
      const byDuration = await getEsimDestination(handle.db, "global", "en", { sort: "duration" });
      expect(byDuration!.plans.map((p) => [p.validityDays, p.priceCents])).toEqual([
        [7, 1200],
        [30, 2900],
        [30, 4200],
        [60, 6900],
        [90, 11500],
      ]);
    });

    it("filters plans by data amount and searches them", async () => {
      const data = async (slug: string, filter: "upto3" | "4to10" | "over10" | "unlimited") =>
        (await getEsimDestination(handle.db, slug, "en", { data: filter }))!.plans.map((p) => p.dataMb);
      expect(await data("turkey", "upto3")).toEqual([1024, 3072]);
      expect(await data("turkey", "4to10")).toEqual([5120, 5120, 10240]);
      expect(await data("turkey", "unlimited")).toEqual([null]);
      expect(await data("saudi-arabia", "over10")).toEqual([20480]);
      expect(await data("egypt", "over10")).toEqual([]);

      const search = async (slug: string, q: string, locale: Locale = "en") =>
        (await getEsimDestination(handle.db, slug, locale, { q }))!.plans.map((p) => p.name);
      expect(await search("turkey", "unlimited")).toEqual(["Unlimited · 7 days"]);
      expect(await search("turkey", "5gb")).toEqual(["5 GB · 30 days", "5 GB · 30 days"]);
      expect(await search("turkey", "غير محدوده", "ar")).toEqual(["بيانات غير محدودة · 7 أيام"]);
      expect(await search("turkey", "SMS")).toEqual(["5 GB · 30 days"]);
      expect(await search("turkey", "nothing like this")).toEqual([]);
      // The destination's totals do not depend on the filter.
      const filtered = await getEsimDestination(handle.db, "turkey", "en", { data: "unlimited" });
      expect(filtered).toMatchObject({ planCount: 6, fromPriceCents: 450 });
    });

    it("returns null for unknown slugs", async () => {
      expect(await getEsimDestination(handle.db, "atlantis", "en")).toBeNull();
      expect(
        await loadPlanDialog(handle.db, "atlantis", "en", { sort: "price", data: "all", q: "" }, console),
      ).toBe(null);
    });

    it("turns a failed plan query into an error state for the dialog, and logs it", async () => {
      const broken = {
        select() {
          throw new Error("connection lost");
        },
      } as unknown as Queryable;
      const logged: unknown[] = [];
      const result = await loadPlanDialog(broken, "turkey", "en", { sort: "price", data: "all", q: "" }, {
        error: (...args: unknown[]) => logged.push(args),
      } as never);
      expect(result).toEqual({ status: "error", slug: "turkey" });
      expect(logged).toHaveLength(1);
      const ok = await loadPlanDialog(
        handle.db,
        "turkey",
        "ar",
        { sort: "data", data: "all", q: "" },
        console,
      );
      expect(ok?.status).toBe("ok");
    });

    it("leaves out inactive destinations, inactive plans and destinations without active plans", async () => {
      const before = await listEsimDestinations(handle.db, base);
      await handle.db
        .update(esimDestinations)
        .set({ status: "inactive" })
        .where(eq(esimDestinations.slug, "turkey"));
      expect(await getEsimDestination(handle.db, "turkey", "en")).toBeNull();
      const { first, items } = await allPages(handle.db, {});
      expect(first.total).toBe(before.total - 1);
      expect(items.map((d) => d.slug)).not.toContain("turkey");
      expect((await listEsimDestinations(handle.db, { ...base, q: "tr" })).items[0]?.slug).not.toBe("turkey");

      const japan = await getEsimDestination(handle.db, "japan", "en");
      const cheapest = japan!.plans[0]!;
      await handle.db.update(esimPlans).set({ status: "inactive" }).where(eq(esimPlans.id, cheapest.id));
      const after = await getEsimDestination(handle.db, "japan", "en");
      expect(after!.plans.map((p) => p.id)).not.toContain(cheapest.id);
      expect(after!.planCount).toBe(japan!.planCount - 1);
      const card = (await listEsimDestinations(handle.db, { ...base, q: "japan" })).items[0]!;
      expect(card.planCount).toBe(japan!.planCount - 1);
      expect(card.fromPriceCents).toBe(after!.plans[0]!.priceCents);

      const korea = await getEsimDestination(handle.db, "south-korea", "en");
      await handle.db
        .update(esimPlans)
        .set({ status: "inactive" })
        .where(
          inArray(
            esimPlans.id,
            korea!.plans.map((p) => p.id),
          ),
        );
      expect((await listEsimDestinations(handle.db, { ...base, q: "korea" })).total).toBe(0);
      expect(await getEsimDestination(handle.db, "south-korea", "en")).toMatchObject({
        plans: [],
        planCount: 0,
      });
      expect(await hasEsimDestinations(handle.db)).toBe(true);
    });

    it("tells an empty catalogue apart", async () => {
      await handle.db.update(esimPlans).set({ status: "inactive" });
      expect(await hasEsimDestinations(handle.db)).toBe(false);
      expect(await listEsimDestinations(handle.db, { ...base, page: 3 })).toMatchObject({
        total: 0,
        items: [],
        page: 1,
        totalPages: 1,
      });
      await handle.db.update(esimPlans).set({ status: "active" });
      expect(await hasEsimDestinations(handle.db)).toBe(true);
    });
  });
}
