// No server imports: the browser uses this module.

import type { LineProblem } from "../../components/cart/cart.ts";
import type { ApplicationKind } from "../../platform/db/schema/applications.ts";
import type {
  EsimTopUpStatus,
  OrderStatus,
  PaymentProvider,
  ProductType,
  ShippingAddress,
} from "../../platform/db/schema/commerce.ts";
import type { StockLevel } from "../../platform/domain/stock-levels.ts";
import type { EsimInstallView } from "../../platform/esim/install-links.ts";

export type { LineProblem, OrderStatus, PaymentProvider, ProductType, ShippingAddress };

/** `price` (dollars) is only compared, never charged. */
export interface CheckoutLineInput {
  id: string;
  productType: ProductType;
  quantity: number;
  price?: number;
}

export interface PricedLine {
  id: string;
  productType: ProductType;
  /** In the page's language; empty when the product is unknown (the screen says "unavailable item"). */
  name: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  browserPriceCents: number | null;
  /** The catalogue's price is charged. */
  priceChanged: boolean;
  problem: LineProblem | null;
  /** Never the number of units (spec §4): that would tell anyone how much is left to buy up or hold. */
  stock: StockLevel | null;
  /** The most one customer may order (the limit the product page shows); null when there is no stock. */
  maxQuantity: number | null;
  /** The people a booking line is for (its one unit is the whole booking); null for everything else. */
  travellers: number | null;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  needsShipping: boolean;
  blocked: boolean;
}

export interface OrderLineView {
  id: string;
  productType: ProductType;
  name: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** As on `PricedLine`. */
  travellers: number | null;
  activations: EsimActivationView[];
  /** A top-up line's units, each added to its eSIM by the provider after payment. */
  topUps: EsimTopUpView[];
  application: ApplicationLineView | null;
  /** A booking's BK- reference, which its customer knows it by (an application's name has its number). */
  reference: string | null;
}

export interface ApplicationLineView {
  kind: ApplicationKind;
  trackingId: string;
}

export interface EsimTopUpView {
  id: string;
  status: EsimTopUpStatus;
}

export interface EsimActivationView {
  id: string;
  status: "preparing" | "ready";
  /** The LPA string ("LPA:1$smdp.example.com$CODE") once ready. */
  activationCode: string | null;
  /** What the install card shows, once ready. */
  install: EsimInstallView | null;
  /** The provider is issuing it now: pages wait for it (seconds) rather than for staff. */
  issuing: boolean;
}

export interface OrderView {
  id: string;
  number: string;
  status: OrderStatus;
  provider: PaymentProvider | null;
  currency: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  shippingAddress: ShippingAddress | null;
  createdAt: string;
  paidAt: string | null;
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  lines: OrderLineView[];
}
