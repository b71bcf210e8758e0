import type { CatalogueKind } from "../../components/admin/catalogue/catalogue.server.ts";
import { accessoryKind } from "../../features/accessories/admin/accessory-catalogue.server.ts";
import { esimDestinationKind, esimPlanKind } from "../../features/esim/admin/esim-catalogue.server.ts";
import { packageKind } from "../../features/packages/admin/package-catalogue.server.ts";
import { permitPlanKind } from "../../features/permits/admin/permit-plan-catalogue.server.ts";
import { visaOfferKind } from "../../features/visa/admin/visa-offer-catalogue.server.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { CatalogueSlug } from "./catalogue-kinds.ts";

const KINDS: Record<CatalogueSlug, CatalogueKind> = {
  "visa-offers": visaOfferKind,
  "licence-plans": permitPlanKind,
  packages: packageKind,
  accessories: accessoryKind,
  "esim-destinations": esimDestinationKind,
  "esim-plans": esimPlanKind,
};

export function catalogueKindOf(pattern: string): CatalogueKind {
  const slug = pattern.replace(/^\/+/, "").split("/")[1] ?? "";
  const kind = (KINDS as Record<string, CatalogueKind>)[slug];
  if (!kind) throw new AppError("API_NOT_FOUND");
  return kind;
}
