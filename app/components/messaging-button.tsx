import { useCallback, useSyncExternalStore } from "react";
import { useMatches } from "react-router";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { X } from "./ui/icons.tsx";

/** A route handle that keeps the floating button off a page whose form or action bar it would cover. */
export const HIDES_MESSAGING = { hidesMessaging: true } as const;

const DISMISSED_KEY = "messaging-dismissed";
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
/** Storage a browser refuses (private modes, blocked cookies) leaves the button shown and dismissible for the page. */
let dismissedHere = false;
function readDismissed(): boolean {
  try {
    return dismissedHere || window.localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return dismissedHere;
  }
}

function useHiddenByPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as { hidesMessaging?: boolean } | undefined)?.hidesMessaging,
  );
}

/**
 * Beneath dialogs and the cart drawer (z-30 < their z-50), above a page's sticky action bar (--sticky-bar-height,
 * `ui/use-sticky-bar.ts`), hidden while a toast shows (app.css) and on form pages; a visitor can put it away for good.
 */
export function MessagingButton({ number }: { number: string }) {
  const { t } = useTranslation();
  const dismissed = useSyncExternalStore(subscribe, readDismissed, () => false);
  const hiddenByPage = useHiddenByPage();
  const dismiss = useCallback(() => {
    dismissedHere = true;
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Not remembered beyond this page: the storage is refused.
    }
    for (const listener of listeners) listener();
  }, []);
  const digits = number.replace(/\D/g, "");
  if (!digits || dismissed || hiddenByPage) return null;
  return (
    <div
      data-messaging-button
      className="fixed end-4 z-30 bottom-[calc(var(--sticky-bar-height,0px)+1rem)] sm:end-5 sm:bottom-[calc(var(--sticky-bar-height,0px)+1.25rem)]"
    >
      <a
        href={`https://wa.me/${digits}`}
        target="_blank"
        rel="noopener noreferrer"
        className="flex size-12 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg outline-none transition-transform hover:scale-105 focus-visible:ring-4 focus-visible:ring-[#25d366]/40 sm:size-14"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-6 fill-current sm:size-7">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.4.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z" />
        </svg>
        <span className="sr-only">{t("messaging.label")}</span>
      </a>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t("messaging.dismiss")}
        className="absolute -top-2 -end-2 flex size-6 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </div>
  );
}
