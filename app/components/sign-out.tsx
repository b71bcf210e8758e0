import { CircleCheck, LoaderCircle, LogOut } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { cx } from "./ui/cx.ts";

/** How long "Signed out" shows before the browser goes to the home page (spec §2: "after a short delay"). */
export const SIGN_OUT_DELAY_MS = 600;

export type SignOutState = "idle" | "signing-out" | "signed-out";

export interface SignOut {
  state: SignOutState;
  /** Ends the session, shows "Signed out", then loads / (a full load: nothing of the account stays in memory). */
  start(): void;
}

/** The form a browser without JavaScript posts: /auth ends the session and redirects to / (routes/auth.tsx). */
function postSignOutForm(): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/auth";
  form.hidden = true;
  const intent = document.createElement("input");
  intent.type = "hidden";
  intent.name = "intent";
  intent.value = "sign-out";
  form.append(intent);
  document.body.append(form);
  form.submit();
}

/**
 * Sign-out for the header's user menu and the mobile menu (spec §2: "Logout returns to / after a short
 * delay"). Posts the same form as without JavaScript, but with fetch and without following its redirect,
 * so the page stays put while the session ends (a React Router fetcher would revalidate the page as a
 * visitor and unmount the menu that asked); then "Signed out" shows for SIGN_OUT_DELAY_MS and the
 * browser loads /. Should the request fail, the form is posted as a page instead (the server redirects to
 * /). Kept by the header, which stays on screen whatever the page does meanwhile.
 */
export function useSignOut(): SignOut {
  const [state, setState] = useState<SignOutState>("idle");
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState("signing-out");
    fetch("/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-out" }),
      credentials: "same-origin",
      // The 303 to / carries the cleared cookies; the home page itself is loaded after the delay.
      redirect: "manual",
    })
      .then((response) => {
        if (response.type !== "opaqueredirect" && !response.ok)
          throw new Error(`sign-out answered ${response.status}`);
        setState("signed-out");
      })
      .catch(postSignOutForm);
  }, []);

  useEffect(() => {
    if (state !== "signed-out") return;
    const timer = setTimeout(() => window.location.assign("/"), SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return { state, start };
}

/** "Signing out…" / "Signed out" where the control was: a live region, so it is read out too. */
export function SignOutStatus({ state, className }: { state: SignOutState; className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      data-sign-out={state}
      className={cx("inline-flex items-center gap-2 text-sm font-medium whitespace-nowrap", className)}
    >
      {state === "signed-out" ? (
        <>
          <CircleCheck aria-hidden className="size-4 shrink-0 text-emerald-600" />
          {t("header.signedOut")}
        </>
      ) : state === "signing-out" ? (
        <>
          <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-slate-500" />
          {t("header.signingOut")}
        </>
      ) : null}
    </p>
  );
}

/**
 * The sign-out control as a form (the mobile menu): without JavaScript it posts to /auth, which ends the
 * session and redirects to /; with it, `signOut.start()` runs instead.
 */
export function SignOutForm({ signOut, className }: { signOut: SignOut; className?: string }) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signOut.start();
  };
  return (
    <form method="post" action="/auth" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="sign-out" />
      <button type="submit" className={className}>
        <LogOut aria-hidden className="size-4 shrink-0 flip-rtl" />
        {t("header.logout")}
      </button>
    </form>
  );
}
