import type { ErrorMessageKey } from "./errors.ts";

/** What the sign-in dialog tells a visitor it opened for (spec §6), and the message it shows. */
export const LOGIN_NOTICES = {
  application: "errors:auth.loginToContinueApplication",
  purchase: "errors:auth.loginToCompletePurchase",
  required: "errors:auth.authenticationRequired",
} as const satisfies Record<string, ErrorMessageKey>;
export type LoginNotice = keyof typeof LOGIN_NOTICES;

/**
 * The address of a page with the sign-in dialog open, e.g. `/?login=1&notice=required&next=%2Fprofile`:
 * the dialog reads these parameters (features/auth/auth-form.ts) and sends the user to `next` afterwards.
 */
export function loginUrl(page: string, options: { notice?: LoginNotice; next?: string } = {}): string {
  const params = new URLSearchParams({ login: "1" });
  if (options.notice) params.set("notice", options.notice);
  if (options.next) params.set("next", options.next);
  return `${page}?${params}`;
}
