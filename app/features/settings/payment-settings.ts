// Client-safe: no secret in here.

export const PROVIDERS = ["stripe", "paddle", "sandbox"] as const;
export type Provider = (typeof PROVIDERS)[number];
export const ENVIRONMENTS = ["sandbox", "production"] as const;
export type PaymentEnvironment = (typeof ENVIRONMENTS)[number];

export const SECRET_FIELDS = [
  "stripeSecretKey",
  "stripeWebhookSecret",
  "paddleApiKey",
  "paddleWebhookSecret",
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

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
  /** Also the form's identity: a save starts it afresh. */
  updatedAt: string;
}

export interface WebhookUrls {
  stripe: string;
  paddle: string;
}

export const TEST_INTENTS = ["test-stripe", "test-paddle"] as const;
export type TestIntent = (typeof TEST_INTENTS)[number];

export interface ConnectionTestDetail {
  provider: "stripe" | "paddle";
  ok: boolean;
  reason: string | null;
}
