import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { crc32, deflateSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DOCUMENT_RULES, GENERAL_FILE_RULE, MAX_FILE_SIZE_BYTES } from "../domain/validation.ts";
import { AppError, toErrorPayload } from "../http/errors.ts";
import {
  BUCKETS,
  type BucketName,
  buildObjectKey,
  cacheControlFor,
  createLocalStorage,
  InvalidObjectKeyError,
  inspectUpload,
  ObjectExistsError,
  PrivateBucketError,
  type Storage,
  type StoredObject,
  UploadRejectedError,
} from "./storage.server.ts";

// --- real files, built byte by byte ---------------------------------------------------------------

const ascii = (text: string) => Buffer.from(text, "latin1");

/** Storage hands back plain Uint8Arrays; the fixtures are plain too, so that they compare equal. */
const plain = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice();

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
}

/** A valid 1×1 RGBA PNG. */
function png(): Uint8Array {
  return plain(pngBuffer());
}

function pngBuffer(): Buffer {
  const header = Buffer.concat([u32(1), u32(1), Buffer.from([8, 6, 0, 0, 0])]);
  const pixels = deflateSync(Buffer.from([0, 0x0f, 0x76, 0x6e, 0xff]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JFIF JPEG header with start and end of image (enough for magic-byte detection). */
function jpeg(): Uint8Array {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]);
  return plain(Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.from([0xff, 0xd9])]));
}

/** A small but well-formed one-page PDF. */
function pdf(): Uint8Array {
  return plain(
    ascii(
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
        "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
        "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n" +
        "trailer << /Root 1 0 R >>\n%%EOF\n",
    ),
  );
}

/** A lossless WebP container (RIFF/WEBP/VP8L) of a 1×1 image. */
function webp(): Uint8Array {
  const vp8l = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x88, 0x88, 0x08, 0x08, 0x00]);
  const chunk = Buffer.concat([ascii("VP8L"), Buffer.from([vp8l.length, 0, 0, 0]), vp8l]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([ascii("RIFF"), size, ascii("WEBP"), chunk]);
}

/** A zip of stored (uncompressed) entries, as Office Open XML files are zips. */
function zip(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content, "utf8");
    const fileName = ascii(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function docx(): Uint8Array {
  return zip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "word/document.xml": '<?xml version="1.0"?><w:document/>',
  });
}

/** The header of an OLE2 Compound File, the container of Word 97-2003 .doc files. */
function cfb(): Uint8Array {
  const bytes = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

function padded(bytes: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(bytes);
  return out;
}

async function rejection(promise: Promise<unknown>): Promise<UploadRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadRejectedError);
  return error as UploadRejectedError;
}

// ---------------------------------------------------------------------------------------------------

describe("inspectUpload", () => {
  it("accepts real PDF, JPEG, PNG, DOC and DOCX files under the general rule", async () => {
    await expect(inspectUpload({ bytes: pdf(), fileName: "Passport Copy.PDF" })).resolves.toEqual({
      extension: "pdf",
      contentType: "application/pdf",
      size: pdf().byteLength,
      fileName: "passport_copy.pdf",
    });
    await expect(inspectUpload({ bytes: jpeg(), fileName: "me.jpeg" })).resolves.toMatchObject({
      extension: "jpg",
      contentType: "image/jpeg",
      fileName: "me.jpeg",
    });
    await expect(inspectUpload({ bytes: png(), fileName: "photo.png" })).resolves.toMatchObject({
      extension: "png",
      contentType: "image/png",
    });
    await expect(inspectUpload({ bytes: docx(), fileName: "CV.docx" })).resolves.toMatchObject({
      extension: "docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      fileName: "cv.docx",
    });
    await expect(inspectUpload({ bytes: cfb(), fileName: "Letter.DOC" })).resolves.toMatchObject({
      extension: "doc",
      contentType: "application/msword",
    });
  });

  it("accepts WebP only where the rule allows images of that type", async () => {
    const imageRule = { maxBytes: MAX_FILE_SIZE_BYTES, extensions: ["jpg", "jpeg", "png", "webp"] as const };
    await expect(
      inspectUpload({ bytes: webp(), fileName: "cover.webp", rule: imageRule }),
    ).resolves.toMatchObject({
      extension: "webp",
      contentType: "image/webp",
    });
    const error = await rejection(
      inspectUpload({ bytes: webp(), fileName: "cover.webp", rule: GENERAL_FILE_RULE }),
    );
    expect(error.code).toBe("VALIDATION_INVALID_FILE_TYPE");
  });

  it("rejects a text file renamed .png", async () => {
    const error = await rejection(
      inspectUpload({
        bytes: new TextEncoder().encode("just some text, not an image\n"),
        fileName: "photo.png",
      }),
    );
    expect(error.code).toBe("VALIDATION_INVALID_FILE_TYPE");
    expect(error.status).toBe(400);
    expect(error.detectedType).toBe("unknown");
  });

  it("rejects an executable renamed .pdf and a compound file that does not claim to be a .doc", async () => {
    const exe = padded(Buffer.concat([ascii("MZ"), Buffer.alloc(0x3a), Buffer.from([0x40, 0, 0, 0])]), 256);
    expect((await rejection(inspectUpload({ bytes: exe, fileName: "invoice.pdf" }))).code).toBe(
      "VALIDATION_INVALID_FILE_TYPE",
    );
    expect((await rejection(inspectUpload({ bytes: cfb(), fileName: "sheet.xls" }))).code).toBe(
      "VALIDATION_INVALID_FILE_TYPE",
    );
  });

  it("judges by content, not by name: a JPEG named .png is stored as .jpg", async () => {
    await expect(inspectUpload({ bytes: jpeg(), fileName: "Scan 1.PNG" })).resolves.toMatchObject({
      extension: "jpg",
      contentType: "image/jpeg",
      fileName: "scan_1.jpg",
    });
    await expect(inspectUpload({ bytes: pdf(), fileName: "جواز السفر" })).resolves.toMatchObject({
      fileName: "file.pdf",
    });
  });

  it("applies the document rule's types", async () => {
    const error = await rejection(
      inspectUpload({
        bytes: png(),
        fileName: "passport.png",
        rule: DOCUMENT_RULES.passport_copy,
        field: "passport",
      }),
    );
    expect(error.code).toBe("VALIDATION_INVALID_FILE_TYPE");
    expect(error.field).toBe("passport");
    expect(error.params).toEqual({ types: "JPG, JPEG, PDF" });
    await expect(
      inspectUpload({ bytes: pdf(), fileName: "passport.pdf", rule: DOCUMENT_RULES.passport_copy }),
    ).resolves.toMatchObject({ extension: "pdf" });
  });

  it("rejects a file larger than the rule's limit, and an empty file", async () => {
    const limit = DOCUMENT_RULES.personal_photo.maxBytes;
    await expect(
      inspectUpload({
        bytes: padded(png(), limit),
        fileName: "photo.png",
        rule: DOCUMENT_RULES.personal_photo,
      }),
    ).resolves.toMatchObject({ size: limit });
    const tooLarge = await rejection(
      inspectUpload({
        bytes: padded(png(), limit + 1),
        fileName: "photo.png",
        rule: DOCUMENT_RULES.personal_photo,
      }),
    );
    expect(tooLarge.code).toBe("VALIDATION_FILE_TOO_LARGE");
    expect(tooLarge.params).toEqual({ megabytes: 5 });
    const overGeneral = await rejection(
      inspectUpload({ bytes: padded(pdf(), MAX_FILE_SIZE_BYTES + 1), fileName: "big.pdf" }),
    );
    expect(overGeneral.code).toBe("VALIDATION_FILE_TOO_LARGE");
    const empty = await rejection(inspectUpload({ bytes: new Uint8Array(0), fileName: "empty.pdf" }));
    expect(empty.code).toBe("VALIDATION_INVALID_FILE_TYPE");
  });

  it("is an AppError that the error catalogue turns into a translated 400", async () => {
    const error = await rejection(inspectUpload({ bytes: ascii("hello"), fileName: "a.png" }));
    expect(error).toBeInstanceOf(AppError);
    const payload = toErrorPayload(error, (key, values) => `${key}|${JSON.stringify(values ?? {})}`);
    expect(payload).toMatchObject({ code: "VALIDATION_INVALID_FILE_TYPE", status: 400 });
    expect(payload.message).toContain("errors:validation.invalidFileTypeWithAllowed");
  });
});

describe("buildObjectKey", () => {
  it("puts files in folders per user and tracking id under a random, sanitised name", () => {
    const key = buildObjectKey({
      userId: "user_1",
      trackingId: "VISA-1718000000000-AB12CD",
      fileName: "My Photo.JPG",
    });
    expect(key).toMatch(/^user_1\/VISA-1718000000000-AB12CD\/[0-9a-f-]{36}-my_photo\.jpg$/);
    expect(buildObjectKey({ userId: "u", fileName: "a.pdf" })).toMatch(/^u\/[0-9a-f-]{36}-a\.pdf$/);
    const again = buildObjectKey({ userId: "u", fileName: "a.pdf" });
    expect(again).not.toBe(buildObjectKey({ userId: "u", fileName: "a.pdf" }));
  });

  it.each([
    { userId: "..", fileName: "a.pdf" },
    { userId: "../other", fileName: "a.pdf" },
    { userId: "/etc", fileName: "a.pdf" },
    { userId: "a\\b", fileName: "a.pdf" },
    { userId: "", fileName: "a.pdf" },
    { userId: "u", trackingId: "..", fileName: "a.pdf" },
    { userId: "u", trackingId: "VISA/../..", fileName: "a.pdf" },
    { userId: "u", trackingId: "C:", fileName: "a.pdf" },
    { userId: "u", fileName: "../../etc/passwd" },
    { userId: "u", fileName: "/etc/passwd" },
    { userId: "u", fileName: "..\\..\\boot.ini" },
    { userId: "u", fileName: "C:\\Users\\me\\photo.png" },
    { userId: "u", fileName: "a\0.png" },
  ])("refuses path traversal: %o", (parts) => {
    expect(() => buildObjectKey(parts)).toThrow(InvalidObjectKeyError);
  });
});

/** The whole content of a stored object (its stream read to the end, which closes the file). */
async function contentOf(object: StoredObject | null): Promise<Uint8Array | null> {
  return object ? new Uint8Array(await new Response(object.body).arrayBuffer()) : null;
}

/** The stored content type; the stream is cancelled, which closes the file. */
async function typeOf(storage: Storage, bucket: BucketName, key: string): Promise<string | undefined> {
  const object = await storage.get(bucket, key);
  await object?.body.cancel();
  return object?.contentType;
}

describe("local storage", () => {
  let root: string;
  let storage: Storage;

  beforeEach(async () => {
    root = path.join(await mkdtemp(path.join(tmpdir(), "storage-")), "storage");
    storage = createLocalStorage(root);
  });

  afterEach(async () => {
    await rm(path.dirname(root), { recursive: true, force: true });
  });

  it("stores, reads, checks and removes an object under <root>/<bucket>/<key>", async () => {
    const bytes = png();
    const key = buildObjectKey({ userId: "u1", trackingId: "VISA-1-X", fileName: "photo.png" });
    await expect(storage.put("applications", key, bytes, "image/png")).resolves.toEqual({
      bucket: "applications",
      key,
      size: bytes.byteLength,
    });
    expect(new Uint8Array(await readFile(path.join(root, "applications", ...key.split("/"))))).toEqual(bytes);
    expect(await storage.exists("applications", key)).toBe(true);
    const object = await storage.get("applications", key);
    expect(object?.contentType).toBe("image/png");
    expect(object?.size).toBe(bytes.byteLength);
    expect(await contentOf(object)).toEqual(bytes);

    expect(await storage.remove("applications", key)).toBe(true);
    expect(await storage.exists("applications", key)).toBe(false);
    expect(await storage.get("applications", key)).toBeNull();
    expect(await storage.remove("applications", key)).toBe(false);
  });

  it("stores a stream as it arrives, from a Fetch stream or a Node stream, and reads it back as a stream", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(7);
    let pulled = 0;
    const web = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ === 32) controller.close();
        else controller.enqueue(chunk);
      },
    });
    await expect(storage.put("uploads", "u/web.bin", web, "application/octet-stream")).resolves.toMatchObject(
      {
        size: 32 * chunk.byteLength,
      },
    );
    await storage.put(
      "uploads",
      "u/node.pdf",
      Readable.from([pdf().slice(0, 10), pdf().slice(10)]),
      "application/pdf",
    );
    const object = await storage.get("uploads", "u/node.pdf");
    expect(object?.body).toBeInstanceOf(ReadableStream);
    expect(object?.size).toBe(pdf().byteLength);
    expect(await contentOf(object)).toEqual(pdf());
    expect((await stat(path.join(root, "uploads", "u", "web.bin"))).size).toBe(32 * chunk.byteLength);
  });

  it("leaves nothing behind when the body fails while it streams, and throws the body's own error", async () => {
    const cutOff = new Error("cut off");
    async function* failing() {
      yield new Uint8Array(1000);
      throw cutOff;
    }
    await expect(
      storage.put("uploads", "u/cut.pdf", Readable.from(failing()), "application/pdf"),
    ).rejects.toBe(cutOff);
    expect(await storage.exists("uploads", "u/cut.pdf")).toBe(false);
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
  });

  it("never overwrites, even when two uploads to one key race", async () => {
    const results = await Promise.allSettled([
      storage.put("uploads", "u/race.png", Readable.from([png()]), "image/png"),
      storage.put("uploads", "u/race.png", Readable.from([jpeg()]), "image/jpeg"),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(ObjectExistsError);
    expect([png(), jpeg()]).toContainEqual(await contentOf(await storage.get("uploads", "u/race.png")));
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
  });

  it("keeps the content type given at upload", async () => {
    await storage.put("uploads", "u/report", pdf(), "application/pdf");
    expect(await typeOf(storage, "uploads", "u/report")).toBe("application/pdf");
  });

  it("returns null and false for objects that do not exist", async () => {
    expect(await storage.get("uploads", "nobody/nothing.png")).toBeNull();
    expect(await storage.exists("uploads", "nobody/nothing.png")).toBe(false);
  });

  it("never overwrites: a second put at the same key fails and keeps the first content", async () => {
    const key = "u1/VISA-1-X/cover.png";
    await storage.put("visa-covers", key, png(), "image/png");
    const second = storage.put("visa-covers", key, pdf(), "application/pdf");
    await expect(second).rejects.toBeInstanceOf(ObjectExistsError);
    await expect(second).rejects.toMatchObject({ code: "BUSINESS_DUPLICATE_ENTRY", status: 409 });
    const kept = await storage.get("visa-covers", key);
    expect(kept?.contentType).toBe("image/png");
    expect(await contentOf(kept)).toEqual(png());
  });

  it("keeps buckets apart", async () => {
    await storage.put("uploads", "u/a.png", png(), "image/png");
    expect(await storage.exists("visa-covers", "u/a.png")).toBe(false);
    await storage.put("visa-covers", "u/a.png", jpeg(), "image/jpeg");
    expect(await typeOf(storage, "uploads", "u/a.png")).toBe("image/png");
  });

  it.each([
    "../outside.png",
    "u/../../outside.png",
    "/etc/passwd",
    "u\\..\\x.png",
    "u//x.png",
    "u/./x.png",
    "",
    "u/x y.png",
  ])("refuses the unsafe key %j in every operation", async (key) => {
    await expect(storage.put("uploads", key, png(), "image/png")).rejects.toBeInstanceOf(
      InvalidObjectKeyError,
    );
    await expect(storage.get("uploads", key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.exists("uploads", key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.remove("uploads", key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    expect(() => storage.publicUrl("uploads", key)).toThrow(InvalidObjectKeyError);
    expect(await readdir(path.dirname(root))).not.toContain("outside.png");
  });

  it("refuses unknown buckets", async () => {
    // @ts-expect-error: not a bucket
    await expect(storage.put("../db", "u/a.png", png(), "image/png")).rejects.toBeInstanceOf(
      InvalidObjectKeyError,
    );
    // @ts-expect-error: not a bucket
    await expect(storage.get("db", "u/a.png")).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });

  it("gives public URLs for the public buckets only", async () => {
    expect(BUCKETS).toEqual({
      applications: { public: false },
      "visa-covers": { public: true },
      uploads: { public: true },
    });
    expect(storage.publicUrl("visa-covers", "u1/abc-cover.png")).toBe("/files/visa-covers/u1/abc-cover.png");
    expect(storage.publicUrl("uploads", "u1/abc.pdf")).toBe("/files/uploads/u1/abc.pdf");
    expect(() => storage.publicUrl("applications", "u1/abc.pdf")).toThrow(PrivateBucketError);
    const cdn = createLocalStorage(root, { publicBaseUrl: "https://cdn.example.com/media/" });
    expect(cdn.publicUrl("uploads", "u/a.png")).toBe("https://cdn.example.com/media/uploads/u/a.png");
    expect(() => cdn.publicUrl("applications", "u/a.png")).toThrow(PrivateBucketError);
  });

  it("serves public buckets with a one-hour cache and the private bucket with none", () => {
    expect(cacheControlFor("visa-covers")).toBe("public, max-age=3600");
    expect(cacheControlFor("uploads")).toBe("public, max-age=3600");
    expect(cacheControlFor("applications")).toBe("private, no-store");
  });

  it("stores an inspected upload end to end", async () => {
    const bytes = jpeg();
    const upload = await inspectUpload({
      bytes,
      fileName: "Selfie.png",
      rule: DOCUMENT_RULES.personal_photo,
    });
    const key = buildObjectKey({ userId: "u9", trackingId: "IDL-1-Z", fileName: upload.fileName });
    await storage.put("applications", key, bytes, upload.contentType);
    expect(key.endsWith("-selfie.jpg")).toBe(true);
    expect((await stat(path.join(root, "applications", ...key.split("/")))).size).toBe(bytes.byteLength);
    expect(await typeOf(storage, "applications", key)).toBe("image/jpeg");
  });
});
