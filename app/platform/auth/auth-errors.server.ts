import { APIError } from "better-auth/api";
import { PASSWORD_MAX_LENGTH } from "../domain/validation.ts";
import { type ErrorMessageKey, isErrorCode, userMessageForStatus } from "../http/errors.ts";
import { detectLocale, LOCALE_COOKIE, readCookie } from "../i18n/detect.ts";
import { translator } from "../i18n/i18n.ts";
import type { NamespacedKey } from "../i18n/keys.ts";
import type { Locale } from "../i18n/localized.ts";

export function localeOfHeaders(headers: Headers | undefined): Locale {
  return detectLocale({
    cookie: readCookie(headers?.get("cookie"), LOCALE_COOKIE),
    acceptLanguage: headers?.get("accept-language"),
  });
}

export function rejectInput(
  headers: Headers | undefined,
  key: ErrorMessageKey,
  code: string = codeOfKey(key),
): never {
  const t = translator(localeOfHeaders(headers));
  throw new APIError("BAD_REQUEST", { message: t(key), code });
}

/** "errors:codes.VALIDATION_INVALID_EMAIL" → VALIDATION_INVALID_EMAIL; other validation keys → a generic code. */
export const codeOfKey = (key: string) =>
  /codes\.([A-Z_]+)$/.exec(key)?.[1] ??
  (key.endsWith(".required") ? "VALIDATION_REQUIRED_FIELD" : "VALIDATION_INVALID_FORMAT");

export const INVALID_FORMAT = "errors:codes.VALIDATION_INVALID_FORMAT";
export const REQUIRED = "errors:validation.required";

type AuthErrorKey = ErrorMessageKey | NamespacedKey<"auth">;

const AUTH_ERROR_KEYS: Record<string, AuthErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: "errors:codes.AUTH_INVALID_CREDENTIALS",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "errors:codes.AUTH_INVALID_CREDENTIALS",
  INVALID_PASSWORD: "errors:authApi.invalidPassword",
  INVALID_EMAIL: "errors:codes.VALIDATION_INVALID_EMAIL",
  EMAIL_NOT_VERIFIED: "auth:errors.emailNotVerified",
  EMAIL_ALREADY_VERIFIED: "errors:authApi.emailAlreadyVerified",
  USER_ALREADY_EXISTS: "errors:authApi.userExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "errors:authApi.userExists",
  INVALID_TOKEN: "errors:authApi.invalidToken",
  TOKEN_EXPIRED: "errors:authApi.invalidToken",
  PASSWORD_TOO_SHORT: "errors:validation.passwordRule",
  PASSWORD_TOO_LONG: "errors:authApi.passwordTooLong",
  MISSING_FIELD: "errors:codes.VALIDATION_REQUIRED_FIELD",
  VALIDATION_ERROR: "errors:codes.VALIDATION_INVALID_FORMAT",
  BAD_REQUEST: "errors:edge.malformed",
  BODY_MUST_BE_AN_OBJECT: "errors:edge.malformed",
  UNSUPPORTED_MEDIA_TYPE: "errors:edge.unsupportedType",
  FIELD_NOT_ALLOWED: "errors:authApi.fieldNotAllowed",
  EMAIL_CAN_NOT_BE_UPDATED: "errors:authApi.fieldNotAllowed",
  UNAUTHORIZED: "errors:messages.authFailed",
  FAILED_TO_GET_SESSION: "errors:messages.authFailed",
  FAILED_TO_CREATE_SESSION: "errors:messages.authFailed",
  SESSION_EXPIRED: "errors:codes.AUTH_TOKEN_EXPIRED",
  SESSION_NOT_FRESH: "errors:codes.AUTH_TOKEN_EXPIRED",
  ACCOUNT_DEACTIVATED: "auth:errors.accountDisabled",
  BANNED_USER: "auth:errors.accountDisabled",
  USER_NOT_FOUND: "errors:codes.API_NOT_FOUND",
  INVALID_ORIGIN: "errors:edge.crossSite",
  MISSING_OR_NULL_ORIGIN: "errors:edge.crossSite",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "errors:edge.crossSite",
  INVALID_CALLBACK_URL: "errors:codes.VALIDATION_INVALID_FORMAT",
  INVALID_REDIRECT_URL: "errors:codes.VALIDATION_INVALID_FORMAT",
  INVALID_ERROR_CALLBACK_URL: "errors:codes.VALIDATION_INVALID_FORMAT",
  INVALID_NEW_USER_CALLBACK_URL: "errors:codes.VALIDATION_INVALID_FORMAT",
};

/** Spec §8's message for the status when the code has none. */
export function authErrorMessageKey(code: string | undefined, status: number): AuthErrorKey {
  if (status >= 500) return userMessageForStatus(status);
  const known = code === undefined ? undefined : AUTH_ERROR_KEYS[code];
  if (known) return known;
  if (code?.startsWith("YOU_ARE_NOT_ALLOWED") || code?.startsWith("YOU_CANNOT")) {
    return "errors:codes.AUTH_UNAUTHORIZED";
  }
  return userMessageForStatus(status);
}

/** better-call's schema errors name the field in English ("[body.email] … received undefined"). */
function validationErrorKey(message: unknown): ErrorMessageKey {
  return typeof message === "string" && /received undefined/i.test(message)
    ? "errors:codes.VALIDATION_REQUIRED_FIELD"
    : INVALID_FORMAT;
}

async function errorBodyOf(response: Response): Promise<Record<string, unknown> | null> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as unknown;
  return body !== null && typeof body === "object" && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

/** Messages of catalogue codes come from our own hooks, already translated with a more precise key: kept. */
export async function translateErrorResponse(request: Request, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body = await errorBodyOf(response);
  const code = typeof body?.code === "string" ? body.code : undefined;
  if (isErrorCode(code)) return response;
  const t = translator(localeOfHeaders(request.headers));
  const key =
    code === "VALIDATION_ERROR"
      ? validationErrorKey(body?.message)
      : authErrorMessageKey(code, response.status);
  const translated = {
    ...body,
    code: code ?? codeForAnswer(response.status),
    message: t(key, { max: PASSWORD_MAX_LENGTH }),
  };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(translated), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function codeForAnswer(status: number): string {
  if (status === 429) return "API_RATE_LIMIT";
  return status >= 500 ? "API_SERVER_ERROR" : "API_BAD_REQUEST";
}
