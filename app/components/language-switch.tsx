import { Link, useLocation } from "react-router";
import type { Locale } from "../platform/i18n/localized.ts";
import { cx } from "./ui/cx.ts";
import { Languages } from "./ui/icons.tsx";

export const LOCALE_STORAGE_KEY = "lng";

/** A plain link with ?lng=, so that it works without JavaScript; also kept in local storage (spec §9). */
export function LanguageSwitch({ locale, className }: { locale: Locale; className?: string }) {
  const location = useLocation();
  const target: Locale = locale === "ar" ? "en" : "ar";
  const params = new URLSearchParams(location.search);
  params.set("lng", target);
  return (
    <Link
      to={`${location.pathname}?${params}${location.hash}`}
      preventScrollReset
      hrefLang={target}
      lang={target}
      onClick={() => {
        try {
          localStorage.setItem(LOCALE_STORAGE_KEY, target);
        } catch {}
      }}
      className={cx(
        "inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand outline-none",
        className,
      )}
    >
      <Languages aria-hidden className="hidden size-4 sm:block" />
      {target === "ar" ? "العربية" : "English"}
    </Link>
  );
}
