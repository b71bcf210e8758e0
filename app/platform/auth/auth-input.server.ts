import { type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import {
  firstIssueKey,
  optionalPhoneSchema,
  passwordSchema,
  personNameSchema,
  signUpSchema,
} from "../domain/validation.ts";
import { isLocale } from "../i18n/localized.ts";
import { codeOfKey, INVALID_FORMAT, REQUIRED, rejectInput } from "./auth-errors.server.ts";

export type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Parsed JSON can hold U+0000, which PostgreSQL refuses in text (a 500 instead of a 400). */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 8 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1));
}

/** Where Better Auth redirects to: it becomes a Location header, which can only hold visible ASCII. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;
const REDIRECT_SHAPE = /^[\x21-\x7e]{1,2048}$/;

export function checkRedirects(ctx: AuthMiddlewareContext, body: Record<string, unknown>) {
  const query = (ctx.query ?? {}) as Record<string, unknown>;
  for (const field of REDIRECT_FIELDS) {
    for (const value of [body[field], query[field]]) {
      if (value !== undefined && (typeof value !== "string" || !REDIRECT_SHAPE.test(value))) {
        rejectInput(ctx.headers, INVALID_FORMAT, "INVALID_CALLBACK_URL");
      }
    }
  }
}

/** Better Auth's tokens are `generateId(24)`: letters and digits; anything else can't be one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;

export function checkResetToken(ctx: AuthMiddlewareContext, body: Record<string, unknown>) {
  const token = body.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
  if (token !== undefined && (typeof token !== "string" || !TOKEN_SHAPE.test(token))) {
    rejectInput(ctx.headers, "errors:authApi.invalidToken", "INVALID_TOKEN");
  }
}

const UPDATABLE_FIELDS = new Set(["firstName", "lastName", "phone", "locale"]);

/** null can't clear a name. */
function checkedName(headers: Headers | undefined, value: unknown): string {
  if (value === null) rejectInput(headers, REQUIRED);
  if (typeof value !== "string") rejectInput(headers, INVALID_FORMAT);
  const parsed = personNameSchema.safeParse(value);
  if (!parsed.success) rejectInput(headers, firstIssueKey(parsed.error));
  return parsed.data;
}

function checkedPhone(headers: Headers | undefined, value: unknown): string | null {
  if (typeof value !== "string") rejectInput(headers, INVALID_FORMAT);
  const parsed = optionalPhoneSchema.safeParse(value);
  if (!parsed.success) rejectInput(headers, firstIssueKey(parsed.error));
  return parsed.data ?? null;
}

// The body is rewritten in place: what a before-hook returns is merged into the original body, which can
// neither drop a key nor set one to null.
export async function checkUpdateUser(ctx: AuthMiddlewareContext) {
  const body = ctx.body as unknown;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    rejectInput(ctx.headers, "errors:edge.malformed", "BODY_MUST_BE_AN_OBJECT");
  }
  const input = body as Record<string, unknown>;
  const keys = Object.keys(input);
  if (keys.some((key) => !UPDATABLE_FIELDS.has(key))) {
    rejectInput(ctx.headers, "errors:authApi.fieldNotAllowed", "FIELD_NOT_ALLOWED");
  }
  if (keys.length === 0)
    rejectInput(ctx.headers, "errors:authApi.nothingToUpdate", "VALIDATION_REQUIRED_FIELD");
  const update: Record<string, unknown> = {};
  if ("firstName" in input) update.firstName = checkedName(ctx.headers, input.firstName);
  if ("lastName" in input) update.lastName = checkedName(ctx.headers, input.lastName);
  if ("phone" in input) update.phone = checkedPhone(ctx.headers, input.phone);
  if ("locale" in input) {
    if (!isLocale(input.locale)) rejectInput(ctx.headers, INVALID_FORMAT);
    update.locale = input.locale;
  }
  if ("firstName" in update || "lastName" in update) {
    const current = (await getSessionFromCtx(ctx))?.user as
      | { firstName?: string; lastName?: string }
      | undefined;
    // Without a session the endpoint answers 401 before writing anything.
    if (current) {
      update.name =
        `${update.firstName ?? current.firstName ?? ""} ${update.lastName ?? current.lastName ?? ""}`.trim();
    }
  }
  for (const key of keys) delete input[key];
  Object.assign(input, update);
}

export function checkSignUp(ctx: AuthMiddlewareContext, body: Record<string, unknown>) {
  const parsed = signUpSchema.safeParse(body);
  if (!parsed.success) {
    const key = firstIssueKey(parsed.error);
    rejectInput(ctx.headers, key, codeOfKey(key));
  }
  const { firstName, lastName, email, phone } = parsed.data;
  return {
    ...body,
    email,
    firstName,
    lastName,
    phone: phone || undefined,
    name: `${firstName} ${lastName}`,
    locale: body.locale === "ar" ? "ar" : "en",
  };
}

export function checkNewPassword(ctx: AuthMiddlewareContext, body: Record<string, unknown>) {
  const parsed = passwordSchema.safeParse(body.newPassword);
  if (!parsed.success) {
    const key = firstIssueKey(parsed.error);
    rejectInput(ctx.headers, key, codeOfKey(key));
  }
}
