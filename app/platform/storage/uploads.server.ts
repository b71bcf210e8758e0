/**
 * Forms with files, parsed as they stream (decision 018). Each file is judged by its first bytes and
 * written to storage while it arrives, counted against its rule: it is never held whole in memory, and a
 * form that fails leaves nothing in storage. The per-document rules are validation.ts's DOCUMENT_RULES
 * (`documentRule(kind, service)`); no file is ever over MAX_FILE_SIZE_BYTES.
 *
 *   const { fields, files } = await parseUploadForm(request, {
 *     passport: { rule: documentRule("passport_copy"), bucket: "applications",
 *                 key: (fileName) => buildObjectKey({ userId, trackingId, fileName }) },
 *   }, storage);
 *
 * Refusals are AppErrors with the form field: VALIDATION_FILE_TOO_LARGE ("File size exceeds the maximum
 * allowed."), VALIDATION_INVALID_FILE_TYPE ("Invalid file type.", also for an empty file), 413 when the
 * whole body passes the edge's limit for the route (edge.server.ts, STREAMED_UPLOADS).
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy, { type BusboyFileStream } from "@fastify/busboy";
import { MAX_FILE_SIZE_BYTES } from "../domain/constants.ts";
import type { DocumentRule, FileExtension } from "../domain/validation.ts";
import { hasControlCharacters } from "../http/edge.server.ts";
import { AppError, type Translate, toErrorPayload } from "../http/errors.ts";
import {
  type BucketName,
  detectFileType,
  emptyFileError,
  fileTooLargeError,
  type Storage,
  UploadRejectedError,
} from "./storage.server.ts";

/** Where one form field's files go, and what they may be. */
export interface FileRule {
  /** largest size and allowed types (validation.ts: DOCUMENT_RULES, documentRule, GENERAL_FILE_RULE) */
  rule: DocumentRule;
  bucket: BucketName;
  /** the object key for the file's sanitised name, e.g. `(fileName) => buildObjectKey({ userId, fileName })` */
  key: (fileName: string) => string;
  /** files the field may carry; default 1 */
  maxFiles?: number;
}

export type UploadRules = Record<string, FileRule>;

export interface UploadedFile {
  field: string;
  bucket: BucketName;
  key: string;
  /** the stored, sanitised name, with the extension of the real type */
  fileName: string;
  extension: FileExtension;
  contentType: string;
  size: number;
}

export interface UploadForm {
  /** the text fields (a repeated name keeps its last value) */
  fields: Record<string, string>;
  /** the stored files per field, in the order they came */
  files: Record<string, UploadedFile[]>;
}

/** Enough of a file for its type: file-type reads a few kilobytes at most (a .docx's first zip entries). */
const SAMPLE_BYTES = 64 * 1024;
/** A text field is a short value: the limit of a whole page form (edge.server.ts). */
const FIELD_MAX_BYTES = 64 * 1024;
const MAX_FIELDS = 100;

/** The whole body passed the route's limit at the edge (BodyTooLargeError, which answers 413 itself). */
class BodyTooLargeRejection extends UploadRejectedError {
  override readonly status = 413;
  constructor(cause: unknown) {
    super("VALIDATION_FILE_TOO_LARGE", { messageKey: "errors:codes.VALIDATION_FILE_TOO_LARGE", cause });
  }
}

function isBodyTooLarge(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if ((cause as Error).name === "BodyTooLargeError") return true;
    cause = (cause as Error).cause;
  }
  return false;
}

/** The body failed (cut off at the edge, the client gone, not multipart): a translated 413 or 400. */
function bodyFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return isBodyTooLarge(error)
    ? new BodyTooLargeRejection(error)
    : new AppError("API_BAD_REQUEST", { cause: error });
}

/** Judges a file by its first bytes, then streams it to storage, failing the write at the rule's limit. */
async function store(
  field: string,
  file: BusboyFileStream,
  fileName: string,
  { rule, bucket, key }: FileRule,
  storage: Storage,
): Promise<UploadedFile> {
  const limit = Math.min(rule.maxBytes, MAX_FILE_SIZE_BYTES);
  // Not destroyed when left early: the parser goes on through the rest of the body (see `file.resume()`).
  const chunks = file.iterator({ destroyOnReturn: false });
  const head: Buffer[] = [];
  let size = 0;
  try {
    while (size < SAMPLE_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      size += next.value.length;
      if (size > limit) throw fileTooLargeError(rule, field);
    }
    if (size === 0) throw emptyFileError(field);
    const type = await detectFileType(Buffer.concat(head, size), fileName, rule, field);
    async function* counted() {
      yield* head.splice(0);
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > limit) throw fileTooLargeError(rule, field);
        yield chunk as Buffer;
      }
    }
    const stored = await storage.put(bucket, key(type.fileName), Readable.from(counted()), type.contentType);
    return { field, bucket, key: stored.key, ...type, size: stored.size };
  } catch (error) {
    // Lets go of the stream without destroying it, so that the caller can drop the rest of the file.
    await chunks.return?.();
    throw error;
  }
}

/**
 * Parses a multipart (or urlencoded) form as it streams: text fields into a record, each file of a field
 * with a rule checked and stored as it arrives (files of other fields, and empty file inputs, are skipped).
 * After a refused file the rest of the body is read and dropped (the edge bounds it), so the browser gets
 * the answer; then every file stored so far is removed and the first refusal is thrown.
 */
export async function parseUploadForm(
  request: Request,
  rules: UploadRules,
  storage: Storage,
): Promise<UploadForm> {
  const form: UploadForm = { fields: {}, files: {} };
  const writes: Promise<UploadedFile | null>[] = [];
  const open = new Set<BusboyFileStream>();
  let refusal: unknown;
  const refuse = (error: unknown) => {
    refusal ??= error;
  };

  try {
    if (!request.body) throw new Error("no body");
    const parser = Busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: { fields: MAX_FIELDS, fieldSize: FIELD_MAX_BYTES },
    });
    parser.on("field", (name, value, nameTruncated, valueTruncated) => {
      if (nameTruncated || valueTruncated) refuse(new AppError("VALIDATION_MAX_LENGTH", { field: name }));
      else if (hasControlCharacters(name) || hasControlCharacters(value))
        refuse(new AppError("VALIDATION_INVALID_FORMAT", { field: name }));
      else form.fields[name] = value;
    });
    const counts: Record<string, number> = {};
    parser.on("file", (name, file, fileName) => {
      const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
      if (refusal || !rule || fileName === "") return file.resume();
      counts[name] = (counts[name] ?? 0) + 1;
      if (counts[name] > (rule.maxFiles ?? 1)) {
        refuse(new AppError("VALIDATION_INVALID_FORMAT", { field: name }));
        return file.resume();
      }
      open.add(file);
      writes.push(
        store(name, file, fileName, rule, storage)
          .catch((error) => {
            refuse(error);
            // The parser waits for this part to be read: the rest of the refused file is dropped.
            if (!file.destroyed) file.resume();
            return null;
          })
          .finally(() => open.delete(file)),
      );
    });
    await new Promise<void>((resolve, reject) => {
      const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
      body.once("error", reject);
      parser.once("error", (error) => {
        body.destroy();
        reject(error);
      });
      parser.once("finish", resolve);
      body.pipe(parser);
    });
  } catch (error) {
    refuse(bodyFailure(error));
    // Writes still waiting for a body that will never come fail now, and remove what they wrote.
    for (const file of open) file.destroy(refusal as Error);
  }
  const stored = (await Promise.all(writes)).filter((upload) => upload !== null);
  if (refusal) {
    await Promise.all(stored.map((upload) => storage.remove(upload.bucket, upload.key).catch(() => false)));
    throw refusal;
  }
  for (const upload of stored) form.files[upload.field] = [...(form.files[upload.field] ?? []), upload];
  return form;
}

/**
 * The answer of an upload route the drop zone posts each file to (`uploadUrl`, drop-zone.tsx): the stored
 * objects as `{ ok: true, files: [{ key, fileName, size, contentType }] }`, or the translated refusal as
 * `{ ok: false, error }` with its status. The form that follows names the keys; its action checks they are
 * the user's own (the key's first folder) before it links them to the application.
 */
export async function uploadResponse(
  request: Request,
  rules: UploadRules,
  storage: Storage,
  t: Translate,
): Promise<Response> {
  try {
    const { files } = await parseUploadForm(request, rules, storage);
    const stored = Object.values(files)
      .flat()
      .map(({ key, fileName, size, contentType }) => ({ key, fileName, size, contentType }));
    return Response.json({ ok: true, files: stored });
  } catch (error) {
    const payload = toErrorPayload(error, t);
    return Response.json({ ok: false, error: payload }, { status: payload.status });
  }
}
