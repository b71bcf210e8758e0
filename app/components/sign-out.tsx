import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { SIGN_OUT_DELAY_MS } from "./sign-out-delay.ts";
import { cx } from "./ui/cx.ts";
import { CircleCheck, LoaderCircle, LogOut } from "./ui/icons.tsx";
import { toast } from "./ui/toaster.tsx";

/** Tells the page loaded after signing out to say so (sessionStorage: this tab only, read once). */
const SIGNED_OUT = "signed-out";

function remember(key: string): void {
  try {
    sessionStorage.setItem(key, "1");
  } catch {} // storage refused (private mode): the page then says nothing
}

function recall(key: string): boolean {
  try {
    const known = sessionStorage.getItem(key) === "1";
    sessionStorage.removeItem(key);
    return known;
  } catch {
    return false;
  }
}

export type SignOutState = "idle" | "signing-out" | "signed-out";

export interface SignOut {
  state: SignOutState;
  /** A full load of / afterwards, so that nothing of the account stays in memory. */
  start(): void;
}

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

/** Plain fetch, not a fetcher: a fetcher would revalidate the page as a visitor and unmount the menu that
 * asked. Kept by the header, which stays on screen whatever the page does meanwhile. */
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
    const timer = setTimeout(() => {
      remember(SIGNED_OUT);
      window.location.assign("/");
    }, SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return { state, start };
}

/** On the page that follows a sign-out, a message that it happened. */
export function useSignedOutNotice(): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (recall(SIGNED_OUT)) toast.success(t("header.signedOutNotice"));
  }, [t]);
}

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

/** Without JavaScript it posts to /auth; with it, `signOut.start()` runs instead. */
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
