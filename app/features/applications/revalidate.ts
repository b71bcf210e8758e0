import type { ShouldRevalidateFunctionArgs } from "react-router";
import { withoutAuthParams } from "../../platform/auth/login-url.ts";

/**
 * The form pages' `shouldRevalidate`: the sign-in dialog takes its parameters (?login=1&notice=…) off the address
 * once it has read them; that is no reason to load the page again (for a visitor it would ask to sign in again, in
 * a circle). Everything else revalidates as usual.
 */
export function applicationShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    withoutAuthParams(currentUrl.search) === withoutAuthParams(nextUrl.search)
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}
