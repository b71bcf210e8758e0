// The driving-licence and IDL plans' editor, as data (the kit in components/admin/catalogue draws it).
import { field } from "../../../components/admin/catalogue/fields.ts";
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

export const PERMIT_SERVICES = ["international-driving-license", "driving-license"] as const;

export const permitPlanCatalogue = {
  slug: "licence-plans",
  nameField: "title",
  filterField: "service",
  columns: ["price"],
  hasStock: false,
  fields: [
    field.name("title", "fields.title"),
    field.description(),
    {
      name: "service",
      kind: "choice",
      label: "fields.service",
      options: PERMIT_SERVICES,
      optionLabel: (value) => `services.${value}`,
      initial: "international-driving-license",
    },
    field.price(),
    field.days("validityMonths", "fields.validityMonths", 120),
    {
      name: "processingDays",
      kind: "localized",
      label: "fields.processingTime",
      hint: "fields.processingTimeHint",
      required: true,
      max: 60,
    },
    { name: "express", kind: "flag", label: "fields.express", hint: "fields.expressHint" },
    field.features(),
    {
      name: "feePolicy",
      kind: "localized",
      label: "fields.feePolicy",
      hint: "fields.feePolicyHint",
      multiline: true,
      wide: true,
      max: 600,
    },
    field.cover(),
  ],
} as const satisfies CatalogueKindView;
