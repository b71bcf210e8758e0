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
  useEffect(() => {
    if (!module) return;
    // The slot under the header takes the height of the toast in front (Sonner keeps it on its list).
    const list = document.querySelector<HTMLElement>("[data-sonner-toaster]");
    if (!list) return;
    const root = document.documentElement;
    const follow = () =>
      root.style.setProperty("--toast-height", list.style.getPropertyValue("--front-toast-height") || "0px");
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(list, { attributes: true, attributeFilter: ["style"] });
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toast-height");
    };
  }, [module]);
  if (!module) return null;
  return (
    <module.Toaster
      dir={locale === "ar" ? "rtl" : "ltr"}
      position="top-center"
      offset={{ top: "var(--toast-top, 24px)", bottom: "calc(var(--sticky-bar-height, 0px) + 24px)" }}
      mobileOffset={{ top: "var(--toast-top, 16px)", bottom: "calc(var(--sticky-bar-height, 0px) + 16px)" }}
      customAriaLabel={t("toasts.region")}
      toastOptions={{ closeButtonAriaLabel: t("toasts.close") }}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      gap={TOAST_GAP_PX}
      closeButton
    />
  );
}
