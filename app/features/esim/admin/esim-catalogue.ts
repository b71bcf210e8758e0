// The eSIM destinations' and plans' editors, as data (the kit in components/admin/catalogue draws them).
import { field } from "../../../components/admin/catalogue/fields.ts";
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

export const ESIM_CATEGORIES = ["country", "regional", "global"] as const;
export const PLAN_TYPES = ["data", "data_voice"] as const;

export const esimDestinationCatalogue = {
  slug: "esim-destinations",
  nameField: "name",
  filterField: "category",
  columns: [],
  hasStock: false,
  fields: [
    field.name(),
    field.description(),
    {
      name: "category",
      kind: "choice",
      label: "fields.esimCategory",
      options: ESIM_CATEGORIES,
      optionLabel: (value) => `esimCategories.${value}`,
      initial: "country",
    },
    field.countryCode("isoCode", false),
    { name: "coverage", kind: "codeList", label: "fields.coverage", hint: "fields.coverageHint", wide: true },
    { name: "popular", kind: "flag", label: "fields.popular", hint: "fields.popularHint" },
    field.slug(),
    field.cover("image"),
  ],
} as const satisfies CatalogueKindView;

export const esimPlanCatalogue = {
  slug: "esim-plans",
  nameField: "name",
  filterField: "planType",
  columns: ["price", "stock"],
  hasStock: true,
  parent: { field: "destinationId", slug: "esim-destinations" },
  fields: [
    { name: "destinationId", kind: "reference", label: "fields.esimDestination" },
    field.name(),
    field.description(),
    {
      name: "planType",
      kind: "choice",
      label: "fields.planType",
      options: PLAN_TYPES,
      optionLabel: (value) => `planTypes.${value}`,
      initial: "data",
    },
    field.price(),
    {
      name: "dataMb",
      kind: "integer",
      label: "fields.dataMb",
      hint: "fields.dataMbHint",
      min: 1,
      max: 10_000_000,
    },
    field.days("validityDays", "fields.validityDays", 3650),
    { name: "sms", kind: "integer", label: "fields.sms", min: 0, max: 100_000 },
    { name: "minutes", kind: "integer", label: "fields.minutes", min: 0, max: 100_000 },
    field.startingStock("stockQuantity"),
    field.features(),
    field.cover("image"),
  ],
} as const satisfies CatalogueKindView;
