// The customer's eSIMs: each with its install card and, for one a provider issued, its data left and validity.
// The provider's reading is kept on the activation for USAGE_FRESH_MINUTES, so reloading the page does not ask
// the provider again; when the provider fails, the last reading is shown with its time.

import { and, count, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import {
  esimActivations,
  esimDestinations,
  esimPlans,
  orderItems,
  orders,
} from "../../platform/db/schema/index.ts";
import { type EsimUnitState, esimUnitState } from "../../platform/domain/esim-unit-state.ts";
import { SETTLED_ORDER_STATUSES } from "../../platform/domain/settled-orders.ts";
import type { EsimInstallView } from "../../platform/esim/install-links.ts";
import { esimInstallView } from "../../platform/esim/install-view.server.ts";
import type { EsimProvider, EsimProviderName, EsimUsageSnapshot } from "../../platform/esim/provider.ts";
import { providerOf, readEsimProviderSettings } from "../../platform/esim/providers.server.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { type Paged, paged, pageOffset } from "../../platform/lists/list-query.ts";
import type { Config } from "../../platform/server/config.server.ts";
import type { Logger } from "../../platform/server/logger.server.ts";

/** How long a usage reading is shown without asking the provider again. */
export const USAGE_FRESH_MINUTES = 5;
/** A slow provider must not hold the page: past this, the last reading is shown. */
const USAGE_TIMEOUT_MS = 4000;
/** Each eSIM carries a QR code and may ask the provider: a short page. */
const ESIMS_PAGE_SIZE = 10;

/** Only these orders' eSIMs are the customer's to install (a refunded one is not). */

export interface EsimUsageView {
  snapshot: EsimUsageSnapshot | null;
  checkedAt: string | null;
  /** False when the provider could not be asked just now: `snapshot` is the last known reading, if any. */
  current: boolean;
}

export interface ProfileEsim {
  id: string;
  status: EsimUnitState;
  planName: string;
  destination: string | null;
  validityDays: number | null;
  orderId: string;
  orderNumber: string;
  createdAt: string;
  install: EsimInstallView | null;
  /** Null for an eSIM whose code staff typed: no provider to ask. */
  usage: EsimUsageView | null;
}

export interface EsimUsageSource {
  /** The provider that issued an eSIM, by the activation's `provider` column; null when it cannot be built. */
  providerFor: (name: string) => EsimProvider | null;
  logger?: Pick<Logger, "warn">;
  now?: Date;
}

const PROVIDER_NAMES: readonly EsimProviderName[] = ["standin", "airalo"];

/** The provider an eSIM came from, even when staff have since switched provider or automatic fulfilment off. */
export async function esimProvidersFrom(
  db: Queryable,
  config: Pick<Config, "AUTH_SECRET">,
  logger?: Pick<Logger, "warn">,
): Promise<EsimUsageSource> {
  const settings = await readEsimProviderSettings(db);
  return {
    logger,
    providerFor(name) {
      if (!settings || !PROVIDER_NAMES.includes(name as EsimProviderName)) return null;
      try {
        return providerOf({ ...settings, provider: name as EsimProviderName }, config);
      } catch (error) {
        logger?.warn({ err: error, provider: name }, "eSIM provider unavailable for usage");
        return null;
      }
    },
  };
}

const ownEsims = (userId: string) =>
  and(eq(esimActivations.userId, userId), inArray(orders.status, [...SETTLED_ORDER_STATUSES]));

/** The signed-in customer's eSIMs only, newest first. */
export async function listProfileEsims(
  db: Queryable,
  userId: string,
  page: number,
  locale: Locale,
  source: EsimUsageSource,
): Promise<Paged<ProfileEsim>> {
  const [total] = await db
    .select({ n: count() })
    .from(esimActivations)
    .innerJoin(orders, eq(orders.id, esimActivations.orderId))
    .where(ownEsims(userId));
  const rows = await db
    .select({
      activation: esimActivations,
      orderNumber: orders.number,
      itemName: orderItems.name,
      details: orderItems.details,
      destination: esimDestinations.name,
    })
    .from(esimActivations)
    .innerJoin(orders, eq(orders.id, esimActivations.orderId))
    .innerJoin(orderItems, eq(orderItems.id, esimActivations.orderItemId))
    .leftJoin(esimPlans, eq(esimPlans.id, orderItems.productId))
    .leftJoin(esimDestinations, eq(esimDestinations.id, esimPlans.destinationId))
    .where(ownEsims(userId))
    .orderBy(desc(esimActivations.createdAt), desc(esimActivations.id))
    .limit(ESIMS_PAGE_SIZE)
    .offset(pageOffset(page, ESIMS_PAGE_SIZE));
  const now = source.now ?? new Date();
  const items = await Promise.all(
    rows.map(async ({ activation, orderNumber, itemName, details, destination }): Promise<ProfileEsim> => {
      const ready = activation.status === "ready";
      const validityDays = details.validityDays;
      return {
        id: activation.id,
        status: esimUnitState(activation),
        planName: pick(itemName, locale),
        destination: destination ? pick(destination, locale) : null,
        validityDays: typeof validityDays === "number" ? validityDays : null,
        orderId: activation.orderId,
        orderNumber,
        createdAt: activation.createdAt.toISOString(),
        install: ready ? await esimInstallView(activation.activationCode, activation.installData) : null,
        usage:
          ready && activation.provider && activation.iccid
            ? await usageOf(db, activation, source, now)
            : null,
      };
    }),
  );
  return paged(items, total?.n ?? 0, page, ESIMS_PAGE_SIZE);
}

type ActivationRow = typeof esimActivations.$inferSelect;

async function usageOf(
  db: Queryable,
  activation: ActivationRow,
  source: EsimUsageSource,
  now: Date,
): Promise<EsimUsageView> {
  const checkedAt = activation.usageCheckedAt;
  const last = { snapshot: activation.usage, checkedAt: checkedAt?.toISOString() ?? null };
  if (activation.usage && checkedAt && now.getTime() - checkedAt.getTime() < USAGE_FRESH_MINUTES * 60_000) {
    return { ...last, current: true };
  }
  const provider = source.providerFor(activation.provider!);
  if (!provider) return { ...last, current: false };
  try {
    const snapshot = await withTimeout(provider.usage(activation.iccid!), USAGE_TIMEOUT_MS);
    // Never over a newer reading another request stored meanwhile.
    await db
      .update(esimActivations)
      .set({ usage: snapshot, usageCheckedAt: now })
      .where(
        and(
          eq(esimActivations.id, activation.id),
          or(isNull(esimActivations.usageCheckedAt), lt(esimActivations.usageCheckedAt, now)),
        ),
      );
    return { snapshot, checkedAt: now.toISOString(), current: true };
  } catch (error) {
    source.logger?.warn({ err: error, activationId: activation.id }, "eSIM usage could not be read");
    return { ...last, current: false };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
