// The demo data: demo-data/*.json, one file per collection. This module types it and resolves its shorthands.
import type { Localized } from "../../i18n/localized.ts";
import type {
  AccessoryCategory,
  BudgetLevel,
  DrivingLicenseService,
  EsimCategory,
  testimonials,
} from "../schema/catalogue.ts";
import type { BlockContent, cmsPosts, PageSection } from "../schema/cms.ts";
import type { siteSettings } from "../schema/settings.ts";
import accessories from "./demo-data/accessories.json" with { type: "json" };
import cmsPagesData from "./demo-data/cms-pages.json" with { type: "json" };
import cmsPostsData from "./demo-data/cms-posts.json" with { type: "json" };
import drivingLicense from "./demo-data/driving-license.json" with { type: "json" };
import esim from "./demo-data/esim.json" with { type: "json" };
import packages from "./demo-data/packages.json" with { type: "json" };
import settings from "./demo-data/settings.json" with { type: "json" };
import testimonialsData from "./demo-data/testimonials.json" with { type: "json" };
import visa from "./demo-data/visa.json" with { type: "json" };

export type PlanSpec = readonly [
  gb: number | null,
  validityDays: number,
  priceUsd: number,
  stock: number,
  minutes?: number,
  sms?: number,
];

export interface DestinationSeed {
  slug: string;
  isoCode: string | null;
  category: EsimCategory;
  name: Localized;
  /** "{count}" is the coverage's size; defaults to "in {name}". */
  where?: Localized;
  description: Localized;
  /** Lowercase alpha-2 codes; a country covers itself. */
  coverage?: readonly string[];
  popular?: boolean;
  plans: readonly PlanSpec[];
}

export interface AccessorySeed {
  slug: string;
  category: AccessoryCategory;
  brand: string;
  name: Localized;
  description: Localized;
  size: Localized;
  weightGrams: number;
  priceUsd: number;
  stock: number;
  freeShipping?: boolean;
  warrantyMonths?: number;
}

export interface PackageSeed {
  slug: string;
  budgetLevel: BudgetLevel;
  name: Localized;
  destination: Localized;
  description: Localized;
  priceUsd: number;
  durationDays: number;
  rating: number;
  featured?: boolean;
  highlights: readonly Localized[];
}

export interface VisaSeed {
  slug: string;
  countryCode: string;
  destination: Localized;
  title: Localized;
  description: Localized;
  visaType: "tourist" | "business" | "student" | "transit";
  processingDays: number;
  validityDays: number;
  priceUsd: number;
  requirements: readonly Localized[];
}

export interface DrivingLicenseSeed {
  /** Names the cover image only; the table has no slug. */
  key: string;
  service?: DrivingLicenseService;
  title: Localized;
  description: Localized;
  processingDays: Localized;
  express: boolean;
  priceUsd: number;
  /** 12 for a permit (spec §9: one year, not renewable). */
  validityMonths: number;
  features: readonly Localized[];
}

export interface PageSeed {
  section: PageSection;
  slug: string;
  title: Localized;
  summary: Localized;
  seoTitle?: Localized;
  seoDescription?: Localized;
  blocks: readonly BlockContent[];
}

export type TestimonialSeed = Omit<
  typeof testimonials.$inferInsert,
  "id" | "createdAt" | "status" | "position"
>;
export type PostSeed = Omit<
  typeof cmsPosts.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "status" | "publishedAt"
>;

/** In `items`, "@name" stands for `shared.name`; an array under "en" or "ar" is a rich text's paragraphs. */
interface DataFile {
  shared?: Record<string, Localized>;
  items: readonly object[];
}

function load<T>(file: DataFile): readonly T[] {
  const resolve = (value: unknown, key?: string): unknown => {
    if (typeof value === "string" && value.startsWith("@")) {
      const text = file.shared?.[value.slice(1)];
      if (!text) throw new Error(`Seed data: no shared text "${value}"`);
      return text;
    }
    if (Array.isArray(value))
      return key === "en" || key === "ar" ? value.join("\n\n") : value.map((v) => resolve(v));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, k)]));
    }
    return value;
  };
  return file.items.map((item) => resolve(item) as T);
}

/** payment_settings is seeded by the payments module, not here. */
export const SITE_SETTINGS = load<typeof siteSettings.$inferInsert & { id: string }>(settings)[0]!;
export const ESIM_DESTINATIONS = load<DestinationSeed>(esim);
export const ESIM_PLAN_TEXTS = esim.planTexts;
/** Stock levels are spread on purpose: 0 = out of stock, 1–5 low, 6–20 limited, over 20 in stock. */
export const ACCESSORIES = load<AccessorySeed>(accessories);
/** Prices are per person, based on two people sharing. */
export const TRAVEL_PACKAGES = load<PackageSeed>(packages);
export const VISA_OFFERS = load<VisaSeed>(visa);
export const DRIVING_LICENSE_OFFERS = load<DrivingLicenseSeed>(drivingLicense);
export const TESTIMONIALS = load<TestimonialSeed>(testimonialsData);
export const CMS_PAGES = load<PageSeed>(cmsPagesData);
export const CMS_POSTS = load<PostSeed>(cmsPostsData);
