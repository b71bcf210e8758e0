export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export type Localized = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ar";
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

export function pick(text: Localized | null | undefined, locale: Locale): string {
  if (!text) return "";
  return text[locale] || text.en;
}
