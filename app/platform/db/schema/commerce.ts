import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { EsimInstallData, EsimUsageSnapshot } from "../../esim/provider.ts";
import { user } from "./auth.ts";
import { createdAt, id, localized, updatedAt } from "./columns.ts";

export type OrderStatus = "pending" | "paid" | "fulfilled" | "cancelled" | "refunded";
export type PaymentProvider = "stripe" | "paddle" | "sandbox";
/** "application" is the fee of a visa or driving-licence application; "esim_topup" is data added to an eSIM
 * already issued (its product id is the eSIM's activation, its package in the order item's details). */
export type ProductType = "esim" | "accessory" | "package_booking" | "application" | "esim_topup";
export type EsimActivationStatus = "preparing" | "ready";
/** What the provider said to cancelling an eSIM of a refunded order. */
export type EsimProviderRefund = "cancelled" | "requested" | "refused" | "not_possible";
export type EsimTopUpStatus = "pending" | "applied" | "failed";

export interface ShippingAddress {
  fullName: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
  phone?: string;
}

export const orders = pgTable(
  "orders",
  {
    id: id(),
    number: text("number").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    currency: text("currency").notNull().default("USD"),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    provider: text("provider").$type<PaymentProvider>(),
    providerReference: text("provider_reference"),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    /** Reused when the customer submits the same checkout again. */
    checkoutUrl: text("checkout_url"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Set by the back office when the order's goods leave. */
    shippingCarrier: text("shipping_carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_user_idempotency_idx").on(t.userId, t.idempotencyKey),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_provider_reference_idx").on(t.provider, t.providerReference),
    // The expiry sweep reads only pending orders, by expiry time.
    index("orders_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The admin dashboard's sales per day read only sold orders, by payment time.
    index("orders_sold_paid_at_idx").on(t.paidAt).where(sql`${t.status} in ('paid', 'fulfilled')`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productType: text("product_type").$type<ProductType>().notNull(),
    productId: uuid("product_id").notNull(),
    name: localized("name").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_product_idx").on(t.productId)],
);

export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    providerEventId: text("provider_event_id").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }),
    payload: jsonb("payload").$type<unknown>().notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.providerEventId),
    index("payment_events_order_idx").on(t.orderId, t.occurredAt),
  ],
);

/** One row per eSIM unit of a paid order: "preparing" until its activation code (LPA string) is supplied. */
export const esimActivations = pgTable(
  "esim_activations",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    status: text("status").$type<EsimActivationStatus>().notNull().default("preparing"),
    activationCode: text("activation_code"),
    /** An admin's user id, or a provider's name. */
    suppliedBy: text("supplied_by"),
    suppliedAt: timestamp("supplied_at", { withTimezone: true }),
    /** The provider that issued it and its package; null for a code typed by staff. */
    provider: text("provider"),
    providerPackageId: text("provider_package_id"),
    providerReference: text("provider_reference"),
    iccid: text("iccid"),
    installData: jsonb("install_data").$type<EsimInstallData>(),
    /** Automatic fulfilment: attempts so far, a lease while one runs, the last error, and when it gave up. */
    fulfilmentAttempts: integer("fulfilment_attempts").notNull().default(0),
    fulfilmentLeaseUntil: timestamp("fulfilment_lease_until", { withTimezone: true }),
    fulfilmentError: text("fulfilment_error"),
    fulfilmentFailedAt: timestamp("fulfilment_failed_at", { withTimezone: true }),
    /** The provider's usage, kept a few minutes. */
    usage: jsonb("usage").$type<EsimUsageSnapshot>(),
    usageCheckedAt: timestamp("usage_checked_at", { withTimezone: true }),
    /** Low-data levels already announced to the customer ("75%", "90%", "1days"…), each once. */
    lowDataNotified: jsonb("low_data_notified").$type<string[]>().notNull().default([]),
    providerRefund: text("provider_refund").$type<EsimProviderRefund>(),
    providerRefundAt: timestamp("provider_refund_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("esim_activations_order_idx").on(t.orderId, t.createdAt),
    index("esim_activations_user_idx").on(t.userId, t.createdAt),
    index("esim_activations_status_idx").on(t.status, t.createdAt),
    uniqueIndex("esim_activations_iccid_idx").on(t.provider, t.iccid),
  ],
);

/** A data top-up bought for an eSIM already issued: "pending" until the provider applies it. */
export const esimTopUps = pgTable(
  "esim_top_ups",
  {
    id: id(),
    activationId: uuid("activation_id")
      .notNull()
      .references(() => esimActivations.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    providerPackageId: text("provider_package_id").notNull(),
    status: text("status").$type<EsimTopUpStatus>().notNull().default("pending"),
    providerReference: text("provider_reference"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    error: text("error"),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("esim_top_ups_activation_idx").on(t.activationId, t.createdAt),
    index("esim_top_ups_order_idx").on(t.orderId),
  ],
);
