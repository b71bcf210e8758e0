// Every kind of product the back office edits, by its URL segment: routes.ts registers the two catalogue
// routes once per kind, and the screens read their descriptor here.
import type { CatalogueKindView } from "../../components/admin/catalogue/kind.ts";
import { accessoryCatalogue } from "../../features/accessories/admin/accessory-catalogue.ts";
import { esimDestinationCatalogue, esimPlanCatalogue } from "../../features/esim/admin/esim-catalogue.ts";
import { packageCatalogue } from "../../features/packages/admin/package-catalogue.ts";
import { permitPlanCatalogue } from "../../features/permits/admin/permit-plan-catalogue.ts";
import { visaOfferCatalogue } from "../../features/visa/admin/visa-offer-catalogue.ts";

export const CATALOGUE_KINDS = {
  [visaOfferCatalogue.slug]: visaOfferCatalogue,
  [permitPlanCatalogue.slug]: permitPlanCatalogue,
  [packageCatalogue.slug]: packageCatalogue,
  [accessoryCatalogue.slug]: accessoryCatalogue,
  [esimDestinationCatalogue.slug]: esimDestinationCatalogue,
  [esimPlanCatalogue.slug]: esimPlanCatalogue,
} as const satisfies Record<string, CatalogueKindView>;

export type CatalogueSlug = keyof typeof CATALOGUE_KINDS;

export const CATALOGUE_SLUGS = Object.keys(CATALOGUE_KINDS) as CatalogueSlug[];

/** "admin/visa-offers/:id" → the visa offers' descriptor. */
export function catalogueViewOf(patternOrPath: string): CatalogueKindView {
  const slug = patternOrPath.replace(/^\/+/, "").split("/")[1] ?? "";
  const view = (CATALOGUE_KINDS as Record<string, CatalogueKindView>)[slug];
  if (!view) throw new Error(`No catalogue kind for ${patternOrPath}`);
  return view;
}
