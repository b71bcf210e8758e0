// The driving-licence and IDL plans' editor, as data (the kit in components/admin/catalogue draws it).
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

export const PERMIT_SERVICES = ["international-driving-license", "driving-license"] as const;

export const permitPlanCatalogue = {
  slug: "licence-plans",
  nameField: "title",
  filterField: "service",
  columns: ["price"],
  hasStock: false,
  fields: [
    { name: "title", kind: "localized", label: "fields.title", required: true },
    { name: "description", kind: "localized", label: "fields.description", required: true, multiline: true },
    {
      name: "service",
      kind: "choice",
      label: "fields.service",
      options: PERMIT_SERVICES,
      optionLabel: (value) => `services.${value}`,
    },
    { name: "priceCents", kind: "money", label: "fields.price" },
    {
      name: "validityMonths",
      kind: "integer",
      label: "fields.validityMonths",
      required: true,
      min: 1,
      max: 120,
    },
    {
      name: "processingDays",
      kind: "localized",
      label: "fields.processingTime",
      hint: "fields.processingTimeHint",
      required: true,
      max: 60,
    },
    { name: "express", kind: "flag", label: "fields.express", hint: "fields.expressHint" },
    { name: "features", kind: "localizedList", label: "fields.features" },
    { name: "cover", kind: "images", label: "fields.cover", max: 1 },
  ],
} as const satisfies CatalogueKindView;
