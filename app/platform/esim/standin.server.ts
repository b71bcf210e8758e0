// The local stand-in provider: deterministic eSIMs (the same unit always gets the same ICCID and activation
// code), a latency and an outage that staff can set, and webhooks signed like the real provider's. Its issued
// eSIMs, their top-ups and their use live in this process's memory: an eSIM reads "not installed" with all its data
// until `simulateStandinUsage` (tests, demos) says otherwise.
import { createHash, createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type DestinationSeed, ESIM_DESTINATIONS } from "../db/seed/data.ts";
import { WebhookSignatureError } from "../payments/gateway.server.ts";
import {
  type EsimProvider,
  EsimProviderError,
  type EsimUsageSnapshot,
  type IssuedEsim,
  type LowDataNotice,
  type ProviderPackage,
  type TopUpPackage,
} from "./provider.ts";
import { lowDataOf, signaturesMatch } from "./webhook-notice.ts";

export const STANDIN_SMDP_ADDRESS = "smdp.esim-standin.invalid";
export const STANDIN_SIGNATURE_HEADER = "x-standin-signature";

export interface StandinOptions {
  latencyMs: number;
  failing: boolean;
  /** Signs and checks the stand-in's webhooks. */
  webhookSecret: string;
}

const GB = 1024;

/** The stand-in's id of a package: "standin-<destination slug>-<data>-<days>d" ("standin-turkey-5gb-30d"). */
export function standinPackageId(
  destinationSlug: string,
  dataGb: number | null,
  validityDays: number,
): string {
  return `standin-${destinationSlug}-${dataGb === null ? "unlimited" : `${dataGb}gb`}-${validityDays}d`;
}

/** What the stand-in charges: 70 % of the retail price it recommends. */
export function standinNetPriceCents(retailPriceCents: number): number {
  return Math.round(retailPriceCents * 0.7);
}

type Destination = ProviderPackage["destination"] & { countries: readonly string[] };

function destinationOf(seed: DestinationSeed): Destination {
  const countries = seed.coverage ?? (seed.isoCode ? [seed.isoCode] : []);
  return {
    slug: seed.slug,
    name: seed.name.en,
    kind: seed.category,
    countries: countries.map((code) => code.toUpperCase()),
  };
}

// The demo catalogue's destinations and data plans (its plans with call minutes are not sold by the stand-in, so
// the demo keeps plans fulfilled by hand), at the demo's prices as recommended retail; and a few packages the
// demo does not have yet, for the catalogue sync to import.
const ICELAND: Destination = { slug: "iceland", name: "Iceland", kind: "country", countries: ["IS"] };
const CARIBBEAN: Destination = {
  slug: "caribbean",
  name: "Caribbean",
  kind: "regional",
  countries: ["JM", "BS", "BB", "TT", "DM", "LC", "GD", "KN"],
};
const DEMO = new Map(ESIM_DESTINATIONS.map((seed) => [seed.slug, destinationOf(seed)]));

const PACKAGES: readonly ProviderPackage[] = [
  ...ESIM_DESTINATIONS.flatMap((seed) =>
    seed.plans
      .filter(([, , , , minutes, sms]) => minutes === undefined && sms === undefined)
      .map(([gb, days, priceUsd]) => pkg(DEMO.get(seed.slug)!, gb, days, Math.round(priceUsd * 100))),
  ),
  pkg(DEMO.get("turkey")!, 20, 30, 2900),
  pkg(DEMO.get("japan")!, null, 10, 3500),
  pkg(ICELAND, 3, 15, 1400),
  pkg(ICELAND, 10, 30, 2900),
  pkg(CARIBBEAN, 3, 30, 2400),
  pkg(CARIBBEAN, 10, 30, 4900),
];

const TOP_UPS: readonly TopUpPackage[] = [
  topUp(1 * GB, 7, 400),
  topUp(3 * GB, 30, 900),
  topUp(10 * GB, 30, 2000),
];

function pkg(
  { countries, ...destination }: Destination,
  dataGb: number | null,
  validityDays: number,
  retailPriceCents: number,
): ProviderPackage {
  return {
    packageId: standinPackageId(destination.slug, dataGb, validityDays),
    title: `${destination.name} ${dataGb === null ? "Unlimited" : `${dataGb} GB`} – ${validityDays} days`,
    countries: [...countries],
    destination,
    dataMb: dataGb === null ? null : dataGb * GB,
    validityDays,
    voiceMinutes: null,
    sms: null,
    netPriceCents: standinNetPriceCents(retailPriceCents),
    retailPriceCents,
    currency: "USD",
  };
}

function topUp(dataMb: number, validityDays: number, netPriceCents: number): TopUpPackage {
  return {
    packageId: `standin-topup-${dataMb / GB}gb-${validityDays}d`,
    title: `${dataMb / GB} GB top-up – ${validityDays} days`,
    dataMb,
    validityDays,
    voiceMinutes: null,
    sms: null,
    netPriceCents,
    retailPriceCents: Math.round((netPriceCents * 1.4) / 100) * 100 - 1,
    currency: "USD",
  };
}

/** The data and validity an id of ours says ("standin-…-5gb-30d"), also for ids no longer listed. */
function parsePackageId(packageId: string): { dataMb: number | null; validityDays: number } | null {
  const match = /^standin-[a-z0-9-]+?-(unlimited|\d+gb)-(\d+)d$/.exec(packageId);
  if (!match) return null;
  const dataMb = match[1] === "unlimited" ? null : Number.parseInt(match[1]!, 10) * GB;
  return { dataMb, validityDays: Number.parseInt(match[2]!, 10) };
}

function digest(...parts: string[]): Buffer {
  return createHash("sha256").update(parts.join("\u0000")).digest();
}

/** 89 (telecom) 999 (test network) and 13 digits from the unit, then the Luhn check digit: 19 digits. */
export function standinIccid(unitId: string): string {
  const bytes = digest("iccid", unitId);
  let body = "89999";
  for (let i = 0; body.length < 18; i++) body += String(bytes[i]! % 10);
  return body + luhnDigit(body);
}

function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function standinSignature(rawBody: string, secret: string): string {
  return createHmac("sha512", secret).update(rawBody).digest("hex");
}

interface Issued {
  packageId: string;
  topUpsMb: number;
  usedMb: number;
}

/** Kept across provider instances (settings are read per use) in this process, and on `globalThis` because the
 * process loads this module twice: the server's jobs from the sources, the pages from the build. */
interface StandinState {
  issued: Map<string, Issued>;
  topUpsDone: Map<string, string>;
}
const shared = globalThis as { esimStandin?: StandinState };
shared.esimStandin ??= { issued: new Map(), topUpsDone: new Map() };
const { issued, topUpsDone } = shared.esimStandin;

/** As if the eSIM were installed and `usedMb` of its data used; false for an eSIM this process did not issue. */
export function simulateStandinUsage(iccid: string, usedMb: number): boolean {
  const known = issued.get(iccid);
  if (!known) return false;
  known.usedMb = Math.max(0, usedMb);
  return true;
}

export function createStandinProvider(options: StandinOptions): EsimProvider {
  async function answer(): Promise<void> {
    if (options.latencyMs > 0) await sleep(options.latencyMs);
    if (options.failing)
      throw new EsimProviderError("The stand-in provider is set to fail", { retryable: true });
  }

  return {
    name: "standin",
    async listPackages() {
      await answer();
      return PACKAGES.map((p) => ({ ...p, countries: [...p.countries], destination: { ...p.destination } }));
    },
    async orderEsim({ unitId, packageId }): Promise<IssuedEsim> {
      await answer();
      if (!parsePackageId(packageId))
        throw new EsimProviderError(`Unknown package ${packageId}`, { retryable: false });
      const iccid = standinIccid(unitId);
      if (!issued.has(iccid)) issued.set(iccid, { packageId, topUpsMb: 0, usedMb: 0 });
      const matchingId = digest("matching", unitId).toString("hex").slice(0, 20).toUpperCase();
      const lpa = `LPA:1$${STANDIN_SMDP_ADDRESS}$${matchingId}`;
      return {
        reference: `standin_${digest("order", unitId).toString("hex").slice(0, 16)}`,
        iccid,
        install: { lpa, smdpAddress: STANDIN_SMDP_ADDRESS, matchingId, apn: "standin" },
      };
    },
    async usage(iccid): Promise<EsimUsageSnapshot> {
      await answer();
      const known = issued.get(iccid);
      const plan = known ? parsePackageId(known.packageId) : null;
      if (!known || !plan)
        return { status: "not_active", remainingMb: null, totalMb: null, unlimited: false, expiresAt: null };
      const status = known.usedMb === 0 ? "not_active" : "active";
      if (plan.dataMb === null)
        return { status, remainingMb: null, totalMb: null, unlimited: true, expiresAt: null };
      const totalMb = plan.dataMb + known.topUpsMb;
      const remainingMb = Math.max(0, totalMb - known.usedMb);
      return {
        status: remainingMb === 0 ? "finished" : status,
        remainingMb,
        totalMb,
        unlimited: false,
        expiresAt: null,
      };
    },
    async topUpPackages() {
      await answer();
      return TOP_UPS.map((p) => ({ ...p }));
    },
    async orderTopUp({ topUpId, iccid, packageId }) {
      await answer();
      const pack = TOP_UPS.find((p) => p.packageId === packageId);
      if (!pack) throw new EsimProviderError(`Unknown top-up package ${packageId}`, { retryable: false });
      const done = topUpsDone.get(topUpId);
      if (done) return { reference: done };
      const reference = `standin_topup_${digest("topup", topUpId).toString("hex").slice(0, 16)}`;
      topUpsDone.set(topUpId, reference);
      const known = issued.get(iccid);
      if (known) known.topUpsMb += pack.dataMb ?? 0;
      return { reference };
    },
    async refund({ iccid }) {
      await answer();
      issued.delete(iccid);
      return { outcome: "cancelled", reference: `standin_refund_${iccid}` };
    },
    async testConnection() {
      await answer();
    },
    readWebhook(rawBody, headers): LowDataNotice | null {
      const given = headers.get(STANDIN_SIGNATURE_HEADER) ?? "";
      const expected = standinSignature(rawBody, options.webhookSecret);
      if (!signaturesMatch(expected, given))
        throw new WebhookSignatureError("The stand-in's signature does not match");
      return lowDataOf(JSON.parse(rawBody));
    },
  };
}
