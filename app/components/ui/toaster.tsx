import { useEffect, useState } from "react";
import type { ExternalToast } from "sonner";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from "../../platform/domain/constants.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

// Sonner (~10 KB gzip) is kept out of every page's first JavaScript: it is fetched once the browser is idle
// after hydration, or at the first toast if that comes sooner. Sonner shows the toasts sent before its
// <Toaster> subscribed, so none is lost.
type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;
let announceLoaded: (module: Sonner) => void = () => {};
const loaded = new Promise<Sonner>((resolve) => {
  announceLoaded = resolve;
});

function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").then((module) => {
    announceLoaded(module);
    return module;
  });
  return sonner;
}

/** Between the toasts and what they stand beside (the header's bar, a sticky action bar). */
const TOAST_MARGIN_PX = 16;

export const toast = {
  success(message: string, options?: ExternalToast): void {
    void loadSonner().then((module) => module.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast): void {
    void loadSonner().then((module) => module.toast.error(message, options));
  },
};

/**
 * Spec §9. On the storefront a toast opens a room of its own height under the sticky header (its slot, app.css),
 * so that it covers neither the header nor the page; over a dialog or the cart drawer it stands above the sticky
 * action bar (--sticky-bar-height, ui/use-sticky-bar.ts). The messaging button steps aside while one shows.
 * Renders nothing until Sonner is loaded.
 */
export function Toaster({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [module, setModule] = useState<Sonner | null>(null);
  useEffect(() => {
    let mounted = true;
    void loaded.then((loadedModule) => mounted && setModule(loadedModule));
    // Safari has no requestIdleCallback: a short timeout instead.
    const idle = "requestIdleCallback" in window;
    const handle = idle ? window.requestIdleCallback(() => loadSonner()) : window.setTimeout(loadSonner, 200);
    return () => {
      mounted = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  const label = t("toasts.region");
  useEffect(() => {
    if (!module) return;
    // The room the shown toasts take (the one in front, the edges of those behind it, a margin): the header's slot
    // opens to it, and over a dialog the stack is lifted by it (app.css). Sonner draws its list only while a toast
    // shows, inside its region.
    const region = document.querySelector<HTMLElement>(`section[aria-label="${CSS.escape(label)}"]`);
    if (!region) return;
    const root = document.documentElement;
    const follow = () => {
      const list = region.querySelector<HTMLElement>("[data-sonner-toaster]");
      const shown = Math.min(region.querySelectorAll("[data-sonner-toast]").length, TOAST_VISIBLE_MAX);
      const front = Number.parseFloat(list?.style.getPropertyValue("--front-toast-height") ?? "") || 0;
      const room = shown > 0 && front > 0 ? front + (shown - 1) * TOAST_GAP_PX + TOAST_MARGIN_PX : 0;
      root.style.setProperty("--toast-room", `${room}px`);
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(region, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["style"],
    });
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toast-room");
    };
  }, [module, label]);
  if (!module) return null;
  return (
    <module.Toaster
      dir={locale === "ar" ? "rtl" : "ltr"}
      position="top-center"
      offset={{ top: "var(--toast-top, 24px)" }}
      mobileOffset={{ top: "var(--toast-top, 16px)" }}
      customAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: t("toasts.close") }}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      gap={TOAST_GAP_PX}
      closeButton
    />
  );
}
