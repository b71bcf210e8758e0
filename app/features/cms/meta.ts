import type { TFunction } from "i18next";
import { translator } from "../../platform/i18n/i18n.ts";
import { isLocale, type Locale } from "../../platform/i18n/localized.ts";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The page language, from the root route's loader data (for `meta` functions). */
export function localeOfMatches(matches: Matches): Locale {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : "en";
}

/** A translate function in the page language, for `meta` functions. */
export function metaTranslator(matches: Matches): TFunction {
  return translator(localeOfMatches(matches));
}
