// One interface for every eSIM provider (docs/decisions/032-esim-provider.md): the Airalo Partner API through
// its official SDK, and a local stand-in for test mode and offline work, as the payment sandbox stands in for
// Stripe and Paddle.

export type EsimProviderName = "standin" | "airalo";

/** What a customer needs to install an eSIM, as stored on its activation. */
export interface EsimInstallData {
  /** GSMA SGP.22 activation code: "LPA:1$<SM-DP+ address>$<matching id>". */
  lpa: string;
  smdpAddress: string;
  matchingId: string;
  /** Confirmation code, when the provider requires one. */
  confirmationCode?: string | null;
  /** Apple's universal setup link (iOS 17.4+), when the provider gives one. */
  appleInstallUrl?: string | null;
  apn?: string | null;
}

export interface IssuedEsim {
  /** The provider's order id or reference. */
  reference: string;
  iccid: string;
  install: EsimInstallData;
}

export type EsimUsageStatus = "not_active" | "active" | "finished" | "expired" | "unknown";

/** A reading of an eSIM's usage; dates as ISO strings so that it can be stored as JSON. */
export interface EsimUsageSnapshot {
  status: EsimUsageStatus;
  /** Null when the plan is unlimited. */
  remainingMb: number | null;
  totalMb: number | null;
  unlimited: boolean;
  expiresAt: string | null;
}

export interface ProviderPackage {
  packageId: string;
  /** The provider's own name for it (English). */
  title: string;
  /** ISO 3166-1 alpha-2 codes covered; several for a regional or global package. */
  countries: string[];
  /** The provider's destination: its slug and English name, and whether it is one country, a region or global. */
  destination: { slug: string; name: string; kind: "country" | "regional" | "global" };
  /** Null when unlimited. */
  dataMb: number | null;
  validityDays: number;
  voiceMinutes: number | null;
  sms: number | null;
  /** What the provider charges us, in cents of `currency`. */
  netPriceCents: number;
  /** The provider's recommended retail price. */
  retailPriceCents: number;
  currency: string;
}

export type TopUpPackage = Omit<ProviderPackage, "countries" | "destination">;

export interface RefundOutcome {
  /** "cancelled": done; "requested": the provider decides later; "refused": it said no (e.g. installed). */
  outcome: "cancelled" | "requested" | "refused";
  reference?: string | null;
  detail?: string | null;
}

/** A low-data (or expiry) notice from the provider, read from its signed webhook. */
export interface LowDataNotice {
  iccid: string;
  /** "75%", "90%", "3days", "1days" … */
  level: string;
  remainingPercentage: number | null;
}

export interface EsimProvider {
  readonly name: EsimProviderName;
  /** Every package the provider sells (for the catalogue sync). */
  listPackages(): Promise<ProviderPackage[]>;
  /** One eSIM. Idempotent per `unitId`: asking again for the same unit returns the same eSIM, never a second. */
  orderEsim(input: { unitId: string; packageId: string }): Promise<IssuedEsim>;
  usage(iccid: string): Promise<EsimUsageSnapshot>;
  topUpPackages(iccid: string): Promise<TopUpPackage[]>;
  /** Idempotent per `topUpId`. */
  orderTopUp(input: { topUpId: string; iccid: string; packageId: string }): Promise<{ reference: string }>;
  /** Cancel an eSIM never installed and refund it, where the provider allows. */
  refund(input: { iccid: string; reference: string; reason: string }): Promise<RefundOutcome>;
  /** Throws an EsimProviderError saying what is wrong (credentials, network). */
  testConnection(): Promise<void>;
  /** Throws WebhookSignatureError for a forged or unsigned body; null for a notice that is not about low data. */
  readWebhook(rawBody: string, headers: Headers): LowDataNotice | null;
}

/** `retryable`: a network failure, a timeout or a 5xx; false for a refusal that would not change (bad package). */
export class EsimProviderError extends Error {
  override name = "EsimProviderError";
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.retryable = options.retryable;
  }
}
