import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_FILE_SIZE_BYTES } from "../domain/constants.ts";
import { DOCUMENT_RULES, documentRule, GENERAL_FILE_RULE } from "../domain/validation.ts";
import { AppError, toErrorPayload } from "../http/errors.ts";
import { translator } from "../i18n/i18n.ts";
import { createLocalStorage } from "./local-storage.server.ts";
import { buildObjectKey, ObjectExistsError, type Storage } from "./storage.server.ts";
import { parseUploadForm, type UploadRules, uploadResponse } from "./uploads.server.ts";

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex");
const PDF = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0])]);

type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; type: string; head: Buffer; size?: number; failAfter?: Error };

const BOUNDARY = "----upload-test-boundary";

/**
 * A multipart body generated as it is read, CHUNK bytes at a time: a file part is its `head` then filler up
 * to `size`, so a 10 MB file never exists in memory on the sending side either. `onChunk` sees every pull.
 */
function multipartRequest(parts: Part[], onChunk: () => void = () => {}): Request {
  async function* body() {
    for (const part of parts) {
      const disposition =
        "fileName" in part
          ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}`
          : `form-data; name="${part.name}"`;
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`);
      if ("fileName" in part) {
        yield part.head;
        for (let sent = part.head.length; sent < (part.size ?? 0); sent += CHUNK) {
          if (part.failAfter && sent > CHUNK * 4) throw part.failAfter;
          onChunk();
          yield Buffer.alloc(Math.min(CHUNK, (part.size ?? 0) - sent), 0x20);
        }
      } else yield Buffer.from(part.value);
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  return new Request("http://shop.test/apply", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: Readable.toWeb(Readable.from(body(), { objectMode: false })) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
}

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = path.join(await mkdtemp(path.join(tmpdir(), "uploads-")), "storage");
  storage = createLocalStorage(root);
});
afterEach(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

/** Every file under the storage root, buckets and temporary folder alike (metadata apart). */
async function filesInStorage(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !path.join(entry.parentPath, entry.name).includes(".meta"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const rules = (overrides: Partial<UploadRules> = {}): UploadRules => ({
  photo: {
    rule: documentRule("personal_photo"),
    bucket: "applications",
    key: (fileName) => buildObjectKey({ userId: "user-1", trackingId: "VISA-1-AB", fileName }),
  },
  passport: {
    rule: DOCUMENT_RULES.passport_copy,
    bucket: "applications",
    key: (fileName) => buildObjectKey({ userId: "user-1", trackingId: "VISA-1-AB", fileName }),
  },
  ...overrides,
});

describe("parseUploadForm", () => {
  it("returns the text fields as a record and stores each file under a sanitised name", async () => {
    const form = await parseUploadForm(
      multipartRequest([
        { name: "fullName", value: "Lina Haddad" },
        { name: "notes", value: "سفر عائلي" },
        {
          name: "passport",
          fileName: "My Passport COPY.PDF",
          type: "application/pdf",
          head: PDF,
          size: 300_000,
        },
      ]),
      rules(),
      storage,
    );
    expect(form.fields).toEqual({ fullName: "Lina Haddad", notes: "سفر عائلي" });
    const [passport] = form.files.passport ?? [];
    expect(passport).toMatchObject({
      field: "passport",
      bucket: "applications",
      fileName: "my_passport_copy.pdf",
      contentType: "application/pdf",
      size: 300_000,
    });
    expect(passport?.key).toMatch(/^user-1\/VISA-1-AB\/[0-9a-f-]{36}-my_passport_copy\.pdf$/);
    const object = await storage.get("applications", passport!.key);
    const content = Buffer.from(await new Response(object!.body).arrayBuffer());
    expect(content.length).toBe(300_000);
    expect(content.subarray(0, PDF.length)).toEqual(PDF);
  });

  it("judges the type by the bytes: a JPEG named .png is stored as a JPEG, a renamed .exe is refused", async () => {
    const form = await parseUploadForm(
      multipartRequest([
        { name: "photo", fileName: "Selfie.png", type: "image/png", head: JPEG, size: 5000 },
      ]),
      rules(),
      storage,
    );
    expect(form.files.photo?.[0]).toMatchObject({ fileName: "selfie.jpg", contentType: "image/jpeg" });

    const exe = await refusal(
      parseUploadForm(
        multipartRequest([
          { name: "passport", fileName: "passport.pdf", type: "application/pdf", head: EXE, size: 200_000 },
        ]),
        rules(),
        storage,
      ),
    );
    expect(exe).toMatchObject({ code: "VALIDATION_INVALID_FILE_TYPE", field: "passport" });
    expect(toErrorPayload(exe, translator("en")).message).toMatch(/^Invalid file type\. Allowed types: JPG/);
    expect(toErrorPayload(exe, translator("ar")).message).toMatch(/^نوع الملف غير مدعوم/);
    // A PNG is a real image, but not a type the passport copy takes.
    const png = await refusal(
      parseUploadForm(
        multipartRequest([
          { name: "passport", fileName: "passport.png", type: "image/png", head: PNG, size: 100 },
        ]),
        rules(),
        storage,
      ),
    );
    expect(png.code).toBe("VALIDATION_INVALID_FILE_TYPE");
    expect(await filesInStorage()).toHaveLength(1);
  });

  it("cuts an oversize file off at its limit, removes what was written and what the form stored before", async () => {
    const limit = DOCUMENT_RULES.passport_copy.maxBytes;
    let streamedToStorage = 0;
    const counting: Storage = {
      ...storage,
      put: (bucket, key, body, contentType) =>
        storage.put(
          bucket,
          key,
          Readable.from(
            (async function* () {
              for await (const chunk of body as Readable) {
                streamedToStorage += chunk.length;
                yield chunk;
              }
            })(),
          ),
          contentType,
        ),
    };
    const error = await refusal(
      parseUploadForm(
        multipartRequest([
          { name: "photo", fileName: "photo.png", type: "image/png", head: PNG, size: 1000 },
          {
            name: "passport",
            fileName: "passport.pdf",
            type: "application/pdf",
            head: PDF,
            size: limit + 3 * MB,
          },
          { name: "after", value: "the rest of the body is read and dropped" },
        ]),
        rules(),
        counting,
      ),
    );
    expect(error).toMatchObject({
      code: "VALIDATION_FILE_TOO_LARGE",
      field: "passport",
      params: { megabytes: 5 },
    });
    expect(toErrorPayload(error, translator("en")).message).toBe(
      "File size exceeds the maximum allowed (5 MB).",
    );
    expect(toErrorPayload(error, translator("ar")).message).toMatch(/^حجم الملف يتجاوز الحد الأقصى/);
    expect(streamedToStorage).toBeLessThanOrEqual(1000 + limit);
    expect(await filesInStorage()).toEqual([]);
  });

  it("never lets a file past the 10 MB cap, whatever its rule says", async () => {
    const lax: UploadRules = {
      doc: {
        rule: { ...GENERAL_FILE_RULE, maxBytes: 50 * MB },
        bucket: "uploads",
        key: (name) => `u/${name}`,
      },
    };
    const error = await refusal(
      parseUploadForm(
        multipartRequest([
          {
            name: "doc",
            fileName: "a.pdf",
            type: "application/pdf",
            head: PDF,
            size: MAX_FILE_SIZE_BYTES + 1,
          },
        ]),
        lax,
        storage,
      ),
    );
    expect(error.code).toBe("VALIDATION_FILE_TOO_LARGE");
    expect(await filesInStorage()).toEqual([]);
  });

  it("streams a 10 MB file to storage without holding it in memory", async () => {
    const gc = (() => {
      setFlagsFromString("--expose-gc");
      return runInNewContext("gc") as () => void;
    })();
    gc();
    const before = process.memoryUsage();
    let peakArrayBuffers = before.arrayBuffers;
    let peakRss = before.rss;
    let pulls = 0;
    // What the upload keeps alive: collected first, so that chunks already written and dropped don't count.
    const sample = () => {
      if (pulls++ % 8 !== 0) return;
      gc();
      const now = process.memoryUsage();
      peakArrayBuffers = Math.max(peakArrayBuffers, now.arrayBuffers);
      peakRss = Math.max(peakRss, now.rss);
    };
    const size = 10 * MB;
    const form = await parseUploadForm(
      multipartRequest(
        [{ name: "doc", fileName: "scan.pdf", type: "application/pdf", head: PDF, size }],
        sample,
      ),
      { doc: { rule: GENERAL_FILE_RULE, bucket: "uploads", key: (name) => `u/${name}` } },
      storage,
    );
    expect(form.files.doc?.[0]?.size).toBe(size);
    const growth = { arrayBuffers: peakArrayBuffers - before.arrayBuffers, rss: peakRss - before.rss };
    console.info(
      `10 MB upload: peak growth arrayBuffers ${(growth.arrayBuffers / MB).toFixed(2)} MB, rss ${(growth.rss / MB).toFixed(2)} MB`,
    );
    expect(pulls).toBeGreaterThan(150);
    expect(growth.arrayBuffers).toBeLessThan(5 * MB);
    expect(growth.rss).toBeLessThan(5 * MB);
  });

  it("never overwrites: a file whose key is taken is refused and the stored object kept", async () => {
    await storage.put("uploads", "u/fixed.png", PNG, "image/png");
    const error = await refusal(
      parseUploadForm(
        multipartRequest([{ name: "photo", fileName: "x.png", type: "image/png", head: JPEG, size: 2000 }]),
        { photo: { rule: GENERAL_FILE_RULE, bucket: "uploads", key: () => "u/fixed.png" } },
        storage,
      ),
    );
    expect(error).toBeInstanceOf(ObjectExistsError);
    const kept = await storage.get("uploads", "u/fixed.png");
    expect(Buffer.from(await new Response(kept!.body).arrayBuffer())).toEqual(PNG);
  });

  it("turns a body cut off at the edge into a translated 413 and leaves nothing in storage", async () => {
    const cutOff = Object.assign(new Error("The body is larger than the limit"), {
      name: "BodyTooLargeError",
    });
    const error = await refusal(
      parseUploadForm(
        multipartRequest([
          { name: "photo", fileName: "photo.png", type: "image/png", head: PNG, size: 1000 },
          {
            name: "passport",
            fileName: "p.pdf",
            type: "application/pdf",
            head: PDF,
            size: 4 * MB,
            failAfter: cutOff,
          },
        ]),
        rules(),
        storage,
      ),
    );
    expect(error).toMatchObject({ code: "VALIDATION_FILE_TOO_LARGE", status: 413 });
    expect(toErrorPayload(error, translator("en"))).toMatchObject({
      status: 413,
      message: "File size exceeds the maximum allowed.",
    });
    expect(await filesInStorage()).toEqual([]);
  });

  it("skips empty file inputs and files no rule asks for; refuses more files than a field takes", async () => {
    const form = await parseUploadForm(
      multipartRequest([
        { name: "photo", fileName: "", type: "application/octet-stream", head: Buffer.alloc(0) },
        { name: "unexpected", fileName: "x.pdf", type: "application/pdf", head: PDF, size: 5000 },
        { name: "passport", fileName: "p.pdf", type: "application/pdf", head: PDF, size: 100 },
      ]),
      rules(),
      storage,
    );
    expect(Object.keys(form.files)).toEqual(["passport"]);

    const twice = await refusal(
      parseUploadForm(
        multipartRequest([
          { name: "passport", fileName: "a.pdf", type: "application/pdf", head: PDF, size: 100 },
          { name: "passport", fileName: "b.pdf", type: "application/pdf", head: PDF, size: 100 },
        ]),
        rules(),
        storage,
      ),
    );
    expect(twice).toMatchObject({ code: "VALIDATION_INVALID_FORMAT", field: "passport" });
    expect(await filesInStorage()).toHaveLength(1);
  });

  it("refuses an empty file, a control character in a field and a body that is not a form", async () => {
    const empty = await refusal(
      parseUploadForm(
        multipartRequest([{ name: "photo", fileName: "a.png", type: "image/png", head: Buffer.alloc(0) }]),
        rules(),
        storage,
      ),
    );
    expect(empty.messageKey).toBe("errors:validation.emptyFile");
    const control = await refusal(
      parseUploadForm(multipartRequest([{ name: "name", value: "a\u0000b" }]), rules(), storage),
    );
    expect(control.code).toBe("VALIDATION_INVALID_FORMAT");
    const json = new Request("http://shop.test/apply", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect((await refusal(parseUploadForm(json, rules(), storage))).status).toBe(400);
  });
});

describe("uploadResponse", () => {
  it("answers the drop zone with the stored keys, or the translated refusal and its status", async () => {
    const ok = await uploadResponse(
      multipartRequest([{ name: "photo", fileName: "Me.png", type: "image/png", head: PNG, size: 900 }]),
      rules(),
      storage,
      translator("en"),
    );
    expect(ok.status).toBe(200);
    const answer = await ok.json();
    expect(answer).toMatchObject({
      ok: true,
      files: [{ fileName: "me.png", size: 900, contentType: "image/png" }],
    });
    expect(answer.files[0].key).toMatch(/^user-1\/VISA-1-AB\/.+-me\.png$/);

    const refused = await uploadResponse(
      multipartRequest([{ name: "photo", fileName: "me.png", type: "image/png", head: EXE, size: 900 }]),
      rules(),
      storage,
      translator("ar"),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      ok: false,
      error: {
        code: "VALIDATION_INVALID_FILE_TYPE",
        field: "photo",
        message: expect.stringMatching(/^نوع الملف/),
      },
    });
  });
});
