// Catalogue images: judged by their bytes, decoded once, stored as AVIF and WebP at the storefront's widths plus
// one JPEG (or PNG) fallback, under a new folder per upload so that a URL never changes content (served as
// immutable). See docs/decisions/028 "Images".
import { randomUUID } from "node:crypto";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import {
  ALLOWED_IMAGE_EXTENSIONS,
  type DocumentRule,
  IMAGE_UPLOAD_RULE,
  validationMessageKeys,
} from "../domain/validation.ts";
import { AppError } from "../http/errors.ts";
import {
  detectFileType,
  emptyFileError,
  fileTooLargeError,
  UploadRejectedError,
} from "./file-types.server.ts";
import {
  IMAGE_WIDTHS,
  type ImageFormat,
  type ManagedImage,
  parseManagedImageUrl,
  variantName,
  variantWidths,
} from "./image-urls.ts";
import type { ObjectBody, Storage } from "./storage.server.ts";
import { parseUploadForm } from "./uploads.server.ts";

export const IMAGE_RULE: DocumentRule = IMAGE_UPLOAD_RULE;
const BUCKET = "uploads";
/** A 10 MB PNG of one colour can hold billions of pixels: anything beyond a 100 MP camera is refused. */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** Past this an image is only scaled down: a tall strip stays a strip, not 1280 × 40,000 px. */
const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
const MAX_HEIGHT = 2 * LARGEST_WIDTH;
/** Images processed at once across all requests: each holds its upload (≤ 10 MB) and a decoded base. */
const PARALLEL_IMAGES = 2;
/** Encodes of one image at once: each AVIF/WebP/JPEG encoder holds 35–55 MB (bench:images: one at a time grows
 * the process by ~100 MB for a 10 MB photo, two by ~130 MB and saves a quarter of the time, three ~160 MB). */
const PARALLEL_ENCODES = 2;

// libvips' operation cache would keep up to 50 MB of decoded pixels per process for results never asked again.
sharp.cache(false);

export interface StoredImage {
  /** the public URL of the default variant (the largest, in JPEG or PNG): what a record keeps */
  url: string;
  width: number;
  height: number;
}

const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

function encoder(format: ImageFormat): (image: Sharp) => Sharp {
  switch (format) {
    // effort 2: AVIF's higher efforts cost seconds per width for a few per cent of bytes.
    case "avif":
      return (image) => image.avif({ quality: 50, effort: 2 });
    case "webp":
      return (image) => image.webp({ quality: 76, effort: 4 });
    case "jpg":
      return (image) => image.jpeg({ quality: 80, mozjpeg: true });
    case "png":
      return (image) => image.png({ compressionLevel: 8, adaptiveFiltering: true });
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL_IMAGES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function inParallel<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (next < items.length && failure === undefined) {
      const item = items[next++] as T;
      try {
        await run(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== undefined) throw failure;
}

/** The upload in memory, at most 10 MB: sharp needs the whole compressed file before it decodes. */
async function readImage(body: ObjectBody): Promise<Buffer> {
  if (body instanceof Uint8Array) {
    if (body.byteLength > IMAGE_RULE.maxBytes) throw fileTooLargeError(IMAGE_RULE);
    return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > IMAGE_RULE.maxBytes) throw fileTooLargeError(IMAGE_RULE);
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return Buffer.concat(chunks, size);
}

function unreadable(cause: unknown): UploadRejectedError {
  const tooManyPixels = /pixel limit/i.test((cause as Error)?.message ?? "");
  return new UploadRejectedError("VALIDATION_INVALID_FILE_TYPE", {
    messageKey: tooManyPixels
      ? "errors:validation.imageTooManyPixels"
      : validationMessageKeys.invalidFileType,
    params: tooManyPixels
      ? { megapixels: MAX_IMAGE_PIXELS / 1_000_000 }
      : {
          types: ALLOWED_IMAGE_EXTENSIONS.filter((e) => e !== "jpeg")
            .map((e) => e.toUpperCase())
            .join(", "),
        },
    detectedType: "undecodable image",
    cause,
  });
}

function variantKey(image: Pick<ManagedImage, "id" | "name">, width: number, format: ImageFormat): string {
  return `images/${image.id}/${variantName(image, width, format)}`;
}

function variantKeys(image: ManagedImage): string[] {
  const widths = variantWidths(image.width);
  return [
    ...widths.flatMap((width) => [variantKey(image, width, "avif"), variantKey(image, width, "webp")]),
    variantKey(image, image.width, image.fallbackFormat),
  ];
}

/**
 * Stores an uploaded photo as its variants and answers the URL of the default one. The type comes from the
 * bytes (JPEG, PNG or WebP), the name is sanitised (spec §5), EXIF and other metadata are dropped after the
 * picture is turned upright. Anything refused leaves nothing in storage.
 */
export async function storeImage(
  storage: Storage,
  { body, fileName }: { body: ObjectBody; fileName: string },
): Promise<StoredImage> {
  const input = await readImage(body);
  if (input.byteLength === 0) throw emptyFileError();
  const type = await detectFileType(input.subarray(0, 64 * 1024), fileName, IMAGE_RULE);
  return oneAtATime(async () => {
    // Decoded once (JPEG shrinks while it decodes), upright and in sRGB, at the largest width; every variant is
    // made from this small base.
    let base: { data: Buffer; info: OutputInfo };
    try {
      base = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", sequentialRead: true })
        .rotate()
        .resize({
          width: LARGEST_WIDTH,
          height: MAX_HEIGHT,
          fit: "inside",
          withoutEnlargement: true,
        })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw unreadable(error);
    }
    const { width, height, channels } = base.info;
    const alpha = channels === 4 || channels === 2;
    const image: ManagedImage = {
      id: randomUUID(),
      // "beach_day.jpeg" → "beach_day" (the stored name always ends in its type's extension).
      name: type.fileName.slice(0, type.fileName.lastIndexOf(".")),
      width,
      fallbackFormat: type.extension === "png" || alpha ? "png" : "jpg",
    };
    const jobs: { width: number; format: ImageFormat }[] = [
      { width, format: image.fallbackFormat },
      ...variantWidths(width).flatMap((w) => [
        { width: w, format: "avif" as const },
        { width: w, format: "webp" as const },
      ]),
    ];
    const written: string[] = [];
    try {
      await inParallel(jobs, PARALLEL_ENCODES, async (job) => {
        let variant = sharp(base.data, { raw: { width, height, channels } });
        if (job.width < width) variant = variant.resize({ width: job.width });
        const bytes = await encoder(job.format)(variant).toBuffer();
        const key = variantKey(image, job.width, job.format);
        await storage.put(BUCKET, key, bytes, CONTENT_TYPES[job.format]);
        written.push(key);
      });
    } catch (error) {
      await Promise.all(written.map((key) => storage.remove(BUCKET, key).catch(() => false)));
      throw error;
    }
    return { url: storage.publicUrl(BUCKET, variantKey(image, width, image.fallbackFormat)), width, height };
  });
}

/** Removes every variant of a managed image; any other URL (the seeded /images/…) is left alone. */
export async function removeImage(storage: Storage, url: string): Promise<void> {
  const image = parseManagedImageUrl(url);
  if (!image) return;
  await Promise.all(variantKeys(image).map((key) => storage.remove(BUCKET, key)));
}

/**
 * After a record's save (or delete, with `after` empty): removes the managed images it no longer names. Call it
 * once the transaction has committed, so that a failed save never loses a picture still in use.
 */
export async function removeDroppedImages(
  storage: Storage,
  before: readonly (string | null | undefined)[],
  after: readonly (string | null | undefined)[],
): Promise<void> {
  const kept = new Set(after);
  const dropped = [...new Set(before)].filter((url): url is string => !!url && !kept.has(url));
  await Promise.all(dropped.map((url) => removeImage(storage, url)));
}

/**
 * The one image of a multipart request (field `file`), through the streamed upload parser: its checks (size,
 * magic bytes, one file, the rest of a refused body dropped) and its clean-up after a refusal. The parser's
 * "store" is `storeImage`, so the upload never touches the disk as a whole.
 */
export async function receiveImage(request: Request, storage: Storage, field = "file"): Promise<StoredImage> {
  const images = new Map<string, StoredImage>();
  const sink: Storage = {
    async put(bucket, fileName, body) {
      const image = await storeImage(storage, { body, fileName });
      images.set(image.url, image);
      return { bucket, key: image.url, size: 0 };
    },
    async remove(bucket, key) {
      if (!images.has(key)) return storage.remove(bucket, key);
      await removeImage(storage, key);
      return true;
    },
    get: (bucket, key) => storage.get(bucket, key),
    exists: (bucket, key) => storage.exists(bucket, key),
    publicUrl: (bucket, key) => storage.publicUrl(bucket, key),
    ready: () => storage.ready(),
  };
  const { files } = await parseUploadForm(
    request,
    { [field]: { rule: IMAGE_RULE, bucket: BUCKET, key: (fileName) => fileName } },
    sink,
  );
  const image = images.get(files[field]?.[0]?.key ?? "");
  if (!image) throw new AppError("VALIDATION_REQUIRED_FIELD", { field });
  return image;
}
