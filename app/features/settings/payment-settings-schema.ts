/**
 * The payment settings form's shape, shared by the browser and the action (decision 019). It reads the form
 * only: what the values must look like (key formats, complete keys, a usable default provider, keys matching
 * the environment) depends on the saved secrets and is checked on the server (payments.server.ts), whose
 * messages come back in the admin's language.
 */
import * as z from "zod";
import { ENVIRONMENTS, PROVIDERS, SETTINGS_INTENTS } from "./types.ts";

/** A checkbox: "on" (as a form sends it) or true is yes; missing, "" or false is no. */
const checkbox = z.preprocess((value) => value === "on" || value === true || value === "true", z.boolean());
/** A text field; empty (which the form parse reads as missing) is "". Keys are single words: no spaces kept. */
const text = z
  .string()
  .max(500)
  .optional()
  .transform((value) => (value ?? "").trim());

export const paymentSettingsSchema = z.object({
  intent: z.enum(SETTINGS_INTENTS).default("save"),
  defaultProvider: z.enum(PROVIDERS),
  allowCustomerChoice: checkbox,
  environment: z.enum(ENVIRONMENTS),
  testMode: checkbox,
  sandboxEnabled: checkbox,
  stripeEnabled: checkbox,
  stripePublishableKey: text,
  stripeSecretKey: text,
  removeStripeSecretKey: checkbox,
  stripeWebhookSecret: text,
  removeStripeWebhookSecret: checkbox,
  paddleEnabled: checkbox,
  paddleVendorId: text,
  paddleClientToken: text,
  paddleApiKey: text,
  removePaddleApiKey: checkbox,
  paddleWebhookSecret: text,
  removePaddleWebhookSecret: checkbox,
});

export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;
