// The error catalogue of spec §8. Message keys carry their namespace ("errors:codes.AUTH_FORBIDDEN") so
// that `t(key)` works whatever the default namespace is; unknown errors become SYSTEM_UNKNOWN_ERROR / 500.

import { keyFromData, type NamespacedKey, type Translate as TranslateKeys } from "../i18n/keys.ts";

export const ERROR_CODES = [
  "AUTH_INVALID_CREDENTIALS",
  "AUTH_TOKEN_EXPIRED",
  "AUTH_UNAUTHORIZED",
  "AUTH_FORBIDDEN",
  "API_NETWORK_ERROR",
  "API_TIMEOUT",
  "API_SERVER_ERROR",
  "API_NOT_FOUND",
  "API_BAD_REQUEST",
  "API_RATE_LIMIT",
  "VALIDATION_REQUIRED_FIELD",
  "VALIDATION_INVALID_FORMAT",
  "VALIDATION_MIN_LENGTH",
  "VALIDATION_MAX_LENGTH",
  "VALIDATION_INVALID_EMAIL",
  "VALIDATION_INVALID_PHONE",
  "VALIDATION_FILE_TOO_LARGE",
  "VALIDATION_INVALID_FILE_TYPE",
  "BUSINESS_DUPLICATE_ENTRY",
  "BUSINESS_INSUFFICIENT_FUNDS",
  "BUSINESS_QUOTA_EXCEEDED",
  "BUSINESS_INVALID_STATE",
  "SYSTEM_UNKNOWN_ERROR",
  "SYSTEM_CONFIGURATION_ERROR",
  "SYSTEM_STORAGE_ERROR",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

export type ErrorMessageKey = NamespacedKey<"errors">;

export type ErrorParams = Record<string, string | number>;

/** Beyond the spec's table: QUOTA_EXCEEDED is 422, not 429 (a 429 would be retried), and
 * INSUFFICIENT_FUNDS is 402, as payment providers answer a declined payment. */
const STATUS_OF: Record<ErrorCode, number> = {
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_TOKEN_EXPIRED: 401,
  AUTH_UNAUTHORIZED: 401,
  AUTH_FORBIDDEN: 403,
  API_NETWORK_ERROR: 503,
  API_TIMEOUT: 504,
  API_SERVER_ERROR: 500,
  API_NOT_FOUND: 404,
  API_BAD_REQUEST: 400,
  API_RATE_LIMIT: 429,
  VALIDATION_REQUIRED_FIELD: 400,
  VALIDATION_INVALID_FORMAT: 400,
  VALIDATION_MIN_LENGTH: 400,
  VALIDATION_MAX_LENGTH: 400,
  VALIDATION_INVALID_EMAIL: 400,
  VALIDATION_INVALID_PHONE: 400,
  VALIDATION_FILE_TOO_LARGE: 400,
  VALIDATION_INVALID_FILE_TYPE: 400,
  BUSINESS_DUPLICATE_ENTRY: 409,
  BUSINESS_INSUFFICIENT_FUNDS: 402,
  BUSINESS_QUOTA_EXCEEDED: 422,
  BUSINESS_INVALID_STATE: 409,
  SYSTEM_UNKNOWN_ERROR: 500,
  SYSTEM_CONFIGURATION_ERROR: 500,
  SYSTEM_STORAGE_ERROR: 500,
};

export function statusOf(code: ErrorCode): number {
  return STATUS_OF[code];
}

/** Spec §8 "Status mapping". */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return "API_BAD_REQUEST";
    case 401:
      return "AUTH_UNAUTHORIZED";
    case 402:
      return "BUSINESS_INSUFFICIENT_FUNDS";
    case 403:
      return "AUTH_FORBIDDEN";
    case 404:
      return "API_NOT_FOUND";
    case 408:
    case 504:
      return "API_TIMEOUT";
    case 409:
      return "BUSINESS_DUPLICATE_ENTRY";
    case 413:
      return "VALIDATION_FILE_TOO_LARGE";
    case 415:
      return "VALIDATION_INVALID_FILE_TYPE";
    case 429:
      return "API_RATE_LIMIT";
  }
  if (status >= 500 && status <= 599) return "API_SERVER_ERROR";
  if (status >= 400 && status <= 499) return "API_BAD_REQUEST";
  return "SYSTEM_UNKNOWN_ERROR";
}

/** Codes without a message of their own reuse the spec's message for their status class. */
const MESSAGE_KEY_OF: Record<ErrorCode, ErrorMessageKey> = {
  AUTH_INVALID_CREDENTIALS: "errors:codes.AUTH_INVALID_CREDENTIALS",
  AUTH_TOKEN_EXPIRED: "errors:codes.AUTH_TOKEN_EXPIRED",
  AUTH_UNAUTHORIZED: "errors:codes.AUTH_UNAUTHORIZED",
  AUTH_FORBIDDEN: "errors:codes.AUTH_FORBIDDEN",
  API_NETWORK_ERROR: "errors:codes.API_NETWORK_ERROR",
  API_TIMEOUT: "errors:codes.API_TIMEOUT",
  API_SERVER_ERROR: "errors:codes.API_SERVER_ERROR",
  API_NOT_FOUND: "errors:codes.API_NOT_FOUND",
  API_BAD_REQUEST: "errors:messages.fallback",
  API_RATE_LIMIT: "errors:codes.API_RATE_LIMIT",
  VALIDATION_REQUIRED_FIELD: "errors:codes.VALIDATION_REQUIRED_FIELD",
  VALIDATION_INVALID_FORMAT: "errors:codes.VALIDATION_INVALID_FORMAT",
  VALIDATION_MIN_LENGTH: "errors:codes.VALIDATION_MIN_LENGTH",
  VALIDATION_MAX_LENGTH: "errors:codes.VALIDATION_MAX_LENGTH",
  VALIDATION_INVALID_EMAIL: "errors:codes.VALIDATION_INVALID_EMAIL",
  VALIDATION_INVALID_PHONE: "errors:codes.VALIDATION_INVALID_PHONE",
  VALIDATION_FILE_TOO_LARGE: "errors:codes.VALIDATION_FILE_TOO_LARGE",
  VALIDATION_INVALID_FILE_TYPE: "errors:codes.VALIDATION_INVALID_FILE_TYPE",
  BUSINESS_DUPLICATE_ENTRY: "errors:codes.BUSINESS_DUPLICATE_ENTRY",
  BUSINESS_INSUFFICIENT_FUNDS: "errors:codes.BUSINESS_INSUFFICIENT_FUNDS",
  BUSINESS_QUOTA_EXCEEDED: "errors:codes.BUSINESS_QUOTA_EXCEEDED",
  BUSINESS_INVALID_STATE: "errors:codes.BUSINESS_INVALID_STATE",
  SYSTEM_UNKNOWN_ERROR: "errors:codes.SYSTEM_UNKNOWN_ERROR",
  SYSTEM_CONFIGURATION_ERROR: "errors:codes.API_SERVER_ERROR",
  SYSTEM_STORAGE_ERROR: "errors:codes.API_SERVER_ERROR",
};

export function messageKeyOf(code: ErrorCode): ErrorMessageKey {
  return MESSAGE_KEY_OF[code];
}

/** Spec §8 "Messages shown to the user"; on 401 the caller also forgets the session. */
export function userMessageForStatus(status: number, ownMessageKey?: ErrorMessageKey): ErrorMessageKey {
  if (status >= 500) return "errors:codes.API_SERVER_ERROR";
  if (status === 404) return "errors:codes.API_NOT_FOUND";
  if (status === 429) return "errors:codes.API_RATE_LIMIT";
  if (status === 401) return "errors:messages.authFailed";
  return ownMessageKey ?? messageKeyOf(codeForStatus(status));
}

/** Spec §7: retries only for network errors, timeouts and server errors (status 500 or more). */
export function isRetryable(codeOrStatus: ErrorCode | number): boolean {
  if (typeof codeOrStatus === "number") return codeOrStatus >= 500;
  return (
    codeOrStatus === "API_NETWORK_ERROR" ||
    codeOrStatus === "API_TIMEOUT" ||
    codeOrStatus === "API_SERVER_ERROR"
  );
}

export interface AppErrorOptions {
  field?: string;
  params?: ErrorParams;
  /** A more precise message than the code's own. */
  messageKey?: ErrorMessageKey;
  cause?: unknown;
}

/** `message` is the i18n key (useful in logs); translate it with `toErrorPayload`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: ErrorMessageKey;
  readonly field?: string;
  readonly params?: ErrorParams;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const messageKey = options.messageKey ?? messageKeyOf(code);
    super(messageKey, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = statusOf(code);
    this.messageKey = messageKey;
    if (options.field !== undefined) this.field = options.field;
    if (options.params !== undefined) this.params = options.params;
  }
}

/** Also recognises an AppError from another copy of this module (dev server vs. SSR bundle). */
export function isAppError(error: unknown): error is AppError {
  if (error instanceof AppError) return true;
  return (
    error instanceof Error &&
    error.name === "AppError" &&
    isErrorCode((error as { code?: unknown }).code) &&
    typeof (error as { messageKey?: unknown }).messageKey === "string"
  );
}

export interface ErrorPayload {
  code: ErrorCode;
  /** Already translated. */
  message: string;
  status: number;
  field?: string;
}

export type Translate = TranslateKeys<ErrorMessageKey>;

interface ZodLikeIssue {
  message: string;
  path: readonly PropertyKey[];
}

function zodIssues(error: unknown): readonly ZodLikeIssue[] | null {
  if (!(error instanceof Error) || error.name !== "ZodError") return null;
  const issues = (error as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as ZodLikeIssue[]) : null;
}

function codeOfMessageKey(key: string): ErrorCode | null {
  const match = /^errors:codes\.([A-Z_]+)$/.exec(key);
  return match && isErrorCode(match[1]) ? match[1] : null;
}

function httpStatusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null || error instanceof Error) return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : null;
}

function isNetworkFailure(error: unknown): boolean {
  // undici: "fetch failed"; Chrome: "Failed to fetch"; Firefox: "NetworkError when attempting…"; Safari: "Load failed".
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === "TimeoutError";
}

/** Spec §8: a ZodError gives its first issue; anything unknown gives SYSTEM_UNKNOWN_ERROR / 500. */
export function toErrorPayload(error: unknown, t: Translate): ErrorPayload {
  if (isAppError(error)) {
    const payload: ErrorPayload = {
      code: error.code,
      message: t(error.messageKey, error.params),
      status: error.status,
    };
    if (error.field !== undefined) payload.field = error.field;
    return payload;
  }

  const issues = zodIssues(error);
  if (issues) {
    const first = issues[0];
    const key: ErrorMessageKey = first?.message.startsWith("errors:")
      ? keyFromData<"errors">(first.message)
      : "errors:codes.VALIDATION_INVALID_FORMAT";
    const code = codeOfMessageKey(key) ?? "VALIDATION_INVALID_FORMAT";
    const payload: ErrorPayload = { code, message: t(key), status: 400 };
    const field = first?.path.map(String).join(".");
    if (field) payload.field = field;
    return payload;
  }

  const status = httpStatusOf(error);
  if (status !== null) {
    return { code: codeForStatus(status), message: t(userMessageForStatus(status)), status };
  }

  const code: ErrorCode = isTimeout(error)
    ? "API_TIMEOUT"
    : isNetworkFailure(error)
      ? "API_NETWORK_ERROR"
      : "SYSTEM_UNKNOWN_ERROR";
  return { code, message: t(messageKeyOf(code)), status: statusOf(code) };
}
