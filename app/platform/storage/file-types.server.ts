// Uploads are judged by their first bytes (spec §5), never by name or the browser's declared type.
import { fileTypeFromBuffer } from "file-type";
import { SANITIZED_FILE_NAME_MAX_LENGTH } from "../domain/constants.ts";
import {
  type DocumentRule,
  type FileExtension,
  fileExtension,
  GENERAL_FILE_RULE,
  MIME_TYPES,
  sanitizeFileName,
  validationMessageKeys,
} from "../domain/validation.ts";
import { AppError, type ErrorMessageKey, type ErrorParams } from "../http/errors.ts";

export class UploadRejectedError extends AppError {
  declare readonly code: UploadRejectionCode;
  /** what the magic bytes said ("application/x-msdownload", "unknown"), for logs */
  readonly detectedType: string | undefined;
  constructor(
    code: UploadRejectionCode,
    options: {
      messageKey: ErrorMessageKey;
      params?: ErrorParams;
      detectedType?: string;
      field?: string;
      cause?: unknown;
    },
  ) {
    const { detectedType, ...appOptions } = options;
    super(code, appOptions);
    this.detectedType = detectedType;
  }
}

export type UploadRejectionCode = "VALIDATION_FILE_TOO_LARGE" | "VALIDATION_INVALID_FILE_TYPE";

export interface InspectedUpload {
  extension: FileExtension;
  contentType: string;
  size: number;
  /** sanitised name whose extension matches the real type ("Scan 1.PNG" holding a JPEG → "scan_1.jpg") */
  fileName: string;
}

function extensionOfDetected(detected: string | undefined, declaredExtension: string): FileExtension | null {
  switch (detected) {
    case "pdf":
    case "png":
    case "webp":
    case "docx":
      return detected;
    case "jpg":
      return "jpg";
    // A Compound File (OLE2) is a Word 97-2003 document, but also an .xls, .msg or .msi: only a
    // file that says it is a .doc is taken as one.
    case "cfb":
      return declaredExtension === "doc" ? "doc" : null;
    default:
      return null;
  }
}

function allowedBy(rule: DocumentRule, extension: FileExtension): boolean {
  const allowed = rule.extensions as readonly string[];
  if (extension === "jpg" || extension === "jpeg") return allowed.includes("jpg") || allowed.includes("jpeg");
  return allowed.includes(extension);
}

function storedNameFor(fileName: string, extension: FileExtension): string {
  const sanitized = sanitizeFileName(fileName);
  const current = fileExtension(sanitized);
  const sameType = current === extension || (extension === "jpg" && current === "jpeg");
  const keep = sameType ? current : extension;
  const base =
    current && Object.hasOwn(MIME_TYPES, current) ? sanitized.slice(0, -(current.length + 1)) : sanitized;
  const room = SANITIZED_FILE_NAME_MAX_LENGTH - keep.length - 1;
  // Nothing readable left (an Arabic-only name becomes "_"): call it "file".
  return `${/[a-z0-9]/.test(base) ? base.slice(0, room) : "file"}.${keep}`;
}

const megabytesOf = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

export function fileTooLargeError(rule: DocumentRule, field?: string): UploadRejectedError {
  return new UploadRejectedError("VALIDATION_FILE_TOO_LARGE", {
    messageKey: validationMessageKeys.fileTooLarge,
    params: { megabytes: megabytesOf(rule.maxBytes) },
    ...(field === undefined ? {} : { field }),
  });
}

export function emptyFileError(field?: string): UploadRejectedError {
  return new UploadRejectedError("VALIDATION_INVALID_FILE_TYPE", {
    messageKey: validationMessageKeys.emptyFile,
    ...(field === undefined ? {} : { field }),
  });
}

/** `bytes`: the whole file, or at least its first few kilobytes. */
export async function detectFileType(
  head: Uint8Array,
  fileName: string,
  rule: DocumentRule = GENERAL_FILE_RULE,
  field?: string,
): Promise<Omit<InspectedUpload, "size">> {
  const detected = await fileTypeFromBuffer(head);
  const extension = extensionOfDetected(detected?.ext, fileExtension(fileName));
  if (!extension || !allowedBy(rule, extension)) {
    const types = [...new Set(rule.extensions)].map((extension) => extension.toUpperCase()).join(", ");
    throw new UploadRejectedError("VALIDATION_INVALID_FILE_TYPE", {
      messageKey: validationMessageKeys.invalidFileType,
      params: { types },
      detectedType: detected?.mime ?? "unknown",
      ...(field === undefined ? {} : { field }),
    });
  }
  return { extension, contentType: MIME_TYPES[extension], fileName: storedNameFor(fileName, extension) };
}

/** For uploads held in memory; a request's uploads stream through `parseUploadForm` with the same checks. */
export async function inspectUpload({
  bytes,
  fileName,
  rule = GENERAL_FILE_RULE,
  field,
}: {
  bytes: Uint8Array;
  fileName: string;
  rule?: DocumentRule;
  field?: string;
}): Promise<InspectedUpload> {
  if (bytes.byteLength === 0) throw emptyFileError(field);
  if (bytes.byteLength > rule.maxBytes) throw fileTooLargeError(rule, field);
  return { ...(await detectFileType(bytes, fileName, rule, field)), size: bytes.byteLength };
}
