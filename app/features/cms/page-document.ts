// The page as the editor saves it and as export/import move it between installations (no server imports).
import * as z from "zod";
import { imageUrlSchema } from "../../components/forms/image-field-schema.ts";
import type { BlockContent, BlockType, OfferKind } from "../../platform/db/schema/cms.ts";
import { jsonHasControlCharacters, validationMessageKeys } from "../../platform/domain/validation.ts";
import type { Localized } from "../../platform/i18n/localized.ts";
import { PAGE_SECTIONS } from "./content-types.ts";

const K = validationMessageKeys;

export const KNOWN_BLOCK_TYPES = [
  "rich_text",
  "image",
  "gallery",
  "faq",
  "call_to_action",
  "offer_list",
  "feature_list",
  "steps",
] as const satisfies readonly BlockType[];

export const OFFER_KINDS = [
  "visa",
  "licence",
  "packages",
  "accessories",
  "esim",
] as const satisfies readonly OfferKind[];

export const OFFER_COUNT_MAX = 12;
export const EXPORT_FORMAT = "travel-services-cms";
export const EXPORT_VERSION = 1;

/** The list's sections: the page sections and the blog's posts. */
export const CONTENT_SECTIONS = [...PAGE_SECTIONS, "post"] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export function isKnownBlockType(type: string): type is (typeof KNOWN_BLOCK_TYPES)[number] {
  return (KNOWN_BLOCK_TYPES as readonly string[]).includes(type);
}

const text = (max: number) => z.string({ error: K.invalidFormat }).trim().max(max, { error: K.tooLong });
const localized = (max: number) => z.object({ en: text(max), ar: text(max) }, { error: K.invalidFormat });
/** English is the fallback language: it may not be empty where a text is required. */
const required = (max: number) =>
  localized(max).refine((value) => value.en !== "", { error: K.required, path: ["en"] });
const optionalLocalized = (max: number) => localized(max).optional();

/** Site paths, web, mail and phone links; never javascript: or a protocol-relative link. */
export const hrefSchema = z
  .string({ error: K.invalidFormat })
  .trim()
  .max(500, { error: K.tooLong })
  .refine(
    (value) =>
      (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) ||
      value.startsWith("#") ||
      /^(https?:\/\/|mailto:|tel:)/i.test(value),
    { error: K.invalidFormat },
  );

/** The site's own images and managed uploads only (the image field's rule; the CSP allows only those). */
export { imageUrlSchema };

const image = z.object({ url: imageUrlSchema, alt: localized(300) });
const item = z.object({ title: required(200), text: localized(2000) });

/** The content of each known type; the HTML of rich text is sanitised by the server after this check. */
export const blockContentSchemas = {
  rich_text: z.object({
    heading: optionalLocalized(200),
    body: optionalLocalized(50_000),
    html: optionalLocalized(100_000),
  }),
  image: image,
  gallery: z.object({ images: z.array(image).min(1, { error: K.required }).max(24) }),
  faq: z.object({
    items: z.array(z.object({ question: required(300), answer: required(5000) })).max(50),
  }),
  call_to_action: z.object({ label: required(100), href: hrefSchema, body: optionalLocalized(500) }),
  offer_list: z.object({
    heading: optionalLocalized(200),
    kind: z.enum(OFFER_KINDS, { error: K.invalidFormat }),
    count: z.coerce.number({ error: K.invalidFormat }).int().min(1).max(OFFER_COUNT_MAX),
  }),
  feature_list: z.object({ heading: optionalLocalized(200), items: z.array(item).min(1).max(24) }),
  steps: z.object({ heading: optionalLocalized(200), items: z.array(item).min(1).max(24) }),
} satisfies Record<(typeof KNOWN_BLOCK_TYPES)[number], z.ZodType>;

/** A block of another type (a newer version's, a retired one) is kept as it came: an object, bounded. */
const unknownContent = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 200_000, { error: K.tooLong });

export const blockSchema = z
  .object({
    type: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,49}$/, { error: K.invalidFormat }),
    content: z.unknown(),
  })
  .transform((block, context) => {
    if (!isKnownBlockType(block.type)) {
      const kept = unknownContent.safeParse(block.content ?? {});
      if (!kept.success) {
        context.addIssue({ code: "custom", message: K.invalidFormat, path: ["content"] });
        return z.NEVER;
      }
      return { type: block.type, content: kept.data };
    }
    const parsed = blockContentSchemas[block.type].safeParse(block.content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        context.addIssue({ code: "custom", message: issue.message, path: ["content", ...issue.path] });
      return z.NEVER;
    }
    return { type: block.type, content: parsed.data as Record<string, unknown> };
  });

export type StoredBlock = { type: string; content: Record<string, unknown> };

/** A block as the editor holds it: `key` is its identity while it is dragged; `content` without its type. */
export interface EditorBlock extends StoredBlock {
  key: string;
}

export const slugSchema = z
  .string({ error: K.required })
  .trim()
  .toLowerCase()
  .min(1, { error: K.required })
  .max(100, { error: K.tooLong })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "adminCms:errors.slugFormat" });

export const pageFieldsSchema = z.object({
  section: z.enum(PAGE_SECTIONS, { error: K.invalidFormat }),
  slug: slugSchema,
  title: required(200),
  summary: localized(1000),
  seoTitle: localized(200).nullish(),
  seoDescription: localized(500).nullish(),
});

export const pageDocumentSchema = pageFieldsSchema.extend({
  kind: z.literal("page"),
  blocks: z.array(blockSchema).max(200, { error: K.tooLong }),
});

export const postDocumentSchema = z.object({
  kind: z.literal("post"),
  slug: slugSchema,
  title: required(200),
  excerpt: localized(1000),
  body: localized(100_000),
  coverImageUrl: imageUrlSchema.nullish(),
  author: text(100).min(1, { error: K.required }),
});

export const contentDocumentSchema = z.discriminatedUnion("kind", [pageDocumentSchema, postDocumentSchema], {
  error: K.invalidFormat,
});
export type PageDocument = z.output<typeof pageDocumentSchema>;
export type PostDocument = z.output<typeof postDocumentSchema>;
export type ContentDocument = z.output<typeof contentDocumentSchema>;

/** The file an export downloads and an import reads. */
export const exportFileSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { error: "adminCms:errors.importFormat" }),
  version: z.number().int().min(1),
  document: contentDocumentSchema,
});

/** Parsed JSON without control characters (an escaped NUL included), else undefined. */
export function parseJsonText(text: string): unknown {
  try {
    const json = JSON.parse(text) as unknown;
    return jsonHasControlCharacters(json) ? undefined : json;
  } catch {
    return undefined;
  }
}

/** A JSON string posted by the editor. */
export function jsonField<S extends z.ZodType>(schema: S) {
  return z
    .string({ error: K.required })
    .max(2_000_000, { error: K.tooLong })
    .transform((value, context) => {
      const json = parseJsonText(value);
      if (json === undefined) {
        context.addIssue({ code: "custom", message: K.invalidFormat });
        return z.NEVER;
      }
      return json as unknown;
    })
    .pipe(schema);
}

function isLocalized(value: unknown): value is Localized {
  return typeof value === "object" && value !== null && typeof (value as Localized).en === "string";
}

/** Every text with an English value and no Arabic one, anywhere in the document (names for the list's flag). */
export function missingArabic(value: unknown): boolean {
  if (isLocalized(value)) return value.en.trim() !== "" && (value.ar ?? "").trim() === "";
  if (Array.isArray(value)) return value.some(missingArabic);
  if (typeof value === "object" && value !== null) return Object.values(value).some(missingArabic);
  return false;
}

export function emptyLocalized(): Localized {
  return { en: "", ar: "" };
}

/** The content a new block of `type` starts with. */
export function newBlockContent(type: (typeof KNOWN_BLOCK_TYPES)[number]): BlockContent {
  switch (type) {
    case "rich_text":
      return { type, heading: emptyLocalized(), html: emptyLocalized() };
    case "image":
      return { type, url: "", alt: emptyLocalized() };
    case "gallery":
      return { type, images: [] };
    case "faq":
      return { type, items: [{ question: emptyLocalized(), answer: emptyLocalized() }] };
    case "call_to_action":
      return { type, label: emptyLocalized(), href: "/", body: emptyLocalized() };
    case "offer_list":
      return { type, heading: emptyLocalized(), kind: "visa", count: 3 };
    case "feature_list":
    case "steps":
      return {
        type,
        heading: emptyLocalized(),
        items: [{ title: emptyLocalized(), text: emptyLocalized() }],
      };
  }
}
