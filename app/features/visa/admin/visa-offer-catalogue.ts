// The visa offers' editor, as data (the kit in components/admin/catalogue draws it).
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

export const VISA_TYPES = ["tourist", "business", "student", "transit", "work"] as const;

export const visaOfferCatalogue = {
  slug: "visa-offers",
  nameField: "title",
  filterField: "visaType",
  columns: ["price"],
  hasStock: false,
  fields: [
    { name: "title", kind: "localized", label: "fields.title", required: true },
    { name: "destination", kind: "localized", label: "fields.destination", required: true },
    { name: "description", kind: "localized", label: "fields.description", required: true, multiline: true },
    {
      name: "visaType",
      kind: "choice",
      label: "fields.visaType",
      options: VISA_TYPES,
      optionLabel: (value) => `visaTypes.${value}`,
    },
    {
      name: "countryCode",
      kind: "text",
      label: "fields.countryCode",
      hint: "fields.countryCodeHint",
      required: true,
      max: 2,
      pattern: /^[a-z]{2}$/,
      ltr: true,
      lowercase: true,
    },
    { name: "priceCents", kind: "money", label: "fields.price" },
    {
      name: "processingDays",
      kind: "integer",
      label: "fields.processingDays",
      required: true,
      min: 1,
      max: 365,
    },
    {
      name: "validityDays",
      kind: "integer",
      label: "fields.validityDays",
      required: true,
      min: 1,
      max: 3650,
    },
    {
      name: "slug",
      kind: "text",
      label: "fields.slug",
      hint: "fields.slugHint",
      max: 80,
      pattern: /^[a-z0-9-]*$/,
      ltr: true,
    },
    { name: "requirements", kind: "localizedList", label: "fields.requirements" },
    { name: "cover", kind: "images", label: "fields.cover", max: 1 },
  ],
} as const satisfies CatalogueKindView;
