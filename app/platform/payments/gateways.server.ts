/**
 * The gateways the payment settings enable, and which of them may sell a given cart.
 * OWNER: payments helper.
 */
import type { PaymentChoice } from "../../features/checkout/types.ts";
import type { ProductType } from "../db/schema/index.ts";
import type { Services } from "../services.server.ts";
import type { PaymentGateway, PaymentProvider } from "./gateway.server.ts";

export interface EnabledGateways {
  gateways: Partial<Record<PaymentProvider, PaymentGateway>>;
  defaultProvider: PaymentProvider;
  allowCustomerChoice: boolean;
  testMode: boolean;
}

/** Reads the payment settings (secrets decrypted server-side only) and builds the enabled gateways. */
export async function loadGateways(_services: Services): Promise<EnabledGateways> {
  throw new Error("not implemented");
}

/** The providers that are enabled and may sell every product type of the cart. */
export function paymentChoice(_enabled: EnabledGateways, _productTypes: ProductType[]): PaymentChoice {
  throw new Error("not implemented");
}
