// eSIMs issued by the provider at payment (docs/decisions/032). Each paid unit of a plan mapped to a provider
// package is ordered by one job; a lease and the provider's idempotency per unit keep it to one eSIM even when
// two processes or a repeated job reach the same unit. After the last retry the unit waits for staff, who are told.
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "../../platform/db/client.server.ts";
import { esimActivations, esimPlans, orders, statusEvents } from "../../platform/db/schema/index.ts";
import { isSettledOrder } from "../../platform/domain/settled-orders.ts";
import { normalizeActivationCode } from "../../platform/esim/lpa.ts";
import { EsimProviderError } from "../../platform/esim/provider.ts";
import { providerOf, readEsimProviderSettings } from "../../platform/esim/providers.server.ts";
import type { BackgroundJob, JobServices } from "../../platform/server/services.server.ts";
import { queueEsimRefunds } from "./esim-provider-refund.server.ts";
import { requeueStalledTopUps } from "./esim-top-ups.server.ts";
import { sendEsimActivation, sendEsimFulfilmentFailed } from "./notifications.server.ts";
import { isUuid } from "./order-stock.server.ts";
import { recordDelivery } from "./shipments.server.ts";

export const ESIM_FULFILMENT_JOB = "esim-fulfilment";
export const ESIM_FULFILMENT_SWEEP_JOB = "esim-fulfilment-sweep";
/** Not in the spec: five retries 10, 20, 40, 80 and 160 s apart, about five minutes before staff are asked. */
export const FULFILMENT_RETRY_LIMIT = 5;
const FULFILMENT_RETRY_DELAY_SECONDS = 10;
/** Longer than any provider call (the SDK's own timeout is 60 s): a lease past it belongs to a dead process. */
const LEASE_SECONDS = 120;
/** A unit untouched this long, not failed and not issued, lost its job (a process stopped between the payment's
 * commit and the queueing): the sweep queues it again. Longer than the whole retry schedule. */
const STALLED_AFTER_SECONDS = 10 * 60;

interface PaidItem {
  id: string;
  productType: string;
  productId: string;
  quantity: number;
}

/** One activation row per eSIM unit of a paid order; with the provider's package when it will issue them. */
export async function esimUnitsOf(
  tx: Transaction,
  order: { id: string; userId: string },
  items: PaidItem[],
): Promise<(typeof esimActivations.$inferInsert)[]> {
  const esimItems = items.filter((item) => item.productType === "esim");
  if (esimItems.length === 0) return [];
  const settings = await readEsimProviderSettings(tx);
  const provider = settings?.autoFulfil ? settings.provider : null;
  const packages = new Map<string, string>();
  if (provider) {
    const plans = await tx
      .select({ id: esimPlans.id, packageId: esimPlans.providerPackageId })
      .from(esimPlans)
      .where(
        and(
          inArray(
            esimPlans.id,
            esimItems.map((item) => item.productId),
          ),
          isNotNull(esimPlans.providerPackageId),
        ),
      );
    for (const plan of plans) if (plan.packageId) packages.set(plan.id, plan.packageId);
  }
  return esimItems.flatMap((item) => {
    const packageId = packages.get(item.productId) ?? null;
    return Array.from({ length: item.quantity }, () => ({
      orderId: order.id,
      orderItemId: item.id,
      userId: order.userId,
      provider: packageId ? provider : null,
      providerPackageId: packageId,
    }));
  });
}

const awaitingProvider = and(
  eq(esimActivations.status, "preparing"),
  isNotNull(esimActivations.providerPackageId),
  isNull(esimActivations.fulfilmentFailedAt),
);

/** After the payment's commit. A unit whose job cannot be queued now is found by the sweep. */
export async function queueEsimFulfilment(
  services: Pick<JobServices, "db" | "jobs" | "logger">,
  orderId: string,
): Promise<void> {
  try {
    const units = await services.db
      .select({ id: esimActivations.id, orderNumber: orders.number })
      .from(esimActivations)
      .innerJoin(orders, eq(orders.id, esimActivations.orderId))
      .where(and(eq(esimActivations.orderId, orderId), awaitingProvider))
      .orderBy(asc(esimActivations.createdAt), asc(esimActivations.id));
    for (const unit of units) await queueEsimUnit(services, unit.id, unit.orderNumber);
  } catch (error) {
    services.logger.error({ err: error, orderId }, "eSIM fulfilment could not be queued");
  }
}

/** `about` names it in the back office's failed jobs. */
export function queueEsimUnit(
  services: Pick<JobServices, "jobs">,
  activationId: string,
  orderNumber: string,
) {
  return services.jobs.send(
    ESIM_FULFILMENT_JOB,
    { activationId, about: orderNumber },
    { singletonKey: activationId },
  );
}

export type FulfilmentResult = "issued" | "skipped" | "failed" | "superseded";

/** Throws (for the queue to retry later) on a retryable failure before the last attempt. */
export async function fulfilEsim(services: JobServices, activationId: string): Promise<FulfilmentResult> {
  const { db, logger } = services;
  const [unit] = await db
    .update(esimActivations)
    .set({
      fulfilmentAttempts: sql`${esimActivations.fulfilmentAttempts} + 1`,
      fulfilmentLeaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(
      and(
        eq(esimActivations.id, activationId),
        awaitingProvider,
        or(
          isNull(esimActivations.fulfilmentLeaseUntil),
          lt(esimActivations.fulfilmentLeaseUntil, sql`now()`),
        ),
      ),
    )
    .returning();
  if (!unit?.providerPackageId) return "skipped";
  const log = logger.child({ activationId, orderId: unit.orderId, attempt: unit.fulfilmentAttempts });
  const [paid] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, unit.orderId));
  if (!isSettledOrder(paid?.status)) {
    // Refunded or cancelled while waiting: nothing to issue, and nothing for staff either.
    await db
      .update(esimActivations)
      .set({
        fulfilmentLeaseUntil: null,
        fulfilmentFailedAt: new Date(),
        fulfilmentError: "The order is no longer paid",
      })
      .where(eq(esimActivations.id, unit.id));
    log.info({ orderStatus: paid?.status }, "eSIM not issued: the order is no longer paid");
    return "skipped";
  }

  try {
    const settings = await readEsimProviderSettings(db);
    if (!settings?.autoFulfil || settings.provider !== unit.provider)
      throw new EsimProviderError("Automatic fulfilment is off, or the provider changed since payment", {
        retryable: false,
      });
    const provider = providerOf(settings, services.config);
    const issued = await provider.orderEsim({ unitId: unit.id, packageId: unit.providerPackageId });
    const code = normalizeActivationCode(issued.install.lpa);
    if (!code)
      throw new EsimProviderError("The provider's activation code is not an LPA code", { retryable: false });

    const stored = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, userId: orders.userId, status: orders.status })
        .from(orders)
        .where(eq(orders.id, unit.orderId))
        .for("update");
      const [ready] = await tx
        .update(esimActivations)
        .set({
          status: "ready",
          activationCode: code,
          iccid: issued.iccid,
          installData: { ...issued.install, lpa: code },
          providerReference: issued.reference,
          suppliedBy: provider.name,
          suppliedAt: new Date(),
          fulfilmentLeaseUntil: null,
          fulfilmentError: null,
        })
        .where(and(eq(esimActivations.id, unit.id), eq(esimActivations.status, "preparing")))
        .returning({ id: esimActivations.id });
      if (!ready || !order) return false;
      // Refunded while the provider was answering: kept (so that it can be cancelled there), not delivered.
      if (!isSettledOrder(order.status)) return "refunded";
      await recordDelivery(tx, order, {
        actorId: null,
        note: "esim_issued",
        data: { activationId: unit.id, provider: provider.name, reference: issued.reference },
      });
      return true;
    });
    if (stored === "refunded") {
      log.info({ reference: issued.reference }, "eSIM issued for an order refunded meanwhile: cancelling it");
      await queueEsimRefunds(services, unit.orderId);
      return "superseded";
    }
    if (!stored) {
      // Staff typed a code while the provider was answering: theirs stands, the provider's eSIM is spare.
      log.warn(
        { reference: issued.reference, iccid: issued.iccid },
        "eSIM issued after staff supplied a code",
      );
      return "superseded";
    }
    log.info({ provider: provider.name, reference: issued.reference }, "eSIM issued");
    await sendEsimActivation(services, unit.id);
    return "issued";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retryable = !(error instanceof EsimProviderError) || error.retryable;
    if (retryable && unit.fulfilmentAttempts <= FULFILMENT_RETRY_LIMIT) {
      await db
        .update(esimActivations)
        .set({ fulfilmentLeaseUntil: null, fulfilmentError: message.slice(0, 500) })
        .where(eq(esimActivations.id, unit.id));
      log.warn({ err: error }, "eSIM provider failed; will retry");
      throw error;
    }
    await giveUp(db, unit, message);
    log.error({ err: error }, "eSIM could not be issued: staff asked to supply it");
    await sendEsimFulfilmentFailed(services, unit.id);
    return "failed";
  }
}

async function giveUp(
  db: Queryable,
  unit: typeof esimActivations.$inferSelect,
  message: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(esimActivations)
      .set({
        fulfilmentLeaseUntil: null,
        fulfilmentError: message.slice(0, 500),
        fulfilmentFailedAt: new Date(),
      })
      .where(eq(esimActivations.id, unit.id));
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, unit.orderId));
    await tx.insert(statusEvents).values({
      subjectType: "order",
      subjectId: unit.orderId,
      // Staff's business: the customer's activity shows the eSIM once it is ready.
      ownerId: null,
      fromStatus: order?.status ?? null,
      toStatus: order?.status ?? "paid",
      note: "esim_issue_failed",
      data: { activationId: unit.id, provider: unit.provider, error: message.slice(0, 500) },
    });
  });
}

/** Staff asked the provider to try again (after an outage): the unit leaves the staff queue for a new round. */
export async function retryEsimFulfilment(
  tx: Queryable,
  input: { orderId: string; activationId: string },
): Promise<boolean> {
  const [unit] = await tx
    .update(esimActivations)
    .set({
      fulfilmentFailedAt: null,
      fulfilmentAttempts: 0,
      fulfilmentError: null,
      fulfilmentLeaseUntil: null,
    })
    .where(
      and(
        eq(esimActivations.id, input.activationId),
        eq(esimActivations.orderId, input.orderId),
        eq(esimActivations.status, "preparing"),
        isNotNull(esimActivations.providerPackageId),
        isNotNull(esimActivations.fulfilmentFailedAt),
      ),
    )
    .returning({ id: esimActivations.id });
  return unit !== undefined;
}

export const esimFulfilmentJob: BackgroundJob = (services) => ({
  name: ESIM_FULFILMENT_JOB,
  retryLimit: FULFILMENT_RETRY_LIMIT,
  retryDelaySeconds: FULFILMENT_RETRY_DELAY_SECONDS,
  expireInSeconds: LEASE_SECONDS,
  async run(data: { activationId?: unknown }) {
    if (!isUuid(data.activationId)) return;
    await fulfilEsim(services, data.activationId);
  },
});

/** Every minute, once across all processes: units and top-ups whose job was lost are queued again. */
export const esimFulfilmentSweepJob: BackgroundJob = (services) => ({
  name: ESIM_FULFILMENT_SWEEP_JOB,
  every: "* * * * *",
  retryLimit: 0,
  async run() {
    const stalled = await services.db
      .select({ id: esimActivations.id, orderNumber: orders.number })
      .from(esimActivations)
      .innerJoin(orders, eq(orders.id, esimActivations.orderId))
      .where(
        and(
          awaitingProvider,
          lt(esimActivations.updatedAt, sql`now() - make_interval(secs => ${STALLED_AFTER_SECONDS})`),
        ),
      )
      .limit(500);
    for (const unit of stalled) await queueEsimUnit(services, unit.id, unit.orderNumber);
    const topUps = await requeueStalledTopUps(services);
    if (stalled.length + topUps > 0)
      services.logger.info({ units: stalled.length, topUps }, "stalled eSIM units and top-ups queued again");
  },
});
