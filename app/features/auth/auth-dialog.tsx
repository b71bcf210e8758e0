import { type ReactNode, Suspense, useCallback, useEffect, useId, useMemo, useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { AuthDialogContext, AuthLink } from "../../components/auth-dialog-link.tsx";
import { lazyComponent } from "../../components/lazy.ts";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "../../components/ui/button-classes.ts";
import { LogIn, X } from "../../components/ui/icons.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { noticeNameOf } from "../../platform/auth/login-url.ts";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import { POST_LOGIN_RELOAD_MS } from "../../platform/domain/constants.ts";
import type { AnyKey } from "../../platform/i18n/keys.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  AUTH_NOTICES,
  type AuthFlash,
  type AuthMessageKey,
  type AuthMode,
  loginHref,
  readAuthFlash,
  withoutAuthParams,
} from "./auth-form.ts";

// The form and the modal are loaded when the dialog first opens (or at once when the server rendered
// it open): most visits never sign in, so this code stays out of the first page load.
const loadPanel = () => import("./auth-panel.tsx");
const AuthPanel = lazyComponent(() => loadPanel().then((module) => module.AuthPanel));
const Dialog = lazyComponent(() => import("../../components/ui/dialog.tsx").then((module) => module.Dialog));
const STATIC_DIALOG_ID = "auth-dialog-static";

export { AUTH_NOTICES } from "./auth-form.ts";

interface DialogState {
  open: boolean;
  mode: AuthMode;
  notice?: AnyKey;
  errorKey?: AuthMessageKey;
  doneKey?: AuthMessageKey;
  next?: string;
  /** Filled in the sign-in form (the address a confirmation link just confirmed). */
  email?: string;
  /** Changes on every opening, so that the form starts afresh. */
  serial: number;
}

const closedState: DialogState = { open: false, mode: "sign-in", serial: 0 };

function stateFromFlash(flash: AuthFlash, serial: number): DialogState {
  const state: DialogState = { open: true, mode: flash.mode, serial };
  if (flash.notice) state.notice = AUTH_NOTICES[flash.notice];
  if (flash.errorKey) state.errorKey = flash.errorKey;
  if (flash.doneKey) state.doneKey = flash.doneKey;
  if (flash.next) state.next = flash.next;
  return state;
}

interface CarriedInput {
  serial: number;
  mode: AuthMode;
  values: Record<string, string>;
  focused?: string;
}

function readTypedInput(container: HTMLElement): CarriedInput {
  const values: Record<string, string> = {};
  for (const input of container.querySelectorAll<HTMLInputElement>("input[name]:not([type=hidden])")) {
    if (input.value) values[input.name] = input.value;
  }
  const active = document.activeElement;
  const carried: CarriedInput = { serial: 1, mode: "sign-in", values };
  const form = container.querySelector<HTMLInputElement>("input[name=intent]")?.value;
  if (form === "sign-up") carried.mode = "sign-up";
  if (form === "forgot-password") carried.mode = "forgot";
  if (active instanceof HTMLInputElement && container.contains(active) && active.name)
    carried.focused = active.name;
  return carried;
}

const titleKey = { "sign-in": "titles.signIn", "sign-up": "titles.signUp", forgot: "titles.forgot" } as const;

/** Reads the dialog's state from the address bar (`?login=1`, `?verified=1`, …, see auth-form.ts) so that it
 * works without JavaScript: before hydration an open dialog is plain HTML. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation("auth");
  const location = useLocation();
  const navigate = useNavigate();
  const root = useRouteLoaderData("root") as { user: SignedInUser | null } | undefined;
  const signedIn = Boolean(root?.user);
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<DialogState>(() => {
    const flash = readAuthFlash(location.search);
    return flash?.open && !signedIn ? stateFromFlash(flash, 1) : closedState;
  });

  // Once the lazy panel replaces a server-rendered dialog, keep what was typed before hydration.
  const [carried, setCarried] = useState<CarriedInput | null>(null);
  useEffect(() => {
    if (!document.getElementById(STATIC_DIALOG_ID)) {
      setHydrated(true);
      return;
    }
    let live = true;
    loadPanel().then(() => {
      if (!live) return;
      const staticDialog = document.getElementById(STATIC_DIALOG_ID);
      if (staticDialog) setCarried(readTypedInput(staticDialog));
      setHydrated(true);
    });
    return () => {
      live = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new address (key), not on every render
  useEffect(() => {
    const flash = readAuthFlash(location.search);
    if (!flash) return;
    // Messages for a dialog go inside it: the modal hides the rest of the page from assistive technology.
    // The link never signs in: whoever is signed in here stays so, and may not be the link's owner.
    const email = flash.email;
    if (flash.verified === "failed") {
      setState((s) => ({
        open: true,
        mode: "sign-in",
        errorKey: "auth:verified.linkInvalid",
        ...(email ? { email } : {}),
        serial: s.serial + 1,
      }));
    } else if (flash.verified === "ok") {
      if (signedIn) {
        const own = email !== undefined && email.toLowerCase() === root?.user?.email.toLowerCase();
        toast.success(t(own ? "verified.welcome" : "verified.stillSignedIn"), { id: "auth-verified" });
      } else
        setState((s) => ({
          open: true,
          mode: "sign-in",
          notice: "auth:verified.signInNow",
          ...(email ? { email } : {}),
          serial: s.serial + 1,
        }));
    } else if (flash.open && !signedIn) {
      setState((s) => (s.open && s.serial === 1 ? s : stateFromFlash(flash, s.serial + 1)));
    }
    navigate(
      { pathname: location.pathname, search: withoutAuthParams(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.key]);

  const open = useCallback((mode: AuthMode = "sign-in", notice?: AnyKey) => {
    setState((s) => {
      const next: DialogState = { open: true, mode, serial: s.serial + 1 };
      if (notice) next.notice = notice;
      return next;
    });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ open, close }), [open, close]);

  const next = state.next;
  const onSignedIn = useCallback(() => {
    // Spec §4: the page reloads 100 ms after login, so that every part of it shows the signed-in user.
    setTimeout(() => (next ? window.location.assign(next) : window.location.reload()), POST_LOGIN_RELOAD_MS);
  }, [next]);

  const search = withoutAuthParams(location.search);
  const returnTo = `${location.pathname}${search}`;
  const noticeName = noticeNameOf(state.notice);
  // `exists` read as a plain boolean: its type guard brands the key, which i18next's `t` types then misread.
  const noticeKnown: boolean = !!state.notice && i18n.exists(state.notice);
  const noticeText = noticeKnown && state.notice ? t(state.notice) : state.notice;
  const title = t(titleKey[state.mode]);
  const carry = carried && carried.serial === state.serial && carried.mode === state.mode ? carried : null;
  const panel = (
    <AuthPanel
      key={`${state.serial}-${state.mode}`}
      defaultValues={carry?.values ?? (state.email ? { email: state.email } : undefined)}
      focusField={carry?.focused}
      mode={state.mode}
      hydrated={hydrated}
      onModeChange={(mode) => setState((s) => ({ ...s, mode, errorKey: undefined, doneKey: undefined }))}
      modeHref={(mode) => loginHref(location.pathname, search, { mode, notice: noticeName, next })}
      notice={noticeText}
      noticeName={noticeName}
      initialError={state.errorKey}
      initialDone={state.doneKey}
      returnTo={returnTo}
      next={next}
      onSignedIn={onSignedIn}
    />
  );

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {hydrated ? (
          state.serial > 0 ? (
            <Dialog
              isOpen={state.open}
              onOpenChange={(isOpen) => (isOpen ? undefined : close())}
              title={title}
              closeLabel={t("close")}
            >
              {panel}
            </Dialog>
          ) : null
        ) : state.open ? (
          <StaticDialog title={title} closeLabel={t("close")} closeHref={returnTo}>
            {panel}
          </StaticDialog>
        ) : null}
      </Suspense>
    </AuthDialogContext.Provider>
  );
}

/** Until the page is hydrated; same look as ui/dialog.tsx. */
function StaticDialog({
  title,
  closeLabel,
  closeHref,
  children,
}: {
  title: string;
  closeLabel: string;
  closeHref: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div
      id={STATIC_DIALOG_ID}
      className="overlay fixed inset-0 z-50 flex items-center justify-center bg-slate-950/50 p-4"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-2xl bg-white shadow-xl"
      >
        <div className="relative max-h-[90vh] overflow-y-auto p-6">
          <h2 id={titleId} className="pe-10 text-xl font-semibold">
            {title}
          </h2>
          <a
            href={closeHref}
            aria-label={closeLabel}
            className={buttonClasses("ghost", "icon", "absolute end-3 top-3")}
          >
            <X aria-hidden className="size-5" />
          </a>
          <div className="mt-4">{children}</div>
        </div>
      </div>
    </div>
  );
}

export interface LoginButtonProps {
  className?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Without JavaScript it is a link to the same page with ?login=1. */
export function LoginButton({ className, variant = "primary", size = "md" }: LoginButtonProps) {
  const { t } = useTranslation("auth");
  return (
    <AuthLink className={className} variant={variant} size={size}>
      <LogIn aria-hidden className="size-4 flip-rtl" />
      {t("logIn")}
    </AuthLink>
  );
}
