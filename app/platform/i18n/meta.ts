import { createI18nInstance, type LanguageBundle } from "./instance.ts";
import type { TFunctionOf } from "./keys.ts";
import { isLocale, type Locale } from "./localized.ts";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

interface RootTranslations {
  locale?: unknown;
  translations?: LanguageBundle;
}

function rootData(matches: Matches): RootTranslations | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootTranslations | undefined;
}

export function localeOfMatches(matches: Matches): Locale {
  const locale = rootData(matches)?.locale;
  return isLocale(locale) ? locale : "en";
}

const EMPTY: LanguageBundle = {};

/** Built from the root loader's bundle, so that no translation file ends up in client JavaScript. */
export function metaTranslator(matches: Matches): TFunctionOf {
  return createI18nInstance(localeOfMatches(matches), rootData(matches)?.translations ?? EMPTY).t;
}
