import type { ErrorMessageKey } from "../http/errors.ts";

/** Spec §6. */
export const LOGIN_NOTICES = {
  application: "errors:auth.loginToContinueApplication",
  purchase: "errors:auth.loginToCompletePurchase",
  required: "errors:auth.authenticationRequired",
} as const satisfies Record<string, ErrorMessageKey>;
export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** e.g. `/?login=1&notice=required&next=%2Fprofile`; the dialog sends the user to `next` afterwards. */
export function loginUrl(page: string, options: { notice?: LoginNotice; next?: string } = {}): string {
  return loginHref(page, "", options);
}

export const AUTH_MODES = ["sign-in", "sign-up", "forgot"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export function isAuthMode(value: unknown): value is AuthMode {
  return typeof value === "string" && (AUTH_MODES as readonly string[]).includes(value);
}

export const AUTH_PARAMS = ["login", "mode", "error", "auth", "notice", "next", "verified"] as const;

/** Verify-email errors and the confirmed address go too (other pages may have an `email` of their own). */
export function withoutAuthParams(search: string): string {
  const params = new URLSearchParams(search);
  const verifying = params.has("verified");
  for (const name of AUTH_PARAMS) params.delete(name);
  if (verifying) {
    params.delete("error");
    params.delete("email");
  }
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** Keeps the page's own query: `/checkout?login=1&mode=sign-up`. */
export function loginHref(
  pathname: string,
  search: string,
  options: { mode?: AuthMode; notice?: LoginNotice; next?: string } = {},
): string {
  const params = new URLSearchParams(withoutAuthParams(search));
  params.set("login", "1");
  if (options.mode && options.mode !== "sign-in") params.set("mode", options.mode);
  if (options.notice) params.set("notice", options.notice);
  if (options.next) params.set("next", options.next);
  return `${pathname}?${params}`;
}

/** The notice's name for a message key (AuthLink carries the key, the URL the name). */
export function noticeNameOf(notice: string | undefined): LoginNotice | undefined {
  return (Object.keys(LOGIN_NOTICES) as LoginNotice[]).find((name) => LOGIN_NOTICES[name] === notice);
}
