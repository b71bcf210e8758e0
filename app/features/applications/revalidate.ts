import type { ShouldRevalidateFunctionArgs } from "react-router";
import { withoutAuthParams } from "../../platform/auth/login-url.ts";

// The sign-in dialog takes its parameters off the address once read; reloading for that would ask a visitor
// to sign in again, in a circle.
export function applicationShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  // The form's own autosave changes nothing it shows.
  if (formData?.get("intent") === "autosave") return false;
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
