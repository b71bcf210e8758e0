import type { PaymentProvider } from "../db/schema/commerce.ts";

/** The providers the customer may pay this cart with (enabled and allowed to sell every line). */
export interface PaymentChoice {
  providers: PaymentProvider[];
  /** The provider used when the customer may not choose, or preselected when they may. */
  defaultProvider: PaymentProvider | null;
  allowChoice: boolean;
}
