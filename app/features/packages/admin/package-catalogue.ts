// The travel packages' editor, as data (the kit in components/admin/catalogue draws it).
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

export const BUDGET_LEVELS = ["budget", "mid_range", "premium", "luxury"] as const;

export const packageCatalogue = {
  slug: "packages",
  nameField: "name",
  filterField: "budgetLevel",
  columns: ["price"],
  hasStock: false,
  fields: [
    { name: "name", kind: "localized", label: "fields.name", required: true },
    { name: "destination", kind: "localized", label: "fields.destination", required: true },
    { name: "description", kind: "localized", label: "fields.description", required: true, multiline: true },
    { name: "priceCents", kind: "money", label: "fields.pricePerTraveller" },
    { name: "durationDays", kind: "integer", label: "fields.durationDays", required: true, min: 1, max: 365 },
    {
      name: "budgetLevel",
      kind: "choice",
      label: "fields.budgetLevel",
      options: BUDGET_LEVELS,
      optionLabel: (value) => `budgetLevels.${value}`,
    },
    { name: "rating", kind: "decimal", label: "fields.rating", hint: "fields.ratingHint", min: 0, max: 5 },
    { name: "featured", kind: "flag", label: "fields.featured", hint: "fields.featuredHint" },
    {
      name: "slug",
      kind: "text",
      label: "fields.slug",
      hint: "fields.slugHint",
      max: 80,
      pattern: /^[a-z0-9-]*$/,
      ltr: true,
    },
    { name: "highlights", kind: "localizedList", label: "fields.highlights" },
    { name: "cover", kind: "images", label: "fields.cover", max: 1 },
  ],
} as const satisfies CatalogueKindView;
