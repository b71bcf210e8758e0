// Paid top-ups are applied by a background job, one top-up per run: a lease on its row (attempts, leaseUntil)
// keeps two processes from applying one twice, and the provider's order is idempotent per top-up id besides.
// After the last attempt the top-up is "failed" and the order's history says so for staff.
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Transaction } from "../../platform/db/client.server.ts";
import {
  esimActivations,
  esimTopUps,
  orderItems,
  orders,
  statusEvents,
} from "../../platform/db/schema/index.ts";
import { isSettledOrder } from "../../platform/domain/settled-orders.ts";
import { EsimProviderError } from "../../platform/esim/provider.ts";
import type { BackgroundJob, JobServices, Services } from "../../platform/server/services.server.ts";
import { providerOfEsim } from "./esim-top-up-pricing.server.ts";
import { sendTopUpApplied } from "./notifications.server.ts";
import { isUuid } from "./order-stock.server.ts";

export const ESIM_TOP_UP_JOB = "esim-top-up";
/** Not in the spec: five attempts over about eight minutes (30 s, then doubling). */
export const TOP_UP_ATTEMPTS = 5;
const RETRY_DELAY_SECONDS = 30;
/** Longer than a provider's slowest answer; a process that dies while applying gives the top-up back then. */
const LEASE_MS = 2 * 60_000;

interface PaidItem {
  id: string;
  productType: string;
  quantity: number;
}

/** One pending top-up per unit of the order's top-up lines; called in the transaction that makes it paid. */
export async function createEsimTopUps(
  tx: Transaction,
  order: { id: string; userId: string },
  items: readonly PaidItem[],
): Promise<void> {
  if (!items.some((item) => item.productType === "esim_topup")) return;
  const lines = await tx
    .select({ id: orderItems.id, activationId: orderItems.productId, details: orderItems.details })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productType, "esim_topup")));
  const rows = lines.flatMap((line) => {
    const quantity = items.find((item) => item.id === line.id)?.quantity ?? 0;
    const packageId = line.details.packageId;
    if (typeof packageId !== "string") throw new Error(`Top-up line ${line.id} names no package`);
    return Array.from({ length: quantity }, () => ({
      activationId: line.activationId,
      orderId: order.id,
      orderItemId: line.id,
      userId: order.userId,
      providerPackageId: packageId,
    }));
  });
  if (rows.length > 0) await tx.insert(esimTopUps).values(rows);
}

/** Queues the order's pending top-ups; logged, never thrown (the order is paid whatever happens here). */
export async function queueEsimTopUps(
  services: Pick<Services, "db" | "jobs" | "logger">,
  orderId: string,
): Promise<void> {
  try {
    const pending = await services.db
      .select({ id: esimTopUps.id })
      .from(esimTopUps)
      .where(and(eq(esimTopUps.orderId, orderId), eq(esimTopUps.status, "pending")))
      .orderBy(asc(esimTopUps.createdAt), asc(esimTopUps.id));
    for (const { id } of pending)
      await services.jobs.send(ESIM_TOP_UP_JOB, { topUpId: id, about: `top-up ${id}` }, { singletonKey: id });
  } catch (error) {
    services.logger.error({ err: error, orderId }, "the order's eSIM top-ups could not be queued");
  }
}

/** Pending top-ups untouched this long lost their job (a process stopped between the payment and the queueing):
 * the sweep (esim-fulfilment.server.ts) queues them again. Longer than the whole retry schedule. */
const TOP_UP_STALLED_AFTER_MS = 30 * 60 * 1000;

export async function requeueStalledTopUps(services: Pick<Services, "db" | "jobs">, now = new Date()) {
  const stalled = await services.db
    .select({ id: esimTopUps.id })
    .from(esimTopUps)
    .where(
      and(
        eq(esimTopUps.status, "pending"),
        or(isNull(esimTopUps.leaseUntil), lt(esimTopUps.leaseUntil, now)),
        lt(esimTopUps.updatedAt, new Date(now.getTime() - TOP_UP_STALLED_AFTER_MS)),
      ),
    )
    .limit(500);
  for (const { id } of stalled)
    await services.jobs.send(ESIM_TOP_UP_JOB, { topUpId: id, about: `top-up ${id}` }, { singletonKey: id });
  return stalled.length;
}

/** Another process holds the top-up's lease: the queue tries again later (the holder has usually finished). */
class TopUpBusyError extends Error {
  override name = "TopUpBusyError";
}

type TopUpRow = typeof esimTopUps.$inferSelect;

async function claim(services: JobServices, topUpId: string, now: Date): Promise<TopUpRow | null> {
  const [claimed] = await services.db
    .update(esimTopUps)
    .set({ attempts: sql`${esimTopUps.attempts} + 1`, leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(esimTopUps.id, topUpId),
        eq(esimTopUps.status, "pending"),
        or(isNull(esimTopUps.leaseUntil), lt(esimTopUps.leaseUntil, now)),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const [row] = await services.db
    .select({ status: esimTopUps.status })
    .from(esimTopUps)
    .where(eq(esimTopUps.id, topUpId));
  if (row?.status === "pending") throw new TopUpBusyError(`Top-up ${topUpId} is being applied elsewhere`);
  return null;
}

async function noteOnOrder(
  tx: Transaction,
  topUp: TopUpRow,
  note: "esim_top_up_applied" | "esim_top_up_failed",
  data: Record<string, unknown>,
): Promise<void> {
  // The order keeps its status: the event is a note in its history.
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, topUp.orderId));
  const status = order?.status ?? "paid";
  await tx.insert(statusEvents).values({
    subjectType: "order",
    subjectId: topUp.orderId,
    ownerId: topUp.userId,
    fromStatus: status,
    toStatus: status,
    note,
    data: { topUpId: topUp.id, packageId: topUp.providerPackageId, ...data },
  });
}

async function issuedEsimOf(services: JobServices, topUp: TopUpRow) {
  const [activation] = await services.db
    .select({
      provider: esimActivations.provider,
      iccid: esimActivations.iccid,
      orderId: esimActivations.orderId,
    })
    .from(esimActivations)
    .where(eq(esimActivations.id, topUp.activationId));
  // Its own order and the eSIM's must both still be paid: a refund of either stops the top-up.
  const settled = await services.db
    .select({ status: orders.status })
    .from(orders)
    .where(inArray(orders.id, [topUp.orderId, activation?.orderId ?? topUp.orderId]));
  if (!activation || !settled.every((order) => isSettledOrder(order.status)))
    throw new EsimProviderError("The order is no longer paid", { retryable: false });
  if (!activation?.iccid)
    throw new EsimProviderError("The eSIM has no ICCID to top up", { retryable: false });
  const provider = await providerOfEsim(services, activation.provider);
  if (!provider)
    throw new EsimProviderError("The eSIM's provider is no longer the configured one", { retryable: false });
  return { provider, iccid: activation.iccid };
}

async function markApplied(services: JobServices, topUp: TopUpRow, reference: string): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const [applied] = await tx
      .update(esimTopUps)
      .set({
        status: "applied",
        providerReference: reference,
        appliedAt: new Date(),
        leaseUntil: null,
        error: null,
      })
      .where(and(eq(esimTopUps.id, topUp.id), eq(esimTopUps.status, "pending")))
      .returning({ id: esimTopUps.id });
    if (!applied) return false;
    // The data left changed: the next reading asks the provider again.
    await tx
      .update(esimActivations)
      .set({ usage: null, usageCheckedAt: null })
      .where(eq(esimActivations.id, topUp.activationId));
    await noteOnOrder(tx, topUp, "esim_top_up_applied", { reference });
    return true;
  });
}

async function recordFailure(
  services: JobServices,
  topUp: TopUpRow,
  error: unknown,
): Promise<"retry" | "failed"> {
  const message = error instanceof Error ? error.message : String(error);
  const retryable = !(error instanceof EsimProviderError) || error.retryable;
  const last = !retryable || topUp.attempts >= TOP_UP_ATTEMPTS;
  await services.db.transaction(async (tx) => {
    await tx
      .update(esimTopUps)
      .set({ status: last ? "failed" : "pending", error: message.slice(0, 500), leaseUntil: null })
      .where(and(eq(esimTopUps.id, topUp.id), eq(esimTopUps.status, "pending")));
    if (last) await noteOnOrder(tx, topUp, "esim_top_up_failed", { error: message.slice(0, 500) });
  });
  return last ? "failed" : "retry";
}

/**
 * One attempt at a top-up. Returns what became of it; throws for the queue to retry (a provider failure
 * before the last attempt, or another process's lease).
 */
export async function applyEsimTopUp(
  services: JobServices,
  topUpId: string,
  now: Date = new Date(),
): Promise<"applied" | "failed" | "done"> {
  const topUp = await claim(services, topUpId, now);
  if (!topUp) return "done";
  let reference: string;
  try {
    const { provider, iccid } = await issuedEsimOf(services, topUp);
    ({ reference } = await provider.orderTopUp({ topUpId, iccid, packageId: topUp.providerPackageId }));
  } catch (error) {
    if ((await recordFailure(services, topUp, error)) === "retry") throw error;
    services.logger.error({ err: error, topUpId, orderId: topUp.orderId }, "eSIM top-up failed for good");
    return "failed";
  }
  if (!(await markApplied(services, topUp, reference))) return "done";
  await sendTopUpApplied(services, topUpId);
  return "applied";
}

export const esimTopUpJob: BackgroundJob = (services) => ({
  name: ESIM_TOP_UP_JOB,
  retryLimit: TOP_UP_ATTEMPTS - 1,
  retryDelaySeconds: RETRY_DELAY_SECONDS,
  expireInSeconds: LEASE_MS / 1000,
  async run(data: { topUpId?: unknown }) {
    if (!isUuid(data.topUpId)) return;
    await applyEsimTopUp(services, data.topUpId);
  },
});
