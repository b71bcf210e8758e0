import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { isLocale, type Locale } from "./localized.ts";

/** The page's language, read from the i18n instance of the page ("en" for anything else). */
export function useLocale(): Locale {
  const { i18n } = useContext(I18nContext);
  return isLocale(i18n.language) ? i18n.language : "en";
}
