/**
 * Applying provider events to orders: each event id once, transitions only forward, stock released
 * when a payment fails or expires. OWNER: core helper.
 */
import type { Queryable } from "../../platform/db/client.server.ts";
import type { PaymentEvent } from "../../platform/payments/gateway.server.ts";

export interface AppliedEvent {
  /** "duplicate": this event id was seen before; "ignored": recorded, but changes nothing. */
  result: "applied" | "duplicate" | "ignored";
  orderId: string | null;
  /** The order's status after the event, when it names an order. */
  status: string | null;
  /** The order became paid by this event (send the confirmation). */
  becamePaid: boolean;
}

export async function applyPaymentEvent(_db: Queryable, _event: PaymentEvent): Promise<AppliedEvent> {
  throw new Error("not implemented");
}

/** Cancels pending orders past their expiry and releases their stock; returns how many. */
export async function expireStaleOrders(_db: Queryable, _now?: Date): Promise<number> {
  throw new Error("not implemented");
}
