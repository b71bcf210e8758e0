// A top-up is priced by the provider that issued the eSIM (its recommended retail price: a top-up has no
// catalogue row of ours to carry a margin), read again on the server for every quote and order. It is read
// before the order's transaction opens, so that a slow provider never holds the database.
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { esimActivations, esimTopUps, orderItems, orders } from "../../platform/db/schema/index.ts";
import { CURRENCY } from "../../platform/domain/constants.ts";
import { isSettledOrder } from "../../platform/domain/settled-orders.ts";
import type { EsimProvider, TopUpPackage } from "../../platform/esim/provider.ts";
import { providerOf, readEsimProviderSettings } from "../../platform/esim/providers.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { type Locale, type Localized, locales, pick } from "../../platform/i18n/localized.ts";
import type { Services } from "../../platform/server/services.server.ts";
import { parseTopUpLineId, topUpLineId } from "./esim-top-up-lines.ts";
import type { CatalogueEntry, TopUpQuotes } from "./order-pricing.server.ts";
import { isUuid } from "./order-stock.server.ts";

type PricingServices = Pick<Services, "db" | "config" | "logger">;

/** Why an eSIM of the customer's cannot be topped up now. */
/** "refunded": its order was refunded (the eSIM may be cancelled at the provider): nothing to add data to. */
export type TopUpRefusal = "not_ready" | "manual" | "unavailable" | "refunded";

interface TopUpTarget {
  activationId: string;
  orderId: string;
  status: string;
  /** Its order's status: only a paid or fulfilled order's eSIM takes a top-up. */
  orderStatus: string;
  provider: string | null;
  iccid: string | null;
  /** The eSIM's plan, as its order line names it. */
  esimName: Localized;
}

/** Only the customer's own eSIMs: another customer's is simply not found. */
async function targetsOf(db: Queryable, userId: string, ids: string[]): Promise<Map<string, TopUpTarget>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0 || userId === "") return new Map();
  const rows = await db
    .select({
      activationId: esimActivations.id,
      orderId: esimActivations.orderId,
      status: esimActivations.status,
      orderStatus: orders.status,
      provider: esimActivations.provider,
      iccid: esimActivations.iccid,
      esimName: orderItems.name,
    })
    .from(esimActivations)
    .innerJoin(orderItems, eq(orderItems.id, esimActivations.orderItemId))
    .innerJoin(orders, eq(orders.id, esimActivations.orderId))
    .where(and(inArray(esimActivations.id, wanted), eq(esimActivations.userId, userId)));
  return new Map(rows.map((row) => [row.activationId, row]));
}

function refusalOf(target: TopUpTarget): TopUpRefusal | null {
  if (!isSettledOrder(target.orderStatus)) return "refunded";
  if (target.provider === null || target.iccid === null)
    return target.status === "ready" ? "manual" : "not_ready";
  return target.status === "ready" ? null : "not_ready";
}

/** The provider that issued the eSIM, when it is still the configured one (credentials live in its settings). */
export async function providerOfEsim(
  services: Pick<Services, "db" | "config">,
  issuedBy: string | null,
): Promise<EsimProvider | null> {
  const settings = await readEsimProviderSettings(services.db);
  if (!settings || settings.provider !== issuedBy) return null;
  return providerOf(settings, services.config);
}

/** Null when the provider cannot be asked (another provider configured now, down, or not set up). */
async function packagesFor(services: PricingServices, target: TopUpTarget): Promise<TopUpPackage[] | null> {
  if (refusalOf(target) !== null) return null;
  try {
    const provider = await providerOfEsim(services, target.provider);
    return provider ? await provider.topUpPackages(target.iccid!) : null;
  } catch (error) {
    services.logger.warn(
      { err: error, activationId: target.activationId },
      "the eSIM provider's top-up packages could not be read",
    );
    return null;
  }
}

/** What the customer pays: the provider's retail price, in the shop's currency only (nothing is converted). */
function priceOf(pack: TopUpPackage): number | null {
  return pack.currency === CURRENCY && pack.retailPriceCents > 0 ? pack.retailPriceCents : null;
}

/** "3 GB", "512 MB" or "Unlimited data" in `locale`. */
export function dataLabel(dataMb: number | null, locale: Locale): string {
  const t = translator(locale);
  if (dataMb === null) return t("esim:plans.unlimited");
  if (dataMb < 1024) return t("esim:plans.mb", { amount: dataMb });
  const gb = dataMb / 1024;
  return t("esim:plans.gb", { amount: Number.isInteger(gb) ? gb : Number(gb.toFixed(1)) });
}

/** "3 GB · 30 days" in `locale`. */
export function topUpLabel(pack: Pick<TopUpPackage, "dataMb" | "validityDays">, locale: Locale): string {
  const validity = translator(locale)("esim:plans.validity", { count: pack.validityDays });
  return `${dataLabel(pack.dataMb, locale)} · ${validity}`;
}

function lineName(target: TopUpTarget, pack: TopUpPackage | null): Localized {
  return Object.fromEntries(
    locales.map((locale) => {
      const esim = pick(target.esimName, locale);
      const t = translator(locale);
      return [
        locale,
        pack
          ? t("checkout:topUp.lineName", { topUp: topUpLabel(pack, locale), esim })
          : t("checkout:topUp.lineNameUnknown", { esim }),
      ];
    }),
  ) as Localized;
}

/**
 * The cart's top-up lines priced: a line whose eSIM is not the customer's, or whose package the provider does
 * not offer for it, has no entry ("unknown"); one whose eSIM cannot be topped up now is "unavailable".
 */
export async function quoteTopUps(
  services: PricingServices,
  userId: string,
  lines: unknown,
): Promise<TopUpQuotes> {
  const wanted = (Array.isArray(lines) ? lines : []).flatMap((line: unknown) => {
    const { id, productType } = (line ?? {}) as { id?: unknown; productType?: unknown };
    const parsed =
      productType === "esim_topup" && typeof id === "string" ? parseTopUpLineId(id.trim()) : null;
    return parsed ? [{ lineId: (id as string).trim(), ...parsed }] : [];
  });
  const quotes = new Map<string, CatalogueEntry>();
  if (wanted.length === 0) return quotes;
  const targets = await targetsOf(services.db, userId, [...new Set(wanted.map((w) => w.activationId))]);
  const packages = new Map<string, TopUpPackage[] | null>();
  for (const target of targets.values())
    packages.set(target.activationId, await packagesFor(services, target));

  for (const { lineId, activationId, packageId } of wanted) {
    const target = targets.get(activationId);
    if (!target) continue;
    const offered = packages.get(activationId);
    const pack = offered?.find((p) => p.packageId === packageId) ?? null;
    const price = pack ? priceOf(pack) : null;
    if (offered && price === null) continue;
    quotes.set(lineId, {
      name: lineName(target, pack),
      imageUrl: null,
      unitPriceCents: price ?? 0,
      stock: null,
      purchasable: price !== null,
      details: {
        activationId,
        packageId,
        dataMb: pack?.dataMb ?? null,
        validityDays: pack?.validityDays ?? null,
      },
      productId: activationId,
    });
  }
  return quotes;
}

export interface TopUpOption {
  packageId: string;
  /** The cart line's id. */
  lineId: string;
  /** The cart line's name, in the page's language. */
  name: string;
  label: string;
  priceCents: number;
}

export interface TopUpHistoryItem {
  id: string;
  name: string;
  status: "pending" | "applied" | "failed";
  orderId: string;
  createdAt: string;
}

export interface TopUpOffer {
  activationId: string;
  esimName: string;
  /** The last digits of the ICCID, which the phone's settings show. */
  iccidEnd: string | null;
  refusal: TopUpRefusal | null;
  options: TopUpOption[];
  history: TopUpHistoryItem[];
}

/** The top-up page of one of the customer's eSIMs; null for anything else. */
export async function loadTopUpOffer(
  services: PricingServices,
  userId: string,
  activationId: string,
  locale: Locale,
): Promise<TopUpOffer | null> {
  const target = (await targetsOf(services.db, userId, [activationId])).get(activationId);
  if (!target) return null;
  const [offered, history] = await Promise.all([
    packagesFor(services, target),
    services.db
      .select({
        id: esimTopUps.id,
        name: orderItems.name,
        status: esimTopUps.status,
        orderId: esimTopUps.orderId,
        createdAt: esimTopUps.createdAt,
      })
      .from(esimTopUps)
      .innerJoin(orderItems, eq(orderItems.id, esimTopUps.orderItemId))
      .where(and(eq(esimTopUps.activationId, target.activationId), eq(esimTopUps.userId, userId)))
      .orderBy(esimTopUps.createdAt, esimTopUps.id),
  ]);
  const options = (offered ?? []).flatMap((pack): TopUpOption[] => {
    const price = priceOf(pack);
    if (price === null) return [];
    return [
      {
        packageId: pack.packageId,
        lineId: topUpLineId(target.activationId, pack.packageId),
        name: pick(lineName(target, pack), locale),
        label: topUpLabel(pack, locale),
        priceCents: price,
      },
    ];
  });
  return {
    activationId: target.activationId,
    esimName: pick(target.esimName, locale),
    iccidEnd: target.iccid ? target.iccid.slice(-4) : null,
    refusal: refusalOf(target) ?? (offered === null ? "unavailable" : null),
    options,
    history: history.map((row) => ({
      ...row,
      name: pick(row.name, locale),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
