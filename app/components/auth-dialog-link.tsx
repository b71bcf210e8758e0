import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { useLocation } from "react-router";
import { type AuthMode, loginHref, noticeNameOf } from "../platform/auth/login-url.ts";
import type { AnyKey } from "../platform/i18n/keys.ts";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./ui/button-classes.ts";

export interface AuthDialogApi {
  /** `notice`: an i18n key such as `AUTH_NOTICES.purchase`. */
  open(mode?: AuthMode, notice?: AnyKey): void;
  close(): void;
}

/** Here, not in features/auth, so that any feature may ask to sign in. */
export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error("useAuthDialog() needs <AuthDialogProvider> (features/auth) above it");
  return api;
}

export interface AuthLinkProps {
  mode?: AuthMode;
  notice?: AnyKey;
  /** Shows the dialog when JavaScript is off (default: the current page). */
  page?: string;
  className?: string;
  variant?: ButtonVariant | "text";
  size?: ButtonSize;
  children: ReactNode;
}

const textLinkClasses =
  "rounded font-medium text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand";

/** Without JavaScript it goes to the page with ?login=1 (the dialog as HTML). */
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
