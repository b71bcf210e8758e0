/**
 * What the checkout screens and the server say to each other (no server imports: the browser uses it).
 */

import type { ApplicationKind } from "../../platform/db/schema/applications.ts";
import type {
  OrderStatus,
  PaymentProvider,
  ProductType,
  ShippingAddress,
} from "../../platform/db/schema/commerce.ts";
import type { StockLevel } from "../../platform/domain/stock-levels.ts";

export type { OrderStatus, PaymentProvider, ProductType, ShippingAddress };

/** One cart line as the browser sends it. `price` (dollars) is only compared, never charged. */
export interface CheckoutLineInput {
  id: string;
  productType: ProductType;
  quantity: number;
  price?: number;
}

/**
 * Why a line cannot be paid as it is: the product does not exist (or is not the browser's type),
 * is not published / no longer bookable, is out of stock, or has fewer units than asked.
 */
export type LineProblem = "unknown" | "unavailable" | "out_of_stock" | "insufficient_stock";

export interface PricedLine {
  id: string;
  productType: ProductType;
  /** In the page's language; empty when the product is unknown (the screen says "unavailable item"). */
  name: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** The price the browser showed, in cents, when it sent one. */
  browserPriceCents: number | null;
  /** The browser's price differs from the catalogue's (the catalogue's is charged). */
  priceChanged: boolean;
  problem: LineProblem | null;
  /**
   * The product's stock level (spec §4), when it keeps stock: never the number of units, which would tell
   * anyone how much is left to buy up or hold.
   */
  stock: StockLevel | null;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** A travel accessory is in the cart: a shipping address is required. */
  needsShipping: boolean;
  /** Some line has a problem: it must be removed (or its quantity lowered) before paying. */
  blocked: boolean;
}

export interface OrderLineView {
  id: string;
  productType: ProductType;
  name: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** eSIM lines of a paid order: one per unit. */
  activations: EsimActivationView[];
  /** An application's fee: which application it pays (the success page links to it). */
  application: ApplicationLineView | null;
}

export interface ApplicationLineView {
  kind: ApplicationKind;
  trackingId: string;
}

export interface EsimActivationView {
  id: string;
  /** "preparing" until an activation code is supplied. */
  status: "preparing" | "ready";
  /** The LPA string ("LPA:1$smdp.example.com$CODE") once ready. */
  activationCode: string | null;
  /** An SVG QR code of the activation code, once ready. */
  qrSvg: string | null;
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
  /** The carrier and tracking number once the order's goods are shipped (issue 14), else null. */
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  lines: OrderLineView[];
}
