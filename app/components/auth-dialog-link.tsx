import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { useLocation } from "react-router";
import { type AuthMode, loginHref, noticeNameOf } from "../platform/auth/login-url.ts";
import type { AnyKey } from "../platform/i18n/keys.ts";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./ui/button-classes.ts";

export interface AuthDialogApi {
  /**
   * Opens the dialog. `notice` is shown above the form: an i18n key such as
   * `AUTH_NOTICES.purchase` ("errors:auth.loginToCompletePurchase").
   */
  open(mode?: AuthMode, notice?: AnyKey): void;
  close(): void;
}

/** Provided by the sign-in dialog (features/auth/auth-dialog.tsx), used by any feature that asks to sign in. */
export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

/** Opens and closes the sign-in dialog; needs <AuthDialogProvider> above. */
export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error("useAuthDialog() needs <AuthDialogProvider> (features/auth) above it");
  return api;
}

export interface AuthLinkProps {
  mode?: AuthMode;
  /** An i18n key (see AUTH_NOTICES) shown above the form. */
  notice?: AnyKey;
  /** The page that shows the dialog when JavaScript is off (default: the current page). */
  page?: string;
  className?: string;
  variant?: ButtonVariant | "text";
  size?: ButtonSize;
  children: ReactNode;
}

const textLinkClasses =
  "rounded font-medium text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand";

/** A link that opens the dialog; without JavaScript it goes to the page with ?login=1 (the dialog as HTML). */
export function AuthLink({
  mode = "sign-in",
  notice,
  page,
  className,
  variant = "primary",
  size = "md",
  children,
}: AuthLinkProps) {
  const { open } = useAuthDialog();
  const location = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(mode, notice);
  };
  const href = page
    ? loginHref(page, "", { mode, notice: noticeNameOf(notice) })
    : loginHref(location.pathname, location.search, { mode, notice: noticeNameOf(notice) });
  return (
    <a
      href={href}
      onClick={onClick}
      aria-haspopup="dialog"
      className={
        variant === "text" ? `${textLinkClasses} ${className ?? ""}` : buttonClasses(variant, size, className)
      }
    >
      {children}
    </a>
  );
}
