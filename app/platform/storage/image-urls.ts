// The URL of a managed image names every variant stored beside it, so a component can build its srcsets
// without asking the server. No server imports and no zod: <Picture> is on every page's first load.

/** Widths (CSS px × density) the storefront asks for: from the 84 px visa thumbnail and the 56–128 px eSIM
 * flags at 2x, through the 300–400 px catalogue cards, to the ~560 px package and accessory heroes at 2x. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;

/** Where storage serves the `uploads` bucket (local-storage.server.ts: publicBaseUrl "/files"). */
export const MANAGED_IMAGE_PREFIX = "/files/uploads/images/";

/** `images/<uuid>/<name>-<largest width>.<jpg|png>`: the default variant, the one a record keeps. */
const MANAGED_IMAGE =
  /^\/files\/uploads\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([a-z0-9_.-]{1,100})-([1-9]\d{0,4})\.(jpg|png)$/;

export interface ManagedImage {
  id: string;
  /** the sanitised name without its extension */
  name: string;
  /** the width of the largest variant (the default one) */
  width: number;
  fallbackFormat: "jpg" | "png";
}

export function parseManagedImageUrl(url: string): ManagedImage | null {
  const match = MANAGED_IMAGE.exec(url);
  if (!match) return null;
  const [, id, name, width, fallbackFormat] = match as unknown as [
    string,
    string,
    string,
    string,
    "jpg" | "png",
  ];
  if (name.startsWith(".")) return null;
  return { id, name, width: Number(width), fallbackFormat };
}

export function isManagedImageUrl(url: unknown): url is string {
  return typeof url === "string" && parseManagedImageUrl(url) !== null;
}

/** The seeded artwork under /images/ (public/images): never stored, never removed. */
export function isSeededImageUrl(url: unknown): url is string {
  return (
    typeof url === "string" &&
    /^\/images\/[A-Za-z0-9_-][A-Za-z0-9_./-]*\.(svg|png|jpe?g|webp|avif)$/.test(url) &&
    !url.includes("..")
  );
}

/** The widths stored for an image whose largest variant is `largest` px wide (never enlarged). */
export function variantWidths(largest: number): number[] {
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

export type ImageFormat = "avif" | "webp" | "jpg" | "png";

/** Relative to the image's folder `images/<id>/`. */
export function variantName(image: Pick<ManagedImage, "name">, width: number, format: ImageFormat): string {
  return `${image.name}-${width}.${format}`;
}

export interface ImageSources {
  avif: string;
  webp: string;
  fallback: string;
}

export function imageSources(url: string): ImageSources | null {
  const image = parseManagedImageUrl(url);
  if (!image) return null;
  const folder = `${MANAGED_IMAGE_PREFIX}${image.id}/`;
  const srcset = (format: ImageFormat) =>
    variantWidths(image.width)
      .map((width) => `${folder}${variantName(image, width, format)} ${width}w`)
      .join(", ");
  return { avif: srcset("avif"), webp: srcset("webp"), fallback: url };
}
