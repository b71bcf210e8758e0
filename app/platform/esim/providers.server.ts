// The configured eSIM provider, built per use from the settings row (staff change it at /admin/settings/esim).
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client.server.ts";
import { esimProviderSettings } from "../db/schema/index.ts";
import type { Config } from "../server/config.server.ts";
import { decryptSecret } from "../server/crypto.server.ts";
import { type AiraloOptions, createAiraloProvider } from "./airalo.server.ts";
import type { EsimProvider } from "./provider.ts";
import { createStandinProvider } from "./standin.server.ts";

export type EsimProviderSettings = typeof esimProviderSettings.$inferSelect;

/** The stand-in signs its webhooks with a key of its own, derived from AUTH_SECRET. */
export function standinWebhookSecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("esim-standin-webhook").digest("hex");
}

export async function readEsimProviderSettings(db: Queryable): Promise<EsimProviderSettings | null> {
  const [row] = await db.select().from(esimProviderSettings).where(eq(esimProviderSettings.id, "default"));
  return row ?? null;
}

/** Where the Airalo adapter connects instead of Airalo: the recorded-contract fake in tests. */
export type AiraloConnection = Pick<AiraloOptions, "baseUrl" | "ca" | "timeoutMs">;

/** The provider of the settings, whether or not automatic fulfilment is on. */
export function providerOf(
  settings: EsimProviderSettings,
  config: Pick<Config, "AUTH_SECRET">,
  airalo: AiraloConnection = {},
): EsimProvider {
  if (settings.provider === "airalo") {
    const secret = settings.airaloClientSecretEncrypted
      ? decryptSecret(settings.airaloClientSecretEncrypted, config.AUTH_SECRET)
      : null;
    if (!settings.airaloClientId || !secret) throw new Error("The Airalo credentials are not set");
    return createAiraloProvider({
      clientId: settings.airaloClientId,
      clientSecret: secret,
      environment: settings.environment,
      ...airalo,
    });
  }
  return createStandinProvider({
    latencyMs: settings.standinLatencyMs,
    failing: settings.standinFailing,
    webhookSecret: standinWebhookSecret(config.AUTH_SECRET),
  });
}

/** Null when eSIMs are fulfilled by hand (automatic fulfilment off). */
export async function loadEsimProvider(
  db: Queryable,
  config: Pick<Config, "AUTH_SECRET">,
): Promise<EsimProvider | null> {
  const settings = await readEsimProviderSettings(db);
  if (!settings?.autoFulfil) return null;
  return providerOf(settings, config);
}
