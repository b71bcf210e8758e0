import type { EsimCategory } from "../../platform/db/schema/catalogue.ts";
import type { StockLevel } from "../../platform/domain/stock-levels.ts";

export type { EsimCategory };

/** No id: the slug names a card (its link, its React key), and every byte is in the page's loader data. */
export interface EsimDestinationCard {
  slug: string;
  name: string;
  /** Null for regions and the globe. */
  isoCode: string | null;
  category: EsimCategory;
  imageUrl: string | null;
  planCount: number;
  fromPriceCents: number;
}

export interface EsimPlan {
  id: string;
  name: string;
  description: string;
  planType: "data" | "data_voice";
  /** Null: unlimited data. */
  dataMb: number | null;
  validityDays: number;
  priceCents: number;
  sms: number | null;
  minutes: number | null;
  features: string[];
  imageUrl: string | null;
  stock: StockLevel;
  /** The most one customer may order (the cart stops there). */
  maxQuantity: number;
}

export interface EsimDestinationDetail extends EsimDestinationCard {
  id: string;
  description: string;
  coverage: string[];
  /** 0 when there is no plan. */
  toPriceCents: number;
  plans: EsimPlan[];
}

export type PlanDialogData =
  | { status: "ok"; destination: EsimDestinationDetail }
  | { status: "error"; slug: string };
