// A refunded order's eSIMs, where never installed, are cancelled at the provider so that we are refunded too
// (docs/decisions/032). The outcome is recorded on each unit and in the order's history.
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import {
  type EsimProviderRefund,
  esimActivations,
  orders,
  statusEvents,
} from "../../platform/db/schema/index.ts";
import { providerOf, readEsimProviderSettings } from "../../platform/esim/providers.server.ts";
import type { BackgroundJob, JobServices } from "../../platform/server/services.server.ts";
import { isUuid } from "./order-stock.server.ts";

export const ESIM_PROVIDER_REFUND_JOB = "esim-provider-refund";

export async function queueEsimRefunds(
  services: Pick<JobServices, "db" | "jobs" | "logger">,
  orderId: string,
): Promise<void> {
  try {
    const [order] = await services.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, orderId));
    const [unit] = await services.db
      .select({ id: esimActivations.id })
      .from(esimActivations)
      .where(and(eq(esimActivations.orderId, orderId), isNotNull(esimActivations.iccid)))
      .limit(1);
    if (!order || !unit) return;
    await services.jobs.send(
      ESIM_PROVIDER_REFUND_JOB,
      { orderId, about: order.number },
      { singletonKey: orderId },
    );
  } catch (error) {
    services.logger.error({ err: error, orderId }, "eSIM cancellations could not be queued");
  }
}

/** Each issued unit not yet settled with the provider: cancelled when never installed, else noted as not possible.
 * Throws on a provider failure so that the queue retries (units already settled stay settled). */
export async function cancelEsimsAtProvider(services: JobServices, orderId: string): Promise<number> {
  const { db, logger } = services;
  const units = await db
    .select()
    .from(esimActivations)
    .where(
      and(
        eq(esimActivations.orderId, orderId),
        eq(esimActivations.status, "ready"),
        isNotNull(esimActivations.iccid),
        isNull(esimActivations.providerRefund),
      ),
    )
    .orderBy(asc(esimActivations.createdAt), asc(esimActivations.id));
  if (units.length === 0) return 0;
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "refunded") return 0;
  const settings = await readEsimProviderSettings(db);

  let settled = 0;
  for (const unit of units) {
    let outcome: EsimProviderRefund;
    let detail: string | null = null;
    if (!settings || settings.provider !== unit.provider) {
      outcome = "not_possible";
      detail = "The eSIM's provider is no longer the configured one";
    } else {
      const provider = providerOf(settings, services.config);
      const usage = await provider.usage(unit.iccid!);
      if (usage.status !== "not_active") {
        outcome = "not_possible";
        detail = `eSIM ${usage.status}`;
      } else {
        const answer = await provider.refund({
          iccid: unit.iccid!,
          reference: unit.providerReference ?? "",
          reason: "Order refunded to the customer",
        });
        outcome = answer.outcome;
        detail = answer.detail ?? answer.reference ?? null;
      }
    }
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(esimActivations)
        .set({ providerRefund: outcome, providerRefundAt: new Date() })
        .where(and(eq(esimActivations.id, unit.id), isNull(esimActivations.providerRefund)))
        .returning({ id: esimActivations.id });
      if (!marked) return;
      await tx.insert(statusEvents).values({
        subjectType: "order",
        subjectId: orderId,
        ownerId: null,
        fromStatus: "refunded",
        toStatus: "refunded",
        note: "esim_provider_refund",
        data: { activationId: unit.id, provider: unit.provider, outcome, detail },
      });
      settled++;
    });
    logger.info({ orderId, activationId: unit.id, outcome }, "eSIM settled with the provider after a refund");
  }
  return settled;
}

export const esimProviderRefundJob: BackgroundJob = (services) => ({
  name: ESIM_PROVIDER_REFUND_JOB,
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run(data: { orderId?: unknown }) {
    if (!isUuid(data.orderId)) return;
    await cancelEsimsAtProvider(services, data.orderId);
  },
});
