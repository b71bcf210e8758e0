import { randomUUID } from "node:crypto";
import { getTableColumns, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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
import {
  ACCESSORIES,
  CMS_PAGES,
  CMS_POSTS,
  DRIVING_LICENSE_OFFERS,
  ESIM_DESTINATIONS,
  SITE_SETTINGS,
  TESTIMONIALS,
  TRAVEL_PACKAGES,
  VISA_OFFERS,
} from "./data.ts";
import { planSeed } from "./esim-plans.ts";

export interface SeedBatch {
  table: PgTable;
  rows: Record<string, unknown>[];
}

export function usd(amount: number): number {
  return Math.round(amount * 100);
}

/** A seeded item's illustration, as scripts/generate-demo-images.ts writes it. */
export function seedImageUrl(folder: string, name: string): string {
  return `/images/${folder}/${name}.svg`;
}

function batch<T extends PgTable, S extends object>(
  table: T,
  seeds: readonly S[],
  derive: (seed: S, index: number) => Partial<InferInsertModel<T>> = () => ({}),
): SeedBatch {
  const columns = new Set(Object.keys(getTableColumns(table)));
  const rows = seeds.map((seed, index) => {
    const row: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(seed)) {
      if (key === "priceUsd") row.priceCents = usd(value as number);
      else if (columns.has(key)) row[key] = value;
    }
    return { ...row, ...derive(seed, index) };
  });
  return { table, rows };
}

/** Parents before children. */
export function demoRows(now: number): SeedBatch[] {
  // The first item of a list is the newest, so "newest first" keeps the order of the data files.
  const newestFirst = (index: number) => new Date(now - index * 60_000);
  const destinationIds = new Map(ESIM_DESTINATIONS.map((destination) => [destination, randomUUID()]));
  const pageIds = new Map(CMS_PAGES.map((page) => [page, randomUUID()]));
  const plans = ESIM_DESTINATIONS.flatMap((destination) =>
    destination.plans.map((spec) => ({
      ...planSeed(destination, spec, new Date(now)),
      destinationId: destinationIds.get(destination)!,
    })),
  );
  const blocks = CMS_PAGES.flatMap((page) =>
    page.blocks.map((content, position) => ({
      pageId: pageIds.get(page)!,
      type: content.type,
      position,
      content,
    })),
  );

  return [
    batch(siteSettings, [SITE_SETTINGS]),
    batch(esimDestinations, ESIM_DESTINATIONS, (destination, index) => ({
      id: destinationIds.get(destination)!,
      coverage: [...(destination.coverage ?? (destination.isoCode ? [destination.isoCode] : []))],
      // Regional and global destinations have an illustration; countries are shown with their flag.
      imageUrl: destination.category === "country" ? null : seedImageUrl("esim", destination.slug),
      createdAt: newestFirst(index),
    })),
    batch(esimPlans, plans),
    batch(travelAccessories, ACCESSORIES, (accessory, index) => ({
      images: [seedImageUrl("accessories", accessory.slug)],
      createdAt: newestFirst(index),
    })),
    batch(travelPackages, TRAVEL_PACKAGES, (travelPackage, index) => ({
      coverPhotoUrl: seedImageUrl("packages", travelPackage.slug),
      createdAt: newestFirst(index),
    })),
    batch(visaOffers, VISA_OFFERS, (offer, index) => ({
      coverPhotoUrl: seedImageUrl("visa", offer.slug),
      createdAt: newestFirst(index),
    })),
    batch(drivingLicenseOffers, DRIVING_LICENSE_OFFERS, (offer, index) => ({
      coverPhotoUrl: seedImageUrl("driving-license", offer.key),
      createdAt: newestFirst(index),
    })),
    batch(testimonials, TESTIMONIALS, (_, index) => ({ position: index + 1 })),
    batch(cmsPages, CMS_PAGES, (page) => ({
      id: pageIds.get(page)!,
      status: "published" as const,
      publishedAt: new Date(now),
    })),
    batch(cmsBlocks, blocks),
    batch(cmsPosts, CMS_POSTS, (_, index) => ({
      status: "published" as const,
      publishedAt: newestFirst(index),
    })),
  ];
}
