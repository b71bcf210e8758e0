import { setTimeout as sleep } from "node:timers/promises";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import {
  account,
  rateLimit,
  session as sessionTable,
  user as userTable,
  verification,
} from "../db/schema/index.ts";
import { SESSION_TIMEOUT_MS } from "../domain/constants.ts";
import type { Locale } from "../i18n/localized.ts";
import type { Mailer } from "../mail/mail.server.ts";
import type { Config } from "../server/config.server.ts";
import type { Logger } from "../server/logger.server.ts";
import {
  accountDeactivated,
  isDeactivated,
  refuseDeactivatedReset,
  refuseDeactivatedSession,
  refuseSession,
} from "./account-status.server.ts";
import { INVALID_FORMAT, rejectInput, translateErrorResponse } from "./auth-errors.server.ts";
import {
  checkNewPassword,
  checkRedirects,
  checkResetToken,
  checkSignUp,
  checkUpdateUser,
  holdsNul,
} from "./auth-input.server.ts";
import { authLogMethod } from "./auth-log.server.ts";

/** Set by the Express layer from req.ip; client values are overwritten. */
export const CLIENT_IP_HEADER = "x-storefront-client-ip";

export interface AuthDeps {
  db: Database;
  config: Pick<Config, "APP_URL" | "AUTH_SECRET" | "RATE_LIMIT">;
  mailer: Mailer;
  logger: Logger;
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

// Better Auth answers an address that already has an account with a made-up user that differs from a real
// one (no role), so the user is left out of every sign-up answer.
const SIGN_UP_ACCEPTED = { token: null, status: true };

// A known address costs a token insert that an unknown one doesn't; padding both to the same floor hides
// which addresses have an account.
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
        // Kept by the back office's own rules (features/accounts/admin): no plugin of Better Auth changes it.
        role: { type: "string", required: false, input: false, defaultValue: "customer" },
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
      // Not awaited: the time of an SMTP exchange would tell that the address has an account. A deactivated
      // account gets no mail but the same answer, so that the answer tells a stranger nothing (decision 027).
      async sendResetPassword({ user, token }) {
        if (isDeactivated(user)) return;
        const locale = (user as { locale?: Locale }).locale ?? "en";
        mailer
          .send({
            to: user.email,
            locale,
            template: () => import("../mail/templates/reset-password.server.tsx"),
            data: {
              name: user.name,
              url: `${config.APP_URL}/reset-password?${new URLSearchParams({ token, lng: locale })}`,
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
      // The link only confirms the address: signing in by a GET would let any page sign a visitor into
      // someone else's account (or replace their session). The landing opens the sign-in dialog.
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        const locale = (user as { locale?: Locale }).locale ?? "en";
        await mailer.send({
          to: user.email,
          locale,
          template: () => import("../mail/templates/verify-email.server.tsx"),
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
    // No admin plugin: its HTTP endpoints (set-role, ban, impersonate…) bypass the back office's rules and audit.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/reset-password") {
          checkResetToken(ctx, body);
          await refuseDeactivatedReset(ctx, db);
        }
        if (holdsNul(ctx.body) || holdsNul(ctx.query)) rejectInput(ctx.headers, INVALID_FORMAT);
        checkRedirects(ctx, body);
        await refuseDeactivatedSession(ctx, db);
        if (ctx.path === "/update-user") return checkUpdateUser(ctx);
        if (ctx.path === "/sign-up/email") return { context: { body: checkSignUp(ctx, body) } };
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") checkNewPassword(ctx, body);
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
        logger[authLogMethod(level, message)]({ args }, `[auth] ${message}`);
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
