import { describe, expect, it } from "vitest";
import { ascii, cfb, docx, jpeg, padded, pdf, png, webp } from "../../../tests/helpers/sample-files.ts";
import { DOCUMENT_RULES, GENERAL_FILE_RULE, MAX_FILE_SIZE_BYTES } from "../domain/validation.ts";
import { AppError, toErrorPayload } from "../http/errors.ts";
import { inspectUpload, UploadRejectedError } from "./file-types.server.ts";

async function rejection(promise: Promise<unknown>): Promise<UploadRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadRejectedError);
  return error as UploadRejectedError;
}

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
