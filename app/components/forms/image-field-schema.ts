// What an <ImageField> posts, checked the same way in the browser and on the server.
import * as z from "zod";
import { validationMessageKeys } from "../../platform/domain/validation.ts";
import { isManagedImageUrl, isSeededImageUrl } from "../../platform/storage/image-urls.ts";

export interface ImageValue {
  url: string;
  alt: { en: string; ar: string };
}

/** Not in the spec: alt text is a sentence, not a caption or an article. */
export const IMAGE_ALT_MAX_LENGTH = 250;
export const DEFAULT_MAX_IMAGES = 20;

const K = validationMessageKeys;

// Optional, then "": Conform's coercion turns an empty input into undefined inside any wrapper.
const altText = z
  .string({ error: K.invalidFormat })
  .trim()
  .max(IMAGE_ALT_MAX_LENGTH, { error: K.tooLong })
  .optional()
  .transform((value) => value ?? "");

/** Only what this shop stored (a managed upload) or shipped (/images/…): never an address typed in. */
export const imageUrlSchema = z
  .string({ error: K.invalidFormat })
  .refine((url) => isManagedImageUrl(url) || isSeededImageUrl(url), { error: K.invalidFormat });

export const imageValueSchema = z.object({
  url: imageUrlSchema,
  alt: z.preprocess((value) => value ?? {}, z.object({ en: altText, ar: altText })),
});

/** An ordered list of images (the first is the cover); absent means none. */
export function imagesSchema({ max = DEFAULT_MAX_IMAGES }: { max?: number } = {}) {
  return z.preprocess(
    (value) => value ?? [],
    z
      .array(imageValueSchema, { error: K.invalidFormat })
      .max(max, { error: "errors:validation.tooManyImages" })
      .refine((images) => new Set(images.map((image) => image.url)).size === images.length, {
        error: K.invalidFormat,
      }),
  );
}

/** For a record's `image_alts` column: alt text by URL. */
export function altsByUrl(images: readonly ImageValue[]): Record<string, { en: string; ar: string }> {
  return Object.fromEntries(images.map((image) => [image.url, { en: image.alt.en, ar: image.alt.ar }]));
}

/** From a record's URLs and its `image_alts` column, for the field's `defaultValue`. */
export function imageValues(
  urls: readonly (string | null | undefined)[],
  alts: Readonly<Record<string, { en?: string; ar?: string }>> | null | undefined,
): ImageValue[] {
  return urls.flatMap((url) =>
    url ? [{ url, alt: { en: alts?.[url]?.en ?? "", ar: alts?.[url]?.ar ?? "" } }] : [],
  );
}
