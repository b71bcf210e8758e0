// Free of zod, so that the header's dialog launcher stays light; the input rules are in auth-rules.ts.
import type { FormReply } from "../../components/forms/submission.ts";
import {
  AUTH_MODES,
  AUTH_PARAMS,
  type AuthMode,
  isAuthMode,
  LOGIN_NOTICES,
  type LoginNotice,
  loginHref,
  withoutAuthParams,
} from "../../platform/auth/login-url.ts";
import type { ErrorMessageKey } from "../../platform/http/errors.ts";
import { keyFromData, type NamespacedKey } from "../../platform/i18n/keys.ts";

export { AUTH_MODES, AUTH_PARAMS, type AuthMode, isAuthMode, loginHref, withoutAuthParams };

import { safeRedirectPath } from "../../platform/http/safe-redirect.ts";

export type AuthTextKey = NamespacedKey<"auth">;

export type AuthMessageKey = ErrorMessageKey | AuthTextKey;

/** A form posted without JavaScript gets a redirect instead. */
export interface AuthActionData {
  intent: AuthIntent | null;
  result: FormReply;
  /** Shown in place of the form. */
  done?: string;
}

export const AUTH_INTENTS = ["sign-in", "sign-up", "forgot-password", "sign-out"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

export function isAuthIntent(value: unknown): value is AuthIntent {
  return typeof value === "string" && (AUTH_INTENTS as readonly string[]).includes(value);
}

export const intentOfMode: Record<AuthMode, Exclude<AuthIntent, "sign-out">> = {
  "sign-in": "sign-in",
  "sign-up": "sign-up",
  forgot: "forgot-password",
};

export const authMessages = {
  invalidCredentials: "errors:codes.AUTH_INVALID_CREDENTIALS",
  rateLimited: "errors:codes.API_RATE_LIMIT",
  serverError: "errors:codes.API_SERVER_ERROR",
  fallback: "errors:messages.fallback",
  requiredFields: "errors:codes.VALIDATION_REQUIRED_FIELD",
  noTokenReceived: "errors:auth.noTokenReceived",
  checkEmail: "errors:auth.checkEmailToConfirm",
  emailNotVerified: "auth:errors.emailNotVerified",
  accountDisabled: "auth:errors.accountDisabled",
  resetSent: "auth:forgot.sent",
  resetLinkInvalid: "auth:reset.invalid",
} as const satisfies Record<string, AuthMessageKey>;

/** By short name so that they can travel in a URL (`/?login=1&notice=purchase`). */
export const AUTH_NOTICES = LOGIN_NOTICES;
export type AuthNotice = LoginNotice;

export function isAuthNotice(value: unknown): value is AuthNotice {
  return typeof value === "string" && Object.hasOwn(AUTH_NOTICES, value);
}

/** The `auth` parameter after a form posted without JavaScript succeeded. */
export const AUTH_DONE = {
  "check-email": authMessages.checkEmail,
  "reset-sent": authMessages.resetSent,
} as const satisfies Record<string, AuthMessageKey>;
export type AuthDone = keyof typeof AUTH_DONE;

export function withParams(path: string, extra: Record<string, string | undefined>): string {
  const url = new URL(path, "http://same.invalid");
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface AuthFlash {
  open: boolean;
  mode: AuthMode;
  errorKey?: AuthMessageKey;
  doneKey?: AuthMessageKey;
  notice?: AuthNotice;
  next?: string;
  /** "failed" when Better Auth added ?error= to the confirmation link's landing. */
  verified?: "ok" | "failed";
  /** The confirmed address, to fill in the sign-in form. */
  email?: string;
}

// Only a shape check: the address merely fills in a field the visitor can see and change.
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]{1,190}$/;

/** Only the forms' own messages, never free text from the URL. */
export function isFlashMessageKey(value: unknown): value is string {
  return typeof value === "string" && /^(errors|auth):[A-Za-z0-9_.]+$/.test(value);
}

export function readAuthFlash(search: string): AuthFlash | null {
  const params = new URLSearchParams(search);
  const verifiedParam = params.get("verified");
  const login = params.get("login") === "1";
  const done = params.get("auth");
  if (!login && verifiedParam === null && done === null) return null;
  const modeParam = params.get("mode");
  const flash: AuthFlash = {
    open: login || (done !== null && Object.hasOwn(AUTH_DONE, done)),
    mode: isAuthMode(modeParam) ? modeParam : "sign-in",
  };
  const error = params.get("error");
  if (verifiedParam !== null) {
    flash.verified = error ? "failed" : "ok";
    const email = params.get("email");
    if (email && EMAIL_SHAPE.test(email)) flash.email = email;
  } else if (isFlashMessageKey(error)) {
    // A key read from the address bar: its form is checked here, its existence where it is shown.
    flash.errorKey = keyFromData<"errors" | "auth">(error);
  }
  if (done !== null && Object.hasOwn(AUTH_DONE, done)) {
    flash.doneKey = AUTH_DONE[done as AuthDone];
    if (done === "check-email" && !isAuthMode(modeParam)) flash.mode = "sign-up";
    if (done === "reset-sent" && !isAuthMode(modeParam)) flash.mode = "forgot";
  }
  const notice = params.get("notice");
  if (isAuthNotice(notice)) flash.notice = notice;
  const next = safeRedirectPath(params.get("next"), null);
  if (next) flash.next = next;
  return flash;
}
