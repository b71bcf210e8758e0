// The form's shape only (see docs/decisions/019): the checks that depend on the saved secret run on the server
// (esim-settings.server.ts).
import * as z from "zod";
import { ESIM_ENVIRONMENTS, ESIM_PROVIDERS, MAX_STANDIN_LATENCY_MS } from "./esim-settings.ts";

const checkbox = z.preprocess((value) => value === "on" || value === true || value === "true", z.boolean());
/** The form parse reads empty as missing: it becomes "". Credentials are single words: no spaces kept. */
const text = z
  .string()
  .max(200, { error: "adminSettings:esim.errors.tooLong" })
  .optional()
  .transform((value) => (value ?? "").trim());

const latencyError = { error: "adminSettings:esim.errors.latencyRange" };

export const esimSettingsSchema = z.object({
  provider: z.enum(ESIM_PROVIDERS, { error: "adminSettings:esim.errors.provider" }),
  autoFulfil: checkbox,
  // Airalo's only: absent while the stand-in is chosen, when the saved value stays.
  environment: z.enum(ESIM_ENVIRONMENTS, { error: "adminSettings:esim.errors.environment" }).optional(),
  airaloClientId: text,
  airaloClientSecret: text,
  // Shown for the stand-in only: while Airalo is chosen the saved values stay (esim-settings.server.ts).
  standinLatencyMs: z.coerce
    .number(latencyError)
    .int(latencyError)
    .min(0, latencyError)
    .max(MAX_STANDIN_LATENCY_MS, latencyError)
    .optional(),
  standinFailing: checkbox,
});

export type EsimSettingsInput = z.output<typeof esimSettingsSchema>;
