// The eSIM destinations' and plans' editors, as data (the kit in components/admin/catalogue draws them).
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
    { name: "name", kind: "localized", label: "fields.name", required: true },
    { name: "description", kind: "localized", label: "fields.description", required: true, multiline: true },
    {
      name: "category",
      kind: "choice",
      label: "fields.esimCategory",
      options: ESIM_CATEGORIES,
      optionLabel: (value) => `esimCategories.${value}`,
    },
    {
      name: "isoCode",
      kind: "text",
      label: "fields.countryCode",
      hint: "fields.countryCodeHint",
      max: 2,
      pattern: /^([a-z]{2})?$/,
      ltr: true,
      lowercase: true,
    },
    { name: "coverage", kind: "codeList", label: "fields.coverage", hint: "fields.coverageHint", wide: true },
    { name: "popular", kind: "flag", label: "fields.popular", hint: "fields.popularHint" },
    {
      name: "slug",
      kind: "text",
      label: "fields.slug",
      hint: "fields.slugHint",
      max: 80,
      pattern: /^[a-z0-9-]*$/,
      ltr: true,
    },
    { name: "image", kind: "images", label: "fields.cover", max: 1 },
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
    { name: "name", kind: "localized", label: "fields.name", required: true },
    { name: "description", kind: "localized", label: "fields.description", required: true, multiline: true },
    {
      name: "planType",
      kind: "choice",
      label: "fields.planType",
      options: PLAN_TYPES,
      optionLabel: (value) => `planTypes.${value}`,
    },
    { name: "priceCents", kind: "money", label: "fields.price" },
    {
      name: "dataMb",
      kind: "integer",
      label: "fields.dataMb",
      hint: "fields.dataMbHint",
      min: 1,
      max: 10_000_000,
    },
    {
      name: "validityDays",
      kind: "integer",
      label: "fields.validityDays",
      required: true,
      min: 1,
      max: 3650,
    },
    { name: "sms", kind: "integer", label: "fields.sms", min: 0, max: 100000 },
    { name: "minutes", kind: "integer", label: "fields.minutes", min: 0, max: 100000 },
    {
      name: "stockQuantity",
      kind: "integer",
      label: "fields.startingStock",
      hint: "fields.startingStockHint",
      min: 0,
      max: 100000,
      createOnly: true,
    },
    { name: "features", kind: "localizedList", label: "fields.features" },
    { name: "image", kind: "images", label: "fields.cover", max: 1 },
  ],
} as const satisfies CatalogueKindView;
