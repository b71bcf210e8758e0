// The travel accessories' editor, as data (the kit in components/admin/catalogue draws it).
import { field } from "../../../components/admin/catalogue/fields.ts";
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

export const ACCESSORY_CATEGORIES = ["comfort", "electronics", "health", "luggage", "security"] as const;

export const accessoryCatalogue = {
  slug: "accessories",
  nameField: "name",
  filterField: "category",
  columns: ["price", "stock"],
  hasStock: true,
  fields: [
    field.name(),
    field.description(),
    {
      name: "category",
      kind: "choice",
      label: "fields.category",
      options: ACCESSORY_CATEGORIES,
      optionLabel: (value) => `categories.${value}`,
      initial: "comfort",
    },
    { name: "brand", kind: "text", label: "fields.brand", required: true, max: 80 },
    field.price(),
    field.startingStock("stock"),
    { name: "size", kind: "localized", label: "fields.size", max: 80 },
    { name: "weightGrams", kind: "integer", label: "fields.weightGrams", min: 0, max: 100_000 },
    {
      name: "warrantyMonths",
      kind: "integer",
      label: "fields.warrantyMonths",
      required: true,
      min: 0,
      max: 120,
      initial: "12",
    },
    { name: "shippingRequired", kind: "flag", label: "fields.shippingRequired", initial: "on" },
    { name: "freeShipping", kind: "flag", label: "fields.freeShipping", initial: "on" },
    field.slug(),
    { name: "gallery", kind: "images", label: "fields.gallery", max: 8 },
  ],
} as const satisfies CatalogueKindView;
