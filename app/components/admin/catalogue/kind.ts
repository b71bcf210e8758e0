// A kind of product as its editor sees it: the isomorphic half of its descriptor (the screens read it).
import { defineList, enumFilter, patternFilter } from "../../../platform/lists/list-query.ts";
import type { CatalogueField } from "./fields.ts";

export const CATALOGUE_STATUSES = ["active", "inactive", "archived"] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export const STOCK_REASONS = ["received", "correction", "damaged"] as const;

export interface CatalogueKindView {
  /** The URL segment under /admin and the key of its texts in "adminCatalogue" ("visa-offers"). */
  slug: string;
  fields: readonly CatalogueField[];
  /** The localized field shown as the item's name. */
  nameField: string;
  /** A choice field offered as a filter of the list. */
  filterField?: string;
  /** Columns beside name and status: price, stock. */
  columns: readonly ("price" | "stock")[];
  hasStock: boolean;
  /** A kind listed inside another's page (an eSIM destination's plans): its parent's reference field. */
  parent?: { field: string; slug: string };
  /** A list column saying whether a column is set (an eSIM plan issued automatically or by hand). */
  marker?: { column: string; label: string; set: string; unset: string };
  /** Pages of the kind reached from its list beside "New" (an eSIM import), with their label keys. */
  listLinks?: readonly { href: string; label: string }[];
  /** What an item costs the shop (an eSIM plan's provider net price), shown beside its price with the margin. */
  cost?: { column: string; syncedColumn: string; label: string; hint: string };
}

export const catalogueList = defineList({
  sorts: ["updated", "created", "name", "price", "stock", "status"],
  defaultSort: { column: "updated", direction: "desc" },
  filters: {
    status: enumFilter(CATALOGUE_STATUSES),
    arabic: enumFilter(["missing"] as const),
    stock: enumFilter(["low"] as const),
    choice: patternFilter(/^[a-z0-9_-]{1,40}$/),
    parent: patternFilter(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  },
});

export type CatalogueListQuery = ReturnType<(typeof catalogueList)["parse"]>;

export interface CatalogueListRow {
  id: string;
  name: string;
  status: CatalogueStatus;
  missingArabic: boolean;
  priceCents: number | null;
  stock: number | null;
  choice: string | null;
  /** The kind's marker: whether its column is set. */
  marked: boolean | null;
  updatedAt: string;
  storefrontHref: string | null;
}

export interface StockMovementView {
  id: string;
  delta: number;
  stockAfter: number;
  reason: (typeof STOCK_REASONS)[number];
  note: string | null;
  actor: string | null;
  createdAt: string;
}

export interface CatalogueItemView {
  id: string;
  name: string;
  status: CatalogueStatus;
  values: Record<string, unknown>;
  /** Labels (keys) of the texts whose Arabic is missing. */
  missingArabic: string[];
  /** The row's time of saving: a save from a stale tab is refused. */
  version: string;
  createdAt: string;
  updatedAt: string;
  storefrontHref: string | null;
  stock: { level: number; history: StockMovementView[] } | null;
  /** The references that keep it from being deleted (it would be archived instead). */
  references: number;
  children: CatalogueListRow[] | null;
  /** The kind's cost beside the price; null cents when unknown. */
  cost: { cents: number | null; priceCents: number; syncedAt: string | null } | null;
}
