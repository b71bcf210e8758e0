import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { isLocale, type Locale } from "./localized.ts";

export function useLocale(): Locale {
  const { i18n } = useContext(I18nContext);
  return isLocale(i18n.language) ? i18n.language : "en";
}
