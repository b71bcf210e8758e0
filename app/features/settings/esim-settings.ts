// Client-safe: no secret in here.
import type { SecretState } from "./payment-settings.ts";

export const ESIM_PROVIDERS = ["standin", "airalo"] as const;
export type EsimProviderChoice = (typeof ESIM_PROVIDERS)[number];
export const ESIM_ENVIRONMENTS = ["sandbox", "production"] as const;

/** The stand-in's latency: up to 30 s, long enough to try the slow path, short of any job's patience. */
export const MAX_STANDIN_LATENCY_MS = 30_000;

export interface EsimSettingsView {
  provider: EsimProviderChoice;
  autoFulfil: boolean;
  environment: (typeof ESIM_ENVIRONMENTS)[number];
  airaloClientId: string;
  airaloClientSecret: SecretState;
  standinLatencyMs: number;
  standinFailing: boolean;
  /** Also the form's identity: a save starts it afresh. */
  updatedAt: string;
}

export interface EsimConnectionDetail {
  provider: EsimProviderChoice;
  ok: boolean;
  /** The provider's own words when it failed. */
  reason: string | null;
}
