// The travel accessories' editor, as data (the kit in components/admin/catalogue draws it).
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

export const ACCESSORY_CATEGORIES = ["comfort", "electronics", "health", "luggage", "security"] as const;

export const accessoryCatalogue = {
  slug: "accessories",
  nameField: "name",
  filterField: "category",
  columns: ["price", "stock"],
  hasStock: true,
  fields: [
    { name: "name", kind: "localized", label: "fields.name", required: true },
    { name: "description", kind: "localized", label: "fields.description", required: true, multiline: true },
    {
      name: "category",
      kind: "choice",
      label: "fields.category",
      options: ACCESSORY_CATEGORIES,
      optionLabel: (value) => `categories.${value}`,
    },
    { name: "brand", kind: "text", label: "fields.brand", required: true, max: 80 },
    { name: "priceCents", kind: "money", label: "fields.price" },
    {
      name: "stock",
      kind: "integer",
      label: "fields.startingStock",
      hint: "fields.startingStockHint",
      min: 0,
      max: 100000,
      createOnly: true,
    },
    { name: "size", kind: "localized", label: "fields.size", max: 80 },
    { name: "weightGrams", kind: "integer", label: "fields.weightGrams", min: 0, max: 100000 },
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
    {
      name: "slug",
      kind: "text",
      label: "fields.slug",
      hint: "fields.slugHint",
      max: 80,
      pattern: /^[a-z0-9-]*$/,
      ltr: true,
    },
    { name: "gallery", kind: "images", label: "fields.gallery", max: 8 },
  ],
} as const satisfies CatalogueKindView;
