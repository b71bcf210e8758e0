import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { travelAccessories } from "../../platform/db/schema/index.ts";
import { ACCESSORIES, type AccessorySeed } from "../../platform/db/seed/data.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import { seedImageUrl, usd } from "../../platform/db/seed/rows.ts";
import { PAGE_SIZE } from "../../platform/domain/constants.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { getAccessory, listAccessories } from "./accessories.server.ts";
import { ACCESSORY_CATEGORIES, type AccessorySort } from "./accessory-list-query.ts";

/** Code-point order: what both test databases use (collation "C"), and what the seed's expected order uses. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The seed's accessories in the order the database must return them. */
function expected(sort: AccessorySort, locale: Locale, keep: (a: AccessorySeed) => boolean = () => true) {
  const compare: Record<AccessorySort, (a: AccessorySeed, b: AccessorySeed) => number> = {
    name: (a, b) => byText(a.name[locale], b.name[locale]) || byText(a.slug, b.slug),
    brand: (a, b) =>
      byText(a.brand, b.brand) || byText(a.name[locale], b.name[locale]) || byText(a.slug, b.slug),
    price_asc: (a, b) => usd(a.priceUsd) - usd(b.priceUsd) || byText(a.slug, b.slug),
    price_desc: (a, b) => usd(b.priceUsd) - usd(a.priceUsd) || byText(a.slug, b.slug),
  };
  return ACCESSORIES.filter(keep)
    .sort(compare[sort])
    .map((a) => a.slug);
}

const INACTIVE_SLUG = "voltra-retired-pillow-prototype";

for (const database of testDatabases()) {
  describe(`travel accessories on ${database.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoData(handle.db);
      // Matches the searches below ("pillow", "وسادة", "voltra"): it must never show.
      await handle.db.insert(travelAccessories).values({
        slug: INACTIVE_SLUG,
        name: { en: "Retired Pillow Prototype", ar: "وسادة تجريبية متوقفة" },
        description: { en: "Withdrawn.", ar: "مسحوبة." },
        category: "comfort",
        brand: "Voltra",
        priceCents: 100,
        stock: 50,
        status: "inactive",
      });
    });

    afterAll(async () => {
      await handle?.close();
    });

    const slugsOf = (items: { slug: string }[]) => items.map((item) => item.slug);

    /** Every page of a list, concatenated. */
    async function allPages(options: Parameters<typeof listAccessories>[1]) {
      const first = await listAccessories(handle.db, { ...options, page: 1 });
      const items = [...first.items];
      for (let page = 2; page <= first.totalPages; page++) {
        items.push(...(await listAccessories(handle.db, { ...options, page })).items);
      }
      return { first, items };
    }

    for (const locale of ["en", "ar"] as const) {
      for (const sort of ["name", "brand", "price_asc", "price_desc"] as const) {
        it(`sorts by ${sort} in ${locale}, ${PAGE_SIZE} a page`, async () => {
          const { first, items } = await allPages({ sort, locale });
          const order = expected(sort, locale);
          expect(first.total).toBe(ACCESSORIES.length);
          expect(first.totalPages).toBe(Math.ceil(ACCESSORIES.length / PAGE_SIZE));
          expect(first.items).toHaveLength(Math.min(PAGE_SIZE, ACCESSORIES.length));
          expect(slugsOf(items)).toEqual(order);
        });
      }
    }

    it("defaults to the name order and to page 1", async () => {
      const result = await listAccessories(handle.db, { locale: "en" });
      expect(result.page).toBe(1);
      expect(slugsOf(result.items)).toEqual(expected("name", "en").slice(0, PAGE_SIZE));
    });

    it("gives each item in the page language, with its first image, price, stock and database id", async () => {
      const { items } = await allPages({ sort: "name", locale: "ar" });
      const pillow = items.find((item) => item.slug === "skyrest-memory-foam-neck-pillow")!;
      const seed = ACCESSORIES.find((a) => a.slug === pillow.slug)!;
      expect(pillow).toMatchObject({
        name: seed.name.ar,
        brand: seed.brand,
        category: seed.category,
        priceCents: usd(seed.priceUsd),
        stock: seed.stock,
        imageUrl: seedImageUrl("accessories", seed.slug),
      });
      expect(pillow.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    for (const category of ACCESSORY_CATEGORIES) {
      it(`filters the ${category} category, still sorted`, async () => {
        const result = await listAccessories(handle.db, { category, sort: "price_asc", locale: "en" });
        const order = expected("price_asc", "en", (a) => a.category === category);
        expect(order.length).toBeGreaterThan(0);
        expect(result.total).toBe(order.length);
        expect(slugsOf(result.items)).toEqual(order);
      });
    }

    it("searches the English name, case-insensitively", async () => {
      const result = await listAccessories(handle.db, { q: "PILLOW", locale: "en" });
      expect(slugsOf(result.items)).toEqual(
        expected("name", "en", (a) => a.name.en.toLowerCase().includes("pillow")),
      );
      expect(slugsOf(result.items)).toContain("skyrest-memory-foam-neck-pillow");
    });

    it("searches the Arabic name, whatever the page language", async () => {
      const english = await listAccessories(handle.db, { q: "وسادة", locale: "en" });
      const arabic = await listAccessories(handle.db, { q: "وسادة", locale: "ar" });
      const matches = (a: AccessorySeed) => a.name.ar.includes("وسادة");
      expect(slugsOf(english.items)).toEqual(expected("name", "en", matches));
      expect(slugsOf(arabic.items)).toEqual(expected("name", "ar", matches));
      expect(english.total).toBe(2);
    });

    it("finds Arabic names however the customer spells them (ta marbuta, hamza, diacritics)", async () => {
      const spelled = await listAccessories(handle.db, { q: "وساده", locale: "ar" });
      const voweled = await listAccessories(handle.db, { q: "وِسَادَة", locale: "ar" });
      const matches = (a: AccessorySeed) => a.name.ar.includes("وسادة");
      expect(slugsOf(spelled.items)).toEqual(expected("name", "ar", matches));
      expect(slugsOf(voweled.items)).toEqual(expected("name", "ar", matches));
      expect(spelled.total).toBe(2);
    });

    it("finds nothing for a search of Arabic marks alone (a tatweel, a shadda)", async () => {
      expect((await listAccessories(handle.db, { q: "ـ", locale: "ar" })).total).toBe(0);
      expect((await listAccessories(handle.db, { q: "ّ ً", locale: "ar" })).total).toBe(0);
    });

    it("searches the brand and combines the search with a category", async () => {
      const voltra = await listAccessories(handle.db, { q: "voltra", sort: "price_desc", locale: "en" });
      expect(slugsOf(voltra.items)).toEqual(expected("price_desc", "en", (a) => a.brand === "Voltra"));
      const medica = await listAccessories(handle.db, { q: "medica go", category: "health", locale: "en" });
      expect(medica.total).toBe(3);
      const none = await listAccessories(handle.db, { q: "medica go", category: "luggage", locale: "en" });
      expect(none).toMatchObject({ items: [], total: 0, totalPages: 1 });
    });

    it("takes % and _ in the search text literally", async () => {
      expect((await listAccessories(handle.db, { q: "%", locale: "en" })).total).toBe(0);
      expect((await listAccessories(handle.db, { q: "_", locale: "en" })).total).toBe(0);
      // "20,000 mAh": a comma is ordinary text.
      expect(slugsOf((await listAccessories(handle.db, { q: "20,000", locale: "en" })).items)).toEqual([
        "voltra-20000mah-power-bank",
      ]);
    });

    it("gives a page past the end no items and the true total", async () => {
      const result = await listAccessories(handle.db, { page: 7, locale: "en" });
      expect(result).toMatchObject({ items: [], total: ACCESSORIES.length, page: 7, totalPages: 2 });
    });

    it("never lists an inactive accessory", async () => {
      const { items } = await allPages({ sort: "name", locale: "en" });
      expect(slugsOf(items)).not.toContain(INACTIVE_SLUG);
      const search = await listAccessories(handle.db, { q: "prototype", locale: "en" });
      expect(search.total).toBe(0);
    });

    it("gets one accessory with every detail, in the page language", async () => {
      const seed = ACCESSORIES.find((a) => a.slug === "packwell-carry-on-spinner-55")!;
      const [row] = await handle.db
        .select({ id: travelAccessories.id })
        .from(travelAccessories)
        .where(eq(travelAccessories.slug, seed.slug));
      const english = await getAccessory(handle.db, seed.slug, "en");
      expect(english).toEqual({
        id: row!.id,
        slug: seed.slug,
        name: seed.name.en,
        brand: seed.brand,
        category: seed.category,
        priceCents: usd(seed.priceUsd),
        stock: seed.stock,
        imageUrl: seedImageUrl("accessories", seed.slug),
        description: seed.description.en,
        size: seed.size.en,
        weightGrams: seed.weightGrams,
        warrantyMonths: seed.warrantyMonths ?? 12,
        shippingRequired: true,
        freeShipping: seed.freeShipping ?? true,
        images: [seedImageUrl("accessories", seed.slug)],
      });
      const arabic = await getAccessory(handle.db, seed.slug, "ar");
      expect(arabic).toMatchObject({
        name: seed.name.ar,
        description: seed.description.ar,
        size: seed.size.ar,
      });
    });

    it("gets nothing for an unknown or inactive slug", async () => {
      expect(await getAccessory(handle.db, "no-such-accessory", "en")).toBeNull();
      expect(await getAccessory(handle.db, INACTIVE_SLUG, "en")).toBeNull();
    });
  });
}
