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
        <span aria-hidden className="whatsapp-glyph size-6 sm:size-7" />
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
