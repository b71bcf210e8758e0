/**
 * E-mails of the checkout, in the customer's language. OWNER: checkout-UI helper.
 */
import type { Services } from "../../platform/services.server.ts";

/** The order confirmation; a mail failure is logged, never thrown. */
export async function sendOrderConfirmation(_services: Services, _orderId: string): Promise<void> {
  throw new Error("not implemented");
}

/** The eSIM activation code with its QR code; a mail failure is logged, never thrown. */
export async function sendEsimActivation(_services: Services, _activationId: string): Promise<void> {
  throw new Error("not implemented");
}
