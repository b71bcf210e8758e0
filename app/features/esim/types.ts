import type { EsimCategory } from "../../platform/db/schema/catalogue.ts";
import type { StockLevel } from "../../platform/domain/stock-levels.ts";

export type { EsimCategory };

/** One card of the eSIM shop's grid. */
export interface EsimDestinationCard {
  id: string;
  slug: string;
  /** In the page's language. */
  name: string;
  /** ISO 3166-1 alpha-2, lowercase; null for regions and the globe. */
  isoCode: string | null;
  category: EsimCategory;
  imageUrl: string | null;
  /** Active plans. */
  planCount: number;
  /** The cheapest active plan, in cents. */
  fromPriceCents: number;
}

/** An active eSIM plan, ready to show. */
export interface EsimPlan {
  id: string;
  name: string;
  description: string;
  planType: "data" | "data_voice";
  /** null: unlimited data. */
  dataMb: number | null;
  validityDays: number;
  priceCents: number;
  sms: number | null;
  minutes: number | null;
  features: string[];
  imageUrl: string | null;
  stock: StockLevel;
}

/** A destination with its active plans (as sorted and filtered), for the plan dialog and /esim/:slug. */
export interface EsimDestinationDetail extends EsimDestinationCard {
  description: string;
  /** Countries where the plans work, by name in the page's language. */
  coverage: string[];
  /** The cheapest and dearest active plan, in cents (0 when there is none). */
  toPriceCents: number;
  plans: EsimPlan[];
}

/** What the grid's dialog receives: the destination, or the fact that loading it failed. */
export type PlanDialogData =
  | { status: "ok"; destination: EsimDestinationDetail }
  | { status: "error"; slug: string };
