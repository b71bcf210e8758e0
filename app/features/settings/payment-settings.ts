import type { FormReply } from "../../../components/forms/submission.ts";

/** What the payment settings screen receives from its loader and action (client-safe: no secret in here). */

export const PROVIDERS = ["stripe", "paddle", "sandbox"] as const;
export type Provider = (typeof PROVIDERS)[number];
export const ENVIRONMENTS = ["sandbox", "production"] as const;
export type PaymentEnvironment = (typeof ENVIRONMENTS)[number];

/** The write-only secrets, by their form field names. */
export const SECRET_FIELDS = [
  "stripeSecretKey",
  "stripeWebhookSecret",
  "paddleApiKey",
  "paddleWebhookSecret",
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** A saved secret as the browser may know it: whether there is one, and its last characters behind a mask. */
export interface SecretState {
  set: boolean;
  /** "••••••••3f9a", or null when nothing is saved. */
  hint: string | null;
}

export interface PaymentSettingsView {
  defaultProvider: Provider;
  allowCustomerChoice: boolean;
  environment: PaymentEnvironment;
  testMode: boolean;
  sandboxEnabled: boolean;
  stripeEnabled: boolean;
  stripePublishableKey: string;
  paddleEnabled: boolean;
  paddleVendorId: string;
  paddleClientToken: string;
  secrets: Record<SecretField, SecretState>;
  /** ISO time of the last save (also the form's identity: a save starts it afresh). */
  updatedAt: string;
}

/** The webhook endpoints to paste into each provider's dashboard. */
export interface WebhookUrls {
  stripe: string;
  paddle: string;
}

export const TEST_INTENTS = ["test-stripe", "test-paddle"] as const;
export type TestIntent = (typeof TEST_INTENTS)[number];
export const SETTINGS_INTENTS = ["save", ...TEST_INTENTS] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

/** What the action answers; `connection` after a connection test, whichever way it went. */
export interface PaymentSettingsActionData {
  ok: boolean;
  intent: SettingsIntent | null;
  result: FormReply;
  notice?: string;
  connection?: { provider: "stripe" | "paddle"; ok: boolean; reason: string | null };
}
