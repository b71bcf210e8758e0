// The Airalo Partner API's bodies (v2, as its documentation shows them) read into the provider's types.
import type {
  EsimUsageSnapshot,
  EsimUsageStatus,
  IssuedEsim,
  ProviderPackage,
  TopUpPackage,
} from "./provider.ts";

type Json = Record<string, unknown>;

export interface AiraloPackage {
  id: string;
  type?: string;
  title?: string;
  price?: number | string;
  net_price?: number | string;
  prices?: { net_price?: Record<string, number>; recommended_retail_price?: Record<string, number> };
  amount?: number;
  day?: number;
  is_unlimited?: boolean;
  voice?: number | string | null;
  text?: number | string | null;
}

export interface AiraloSim {
  iccid: string;
  lpa: string;
  matching_id: string;
  qrcode?: string | null;
  confirmation_code?: string | null;
  direct_apple_installation_url?: string | null;
  apn_value?: string | null;
  apn?: { ios?: { apn_value?: string | null }; android?: { apn_value?: string | null } } | null;
}

export interface AiraloOrder {
  id: number;
  code?: string;
  description?: string | null;
  type?: string;
  sims?: AiraloSim[];
}

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;

/** The `data` of an API answer, or null when it has none. */
export function dataOf(body: unknown): unknown {
  return isObject(body) ? (body.data ?? null) : null;
}

/** Dollars (a number or "9.50") to cents; prices are USD in every Airalo answer. */
export function cents(value: unknown): number {
  const number = typeof value === "string" ? Number.parseFloat(value) : typeof value === "number" ? value : 0;
  return Number.isFinite(number) ? Math.round(number * 100) : 0;
}

function count(value: unknown): number | null {
  const number = typeof value === "string" ? Number.parseInt(value, 10) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? number : null;
}

function priceOf(pkg: AiraloPackage, kind: "net_price" | "recommended_retail_price"): number {
  const usd = pkg.prices?.[kind]?.USD;
  if (typeof usd === "number") return cents(usd);
  return cents(kind === "net_price" ? pkg.net_price : pkg.price);
}

function basics(pkg: AiraloPackage): TopUpPackage {
  return {
    packageId: pkg.id,
    title: pkg.title ?? pkg.id,
    // `amount` is in MB, 0 for an unlimited package.
    dataMb: pkg.is_unlimited || !pkg.amount ? null : pkg.amount,
    validityDays: pkg.day ?? 0,
    voiceMinutes: count(pkg.voice),
    sms: count(pkg.text),
    netPriceCents: priceOf(pkg, "net_price"),
    retailPriceCents: priceOf(pkg, "recommended_retail_price"),
    currency: "USD",
  };
}

/**
 * GET /v2/packages answers destinations (a country, a region or "world"), each with operators, each with
 * packages; top-up packages (type "topup") are left out: they are bought for an eSIM, not on their own.
 */
export function packagesOf(body: unknown): ProviderPackage[] {
  const destinations = dataOf(body);
  if (!Array.isArray(destinations)) return [];
  const packages: ProviderPackage[] = [];
  for (const destination of destinations as Json[]) {
    const slug = String(destination.slug ?? "");
    const countryCode = typeof destination.country_code === "string" ? destination.country_code : "";
    const kind = countryCode ? "country" : slug === "world" || slug === "global" ? "global" : "regional";
    for (const operator of (destination.operators ?? []) as Json[]) {
      const countries = ((operator.countries ?? []) as Json[])
        .map((country) => String(country.country_code ?? "").toUpperCase())
        .filter((code) => /^[A-Z]{2}$/.test(code));
      for (const pkg of (operator.packages ?? []) as AiraloPackage[]) {
        if (pkg.type && pkg.type !== "sim") continue;
        packages.push({
          ...basics(pkg),
          countries: countries.length > 0 ? countries : countryCode ? [countryCode.toUpperCase()] : [],
          destination: { slug, name: String(destination.title ?? slug), kind },
        });
      }
    }
  }
  return packages;
}

export function topUpsOf(body: unknown): TopUpPackage[] {
  const list = dataOf(body);
  return Array.isArray(list) ? (list as AiraloPackage[]).map(basics) : [];
}

/** One eSIM of an order (we order one at a time) as we keep it. */
export function issuedOf(order: AiraloOrder): IssuedEsim | null {
  const sim = order.sims?.[0];
  if (!sim?.iccid || !sim.lpa || !sim.matching_id) return null;
  // `lpa` is the SM-DP+ address; `qrcode` the whole activation code the QR code carries.
  const lpa = sim.qrcode?.startsWith("LPA:") ? sim.qrcode : `LPA:1$${sim.lpa}$${sim.matching_id}`;
  return {
    reference: order.code ?? String(order.id),
    iccid: sim.iccid,
    install: {
      lpa,
      smdpAddress: sim.lpa,
      matchingId: sim.matching_id,
      confirmationCode: sim.confirmation_code ?? null,
      appleInstallUrl: sim.direct_apple_installation_url ?? null,
      apn: sim.apn_value ?? sim.apn?.ios?.apn_value ?? sim.apn?.android?.apn_value ?? null,
    },
  };
}

const STATUSES: Record<string, EsimUsageStatus> = {
  NOT_ACTIVE: "not_active",
  ACTIVE: "active",
  FINISHED: "finished",
  EXPIRED: "expired",
};

/** "2024-02-09 10:42:09" (UTC) to ISO. */
function isoOf(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  const date = new Date(`${value.replace(" ", "T")}${/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? "" : "Z"}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function usageOf(body: unknown): EsimUsageSnapshot {
  const data = dataOf(body);
  if (!isObject(data))
    return { status: "unknown", remainingMb: null, totalMb: null, unlimited: false, expiresAt: null };
  const unlimited = data.is_unlimited === true;
  const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
  return {
    status: STATUSES[String(data.status ?? "").toUpperCase()] ?? "unknown",
    // For an unlimited package remaining and total read 0 and are to be ignored.
    remainingMb: unlimited ? null : number(data.remaining),
    totalMb: unlimited ? null : number(data.total),
    unlimited,
    expiresAt: isoOf(data.expired_at),
  };
}

/** A low-data notice ("75%", "90%", "3days", "1days"); null for the other notifications (credit limit…). */
