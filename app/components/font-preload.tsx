import plexArabic from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Locale } from "../platform/i18n/localized.ts";

// The face most of the page's text is set in, fetched with the stylesheet instead of after it, so the swap from
// the fallback (font-display: swap) comes sooner. One file only: Inter's Latin subset is variable (every weight);
// Arabic pages preload the regular weight, and their other weights and Latin words follow at the usual time.
const FONT_FOR_FIRST_PAINT: Record<Locale, string> = { en: interLatin, ar: plexArabic };

export function FontPreload({ locale }: { locale: Locale }) {
  return (
    <link
      rel="preload"
      as="font"
      type="font/woff2"
      href={FONT_FOR_FIRST_PAINT[locale]}
      crossOrigin="anonymous"
    />
  );
}
