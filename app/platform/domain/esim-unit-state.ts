import type { EsimActivationStatus } from "../db/schema/index.ts";

/** What a page says of an eSIM unit: "issuing" is one still preparing while the provider issues it (seconds),
 * rather than waiting for staff to type its code. */
export type EsimUnitState = EsimActivationStatus | "issuing";

export function esimUnitState(unit: {
  status: EsimActivationStatus;
  providerPackageId: string | null;
  fulfilmentFailedAt: Date | null;
}): EsimUnitState {
  if (unit.status === "ready") return "ready";
  return unit.providerPackageId !== null && unit.fulfilmentFailedAt === null ? "issuing" : "preparing";
}
