// What a catalogue editor edits, as data: one descriptor per kind of product drives its form, its schema (the
// same on both sides), its missing-Arabic check and its list (docs/decisions/028).
import * as z from "zod";
import { validationMessageKeys as K } from "../../../platform/domain/validation.ts";
import { parseMoneyToCents } from "../../../platform/i18n/format.ts";
import type { Localized } from "../../../platform/i18n/localized.ts";
import { type ImageValue, imagesSchema } from "../../forms/image-field-schema.ts";

/** Keys of the "adminCatalogue" namespace. */
type LabelKey = string;

interface Base {
  /** The form's field name; also the column's, unless a kind maps it itself. */
  name: string;
  label: LabelKey;
  hint?: LabelKey;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  /** Set when the item is created only (a starting stock level: later changes go through the stock panel). */
  createOnly?: boolean;
  /** What a new item's form starts with (as the form holds it: "on" for a ticked flag). */
  initial?: string;
}

export type CatalogueField = Base &
  (
    | { kind: "localized"; required?: boolean; multiline?: boolean; max?: number }
    | { kind: "localizedList"; max?: number }
    | { kind: "text"; required?: boolean; max?: number; pattern?: RegExp; ltr?: boolean; lowercase?: boolean }
    | { kind: "integer"; required?: boolean; min?: number; max?: number }
    | { kind: "decimal"; min: number; max: number }
    /** Two-letter country codes, typed "tr, ae, sa". */
    | { kind: "codeList" }
    | { kind: "money" }
    | { kind: "choice"; options: readonly string[]; optionLabel: (value: string) => LabelKey }
    /** Options loaded by the loader (another table's rows): `{ value, label }`. */
    | { kind: "reference" }
    | { kind: "flag" }
    | { kind: "images"; max: number }
  );

export type FieldValue = string | number | boolean | string[] | Localized | Localized[] | ImageValue[] | null;
export type FormValues = Record<string, FieldValue>;

export interface ReferenceOption {
  value: string;
  label: string;
}

const TEXT_MAX = 200;
const LONG_TEXT_MAX = 5000;
const LIST_MAX = 20;
const INTEGER_MAX = 1_000_000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: K.tooLong })
    .optional()
    .transform((value) => value ?? "");

function localizedSchema(field: Extract<CatalogueField, { kind: "localized" }>) {
  const max = field.max ?? (field.multiline ? LONG_TEXT_MAX : TEXT_MAX);
  const en = field.required
    ? z.string({ error: K.required }).trim().min(1, { error: K.required }).max(max, { error: K.tooLong })
    : optionalText(max);
  const schema = z.object({ en, ar: optionalText(max) });
  return field.required ? schema : schema.optional().transform((value) => value ?? { en: "", ar: "" });
}

const listItem = z.object({ en: optionalText(TEXT_MAX), ar: optionalText(TEXT_MAX) });

function fieldSchema(field: CatalogueField): z.ZodType {
  switch (field.kind) {
    case "localized":
      return localizedSchema(field);
    case "localizedList":
      return z
        .array(listItem)
        .max(field.max ?? LIST_MAX, { error: K.tooLong })
        .optional()
        .transform((items) => (items ?? []).filter((item) => item.en !== "" || item.ar !== ""));
    case "text": {
      const max = field.max ?? TEXT_MAX;
      let text = z.string({ error: K.required }).trim().max(max, { error: K.tooLong });
      if (field.lowercase) text = text.toLowerCase();
      if (field.pattern) text = text.regex(field.pattern, { error: K.invalidFormat });
      return field.required
        ? z.string({ error: K.required }).trim().min(1, { error: K.required, abort: true }).pipe(text)
        : text.optional().transform((value) => value ?? "");
    }
    case "integer": {
      const number = z
        .number({ error: K.invalidFormat })
        .int({ error: K.invalidFormat })
        .min(field.min ?? 0, { error: "errors:catalogue.atLeast" })
        .max(field.max ?? INTEGER_MAX, { error: "errors:catalogue.atMost" });
      const asNumber = (text: string) => (/^-?\d{1,9}$/.test(text) ? Number(text) : Number.NaN);
      return field.required
        ? z
            .string({ error: K.required })
            .trim()
            .min(1, { error: K.required, abort: true })
            .transform(asNumber)
            .pipe(number)
        : z
            .string()
            .trim()
            .optional()
            .transform((value) => (value ? asNumber(value) : undefined))
            .pipe(number.optional())
            .transform((value) => value ?? null);
    }
    case "decimal":
      return z
        .string()
        .trim()
        .optional()
        .transform((text, context) => {
          if (!text) return null;
          const value = /^\d{1,6}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
          if (!(value >= field.min && value <= field.max)) {
            context.addIssue({ code: "custom", message: "errors:catalogue.range" });
            return z.NEVER;
          }
          return value;
        });
    case "codeList":
      return z
        .string()
        .trim()
        .max(1000, { error: K.tooLong })
        .optional()
        .transform((text, context) => {
          const codes = (text ?? "")
            .toLowerCase()
            .split(/[\s,،]+/)
            .filter(Boolean);
          if (codes.some((code) => !/^[a-z]{2}$/.test(code))) {
            context.addIssue({ code: "custom", message: "errors:catalogue.countryCodes" });
            return z.NEVER;
          }
          return [...new Set(codes)];
        });
    case "money":
      return z
        .string({ error: K.required })
        .trim()
        .min(1, { error: K.required, abort: true })
        .transform((text, context) => {
          const cents = parseMoneyToCents(text);
          if (cents === null || cents < 0 || cents > 100_000_000) {
            context.addIssue({ code: "custom", message: "errors:catalogue.price" });
            return z.NEVER;
          }
          return cents;
        });
    case "choice":
      return z.enum(field.options as [string, ...string[]], { error: K.required });
    case "reference":
      return z.string({ error: K.required }).uuid({ error: K.required });
    case "flag":
      return z
        .string()
        .optional()
        .transform((value) => value === "on");
    case "images":
      return imagesSchema({ max: field.max });
  }
}

/** `confirmArabic` lets a publish go ahead although an Arabic text is missing (the screen asks first). */
export function catalogueSchema(fields: readonly CatalogueField[], mode: "create" | "edit" = "create") {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields)
    if (mode === "create" || !field.createOnly) shape[field.name] = fieldSchema(field);
  shape.publish = z
    .string()
    .optional()
    .transform((value) => value === "yes");
  shape.confirmArabic = z
    .string()
    .optional()
    .transform((value) => value === "yes");
  return z.object(shape) as unknown as z.ZodType<CatalogueInput, Record<string, unknown>>;
}

export type CatalogueInput = Record<string, unknown> & { publish: boolean; confirmArabic: boolean };

/** The labels of the customer-facing texts whose English is written and whose Arabic is not. */
export function missingArabic(
  fields: readonly CatalogueField[],
  values: Record<string, unknown>,
): LabelKey[] {
  const missing: LabelKey[] = [];
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === "localized") {
      const text = value as Localized | null | undefined;
      if (text?.en?.trim() && !text.ar?.trim()) missing.push(field.label);
    } else if (field.kind === "localizedList") {
      const items = (value as Localized[] | null | undefined) ?? [];
      if (items.some((item) => item.en?.trim() && !item.ar?.trim())) missing.push(field.label);
    } else if (field.kind === "images") {
      const images = (value as ImageValue[] | null | undefined) ?? [];
      if (images.some((image) => image.alt.en.trim() && !image.alt.ar.trim())) missing.push(field.label);
    }
  }
  return missing;
}

/** A new item's form: each field's `initial`. */
export function initialValues(fields: readonly CatalogueField[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) if (field.initial !== undefined) values[field.name] = field.initial;
  return values;
}

/** What the form shows for a stored value (money back in major units, numbers as text). */
export function formDefaults(fields: readonly CatalogueField[], values: FormValues): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === null || value === undefined) continue;
    if (field.kind === "money") defaults[field.name] = ((value as number) / 100).toFixed(2);
    else if (field.kind === "integer" || field.kind === "decimal") defaults[field.name] = String(value);
    else if (field.kind === "codeList") defaults[field.name] = (value as unknown as string[]).join(", ");
    else if (field.kind === "flag") defaults[field.name] = value ? "on" : "";
    else defaults[field.name] = value;
  }
  return defaults;
}

/** The fields several kinds share, written once. */
export const field = {
  /** The customer-facing name or title, required in English. */
  name: (name = "name", label = "fields.name") =>
    ({ name, kind: "localized", label, required: true }) as const satisfies CatalogueField,
  description: () =>
    ({
      name: "description",
      kind: "localized",
      label: "fields.description",
      required: true,
      multiline: true,
    }) as const satisfies CatalogueField,
  price: (label = "fields.price") =>
    ({ name: "priceCents", kind: "money", label }) as const satisfies CatalogueField,
  /** Made from the English name when left empty. */
  slug: () =>
    ({
      name: "slug",
      kind: "text",
      label: "fields.slug",
      hint: "fields.slugHint",
      max: 80,
      pattern: /^[a-z0-9-]*$/,
      ltr: true,
    }) as const satisfies CatalogueField,
  /** Two lowercase letters (ISO 3166); `required` or optional. */
  countryCode: (name: string, required: boolean) =>
    ({
      name,
      kind: "text",
      label: "fields.countryCode",
      hint: "fields.countryCodeHint",
      required,
      max: 2,
      pattern: required ? /^[a-z]{2}$/ : /^([a-z]{2})?$/,
      ltr: true,
      lowercase: true,
    }) as const satisfies CatalogueField,
  /** Set once; later changes go through the stock panel with a reason. */
  startingStock: (name: string) =>
    ({
      name,
      kind: "integer",
      label: "fields.startingStock",
      hint: "fields.startingStockHint",
      min: 0,
      max: 100_000,
      createOnly: true,
    }) as const satisfies CatalogueField,
  cover: (name = "cover") =>
    ({ name, kind: "images", label: "fields.cover", max: 1 }) as const satisfies CatalogueField,
  features: (name = "features", label = "fields.features") =>
    ({ name, kind: "localizedList", label }) as const satisfies CatalogueField,
  days: (name: string, label: string, max: number) =>
    ({ name, kind: "integer", label, required: true, min: 1, max }) as const satisfies CatalogueField,
};
