import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStandinProvider } from "../../esim/standin.server.ts";
import { type DatabaseHandle, openDatabase } from "../client.server.ts";
import * as schema from "../schema/index.ts";
import { seedDemoData } from "./index.ts";

const publicDir = fileURLToPath(new URL("../../../../public", import.meta.url));
const ARABIC_LETTER = /[\u0621-\u064A]/;

const seededTables = {
  esimDestinations: schema.esimDestinations,
  esimPlans: schema.esimPlans,
  travelAccessories: schema.travelAccessories,
  travelPackages: schema.travelPackages,
  visaOffers: schema.visaOffers,
  drivingLicenseOffers: schema.drivingLicenseOffers,
  testimonials: schema.testimonials,
  cmsPages: schema.cmsPages,
  cmsBlocks: schema.cmsBlocks,
  cmsPosts: schema.cmsPosts,
  siteSettings: schema.siteSettings,
};
type TableName = keyof typeof seededTables;
type Rows = { [K in TableName]: (typeof seededTables)[K]["$inferSelect"][] };

function stockLevel(stock: number): "out" | "low" | "limited" | "in" {
  if (stock <= 0) return "out";
  if (stock <= 5) return "low";
  if (stock <= 20) return "limited";
  return "in";
}

/** Every { en, ar } object anywhere inside a value, with where it was found. */
function collectLocalized(
  value: unknown,
  where: string,
  found: { where: string; text: Record<string, unknown> }[],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collectLocalized(item, `${where}[${index}]`, found);
    });
  } else if (value && typeof value === "object" && !(value instanceof Date)) {
    const object = value as Record<string, unknown>;
    if ("en" in object || "ar" in object) found.push({ where, text: object });
    else for (const [key, child] of Object.entries(object)) collectLocalized(child, `${where}.${key}`, found);
  }
}

function collectImagePaths(value: unknown, found: Set<string>) {
  if (typeof value === "string") {
    if (value.startsWith("/images/")) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectImagePaths(item, found);
  } else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const child of Object.values(value)) collectImagePaths(child, found);
  }
}

describe("seedDemoData", () => {
  let handle: DatabaseHandle;
  let firstRun: { seeded: boolean };
  let secondRun: { seeded: boolean };
  let firstRunMs: number;
  let rows: Rows;
  let countsAfterFirstRun: Record<string, number>;

  async function readAll(): Promise<Rows> {
    const entries = await Promise.all(
      Object.entries(seededTables).map(async ([name, table]) => [name, await handle.db.select().from(table)]),
    );
    return Object.fromEntries(entries) as Rows;
  }

  function counts(all: Rows): Record<string, number> {
    return Object.fromEntries(Object.entries(all).map(([name, list]) => [name, list.length]));
  }

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    const started = performance.now();
    firstRun = await seedDemoData(handle.db);
    firstRunMs = performance.now() - started;
    rows = await readAll();
    countsAfterFirstRun = counts(rows);
    secondRun = await seedDemoData(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("seeds once, quickly, and is idempotent", async () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(secondRun).toEqual({ seeded: false });
    expect(counts(await readAll())).toEqual(countsAfterFirstRun);
    expect(firstRunMs).toBeLessThan(2000);
  });

  it("seeds eSIM destinations of every category with 3 to 6 plans each", () => {
    const destinations = rows.esimDestinations;
    const plans = rows.esimPlans;
    expect(destinations.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(destinations.map((d) => d.category));
    expect([...categories].sort()).toEqual(["country", "global", "regional"]);
    expect(destinations.filter((d) => d.category === "regional").length).toBeGreaterThanOrEqual(5);
    const popular = destinations.filter((d) => d.popular).length;
    expect(popular).toBeGreaterThanOrEqual(6);
    expect(popular).toBeLessThanOrEqual(10);

    for (const destination of destinations) {
      expect(destination.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (destination.category === "country") {
        expect(destination.isoCode).toMatch(/^[a-z]{2}$/);
        expect(destination.coverage).toEqual([destination.isoCode]);
      } else {
        expect(destination.isoCode).toBeNull();
        expect(destination.coverage.length).toBeGreaterThan(1);
        for (const code of destination.coverage) expect(code).toMatch(/^[a-z]{2}$/);
      }
      const own = plans.filter((p) => p.destinationId === destination.id);
      expect(own.length, destination.slug).toBeGreaterThanOrEqual(3);
      expect(own.length, destination.slug).toBeLessThanOrEqual(6);
    }

    // Its plan descriptions say "the 40 most-visited destinations".
    expect(destinations.find((d) => d.slug === "global-essentials")?.coverage).toHaveLength(40);
    expect(plans.some((p) => p.dataMb === null)).toBe(true);
    expect(plans.filter((p) => p.stockQuantity === 0).length).toBeGreaterThanOrEqual(1);
    for (const plan of plans) {
      expect(plan.priceCents).toBeGreaterThan(0);
      expect(Number.isInteger(plan.priceCents)).toBe(true);
      expect(plan.features.length).toBeGreaterThan(0);
      const voice = plan.planType === "data_voice";
      expect(plan.minutes !== null, plan.name.en).toBe(voice);
      expect(plan.sms !== null, plan.name.en).toBe(voice);
    }
    expect(plans.filter((p) => p.planType === "data_voice").length).toBeGreaterThanOrEqual(3);
  });

  it("seeds accessories in every category and every stock level", () => {
    const accessories = rows.travelAccessories;
    expect(accessories.length).toBeGreaterThanOrEqual(24);
    for (const category of ["comfort", "electronics", "health", "luggage", "security"]) {
      expect(accessories.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    for (const level of ["out", "low", "limited", "in"]) {
      expect(accessories.filter((a) => stockLevel(a.stock) === level).length, level).toBeGreaterThanOrEqual(
        2,
      );
    }
    expect(accessories.some((a) => !a.freeShipping)).toBe(true);
    expect(accessories.filter((a) => a.freeShipping).length).toBeGreaterThan(accessories.length / 2);
    for (const accessory of accessories) {
      expect(accessory.images).toEqual([`/images/accessories/${accessory.slug}.svg`]);
      expect(accessory.brand.length).toBeGreaterThan(0);
    }
  });

  it("seeds packages at every budget level and across the price bands", () => {
    const packages = rows.travelPackages;
    expect(packages.length).toBeGreaterThanOrEqual(12);
    for (const level of ["budget", "mid_range", "premium", "luxury"]) {
      expect(packages.filter((p) => p.budgetLevel === level).length, level).toBeGreaterThanOrEqual(3);
    }
    const featured = packages.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(4);
    expect(featured).toBeLessThanOrEqual(5);
    expect(packages.some((p) => p.priceCents < 20_000)).toBe(true);
    expect(packages.some((p) => p.priceCents > 100_000)).toBe(true);
    for (const travelPackage of packages) {
      expect(travelPackage.rating).toBeGreaterThanOrEqual(3.8);
      expect(travelPackage.rating).toBeLessThanOrEqual(5);
      expect(travelPackage.highlights.length).toBeGreaterThan(0);
      expect(travelPackage.coverPhotoUrl).toBe(`/images/packages/${travelPackage.slug}.svg`);
    }
  });

  it("seeds visa and driving permit offers", () => {
    const visas = rows.visaOffers;
    expect(new Set(visas.map((v) => v.countryCode)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(visas.map((v) => v.visaType))).toEqual(new Set(["tourist", "business", "student"]));
    for (const visa of visas) expect(visa.requirements.length).toBeGreaterThan(0);

    const permits = rows.drivingLicenseOffers;
    const idp = permits.filter((p) => p.service === "international-driving-license");
    expect(idp.length).toBeGreaterThanOrEqual(3);
    expect(idp.every((p) => p.validityMonths === 12)).toBe(true);
    expect(idp.some((p) => p.express)).toBe(true);
    expect(permits.some((p) => p.service === "driving-license")).toBe(true);
    expect(permits.every((p) => p.validityMonths > 0 && p.status === "active")).toBe(true);
  });

  it("seeds the published content pages, a post, testimonials and site settings", () => {
    const pages = rows.cmsPages;
    const blocks = rows.cmsBlocks;
    const keys = pages.map((p) => `${p.section}/${p.slug}`);
    for (const key of [
      "page/about",
      "faq/general",
      "page/terms",
      "page/privacy",
      "study/study-in-malaysia",
    ]) {
      expect(keys).toContain(key);
    }
    for (const page of pages) {
      expect(page.status).toBe("published");
      expect(page.publishedAt).not.toBeNull();
      const own = blocks.filter((b) => b.pageId === page.id);
      expect(own.length, page.slug).toBeGreaterThan(0);
      for (const block of own) expect(block.type).toBe(block.content.type);
    }
    const faqPage = pages.find((p) => p.section === "faq" && p.slug === "general")!;
    const faq = blocks.find((b) => b.pageId === faqPage.id && b.content.type === "faq")!;
    expect(faq.content.type === "faq" && faq.content.items.length).toBeGreaterThanOrEqual(6);

    const posts = rows.cmsPosts;
    expect(posts.some((p) => p.status === "published" && p.publishedAt !== null)).toBe(true);
    expect(posts[0]!.body.en.split("\n\n").length).toBeGreaterThan(3);

    const quotes = rows.testimonials;
    expect(quotes.length).toBeGreaterThanOrEqual(6);
    for (const quote of quotes) {
      expect(quote.rating).toBeGreaterThanOrEqual(4);
      expect(quote.rating).toBeLessThanOrEqual(5);
    }

    const settings = rows.siteSettings;
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({
      id: "default",
      primaryColor: "#0f766e",
      messagingNumber: "971501234567",
    });
  });

  it("writes every bilingual text in both languages", () => {
    const found: { where: string; text: Record<string, unknown> }[] = [];
    for (const [name, list] of Object.entries(rows)) {
      list.forEach((row, index) => {
        collectLocalized(row, `${name}[${index}]`, found);
      });
    }
    expect(found.length).toBeGreaterThan(500);
    for (const { where, text } of found) {
      expect(Object.keys(text).sort(), where).toEqual(["ar", "en"]);
      expect(typeof text.en === "string" && text.en.trim().length > 0, where).toBe(true);
      expect(typeof text.ar === "string" && ARABIC_LETTER.test(text.ar), `${where}: ${String(text.ar)}`).toBe(
        true,
      );
      expect(String(text.en), where).not.toMatch(ARABIC_LETTER);
    }
  });

  it("maps the demo's data plans to the stand-in's packages, and keeps its plans with calls fulfilled by hand", async () => {
    const standin = createStandinProvider({ latencyMs: 0, failing: false, webhookSecret: "test" });
    const list = await standin.listPackages();
    const packages = new Map(list.map((pkg) => [pkg.packageId, pkg]));
    expect(packages.size).toBe(list.length);
    const slugOf = new Map(rows.esimDestinations.map((d) => [d.id, d.slug]));
    const manual = rows.esimPlans.filter((plan) => plan.providerPackageId === null);
    // Turkey's 5 GB plan with 60 minutes and 30 SMS, among others, waits for a code typed by staff.
    expect(manual.map((plan) => `${slugOf.get(plan.destinationId)} ${plan.name.en}`)).toContain(
      "turkey 5 GB · 30 days",
    );
    expect(manual.every((plan) => plan.planType === "data_voice")).toBe(true);
    for (const plan of rows.esimPlans.filter((p) => p.providerPackageId !== null)) {
      const pkg = packages.get(plan.providerPackageId!);
      expect(pkg, plan.providerPackageId!).toBeDefined();
      expect(pkg!.destination.slug).toBe(slugOf.get(plan.destinationId));
      expect([pkg!.dataMb, pkg!.validityDays]).toEqual([plan.dataMb, plan.validityDays]);
      expect(pkg!.retailPriceCents).toBe(plan.priceCents);
      expect(plan.providerNetPriceCents).toBe(pkg!.netPriceCents);
      expect(plan.providerNetPriceCents!).toBeLessThan(plan.priceCents);
      expect(plan.providerSyncedAt).toBeInstanceOf(Date);
    }
    // Every demo destination is one of the stand-in's, and it sells a few the demo does not have yet.
    const standinDestinations = new Set([...packages.values()].map((pkg) => pkg.destination.slug));
    for (const destination of rows.esimDestinations) expect(standinDestinations).toContain(destination.slug);
    const mapped = new Set(rows.esimPlans.map((plan) => plan.providerPackageId));
    expect([...packages.keys()].filter((id) => !mapped.has(id)).length).toBeGreaterThanOrEqual(4);
  });

  it('resolves the data files\' shared texts ("@name") and placeholders', () => {
    expect(JSON.stringify(rows)).not.toMatch(/"@\w|\{count\}/);
    const europe = rows.esimDestinations.find((d) => d.slug === "europe")!;
    const plan = rows.esimPlans.find((p) => p.destinationId === europe.id)!;
    expect(plan.description.en).toContain(`across ${europe.coverage.length} European countries`);
  });

  it("references only images that exist in public/", () => {
    const images = new Set<string>();
    for (const list of Object.values(rows)) collectImagePaths(list, images);
    expect(images.size).toBeGreaterThan(50);
    const missing = [...images].filter((url) => !existsSync(path.join(publicDir, url)));
    expect(missing).toEqual([]);
  });
});
