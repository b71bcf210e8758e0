import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Localized } from "../../i18n/localized.ts";
import { foldedArabic } from "../text-search.ts";
import { user } from "./auth.ts";
import { createdAt, id, localized, trigramIndex, updatedAt } from "./columns.ts";

/** "archived": withdrawn for good but kept, because orders or bookings name it (never listed, never sold). */
export type PublishStatus = "active" | "inactive" | "archived";

/** Alt text of a record's images, by image URL (a cover, or each picture of a gallery). */
export type ImageAlts = Record<string, Localized>;
const imageAlts = () => jsonb("image_alts").$type<ImageAlts>().notNull().default({});

export type EsimCategory = "country" | "regional" | "global";
export type AccessoryCategory = "comfort" | "electronics" | "health" | "luggage" | "security";
export type BudgetLevel = "budget" | "mid_range" | "premium" | "luxury";

export const esimDestinations = pgTable(
  "esim_destinations",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    isoCode: text("iso_code"),
    category: text("category").$type<EsimCategory>().notNull(),
    name: localized("name").notNull(),
    description: localized("description").notNull(),
    coverage: jsonb("coverage").$type<string[]>().notNull().default([]),
    imageUrl: text("image_url"),
    imageAlts: imageAlts(),
    status: text("status").$type<PublishStatus>().notNull().default("active"),
    popular: boolean("popular").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("esim_destinations_status_category_idx").on(t.status, t.category),
    index("esim_destinations_name_en_idx").on(sql`(${t.name}->>'en')`),
    index("esim_destinations_name_ar_idx").on(sql`(${t.name}->>'ar')`),
    index("esim_destinations_iso_idx").on(t.isoCode),
  ],
);

/** The spec's "eSIM products". dataMb null means unlimited. */
export const esimPlans = pgTable(
  "esim_plans",
  {
    id: id(),
    destinationId: uuid("destination_id")
      .notNull()
      .references(() => esimDestinations.id, { onDelete: "cascade" }),
    name: localized("name").notNull(),
    description: localized("description").notNull(),
    planType: text("plan_type").$type<"data" | "data_voice">().notNull().default("data"),
    dataMb: integer("data_mb"),
    validityDays: integer("validity_days").notNull(),
    priceCents: integer("price_cents").notNull(),
    sms: integer("sms"),
    minutes: integer("minutes"),
    features: jsonb("features").$type<Localized[]>().notNull().default([]),
    imageUrl: text("image_url"),
    imageAlts: imageAlts(),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    status: text("status").$type<PublishStatus>().notNull().default("active"),
    /** The eSIM provider's package this plan is fulfilled with; null: staff supply the code by hand. */
    providerPackageId: text("provider_package_id"),
    /** What the provider charges us, from the last catalogue sync (beside our retail price). */
    providerNetPriceCents: integer("provider_net_price_cents"),
    providerSyncedAt: timestamp("provider_synced_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("esim_plans_provider_package_idx").on(t.providerPackageId),
    index("esim_plans_destination_price_idx").on(t.destinationId, t.priceCents),
    index("esim_plans_destination_data_idx").on(t.destinationId, t.dataMb),
    index("esim_plans_destination_validity_idx").on(t.destinationId, t.validityDays),
  ],
);

export const travelAccessories = pgTable(
  "travel_accessories",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: localized("name").notNull(),
    description: localized("description").notNull(),
    category: text("category").$type<AccessoryCategory>().notNull(),
    brand: text("brand").notNull(),
    size: localized("size"),
    weightGrams: integer("weight_grams"),
    priceCents: integer("price_cents").notNull(),
    stock: integer("stock").notNull().default(0),
    shippingRequired: boolean("shipping_required").notNull().default(true),
    freeShipping: boolean("free_shipping").notNull().default(true),
    warrantyMonths: integer("warranty_months").notNull().default(12),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    imageAlts: imageAlts(),
    status: text("status").$type<PublishStatus>().notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("travel_accessories_category_price_idx").on(t.status, t.category, t.priceCents),
    index("travel_accessories_price_idx").on(t.status, t.priceCents),
    index("travel_accessories_brand_idx").on(t.status, t.brand),
    index("travel_accessories_name_en_idx").on(sql`(${t.name}->>'en')`),
    index("travel_accessories_name_ar_idx").on(sql`(${t.name}->>'ar')`),
    // Ties broken by id, so that the scan stops after the first rows.
    index("travel_accessories_created_idx").on(t.status, t.createdAt, t.id),
    trigramIndex("travel_accessories_name_en_trgm_idx", sql`(${t.name}->>'en')`),
    trigramIndex("travel_accessories_name_ar_trgm_idx", foldedArabic(sql`(${t.name}->>'ar')`)),
    index("travel_accessories_brand_trgm_idx").using("gin", t.brand.op("gin_trgm_ops")),
  ],
);

export const travelPackages = pgTable(
  "travel_packages",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: localized("name").notNull(),
    description: localized("description").notNull(),
    destination: localized("destination").notNull(),
    priceCents: integer("price_cents").notNull(),
    durationDays: integer("duration_days").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    budgetLevel: text("budget_level").$type<BudgetLevel>().notNull(),
    featured: boolean("featured").notNull().default(false),
    coverPhotoUrl: text("cover_photo_url"),
    imageAlts: imageAlts(),
    highlights: jsonb("highlights").$type<Localized[]>().notNull().default([]),
    status: text("status").$type<PublishStatus>().notNull().default("active"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("travel_packages_featured_idx").on(t.status, t.featured, t.createdAt),
    index("travel_packages_created_idx").on(t.status, t.createdAt),
    index("travel_packages_price_idx").on(t.status, t.priceCents),
    index("travel_packages_budget_idx").on(t.status, t.budgetLevel, t.priceCents),
    trigramIndex("travel_packages_name_en_trgm_idx", sql`(${t.name}->>'en')`),
    trigramIndex("travel_packages_destination_en_trgm_idx", sql`(${t.destination}->>'en')`),
    trigramIndex("travel_packages_name_ar_trgm_idx", foldedArabic(sql`(${t.name}->>'ar')`)),
    trigramIndex("travel_packages_destination_ar_trgm_idx", foldedArabic(sql`(${t.destination}->>'ar')`)),
  ],
);

export type BookingStatus = "pending" | "confirmed" | "cancelled" | "completed";
export type PaymentStatus = "pending" | "paid" | "failed" | "refunded";

export const travelPackageBookings = pgTable(
  "travel_package_bookings",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    packageId: uuid("package_id")
      .notNull()
      .references(() => travelPackages.id),
    packageName: text("package_name").notNull(),
    packagePriceCents: integer("package_price_cents").notNull(),
    quantity: integer("quantity").notNull().default(1),
    totalAmountCents: integer("total_amount_cents").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    travelDate: text("travel_date").notNull(),
    numberOfTravelers: integer("number_of_travelers").notNull().default(1),
    specialRequests: text("special_requests"),
    status: text("status").$type<BookingStatus>().notNull().default("pending"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    /** The language it was booked in: later e-mails (cancelled, refunded) are written in it. */
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_user_idx").on(t.userId, t.createdAt),
    index("bookings_package_idx").on(t.packageId),
    index("bookings_status_idx").on(t.status, t.createdAt),
  ],
);

export const visaOffers = pgTable(
  "visa_offers",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    countryCode: text("country_code").notNull(),
    destination: localized("destination").notNull(),
    title: localized("title").notNull(),
    description: localized("description").notNull(),
    visaType: text("visa_type").notNull(),
    processingDays: integer("processing_days").notNull(),
    validityDays: integer("validity_days").notNull(),
    priceCents: integer("price_cents").notNull(),
    requirements: jsonb("requirements").$type<Localized[]>().notNull().default([]),
    /** What happens to the fee when the application is not approved; empty: the shop's default words. */
    feePolicy: localized("fee_policy"),
    coverPhotoUrl: text("cover_photo_url"),
    imageAlts: imageAlts(),
    status: text("status").$type<PublishStatus>().notNull().default("active"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("visa_offers_status_created_idx").on(t.status, t.createdAt)],
);

export type DrivingLicenseService = "driving-license" | "international-driving-license";

export const drivingLicenseOffers = pgTable(
  "driving_license_offers",
  {
    id: id(),
    title: localized("title").notNull(),
    description: localized("description").notNull(),
    service: text("service")
      .$type<DrivingLicenseService>()
      .notNull()
      .default("international-driving-license"),
    validityMonths: integer("validity_months").notNull(),
    processingDays: localized("processing_days").notNull(),
    express: boolean("express").notNull().default(false),
    priceCents: integer("price_cents").notNull(),
    features: jsonb("features").$type<Localized[]>().notNull().default([]),
    /** As on visa offers. */
    feePolicy: localized("fee_policy"),
    coverPhotoUrl: text("cover_photo_url"),
    imageAlts: imageAlts(),
    status: text("status").$type<PublishStatus>().notNull().default("active"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("driving_license_offers_status_created_idx").on(t.status, t.createdAt)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    authorName: text("author_name").notNull(),
    location: localized("location").notNull(),
    quote: localized("quote").notNull(),
    service: text("service").notNull(),
    rating: integer("rating").notNull(),
    position: integer("position").notNull().default(0),
    status: text("status").$type<PublishStatus>().notNull().default("active"),
    createdAt: createdAt(),
  },
  (t) => [index("testimonials_status_position_idx").on(t.status, t.position)],
);

export type StockProduct = "accessory" | "esim_plan";
export type StockReason = "received" | "correction" | "damaged";

/** Every change of a stock level, with why and by whom: the editor shows it as the product's history. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: id(),
    productType: text("product_type").$type<StockProduct>().notNull(),
    productId: uuid("product_id").notNull(),
    delta: integer("delta").notNull(),
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason").$type<StockReason>().notNull(),
    note: text("note"),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("stock_movements_product_idx").on(t.productType, t.productId, t.createdAt)],
);
