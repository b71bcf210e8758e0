// Input rules of spec §5, shared by client forms and server actions. Every zod message is an i18n key of
// the "errors" namespace, never English: callers translate via `firstIssueKey` or `toErrorPayload`.
import * as z from "zod";
import type { ErrorCode, ErrorMessageKey, ErrorParams } from "../http/errors.ts";
import { formatDate, toLatinDigits } from "../i18n/format.ts";
import { keyFromData } from "../i18n/keys.ts";
import { MAX_FILE_SIZE_BYTES, MIN_APPLICANT_AGE, SANITIZED_FILE_NAME_MAX_LENGTH } from "./constants.ts";
import { parseIsoDate, SEARCH_QUERY_MAX_LENGTH } from "./text-input.ts";

export { MAX_FILE_SIZE_BYTES } from "./constants.ts";

export const validationMessageKeys = {
  required: "errors:validation.required",
  invalidFormat: "errors:codes.VALIDATION_INVALID_FORMAT",
  tooLong: "errors:codes.VALIDATION_MAX_LENGTH",
  invalidEmail: "errors:codes.VALIDATION_INVALID_EMAIL",
  invalidPhone: "errors:codes.VALIDATION_INVALID_PHONE",
  invalidDate: "errors:validation.invalidDate",
  invalidName: "errors:validation.invalidName",
  nameHasWebAddress: "errors:validation.nameHasWebAddress",
  passwordRule: "errors:validation.passwordRule",
  newPasswordRequired: "errors:validation.newPasswordRequired",
  newPasswordsDoNotMatch: "errors:validation.newPasswordsDoNotMatch",
  mustBeAdult: "errors:validation.mustBeAdult",
  travelDateInFuture: "errors:validation.travelDateInFuture",
  fileTooLarge: "errors:validation.fileTooLargeWithLimit",
  invalidFileType: "errors:validation.invalidFileTypeWithAllowed",
  emptyFile: "errors:validation.emptyFile",
  invalidPassport: "errors:validation.invalidPassport",
  invalidCountry: "errors:validation.invalidCountry",
} as const satisfies Record<string, ErrorMessageKey>;

const K = validationMessageKeys;

export const EMAIL_MAX_LENGTH = 255;
export const PHONE_MAX_LENGTH = 20;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
/** Not in the spec: the bound of Better Auth's default, so that a form never accepts what auth refuses. */
export const PASSWORD_MAX_LENGTH = 128;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** No text anyone types holds these (a NUL would also make PostgreSQL refuse the row). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The same for every key and string of parsed JSON (a "\\u0000" escape passes a form's own check). */
export function jsonHasControlCharacters(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof value === "string") return hasControlCharacters(value);
  if (Array.isArray(value)) return value.some((item) => jsonHasControlCharacters(item, depth + 1));
  if (value && typeof value === "object")
    return Object.entries(value).some(
      ([key, item]) => hasControlCharacters(key) || jsonHasControlCharacters(item, depth + 1),
    );
  return false;
}

/** Zod's own (English) messages fall back to the invalid-format key. */
export function firstIssueKey(error: z.ZodError): ErrorMessageKey {
  const message = error.issues[0]?.message;
  return message?.startsWith("errors:") ? keyFromData<"errors">(message) : K.invalidFormat;
}

/** "" holds form-level issues. */
export function issueKeysByField(error: z.ZodError): Record<string, ErrorMessageKey> {
  const byField: Record<string, ErrorMessageKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (byField[field] !== undefined) continue;
    byField[field] = issue.message.startsWith("errors:")
      ? keyFromData<"errors">(issue.message)
      : K.invalidFormat;
  }
  return byField;
}

/** Conform sends empty inputs as undefined. */
function requiredText() {
  return z.string({ error: K.required }).trim().min(1, { error: K.required, abort: true });
}

export const emailSchema = requiredText()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: K.tooLong, abort: true })
  .check(z.email({ error: K.invalidEmail }));

/** Spec §5: optional "+", a digit 1-9, then up to 15 more digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

/** People type separators and Arabic-Indic digits; the 20-character limit applies to what was typed. */
export function normalizePhone(text: string): string {
  return toLatinDigits(text).replace(/[\s\-\u2010-\u2015\u2212.()]/g, "");
}

export const phoneSchema = requiredText()
  .max(PHONE_MAX_LENGTH, { error: K.invalidPhone, abort: true })
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_PATTERN, { error: K.invalidPhone }));

export const optionalPhoneSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  phoneSchema.optional(),
);

/** Spec §5. Never trimmed. */
export const passwordSchema = z
  .string({ error: K.required })
  .min(1, { error: K.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: K.passwordRule })
  .max(PASSWORD_MAX_LENGTH, { error: K.tooLong })
  .regex(/\p{Lu}/u, { error: K.passwordRule })
  .regex(/\p{Ll}/u, { error: K.passwordRule })
  .regex(/\p{Nd}/u, { error: K.passwordRule })
  .regex(/[^\p{L}\p{N}\s]/u, { error: K.passwordRule });

export const nameSchema = requiredText().max(NAME_MAX_LENGTH, { error: K.tooLong });

/** \u200C is the Persian ZWNJ. */
const PERSON_NAME_PATTERN = /^[\p{L}\p{M}' \u2019.\-\u2010\u200C]+$/u;
const HAS_LETTER = /\p{L}/u;
/** Stops that browsers and IDNA read as a dot (ideographic, full-width, half-width, one-dot leader, Arabic). */
const DOT = "[.\\u3002\\uFF0E\\uFF61\\u2024\\u06D4]";
/** Mail clients make links of "evil.com", "www.x", "x.co.uk" and schemes: a dot directly followed by two letters
 * or digits is refused (a dot before a space or at the end is no domain: "Dr. Ahmed", "J. R. R."). Arabic after
 * the dot is allowed, as in "د.محمد"; an Arabic comma counts as a dot only before Latin letters. */
const WEB_ADDRESS = new RegExp(
  `${DOT}(?!\\p{Script=Arabic})[\\p{L}\\p{M}\\p{Nd}]{2}|\\u060C[a-z]{2}|(?<![\\p{L}\\p{M}])www${DOT}|[a-z][a-z\\d+.-]*:\\/\\/|(?<![\\p{L}\\p{M}])(?:https?|ftp|mailto):`,
  "iu",
);

/** A name goes into e-mails: no link may be read into it. Invisible joiners can't hide a dot's neighbour. */
export function looksLikeWebAddress(text: string): boolean {
  return WEB_ADDRESS.test(text.replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, ""));
}

/** Digits, markup and links are refused so that a name never carries them into an e-mail or a page. */
export const personNameSchema = requiredText()
  .transform((text) => text.replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .max(NAME_MAX_LENGTH, { error: K.tooLong, abort: true })
      .refine((text) => !looksLikeWebAddress(text), { error: K.nameHasWebAddress, abort: true })
      .refine((text) => PERSON_NAME_PATTERN.test(text) && HAS_LETTER.test(text), { error: K.invalidName }),
  );

export const signUpSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: optionalPhoneSchema,
});
export type SignUpInput = z.output<typeof signUpSchema>;

/** Sign-in checks presence only for the password: the rule is for new passwords. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: K.required }).min(1, { error: K.required }),
});
export type SignInInput = z.output<typeof signInSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: K.required }).min(1, { error: K.required }),
    newPassword: z
      .string({ error: K.newPasswordRequired })
      .min(1, { error: K.newPasswordRequired, abort: true })
      .pipe(passwordSchema),
    confirmPassword: z.string({ error: K.newPasswordsDoNotMatch }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    error: K.newPasswordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

function todayString(today: Date | string): string {
  return typeof today === "string" ? today : formatDate(today);
}

/** The birthday itself counts; someone born on 29 February comes of age on 1 March in non-leap years. */
export function isAtLeastAge(
  birthDate: string,
  today: Date | string,
  years: number = MIN_APPLICANT_AGE,
): boolean {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(todayString(today));
  if (!birth || !now) return false;
  if (now.year - birth.year !== years) return now.year - birth.year > years;
  return now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
}

/** Not in the spec: a birth date before 1900 is a typing mistake. */
const EARLIEST_BIRTH_DATE = "1900-01-01";

export function adultDateOfBirthSchema(today: Date | string = new Date()) {
  return requiredText()
    .refine((text) => parseIsoDate(text) !== null && text >= EARLIEST_BIRTH_DATE, {
      error: K.invalidDate,
      abort: true,
    })
    .refine((text) => isAtLeastAge(text, today, MIN_APPLICANT_AGE), { error: K.mustBeAdult });
}

export function futureTravelDateSchema(today: Date | string = new Date()) {
  return requiredText()
    .refine((text) => parseIsoDate(text) !== null, { error: K.invalidDate, abort: true })
    .refine((text) => text > todayString(today), { error: K.travelDateInFuture });
}

/** Spec §2/§5: a blank search is ignored. */
export const searchQuerySchema = requiredText().max(SEARCH_QUERY_MAX_LENGTH, { error: K.tooLong });

const MB = 1_048_576;

export const ALLOWED_FILE_EXTENSIONS = ["pdf", "jpg", "jpeg", "png", "doc", "docx"] as const;
export const ALLOWED_IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;
export const ALLOWED_DOCUMENT_EXTENSIONS = ["pdf", "doc", "docx"] as const;

export type FileExtension =
  | (typeof ALLOWED_FILE_EXTENSIONS)[number]
  | (typeof ALLOWED_IMAGE_EXTENSIONS)[number];

export const MIME_TYPES: Record<FileExtension, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export type DocumentKind =
  | "personal_photo"
  | "passport_copy"
  | "additional"
  | "license_front"
  | "license_copy"
  | "passport_page"
  | "id_copy";

export interface DocumentRule {
  maxBytes: number;
  extensions: readonly FileExtension[];
}

/** Spec §5. The IDL personal photo has its own 2 MB limit: use `documentRule(kind, service)`. */
export const DOCUMENT_RULES: Record<DocumentKind, DocumentRule> = {
  personal_photo: { maxBytes: 5 * MB, extensions: ["jpg", "jpeg", "png"] },
  passport_copy: { maxBytes: 5 * MB, extensions: ["jpg", "jpeg", "pdf"] },
  additional: { maxBytes: MAX_FILE_SIZE_BYTES, extensions: ALLOWED_FILE_EXTENSIONS },
  license_front: { maxBytes: 5 * MB, extensions: ["jpg", "jpeg", "png", "pdf"] },
  license_copy: { maxBytes: 5 * MB, extensions: ["jpg", "jpeg", "png", "pdf"] },
  passport_page: { maxBytes: 5 * MB, extensions: ["jpg", "jpeg", "png", "pdf"] },
  id_copy: { maxBytes: 5 * MB, extensions: ["jpg", "jpeg", "png", "pdf"] },
};

export const IDL_PERSONAL_PHOTO_MAX_BYTES = 2 * MB;

export type DocumentService = "visa" | "driving-license" | "international-driving-license";

export function documentRule(kind: DocumentKind, service: DocumentService = "visa"): DocumentRule {
  const rule = DOCUMENT_RULES[kind];
  if (kind === "personal_photo" && service !== "visa") {
    return { ...rule, maxBytes: IDL_PERSONAL_PHOTO_MAX_BYTES };
  }
  return rule;
}

/** What an image upload accepts (the server decides from the bytes; the browser checks only for speed). */
export const IMAGE_UPLOAD_RULE: DocumentRule = {
  maxBytes: MAX_FILE_SIZE_BYTES,
  extensions: ALLOWED_IMAGE_EXTENSIONS,
};

export const GENERAL_FILE_RULE: DocumentRule = {
  maxBytes: MAX_FILE_SIZE_BYTES,
  extensions: ALLOWED_FILE_EXTENSIONS,
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

export function acceptAttribute(rule: DocumentRule): string {
  const types = new Set(rule.extensions.map((extension) => MIME_TYPES[extension]));
  return [...rule.extensions.map((extension) => `.${extension}`), ...types].join(",");
}

export type FileCheck =
  | { ok: true }
  | {
      ok: false;
      code: Extract<ErrorCode, "VALIDATION_FILE_TOO_LARGE" | "VALIDATION_INVALID_FILE_TYPE">;
      messageKey: ErrorMessageKey;
      params?: ErrorParams;
    };

/** Client hint and first server gate (the server also checks magic bytes); a generic declared type
 * ("", octet-stream) is judged by the extension alone. */
export function checkFile(
  file: { name: string; size: number; type?: string },
  rule: DocumentRule = GENERAL_FILE_RULE,
): FileCheck {
  const extension = fileExtension(file.name);
  const allowed = (rule.extensions as readonly string[]).includes(extension);
  const declared = (file.type ?? "").toLowerCase();
  const typeMatches =
    declared === "" ||
    declared === "application/octet-stream" ||
    (allowed && MIME_TYPES[extension as FileExtension] === declared);
  if (!allowed || !typeMatches) {
    return {
      ok: false,
      code: "VALIDATION_INVALID_FILE_TYPE",
      messageKey: K.invalidFileType,
      params: { types: [...new Set(rule.extensions)].map((e) => e.toUpperCase()).join(", ") },
    };
  }
  if (file.size <= 0) {
    return { ok: false, code: "VALIDATION_INVALID_FILE_TYPE", messageKey: K.emptyFile };
  }
  if (file.size > rule.maxBytes) {
    return {
      ok: false,
      code: "VALIDATION_FILE_TOO_LARGE",
      messageKey: K.fileTooLarge,
      params: { megabytes: Math.round((rule.maxBytes / MB) * 10) / 10 },
    };
  }
  return { ok: true };
}

/** Spec §5. An empty result or one starting with a dot (Arabic-only "صورة.jpg" → ".jpg") gets "file" in
 * front, so that no name is empty, hidden or "." / "..". */
export function sanitizeFileName(name: string): string {
  let safe = name
    .replace(/\s+/g, "_")
    .replace(/[^\w.-]/g, "")
    .toLowerCase()
    .slice(0, SANITIZED_FILE_NAME_MAX_LENGTH);
  if (safe === "") return "file";
  if (safe.startsWith(".")) safe = `file${safe}`.slice(0, SANITIZED_FILE_NAME_MAX_LENGTH);
  return safe;
}
