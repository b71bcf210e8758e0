// Test mode: a local page approves or declines. No money moves and there is no webhook.
import { randomBytes } from "node:crypto";
import { AppError } from "../http/errors.ts";
import {
  type CheckoutRequest,
  type CheckoutStart,
  type PaymentEvent,
  type PaymentGateway,
  PaymentRefundError,
  type RefundRequest,
  type RefundResult,
} from "./gateway.server.ts";
import type { EnabledGateways } from "./gateways.server.ts";

export function createSandboxGateway(appUrl: string): PaymentGateway {
  return {
    name: "sandbox",
    sells: () => true,
    async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
      return {
        redirectUrl: `${appUrl}/checkout/sandbox/${encodeURIComponent(request.orderId)}`,
        reference: `sandbox_${randomBytes(12).toString("hex")}`,
      };
    },
    /** One refund id per order, so that a retry gets the same. */
    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!request.reference.startsWith("sandbox_"))
        throw new PaymentRefundError(`No sandbox payment ${request.reference}`);
      return { refundId: `sandbox_refund_${request.reference.slice("sandbox_".length)}` };
    },
  };
}

export function assertSandboxAllowed(enabled: Pick<EnabledGateways, "testMode" | "gateways">): void {
  if (!enabled.testMode || !enabled.gateways.sandbox) throw new AppError("AUTH_FORBIDDEN");
}

/** The event id is the order and the decision, so that a repeated click is applied once. */
export function sandboxPaymentEvent(input: {
  orderId: string;
  reference: string | null;
  approved: boolean;
  now?: Date;
}): PaymentEvent {
  const outcome = input.approved ? "paid" : "failed";
  return {
    provider: "sandbox",
    eventId: `sandbox:${input.orderId}:${outcome}`,
    type: input.approved ? "sandbox.approved" : "sandbox.declined",
    outcome,
    orderId: input.orderId,
    reference: input.reference,
    occurredAt: input.now ?? new Date(),
    payload: { orderId: input.orderId, approved: input.approved },
  };
}
