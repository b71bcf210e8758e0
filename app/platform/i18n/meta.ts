import { createI18nInstance } from "./instance.ts";
import type { TFunctionOf } from "./keys.ts";
import { isLocale, type Locale } from "./localized.ts";
import { pageBundle } from "./page-bundles.ts";
import type { Namespace } from "./route-namespaces.ts";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

interface RootTranslations {
  locale?: unknown;
  namespaces?: readonly Namespace[];
}

function rootData(matches: Matches): RootTranslations | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootTranslations | undefined;
}

export function localeOfMatches(matches: Matches): Locale {
  const locale = rootData(matches)?.locale;
  return isLocale(locale) ? locale : "en";
}

/** The page's own translations (page-bundles.ts), so that no translation file ends up in client JavaScript. */
export function metaTranslator(matches: Matches): TFunctionOf {
  const locale = localeOfMatches(matches);
  return createI18nInstance(locale, pageBundle(locale, rootData(matches)?.namespaces ?? [])).t;
}
