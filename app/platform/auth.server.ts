import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { and, eq } from "drizzle-orm";
import type { Config } from "./config.server.ts";
import { SESSION_TIMEOUT_MS } from "./constants.ts";
import type { Database } from "./db/client.server.ts";
import {
  account,
  rateLimit,
  session as sessionTable,
  statusEvents,
  user as userTable,
  verification,
} from "./db/schema/index.ts";
import { detectLocale, LOCALE_COOKIE, readCookie } from "./i18n/detect.ts";
import { translator } from "./i18n/i18n.ts";
import type { Locale } from "./i18n/localized.ts";
import type { Logger } from "./logger.server.ts";
import type { Mailer } from "./mail.server.ts";
import { firstIssueKey, passwordSchema, signUpSchema } from "./validation.ts";

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

function rejectInput(headers: Headers | undefined, key: string, code: string): never {
  const t = translator(localeOfHeaders(headers));
  throw new APIError("BAD_REQUEST", { message: t(key), code });
}

/** "errors:codes.VALIDATION_INVALID_EMAIL" → VALIDATION_INVALID_EMAIL; other validation keys → a generic code. */
const codeOfKey = (key: string) =>
  /codes\.([A-Z_]+)$/.exec(key)?.[1] ??
  (key.endsWith(".required") ? "VALIDATION_REQUIRED_FIELD" : "VALIDATION_INVALID_FORMAT");

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
      async sendResetPassword({ user, token }) {
        const locale = (user as { locale?: Locale }).locale ?? "en";
        await mailer.send({
          to: user.email,
          locale,
          template: "reset-password",
          data: {
            name: user.name,
            url: `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`,
          },
        });
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
    },
    databaseHooks: {
      session: {
        create: {
          async before(session) {
            const [owner] = await db
              .select({ isActive: userTable.isActive })
              .from(userTable)
              .where(eq(userTable.id, session.userId));
            if (!owner?.isActive) return false;
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
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** Deactivates (or reactivates) a user: blocks sign-in and ends every session, recorded as an event. */
export async function setUserActive(db: Database, userId: string, active: boolean, actorId: string | null) {
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
