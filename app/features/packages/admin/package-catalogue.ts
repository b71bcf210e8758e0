// The travel packages' editor, as data (the kit in components/admin/catalogue draws it).
import { field } from "../../../components/admin/catalogue/fields.ts";
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

export const BUDGET_LEVELS = ["budget", "mid_range", "premium", "luxury"] as const;

export const packageCatalogue = {
  slug: "packages",
  nameField: "name",
  filterField: "budgetLevel",
  columns: ["price"],
  hasStock: false,
  fields: [
    field.name(),
    field.name("destination", "fields.destination"),
    field.description(),
    field.price("fields.pricePerTraveller"),
    field.days("durationDays", "fields.durationDays", 365),
    {
      name: "budgetLevel",
      kind: "choice",
      label: "fields.budgetLevel",
      options: BUDGET_LEVELS,
      optionLabel: (value) => `budgetLevels.${value}`,
      initial: "mid_range",
    },
    { name: "rating", kind: "decimal", label: "fields.rating", hint: "fields.ratingHint", min: 0, max: 5 },
    { name: "featured", kind: "flag", label: "fields.featured", hint: "fields.featuredHint" },
    field.slug(),
    field.features("highlights", "fields.highlights"),
    field.cover(),
  ],
} as const satisfies CatalogueKindView;
