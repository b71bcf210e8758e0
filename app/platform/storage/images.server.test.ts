import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UploadRejectedError } from "./file-types.server.ts";
import { imageSources, isManagedImageUrl, parseManagedImageUrl } from "./image-urls.ts";
import { removeImage, storeImage } from "./images.server.ts";
import { createLocalStorage } from "./local-storage.server.ts";
import type { Storage } from "./storage.server.ts";

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "images-"));
  storage = createLocalStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every stored object (not the metadata sidecars nor the temporary folder). */
async function storedFiles(): Promise<string[]> {
  const bucket = path.join(root, "uploads");
  const entries = await readdir(bucket, { recursive: true }).catch(() => [] as string[]);
  const files: string[] = [];
  for (const entry of entries) if (/\.(avif|webp|jpg|png)$/.test(entry)) files.push(entry);
  return files.sort();
}

async function read(url: string): Promise<{ bytes: Buffer; contentType: string }> {
  const key = url.replace(/^\/files\/uploads\//, "");
  const object = await storage.get("uploads", decodeURIComponent(key));
  if (!object) throw new Error(`missing ${url}`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of object.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), contentType: object.contentType };
}

const photo = (width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

function variantUrls(url: string): string[] {
  const sources = imageSources(url)!;
  return [
    ...sources.avif.split(", ").map((entry) => entry.split(" ")[0]!),
    ...sources.webp.split(", ").map((entry) => entry.split(" ")[0]!),
  ];
}

async function refusal(run: Promise<unknown>): Promise<UploadRejectedError> {
  const error = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UploadRejectedError);
  return error as UploadRejectedError;
}

describe("storeImage", () => {
  it("stores AVIF and WebP at every storefront width up to the photo's own, and a JPEG at the largest", async () => {
    const stored = await storeImage(storage, {
      body: await photo(2400, 1600),
      fileName: "My Trip  Photo!.JPG",
    });
    expect(stored).toMatchObject({ width: 1280, height: 853 });
    expect(stored.url).toMatch(/^\/files\/uploads\/images\/[0-9a-f-]{36}\/my_trip_photo-1280\.jpg$/);
    expect(isManagedImageUrl(stored.url)).toBe(true);
    const sources = imageSources(stored.url)!;
    expect(sources.avif).toMatch(
      /my_trip_photo-160\.avif 160w, .*-320\.avif 320w, .*-640\.avif 640w, .*-960\.avif 960w, .*-1280\.avif 1280w$/,
    );
    expect(sources.webp.split(", ")).toHaveLength(5);
    for (const url of variantUrls(stored.url)) {
      const { bytes, contentType } = await read(url);
      const meta = await sharp(bytes).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(url)![1]);
      expect(meta.width, url).toBe(width);
      expect(contentType).toBe(url.endsWith(".avif") ? "image/avif" : "image/webp");
      expect(meta.format).toBe(url.endsWith(".avif") ? "heif" : "webp");
    }
    const fallback = await read(stored.url);
    expect(fallback.contentType).toBe("image/jpeg");
    expect(await sharp(fallback.bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: 1280,
      height: 853,
    });
    expect(await storedFiles()).toHaveLength(11);
  });

  it("never enlarges: a small picture keeps its width as its only one", async () => {
    const stored = await storeImage(storage, { body: await photo(120, 90, "webp"), fileName: "flag.webp" });
    expect(stored).toMatchObject({ width: 120, height: 90 });
    expect(stored.url).toMatch(/\/flag-120\.jpg$/);
    expect(imageSources(stored.url)!.avif).toMatch(/^\S+\/flag-120\.avif 120w$/);
    expect(await storedFiles()).toHaveLength(3);
  });

  it("gives each upload a new key, so the same file twice is two images", async () => {
    const bytes = await photo(300, 200);
    const first = await storeImage(storage, { body: bytes, fileName: "a.jpg" });
    const second = await storeImage(storage, { body: bytes, fileName: "a.jpeg" });
    expect(first.url).not.toBe(second.url);
    expect(first.url).toMatch(/\/a-300\.jpg$/);
    expect(second.url).toMatch(/\/a-300\.jpg$/);
    expect(await storedFiles()).toHaveLength(2 * 5); // 160 and 300 px in two formats, and the JPEG
  });

  it("decides the type from the bytes: a PNG named .jpg is stored as a PNG (its fallback keeps PNG)", async () => {
    const stored = await storeImage(storage, { body: await photo(400, 300, "png"), fileName: "logo.jpg" });
    expect(stored.url).toMatch(/\/logo-400\.png$/);
    expect(parseManagedImageUrl(stored.url)?.fallbackFormat).toBe("png");
    const fallback = await read(stored.url);
    expect(fallback.contentType).toBe("image/png");
    expect((await sharp(fallback.bytes).metadata()).format).toBe("png");
  });

  it("keeps transparency: a WebP with alpha gets a PNG fallback", async () => {
    const transparent = await sharp({
      create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toBuffer();
    const stored = await storeImage(storage, { body: transparent, fileName: "mark.webp" });
    expect(stored.url).toMatch(/\/mark-200\.png$/);
    expect((await sharp((await read(stored.url)).bytes).metadata()).hasAlpha).toBe(true);
  });

  it("turns the picture upright from its EXIF orientation and keeps no metadata", async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#c33" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const stored = await storeImage(storage, { body: Readable.from([sideways]), fileName: "phone.jpg" });
    expect(stored).toMatchObject({ width: 200, height: 400 });
    for (const url of [stored.url, ...variantUrls(stored.url)]) {
      const meta = await sharp((await read(url)).bytes).metadata();
      expect(meta.orientation, url).toBeUndefined();
      expect(meta.exif, url).toBeUndefined();
    }
  });

  it("reads a web stream body too", async () => {
    const bytes = await photo(200, 100);
    const body = new Blob([new Uint8Array(bytes)]).stream();
    const stored = await storeImage(storage, { body, fileName: "web.jpg" });
    expect(stored.width).toBe(200);
  });

  it("refuses a renamed executable with the translated invalid type, and stores nothing", async () => {
    const program = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
      Buffer.alloc(4096, 7),
    ]);
    const error = await refusal(storeImage(storage, { body: program, fileName: "holiday.jpg" }));
    expect(error.code).toBe("VALIDATION_INVALID_FILE_TYPE");
    expect(error.messageKey).toBe("errors:validation.invalidFileTypeWithAllowed");
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a PDF and a file that only starts like a JPEG, and stores nothing", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n", "latin1");
    expect((await refusal(storeImage(storage, { body: pdf, fileName: "cover.pdf" }))).code).toBe(
      "VALIDATION_INVALID_FILE_TYPE",
    );
    const truncated = (await photo(800, 600)).subarray(0, 400);
    expect((await refusal(storeImage(storage, { body: truncated, fileName: "cut.jpg" }))).code).toBe(
      "VALIDATION_INVALID_FILE_TYPE",
    );
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses an empty file, one over 10 MB, and a decompression bomb", async () => {
    expect(
      (await refusal(storeImage(storage, { body: new Uint8Array(0), fileName: "a.jpg" }))).messageKey,
    ).toBe("errors:validation.emptyFile");
    const big = Readable.from(
      (function* () {
        for (let i = 0; i < 11; i++) yield Buffer.alloc(1_048_576, i);
      })(),
    );
    expect((await refusal(storeImage(storage, { body: big, fileName: "a.jpg" }))).code).toBe(
      "VALIDATION_FILE_TOO_LARGE",
    );
    // 12,000 × 10,000 of one colour: a few hundred kilobytes that would decode to 360 MB.
    const bomb = await sharp({ create: { width: 12_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(2_000_000);
    expect((await refusal(storeImage(storage, { body: bomb, fileName: "bomb.png" }))).messageKey).toBe(
      "errors:validation.imageTooManyPixels",
    );
    expect(await storedFiles()).toEqual([]);
  });

  it("takes back what it wrote when storage fails halfway", async () => {
    let puts = 0;
    const failing: Storage = {
      ...storage,
      put: async (...args) => {
        if (++puts === 4) throw new Error("disk full");
        return storage.put(...args);
      },
    };
    await expect(storeImage(failing, { body: await photo(1000, 800), fileName: "a.jpg" })).rejects.toThrow(
      "disk full",
    );
    expect(await storedFiles()).toEqual([]);
  });
});

describe("removeImage", () => {
  it("removes every variant of a managed image", async () => {
    const keep = await storeImage(storage, { body: await photo(700, 500), fileName: "keep.jpg" });
    const stored = await storeImage(storage, { body: await photo(1600, 900), fileName: "gone.jpg" });
    expect(await storedFiles()).toHaveLength(9 + 11);
    await removeImage(storage, stored.url);
    const left = await storedFiles();
    expect(left).toHaveLength(9);
    expect(left.every((file) => file.includes(parseManagedImageUrl(keep.url)!.id))).toBe(true);
    // Twice, or an image already gone: nothing to do, no error.
    await removeImage(storage, stored.url);
  });

  it("leaves seeded and foreign URLs alone", async () => {
    await removeImage(storage, "/images/packages/petra.svg");
    await removeImage(storage, "https://example.com/x.jpg");
    await removeImage(storage, "/files/uploads/../applications/x-100.jpg");
  });
});
