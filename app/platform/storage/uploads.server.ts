// Files are never held whole in memory, and a form that fails leaves nothing in storage (docs/decisions/018).
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy, { type BusboyFileStream } from "@fastify/busboy";
import { MAX_FILE_SIZE_BYTES } from "../domain/constants.ts";
import type { DocumentRule, FileExtension } from "../domain/validation.ts";
import { hasControlCharacters } from "../domain/validation.ts";
import { AppError, type Translate, toErrorPayload } from "../http/errors.ts";
import {
  detectFileType,
  emptyFileError,
  fileTooLargeError,
  UploadRejectedError,
} from "./file-types.server.ts";
import type { BucketName, Storage } from "./storage.server.ts";

export interface FileRule {
  rule: DocumentRule;
  bucket: BucketName;
  key: (fileName: string) => string;
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
  files: Record<string, UploadedFile[]>;
}

/** file-type reads a few kilobytes at most (a .docx's first zip entries). */
const SAMPLE_BYTES = 64 * 1024;
/** The limit of a whole page form (edge.server.ts). */
const FIELD_MAX_BYTES = 64 * 1024;
const MAX_FIELDS = 100;

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

function bodyFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return isBodyTooLarge(error)
    ? new BodyTooLargeRejection(error)
    : new AppError("API_BAD_REQUEST", { cause: error });
}

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

// After a refused file the rest of the body is still read and dropped (the edge bounds it) so the browser
// gets the answer; then every file stored so far is removed and the first refusal is thrown.
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

// The form that follows names these keys; its action must check they are the user's own (the key's first
// folder) before linking them.
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
