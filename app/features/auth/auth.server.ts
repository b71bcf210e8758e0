// Better Auth is called through its HTTP handler, not `auth.api.*`: server-side API calls skip its rate
// limiter and origin check, and /auth must not become a way around those of /api/auth (docs/decisions/003).
import { ACCOUNT_DEACTIVATED } from "../../platform/auth/account-status.server.ts";
import { type Auth, CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import { keyFromData } from "../../platform/i18n/keys.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { Config } from "../../platform/server/config.server.ts";
import type { Logger } from "../../platform/server/logger.server.ts";
import { type AuthMessageKey, authMessages } from "./auth-form.ts";
import type { AuthFormIntent, AuthInput } from "./auth-rules.ts";

export interface AuthDeps {
  auth: Auth;
  config: Pick<Config, "APP_URL">;
  logger: Pick<Logger, "error" | "warn">;
}

export type AuthOutcome =
  | { ok: true; messageKey?: AuthMessageKey; cookies: string[] }
  | {
      ok: false;
      status: number;
      messageKey: AuthMessageKey;
      fieldErrors?: Record<string, AuthMessageKey>;
      cookies: string[];
    };

/** The home page opens the sign-in dialog with the address filled in (auth-dialog.tsx). */
export function verifiedCallbackURL(locale: Locale, email: string): string {
  return `/?${new URLSearchParams({ verified: "1", lng: locale, email })}`;
}

const FORWARDED_HEADERS = ["cookie", "accept-language", "user-agent", CLIENT_IP_HEADER] as const;

interface AuthResponse {
  status: number;
  code?: string;
  cookies: string[];
  body: Record<string, unknown>;
}

async function callAuth(
  deps: AuthDeps,
  path: string,
  body: Record<string, unknown> | null,
  request: Request,
): Promise<AuthResponse> {
  const headers = new Headers({ origin: new URL(deps.config.APP_URL).origin });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  let init: RequestInit = { method: "GET", headers };
  if (body) {
    headers.set("content-type", "application/json");
    init = { method: "POST", headers, body: JSON.stringify(body) };
  }
  const response = await deps.auth.handler(new Request(`${deps.config.APP_URL}/api/auth${path}`, init));
  let json: Record<string, unknown> = {};
  if ((response.headers.get("content-type") ?? "").includes("application/json")) {
    json = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;
  }
  const result: AuthResponse = {
    status: response.status,
    cookies: response.headers.getSetCookie(),
    body: json,
  };
  if (typeof json.code === "string") result.code = json.code;
  return result;
}

const fail = (
  status: number,
  messageKey: AuthMessageKey,
  cookies: string[] = [],
  fieldErrors?: Record<string, AuthMessageKey>,
): AuthOutcome =>
  fieldErrors
    ? { ok: false, status, messageKey, fieldErrors, cookies }
    : { ok: false, status, messageKey, cookies };

function commonFailure(deps: AuthDeps, what: string, response: AuthResponse): AuthOutcome {
  if (response.status === 429) return fail(429, authMessages.rateLimited);
  if (response.status >= 500) {
    deps.logger.error({ status: response.status, code: response.code }, `${what} failed`);
    return fail(500, authMessages.serverError);
  }
  deps.logger.warn({ status: response.status, code: response.code }, `${what} refused`);
  return fail(Math.max(response.status, 400), authMessages.fallback);
}

const DISABLED_CODES = new Set([ACCOUNT_DEACTIVATED, "FAILED_TO_CREATE_SESSION", "BANNED_USER"]);

export async function signIn(
  deps: AuthDeps,
  input: AuthInput["sign-in"],
  request: Request,
  locale: Locale,
): Promise<AuthOutcome> {
  // Better Auth re-sends the confirmation link to an unconfirmed address.
  const response = await callAuth(
    deps,
    "/sign-in/email",
    { ...input, callbackURL: verifiedCallbackURL(locale, input.email) },
    request,
  );
  if (response.status === 200) {
    if (!response.body.token || !response.cookies.some((c) => c.includes("session_token="))) {
      return fail(401, authMessages.noTokenReceived);
    }
    return { ok: true, cookies: response.cookies };
  }
  if (response.code === "EMAIL_NOT_VERIFIED") return fail(403, authMessages.emailNotVerified);
  if (response.code && DISABLED_CODES.has(response.code)) return fail(403, authMessages.accountDisabled);
  if (response.status === 401 || response.code === "INVALID_EMAIL_OR_PASSWORD") {
    return fail(401, authMessages.invalidCredentials);
  }
  return commonFailure(deps, "sign-in", response);
}

/** An existing address gets the same answer as a new one ("check your e-mail"), so that sign-up never
 * reveals which addresses have accounts. */
export async function signUp(
  deps: AuthDeps,
  input: AuthInput["sign-up"],
  request: Request,
  locale: Locale,
): Promise<AuthOutcome> {
  const { phone, ...rest } = input;
  const body: Record<string, unknown> = {
    ...rest,
    locale,
    callbackURL: verifiedCallbackURL(locale, rest.email),
  };
  if (phone) body.phone = phone;
  const response = await callAuth(deps, "/sign-up/email", body, request);
  const duplicate = response.code?.startsWith("USER_ALREADY_EXISTS") ?? false;
  if (response.status === 200 || duplicate) {
    return { ok: true, messageKey: authMessages.checkEmail, cookies: [] };
  }
  if (response.status === 400 && response.code?.startsWith("VALIDATION_")) {
    // The before-hook's rules are the same as ours, so this is a safety net only.
    return fail(400, keyFromData<"errors">(`errors:codes.${response.code}`));
  }
  if (response.code === "PASSWORD_TOO_SHORT" || response.code === "PASSWORD_TOO_LONG") {
    return fail(400, "errors:validation.passwordRule", [], { password: "errors:validation.passwordRule" });
  }
  return commonFailure(deps, "sign-up", response);
}

/** The same answer whether the address has an account or not (only a rate limit shows). */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: AuthInput["forgot-password"],
  request: Request,
): Promise<AuthOutcome> {
  const response = await callAuth(
    deps,
    "/request-password-reset",
    { email: input.email, redirectTo: "/reset-password" },
    request,
  );
  if (response.status === 429) return fail(429, authMessages.rateLimited);
  if (response.status !== 200) {
    // A failure here happens only for existing accounts: don't tell.
    deps.logger.error({ status: response.status, code: response.code }, "password-reset request failed");
  }
  return { ok: true, messageKey: authMessages.resetSent, cookies: [] };
}

export async function signOut(deps: AuthDeps, request: Request): Promise<AuthOutcome> {
  const response = await callAuth(deps, "/sign-out", {}, request);
  if (response.status !== 200) {
    deps.logger.warn({ status: response.status, code: response.code }, "sign-out refused");
  }
  return { ok: true, cookies: response.cookies };
}

export async function runAuthIntent<I extends AuthFormIntent>(
  deps: AuthDeps,
  intent: I,
  input: AuthInput[I],
  request: Request,
  locale: Locale,
): Promise<AuthOutcome> {
  switch (intent) {
    case "sign-in":
      return signIn(deps, input as AuthInput["sign-in"], request, locale);
    case "sign-up":
      return signUp(deps, input as AuthInput["sign-up"], request, locale);
    default:
      return requestPasswordReset(deps, input as AuthInput["forgot-password"], request);
  }
}

/** Asks Better Auth's own check, which redirects to the callback with ?token= or ?error=INVALID_TOKEN. */
export async function isResetTokenUsable(
  deps: AuthDeps,
  token: string | null,
  request: Request,
): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const response = await deps.auth.handler(
    new Request(
      `${deps.config.APP_URL}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent("/reset-password")}`,
      { headers: { [CLIENT_IP_HEADER]: request.headers.get(CLIENT_IP_HEADER) ?? "" } },
    ),
  );
  const location = response.headers.get("location");
  if (!location) return false;
  const target = new URL(location, deps.config.APP_URL);
  return target.searchParams.get("token") === token && !target.searchParams.has("error");
}

export type ResetOutcome =
  | { ok: true }
  | {
      ok: false;
      status: number;
      messageKey: AuthMessageKey;
      fieldErrors?: Record<string, AuthMessageKey>;
      linkInvalid?: boolean;
    };

export async function resetPassword(
  deps: AuthDeps,
  { token, newPassword }: AuthInput["reset-password"],
  request: Request,
): Promise<ResetOutcome> {
  const response = await callAuth(deps, "/reset-password", { token, newPassword }, request);
  if (response.status === 200) return { ok: true };
  if (response.code && DISABLED_CODES.has(response.code)) {
    return { ok: false, status: 403, messageKey: authMessages.accountDisabled };
  }
  if (response.code === "INVALID_TOKEN" || response.code === "USER_NOT_FOUND") {
    return { ok: false, status: 400, messageKey: authMessages.resetLinkInvalid, linkInvalid: true };
  }
  if (response.status === 400) {
    return {
      ok: false,
      status: 400,
      messageKey: "errors:validation.passwordRule",
      fieldErrors: { newPassword: "errors:validation.passwordRule" },
    };
  }
  const common = commonFailure(deps, "password reset", response);
  return common.ok ? { ok: true } : { ok: false, status: common.status, messageKey: common.messageKey };
}
