import type { PaymentProvider } from "../db/schema/commerce.ts";

export interface PaymentChoice {
  providers: PaymentProvider[];
  /** Used when the customer may not choose, preselected when they may. */
  defaultProvider: PaymentProvider | null;
  allowChoice: boolean;
}
