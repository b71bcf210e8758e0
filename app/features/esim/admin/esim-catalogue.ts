// The eSIM destinations' and plans' editors, as data (the kit in components/admin/catalogue draws them).
import { field } from "../../../components/admin/catalogue/fields.ts";
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

/** The catalogue sync's page, reached from both eSIM lists. */
export const ESIM_IMPORT_HREF = "/admin/esim-destinations/import";
const importLink = { href: ESIM_IMPORT_HREF, label: "esimImport.open" } as const;

export const ESIM_CATEGORIES = ["country", "regional", "global"] as const;
export const PLAN_TYPES = ["data", "data_voice"] as const;

export const esimDestinationCatalogue = {
  slug: "esim-destinations",
  nameField: "name",
  filterField: "category",
  columns: [],
  hasStock: false,
  listLinks: [importLink],
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
  listLinks: [importLink],
  marker: {
    column: "providerPackageId",
    label: "fields.fulfilment",
    set: "fulfilment.automatic",
    unset: "fulfilment.manual",
  },
  cost: {
    column: "providerNetPriceCents",
    syncedColumn: "providerSyncedAt",
    label: "cost.providerNet",
    hint: "cost.providerNetHint",
  },
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
      name: "providerPackageId",
      kind: "text",
      label: "fields.providerPackage",
      hint: "fields.providerPackageHint",
      max: 120,
      pattern: /^[A-Za-z0-9._:-]*$/,
      ltr: true,
    },
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
