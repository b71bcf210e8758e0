import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { localized, updatedAt } from "./columns.ts";
import type { PaymentProvider } from "./commerce.ts";

/** One row (id "default"). */
export const siteSettings = pgTable("site_settings", {
  id: text("id").primaryKey().default("default"),
  siteName: localized("site_name").notNull(),
  logoUrl: text("logo_url"),
  primaryColor: text("primary_color").notNull().default("#0f766e"),
  contactEmail: text("contact_email").notNull(),
  contactPhone: text("contact_phone").notNull(),
  contactAddress: localized("contact_address").notNull(),
  contactHours: localized("contact_hours").notNull(),
  messagingNumber: text("messaging_number").notNull(),
  updatedAt: updatedAt(),
});

/** One row. Columns ending in Encrypted hold AES-GCM ciphertext keyed from AUTH_SECRET. */
export const paymentSettings = pgTable("payment_settings", {
  id: text("id").primaryKey().default("default"),
  defaultProvider: text("default_provider").$type<PaymentProvider>().notNull().default("sandbox"),
  allowCustomerChoice: boolean("allow_customer_choice").notNull().default(false),
  environment: text("environment").$type<"sandbox" | "production">().notNull().default("sandbox"),
  testMode: boolean("test_mode").notNull().default(true),
  sandboxEnabled: boolean("sandbox_enabled").notNull().default(true),
  stripeEnabled: boolean("stripe_enabled").notNull().default(false),
  stripePublishableKey: text("stripe_publishable_key"),
  stripeSecretKeyEncrypted: text("stripe_secret_key_encrypted"),
  stripeWebhookSecretEncrypted: text("stripe_webhook_secret_encrypted"),
  paddleEnabled: boolean("paddle_enabled").notNull().default(false),
  paddleVendorId: text("paddle_vendor_id"),
  paddleClientToken: text("paddle_client_token"),
  paddleApiKeyEncrypted: text("paddle_api_key_encrypted"),
  paddleWebhookSecretEncrypted: text("paddle_webhook_secret_encrypted"),
  updatedBy: text("updated_by"),
  updatedAt: updatedAt(),
});

/** One row. The eSIM provider that issues eSIMs at payment; the stand-in answers in test mode and offline. */
export const esimProviderSettings = pgTable("esim_provider_settings", {
  id: text("id").primaryKey().default("default"),
  provider: text("provider").$type<"standin" | "airalo">().notNull().default("standin"),
  /** Off: every eSIM waits for staff to type its code, as before the integration. */
  autoFulfil: boolean("auto_fulfil").notNull().default(true),
  environment: text("environment").$type<"sandbox" | "production">().notNull().default("sandbox"),
  airaloClientId: text("airalo_client_id"),
  airaloClientSecretEncrypted: text("airalo_client_secret_encrypted"),
  /** The stand-in's behaviour, for trying the slow and failing paths. */
  standinLatencyMs: integer("standin_latency_ms").notNull().default(200),
  standinFailing: boolean("standin_failing").notNull().default(false),
  updatedBy: text("updated_by"),
  updatedAt: updatedAt(),
});
