// The visa offers' editor, as data (the kit in components/admin/catalogue draws it).
import { field } from "../../../components/admin/catalogue/fields.ts";
import type { CatalogueKindView } from "../../../components/admin/catalogue/kind.ts";

export const VISA_TYPES = ["tourist", "business", "student", "transit", "work"] as const;

export const visaOfferCatalogue = {
  slug: "visa-offers",
  nameField: "title",
  filterField: "visaType",
  columns: ["price"],
  hasStock: false,
  fields: [
    field.name("title", "fields.title"),
    field.name("destination", "fields.destination"),
    field.description(),
    {
      name: "visaType",
      kind: "choice",
      label: "fields.visaType",
      options: VISA_TYPES,
      optionLabel: (value) => `visaTypes.${value}`,
      initial: "tourist",
    },
    field.countryCode("countryCode", true),
    field.price(),
    field.days("processingDays", "fields.processingDays", 365),
    field.days("validityDays", "fields.validityDays", 3650),
    field.slug(),
    field.features("requirements", "fields.requirements"),
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
