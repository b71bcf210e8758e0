import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { cmsPages, esimDestinations } from "../../platform/db/schema/index.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import { searchSite } from "./search.server.ts";
import { PAGE_SIZE, type SearchGroup, type SearchResults } from "./search-results-types.ts";

const hrefs = (results: SearchResults, group: SearchGroup) =>
  results.groups.find((g) => g.group === group)?.items.map((item) => item.href) ?? [];
const totalOf = (results: SearchResults, group: SearchGroup) =>
  results.groups.find((g) => g.group === group)?.total;

for (const database of testDatabases()) {
  describe(`site search on ${database.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoData(handle.db);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("finds pages, destinations, packages and visa offers in English, whatever the case", async () => {
      const results = await searchSite(handle.db, "MALAYSIA", "en");
      expect(hrefs(results, "pages")).toContain("/study/study-in-malaysia");
      expect(hrefs(results, "esim")).toContain("/esim/malaysia");
      expect(hrefs(results, "packages")).toContain("/packages/kuala-lumpur-and-langkawi");
      expect(hrefs(results, "visa")).toContain("/visa-services#offer-malaysia-student-pass");
      expect(results.total).toBe(results.groups.reduce((sum, g) => sum + g.total, 0));
      const study = results.groups
        .find((g) => g.group === "pages")
        ?.items.find((i) => i.href === "/study/study-in-malaysia");
      expect(study?.title).toBe("Study in Malaysia: a complete guide");
    });

    it("matches the Arabic text too and answers in the visitor's language", async () => {
      const results = await searchSite(handle.db, "ماليزيا", "ar");
      expect(hrefs(results, "pages")).toContain("/study/study-in-malaysia");
      expect(hrefs(results, "esim")).toContain("/esim/malaysia");
      const page = results.groups
        .find((g) => g.group === "pages")
        ?.items.find((i) => i.href === "/study/study-in-malaysia");
      expect(page?.title).toBe("الدراسة في ماليزيا: دليل شامل");
    });

    it("searches post titles and excerpts and accessory names", async () => {
      const posts = await searchSite(handle.db, "roaming bill", "en");
      expect(hrefs(posts, "posts")).toEqual(["/post/10-tips-for-staying-connected-abroad"]);
      const accessories = await searchSite(handle.db, "power bank", "en");
      expect(hrefs(accessories, "accessories").length).toBeGreaterThan(0);
      expect(accessories.groups.find((g) => g.group === "accessories")?.items[0]?.priceCents).toBeGreaterThan(
        0,
      );
    });

    it("treats % and _ literally", async () => {
      expect((await searchSite(handle.db, "%", "en")).total).toBe(0);
      expect((await searchSite(handle.db, "_", "en")).total).toBe(0);
      await handle.db.insert(cmsPages).values({
        section: "page",
        slug: "percent",
        title: { en: "100% refund_policy", ar: "سياسة الاسترداد" },
        summary: { en: "", ar: "" },
        status: "published",
      });
      expect(hrefs(await searchSite(handle.db, "%", "en"), "pages")).toEqual(["/page/percent"]);
      expect(hrefs(await searchSite(handle.db, "d_p", "en"), "pages")).toEqual(["/page/percent"]);
      expect((await searchSite(handle.db, "100 refund", "en")).total).toBe(0);
    });

    it("folds Arabic spellings, and finds nothing for Arabic marks alone", async () => {
      const folded = await searchSite(handle.db, "اسطنبول", "ar");
      expect(folded.total).toBe((await searchSite(handle.db, "إسطنبول", "ar")).total);
      expect(folded.total).toBeGreaterThan(0);
      expect((await searchSite(handle.db, "ـ", "ar")).total).toBe(0);
    });

    it("leaves out draft pages and inactive catalogue items", async () => {
      await handle.db.insert(cmsPages).values({
        section: "page",
        slug: "secret",
        title: { en: "Zanzibar secret draft", ar: "مسودة" },
        summary: { en: "", ar: "" },
      });
      expect(hrefs(await searchSite(handle.db, "Zanzibar secret", "en"), "pages")).toEqual([]);
      await handle.db
        .update(esimDestinations)
        .set({ status: "inactive" })
        .where(eq(esimDestinations.slug, "malaysia"));
      expect(hrefs(await searchSite(handle.db, "malaysia", "en"), "esim")).not.toContain("/esim/malaysia");
      await handle.db
        .update(esimDestinations)
        .set({ status: "active" })
        .where(eq(esimDestinations.slug, "malaysia"));
    });

    it("gives at most PAGE_SIZE hits per group with the full count, and pages through one group", async () => {
      await handle.db.insert(cmsPages).values(
        Array.from({ length: PAGE_SIZE + 5 }, (_, i) => ({
          section: "page" as const,
          slug: `bulk-${String(i).padStart(2, "0")}`,
          title: { en: `Bulkguide ${String(i).padStart(2, "0")}`, ar: "دليل" },
          summary: { en: "", ar: "" },
          status: "published" as const,
        })),
      );
      const all = await searchSite(handle.db, "bulkguide", "en");
      expect(totalOf(all, "pages")).toBe(PAGE_SIZE + 5);
      expect(hrefs(all, "pages")).toHaveLength(PAGE_SIZE);
      expect(hrefs(all, "pages")[0]).toBe("/page/bulk-00");
      expect(all.groups.map((g) => g.group)).toEqual([
        "pages",
        "posts",
        "esim",
        "packages",
        "accessories",
        "visa",
      ]);

      const second = await searchSite(handle.db, "bulkguide", "en", { group: "pages", page: 2 });
      expect(second.groups.map((g) => g.group)).toEqual(["pages"]);
      expect(second.page).toBe(2);
      expect(hrefs(second, "pages")).toEqual(
        Array.from({ length: 5 }, (_, i) => `/page/bulk-${String(PAGE_SIZE + i).padStart(2, "0")}`),
      );
      expect(totalOf(second, "pages")).toBe(PAGE_SIZE + 5);

      const past = await searchSite(handle.db, "bulkguide", "en", { group: "pages", page: 9 });
      expect(hrefs(past, "pages")).toEqual([]);
      expect(totalOf(past, "pages")).toBe(PAGE_SIZE + 5);
    });
  });
}
