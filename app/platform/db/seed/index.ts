import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../client.server.ts";
import {
  cmsBlocks,
  cmsPages,
  cmsPosts,
  drivingLicenseOffers,
  esimDestinations,
  esimPlans,
  siteSettings,
  testimonials,
  travelAccessories,
  travelPackages,
  visaOffers,
} from "../schema/index.ts";
import { ACCESSORIES, accessoryRow } from "./accessories.ts";
import { CMS_PAGES, CMS_POSTS } from "./cms.ts";
import { DRIVING_LICENSE_OFFERS, drivingLicenseRow } from "./driving-license.ts";
import { destinationRow, ESIM_DESTINATIONS, type PlanRow, planRow } from "./esim.ts";
import { packageRow, TRAVEL_PACKAGES } from "./packages.ts";
import { SITE_SETTINGS } from "./settings.ts";
import { TESTIMONIALS } from "./testimonials.ts";
import { VISA_OFFERS, visaRow } from "./visa.ts";

/** Serialises concurrent seeders on PostgreSQL (an arbitrary constant key). */
const SEED_LOCK_KEY = 7_314_002_611;

/**
 * Inserts the demo catalogue, content and site settings in one transaction.
 * Does nothing when any catalogue or content table already holds rows, so it is safe to call on every start.
 */
export async function seedDemoData(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await alreadySeeded(tx)) return { seeded: false };

    const now = Date.now();
    /** The first item of a list is the newest, so "newest first" keeps the order written here. */
    const createdAt = (index: number) => new Date(now - index * 60_000);

    await tx.insert(siteSettings).values(SITE_SETTINGS).onConflictDoNothing();

    const destinations = await tx
      .insert(esimDestinations)
      .values(
        ESIM_DESTINATIONS.map((destination, index) => ({
          ...destinationRow(destination),
          createdAt: createdAt(index),
        })),
      )
      .returning({ id: esimDestinations.id, slug: esimDestinations.slug });
    const destinationIds = new Map(destinations.map((row) => [row.slug, row.id]));
    const plans: PlanRow[] = ESIM_DESTINATIONS.flatMap((destination) =>
      destination.plans.map((spec) => planRow(destination, spec, destinationIds.get(destination.slug)!)),
    );
    await tx.insert(esimPlans).values(plans);

    await tx
      .insert(travelAccessories)
      .values(
        ACCESSORIES.map((accessory, index) => ({ ...accessoryRow(accessory), createdAt: createdAt(index) })),
      );
    await tx.insert(travelPackages).values(
      TRAVEL_PACKAGES.map((travelPackage, index) => ({
        ...packageRow(travelPackage),
        createdAt: createdAt(index),
      })),
    );
    await tx
      .insert(visaOffers)
      .values(VISA_OFFERS.map((offer, index) => ({ ...visaRow(offer), createdAt: createdAt(index) })));
    await tx.insert(drivingLicenseOffers).values(
      DRIVING_LICENSE_OFFERS.map((offer, index) => ({
        ...drivingLicenseRow(offer),
        createdAt: createdAt(index),
      })),
    );
    await tx.insert(testimonials).values([...TESTIMONIALS]);

    const publishedAt = new Date(now);
    const pages = await tx
      .insert(cmsPages)
      .values(
        CMS_PAGES.map((page) => ({
          section: page.section,
          slug: page.slug,
          title: page.title,
          summary: page.summary,
          status: "published" as const,
          publishedAt,
        })),
      )
      .returning({ id: cmsPages.id, section: cmsPages.section, slug: cmsPages.slug });
    const pageIds = new Map(pages.map((row) => [`${row.section}/${row.slug}`, row.id]));
    await tx.insert(cmsBlocks).values(
      CMS_PAGES.flatMap((page) =>
        page.blocks.map((content, position) => ({
          pageId: pageIds.get(`${page.section}/${page.slug}`)!,
          type: content.type,
          position,
          content,
          status: "published" as const,
        })),
      ),
    );
    await tx
      .insert(cmsPosts)
      .values(CMS_POSTS.map((post, index) => ({ ...post, publishedAt: createdAt(index) })));

    return { seeded: true };
  });
}

async function alreadySeeded(tx: Transaction): Promise<boolean> {
  const tables = [esimDestinations, travelAccessories, travelPackages, visaOffers, cmsPages] as const;
  for (const table of tables) {
    const rows = await tx.select({ one: sql<number>`1` }).from(table).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}
