// The catalogue sync's page as its screen reads it, and its filters (shared by the loader and the screen).
import type { CatalogueStatus } from "../../../components/admin/catalogue/kind.ts";
import type { EsimProviderName } from "../../../platform/esim/provider.ts";

export const IMPORT_SHOWS = ["all", "new", "changed", "mapped"] as const;
export type ImportShow = (typeof IMPORT_SHOWS)[number];

/** "new": no plan of ours; "mapped": a plan sells it; "changed": mapped, and the provider's net price moved. */
export type PackageState = "new" | "mapped" | "changed";

export interface ImportPlanView {
  id: string;
  name: string;
  priceCents: number;
  status: CatalogueStatus;
  /** The net price at the last sync. */
  netPriceCents: number | null;
}

export interface ImportPackageView {
  packageId: string;
  title: string;
  dataMb: number | null;
  validityDays: number;
  netPriceCents: number;
  retailPriceCents: number;
  state: PackageState;
  plans: ImportPlanView[];
}

export interface ImportDestinationView {
  key: string;
  name: string;
  kind: "country" | "regional" | "global";
  countries: string[];
  /** Our destination it goes under; null: importing creates it as a draft. */
  ours: { id: string; name: string; status: CatalogueStatus } | null;
  packages: ImportPackageView[];
}

export interface ImportPageView {
  provider: EsimProviderName | null;
  /** Why the provider's list could not be read. */
  error: string | null;
  counts: Record<PackageState, number> & { total: number };
  destinations: ImportDestinationView[];
  /** Plans mapped to a package the provider no longer lists. */
  orphans: { id: string; name: string; packageId: string }[];
  show: ImportShow;
  q: string;
}

/** The page opens on the packages not imported yet: what an import is for. */
export function importQuery(search: URLSearchParams): { show: ImportShow; q: string } {
  const show = search.get("show");
  return {
    show: (IMPORT_SHOWS as readonly string[]).includes(show ?? "") ? (show as ImportShow) : "new",
    q: (search.get("q") ?? "").trim().slice(0, 100),
  };
}
