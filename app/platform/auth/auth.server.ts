import { setTimeout as sleep } from "node:timers/promises";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { admin } from "better-auth/plugins";
import { and, eq } from "drizzle-orm";
import type { Database, Queryable } from "../db/client.server.ts";
import {
  account,
  rateLimit,
  session as sessionTable,
  statusEvents,
  user as userTable,
  verification,
} from "../db/schema/index.ts";
import { SESSION_TIMEOUT_MS } from "../domain/constants.ts";
import {
  firstIssueKey,
  optionalPhoneSchema,
  PASSWORD_MAX_LENGTH,
  passwordSchema,
  personNameSchema,
  signUpSchema,
} from "../domain/validation.ts";
import { type ErrorMessageKey, isErrorCode, userMessageForStatus } from "../http/errors.ts";
import { detectLocale, LOCALE_COOKIE, readCookie } from "../i18n/detect.ts";
import { translator } from "../i18n/i18n.ts";
import type { NamespacedKey } from "../i18n/keys.ts";
import { isLocale, type Locale } from "../i18n/localized.ts";
import type { Mailer } from "../mail/mail.server.ts";
import type { Config } from "../server/config.server.ts";
import type { Logger } from "../server/logger.server.ts";

/** The header the Express layer sets from req.ip (client values are overwritten), for rate limits. */
export const CLIENT_IP_HEADER = "x-storefront-client-ip";

export interface AuthDeps {
  db: Database;
  config: Pick<Config, "APP_URL" | "AUTH_SECRET" | "RATE_LIMIT">;
  mailer: Mailer;
  logger: Logger;
  /** Lower limits for tests that prove rate limiting; defaults to the production rules. */
  rateLimitRules?: Record<string, { window: number; max: number }>;
}

export const productionRateLimitRules = {
  "/sign-in/email": { window: 10, max: 3 },
  "/sign-up/email": { window: 60, max: 5 },
  "/request-password-reset": { window: 60, max: 3 },
  "/reset-password": { window: 60, max: 5 },
  "/send-verification-email": { window: 60, max: 3 },
  "/change-password": { window: 60, max: 5 },
};

function localeOfHeaders(headers: Headers | undefined): Locale {
  return detectLocale({
    cookie: readCookie(headers?.get("cookie"), LOCALE_COOKIE),
    acceptLanguage: headers?.get("accept-language"),
  });
}

function rejectInput(
  headers: Headers | undefined,
  key: ErrorMessageKey,
  code: string = codeOfKey(key),
): never {
  const t = translator(localeOfHeaders(headers));
  throw new APIError("BAD_REQUEST", { message: t(key), code });
}

/** "errors:codes.VALIDATION_INVALID_EMAIL" → VALIDATION_INVALID_EMAIL; other validation keys → a generic code. */
const codeOfKey = (key: string) =>
  /codes\.([A-Z_]+)$/.exec(key)?.[1] ??
  (key.endsWith(".required") ? "VALIDATION_REQUIRED_FIELD" : "VALIDATION_INVALID_FORMAT");

const INVALID_FORMAT = "errors:codes.VALIDATION_INVALID_FORMAT";
const REQUIRED = "errors:validation.required";

// ---------------------------------------------------------------------------------------------------
// Deactivated accounts

/** The code of every refusal of a deactivated account (sign-in and any use of an old session). */
export const ACCOUNT_DEACTIVATED = "ACCOUNT_DEACTIVATED";

function accountDeactivated(headers: Headers | undefined, responseHeaders?: Headers): APIError {
  const t = translator(localeOfHeaders(headers));
  return new APIError(
    "FORBIDDEN",
    { code: ACCOUNT_DEACTIVATED, message: t("auth:errors.accountDisabled") },
    responseHeaders,
  );
}

function isDeactivated(user: unknown): boolean {
  return (user as { isActive?: unknown } | null | undefined)?.isActive === false;
}

async function endSessionsOf(db: Database, userId: string) {
  await db.delete(sessionTable).where(eq(sessionTable.userId, userId));
}

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Paths that never act on a session: an old cookie sent along with them is not looked up. */
const SESSIONLESS_PATHS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/sign-out",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/verify-email",
  "/send-verification-email",
  "/get-session",
  "/ok",
  "/error",
]);

/**
 * Refuses a request made with the session of a deactivated user, ends all their sessions and clears the
 * cookie. An admin may change is_active outside setUserActive (SQL, another instance), so sessions of a
 * deactivated user can still exist. The session read here is kept in ctx.context, where the endpoint's
 * own session middleware finds it again: no second query. /get-session is checked after the fact.
 */
async function refuseDeactivatedSession(ctx: AuthMiddlewareContext, db: Database) {
  if (SESSIONLESS_PATHS.has(ctx.path)) return;
  const cookieName = ctx.context.authCookies.sessionToken.name;
  if (!ctx.headers?.get("cookie")?.includes(cookieName)) return;
  const current = await getSessionFromCtx(ctx);
  if (!current || !isDeactivated(current.user)) return;
  await refuseSession(ctx, db, current.user.id);
}

async function refuseSession(ctx: AuthMiddlewareContext, db: Database, userId: string): Promise<never> {
  await endSessionsOf(db, userId);
  ctx.context.session = null;
  deleteSessionCookie(ctx);
  throw accountDeactivated(ctx.headers, ctx.responseHeaders);
}

/**
 * The answer of every accepted sign-up over HTTP. Better Auth answers an address that already has an
 * account with a made-up user, which differs from a real new one (no role): the user is left out.
 */
const SIGN_UP_ACCEPTED = { token: null, status: true };

// ---------------------------------------------------------------------------------------------------
// Input rules

/** Parsed JSON can hold U+0000, which PostgreSQL refuses in text (a 500 instead of a 400). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 8 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1));
}

/** Where Better Auth redirects to: it becomes a Location header, which can only hold visible ASCII. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;
const REDIRECT_SHAPE = /^[\x21-\x7e]{1,2048}$/;

function checkRedirects(ctx: AuthMiddlewareContext, body: Record<string, unknown>) {
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

function checkResetToken(ctx: AuthMiddlewareContext, body: Record<string, unknown>) {
  const token = body.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
  if (token !== undefined && (typeof token !== "string" || !TOKEN_SHAPE.test(token))) {
    rejectInput(ctx.headers, "errors:authApi.invalidToken", "INVALID_TOKEN");
  }
}

/** The fields a user may change on their own profile; anything else (e-mail, image, role, …) is refused. */
const UPDATABLE_FIELDS = new Set(["firstName", "lastName", "phone", "locale"]);

/** A name part by the sign-up rule: null can't clear a name, another type is malformed. */
function checkedName(headers: Headers | undefined, value: unknown): string {
  if (value === null) rejectInput(headers, REQUIRED);
  if (typeof value !== "string") rejectInput(headers, INVALID_FORMAT);
  const parsed = personNameSchema.safeParse(value);
  if (!parsed.success) rejectInput(headers, firstIssueKey(parsed.error));
  return parsed.data;
}

/** A phone by spec §5, normalised; an empty text clears it (null). */
function checkedPhone(headers: Headers | undefined, value: unknown): string | null {
  if (typeof value !== "string") rejectInput(headers, INVALID_FORMAT);
  const parsed = optionalPhoneSchema.safeParse(value);
  if (!parsed.success) rejectInput(headers, firstIssueKey(parsed.error));
  return parsed.data ?? null;
}

/**
 * /update-user: only first and last name, phone and locale, by the rules of sign-up; `name` follows
 * the names. The body is rewritten in place, because what a before-hook returns is merged into the
 * original body, which can neither drop a key nor set one to null.
 */
async function checkUpdateUser(ctx: AuthMiddlewareContext) {
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

// ---------------------------------------------------------------------------------------------------
// Translated error answers

/** A message of an error answer: from the error catalogue, or the auth namespace's own. */
type AuthErrorKey = ErrorMessageKey | NamespacedKey<"auth">;

/** Better Auth's (and better-call's) error codes → catalogue messages. */
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

/** The message key of an error answer: its code's, else the spec's message for the status (§8). */
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

/**
 * Every error answer as `{ code, message }` with the message in the request's language. Messages of
 * catalogue codes come from our own hooks, already translated with a more precise key: kept.
 */
async function translateErrorResponse(request: Request, response: Response): Promise<Response> {
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

// ---------------------------------------------------------------------------------------------------
// Password-reset requests

/**
 * How long /request-password-reset takes at least. A known address costs a token insert that an
 * unknown one doesn't; padding both to the same floor hides which addresses have an account.
 */
export const PASSWORD_RESET_REQUEST_FLOOR_MS = 250;

const RESET_REQUEST_PATH = "/api/auth/request-password-reset";

async function withFloor(started: number, response: Response): Promise<Response> {
  const remaining = PASSWORD_RESET_REQUEST_FLOOR_MS - (performance.now() - started);
  if (remaining > 0) await sleep(Math.ceil(remaining));
  return response;
}

export function createAuth({ db, config, mailer, logger, rateLimitRules }: AuthDeps) {
  const auth = betterAuth({
    appName: "Travel Services",
    baseURL: config.APP_URL,
    basePath: "/api/auth",
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.APP_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: userTable,
        session: sessionTable,
        account,
        verification,
        rateLimit,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
        phone: { type: "string", required: false, input: true },
        locale: { type: "string", required: false, input: true, defaultValue: "en" },
        isActive: { type: "boolean", required: false, input: false, defaultValue: true },
        lastSignInAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_TIMEOUT_MS / 1000,
      updateAge: 60 * 60,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Not awaited: the time of an SMTP exchange would tell that the address has an account.
      async sendResetPassword({ user, token }) {
        const locale = (user as { locale?: Locale }).locale ?? "en";
        mailer
          .send({
            to: user.email,
            locale,
            template: "reset-password",
            data: {
              name: user.name,
              url: `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`,
            },
          })
          .catch((error: unknown) =>
            logger.error({ err: error, userId: user.id }, "password-reset mail failed"),
          );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        const locale = (user as { locale?: Locale }).locale ?? "en";
        await mailer.send({
          to: user.email,
          locale,
          template: "verify-email",
          data: { name: user.name, url },
        });
      },
    },
    rateLimit: {
      enabled: config.RATE_LIMIT === "on",
      storage: "database",
      window: 60,
      max: 100,
      customRules: rateLimitRules ?? productionRateLimitRules,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.APP_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [admin({ defaultRole: "customer", adminRoles: ["admin"] })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/reset-password") checkResetToken(ctx, body);
        if (holdsNul(ctx.body) || holdsNul(ctx.query)) rejectInput(ctx.headers, INVALID_FORMAT);
        checkRedirects(ctx, body);
        await refuseDeactivatedSession(ctx, db);
        if (ctx.path === "/update-user") return checkUpdateUser(ctx);
        if (ctx.path === "/sign-up/email") {
          const parsed = signUpSchema.safeParse(body);
          if (!parsed.success) {
            const key = firstIssueKey(parsed.error);
            rejectInput(ctx.headers, key, codeOfKey(key));
          }
          const { firstName, lastName, email, phone } = parsed.data;
          return {
            context: {
              body: {
                ...body,
                email,
                firstName,
                lastName,
                phone: phone || undefined,
                name: `${firstName} ${lastName}`,
                locale: body.locale === "ar" ? "ar" : "en",
              },
            },
          };
        }
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const parsed = passwordSchema.safeParse(body.newPassword);
          if (!parsed.success) {
            const key = firstIssueKey(parsed.error);
            rejectInput(ctx.headers, key, codeOfKey(key));
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (isAPIError(returned)) return;
        if (ctx.path === "/sign-up/email" && ctx.request) return SIGN_UP_ACCEPTED;
        if (ctx.path !== "/get-session") return;
        const current = returned as { user?: { id: string } } | null | undefined;
        if (current?.user && isDeactivated(current.user)) await refuseSession(ctx, db, current.user.id);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          async before(session, ctx) {
            const [owner] = await db
              .select({ isActive: userTable.isActive })
              .from(userTable)
              .where(eq(userTable.id, session.userId));
            // A 403 with its own code, where returning false would be a 401 "Failed to create session".
            if (!owner?.isActive) throw accountDeactivated(ctx?.headers);
          },
          async after(session) {
            await db
              .update(userTable)
              .set({ lastSignInAt: new Date() })
              .where(eq(userTable.id, session.userId));
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        logger[method]({ args }, `[auth] ${message}`);
      },
    },
  });
  const handler = auth.handler;
  // Wrapped here rather than in server.ts, so that tests calling auth.handler get the same answers.
  auth.handler = async (request: Request) => {
    const started = performance.now();
    const response = await translateErrorResponse(request, await handler(request));
    return new URL(request.url).pathname === RESET_REQUEST_PATH ? withFloor(started, response) : response;
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Deactivates (or reactivates) a user: blocks sign-in and ends every session, recorded as an event. Given a
 * transaction (an admin's change with its audit entry), it runs inside it (a savepoint).
 */
export async function setUserActive(db: Queryable, userId: string, active: boolean, actorId: string | null) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userTable)
      .set({ isActive: active, updatedAt: new Date() })
      .where(and(eq(userTable.id, userId), eq(userTable.isActive, !active)))
      .returning({ id: userTable.id });
    if (!updated) return false;
    if (!active) await tx.delete(sessionTable).where(eq(sessionTable.userId, userId));
    await tx.insert(statusEvents).values({
      subjectType: "user",
      subjectId: userId,
      ownerId: userId,
      actorId,
      fromStatus: active ? "inactive" : "active",
      toStatus: active ? "active" : "inactive",
    });
    return true;
  });
}
