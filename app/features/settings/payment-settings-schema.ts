// The form's shape only (see docs/decisions/019): the real checks depend on the saved secrets and run on the
// server (payment-settings.server.ts).
import * as z from "zod";
import { ENVIRONMENTS, PROVIDERS } from "./payment-settings.ts";

const checkbox = z.preprocess((value) => value === "on" || value === true || value === "true", z.boolean());
/** The form parse reads empty as missing: it becomes "". Keys are single words: no spaces kept. */
const text = z
  .string()
  .max(500)
  .optional()
  .transform((value) => (value ?? "").trim());

export const paymentSettingsSchema = z.object({
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
