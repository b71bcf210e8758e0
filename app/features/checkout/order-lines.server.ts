// One query for the items and one for the units, whatever the number of orders.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { esimActivations, esimTopUps, orderItems } from "../../platform/db/schema/index.ts";
import { esimUnitState } from "../../platform/domain/esim-unit-state.ts";
import { bookingReference } from "../../platform/domain/references.ts";
import { isTrackingKind as isApplicationKind } from "../../platform/domain/tracking.ts";
import { esimInstallView } from "../../platform/esim/install-view.server.ts";
import type { EsimInstallData } from "../../platform/esim/provider.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import { type ApplicationLineDetails, travellersOf } from "./order-pricing.server.ts";
import type { ApplicationLineView, EsimActivationView, OrderLineView } from "./order-types.ts";

/** Install cards (their QR codes) are made only where a page shows them. */
export type OrderLine = Omit<OrderLineView, "activations"> & {
  activations: (Omit<EsimActivationView, "install"> & { installData: EsimInstallData | null })[];
};

function applicationOfLine(details: Record<string, unknown>): ApplicationLineView | null {
  const { kind, trackingId } = details as Partial<ApplicationLineDetails>;
  return typeof trackingId === "string" && isApplicationKind(kind) ? { kind, trackingId } : null;
}

/** `ownerId` keeps the eSIM units to the orders' owner (a customer's page). */
export async function readOrderLines(
  db: Queryable,
  orderIds: readonly string[],
  locale: Locale,
  { ownerId }: { ownerId?: string } = {},
): Promise<Map<string, OrderLine[]>> {
  const lines = new Map<string, OrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return lines;
  const ids = [...orderIds];
  const [items, activations] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.position), asc(orderItems.id)),
    db
      .select({
        id: esimActivations.id,
        orderItemId: esimActivations.orderItemId,
        status: esimActivations.status,
        activationCode: esimActivations.activationCode,
        providerPackageId: esimActivations.providerPackageId,
        fulfilmentFailedAt: esimActivations.fulfilmentFailedAt,
        installData: esimActivations.installData,
      })
      .from(esimActivations)
      .where(
        and(
          inArray(esimActivations.orderId, ids),
          ownerId === undefined ? undefined : eq(esimActivations.userId, ownerId),
        ),
      )
      .orderBy(asc(esimActivations.createdAt), asc(esimActivations.id)),
  ]);
  const topUps = items.some((item) => item.productType === "esim_topup")
    ? await db
        .select({ id: esimTopUps.id, orderItemId: esimTopUps.orderItemId, status: esimTopUps.status })
        .from(esimTopUps)
        .where(inArray(esimTopUps.orderId, ids))
        .orderBy(asc(esimTopUps.createdAt), asc(esimTopUps.id))
    : [];
  for (const item of items) {
    const application = item.productType === "application" ? applicationOfLine(item.details) : null;
    lines.get(item.orderId)?.push({
      id: item.id,
      productType: item.productType,
      name: pick(item.name, locale),
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      lineTotalCents: item.lineTotalCents,
      travellers: item.productType === "package_booking" ? travellersOf(item.details) : null,
      activations: activations
        .filter((activation) => activation.orderItemId === item.id)
        .map((activation) => ({
          id: activation.id,
          status: activation.status,
          activationCode: activation.status === "ready" ? activation.activationCode : null,
          issuing: esimUnitState(activation) === "issuing",
          installData: activation.status === "ready" ? activation.installData : null,
        })),
      topUps: topUps
        .filter((topUp) => topUp.orderItemId === item.id)
        .map(({ id, status }) => ({ id, status })),
      application,
      // An application's line already names its tracking number.
      reference: item.productType === "package_booking" ? bookingReference(item.productId) : null,
    });
  }
  return lines;
}

export function withInstallViews(lines: readonly OrderLine[]): Promise<OrderLineView[]> {
  return Promise.all(
    lines.map(async (line) => ({
      ...line,
      activations: await Promise.all(
        line.activations.map(async ({ installData, ...activation }) => ({
          ...activation,
          install: activation.activationCode
            ? await esimInstallView(activation.activationCode, installData)
            : null,
        })),
      ),
    })),
  );
}
