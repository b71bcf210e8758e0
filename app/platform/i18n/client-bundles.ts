import type { LanguageBundle } from "./instance.ts";
import type { Locale } from "./localized.ts";
import type { Namespace } from "./route-namespaces.ts";

// The browser's side of page-bundles.ts: the namespaces fetched so far, per language.
const fetched: Record<Locale, Partial<Record<Namespace, unknown>>> = { en: {}, ar: {} };
const pending = new Map<string, Promise<void>>();
const bundles = new Map<string, LanguageBundle>();

function fetchFile(locale: Locale, namespace: Namespace, url: string): Promise<void> {
  const key = `${locale}/${namespace}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${key}: HTTP ${response.status}`);
        return response.json();
      })
      .then((strings: unknown) => {
        fetched[locale][namespace] = strings;
      })
      .catch((error: unknown) => {
        pending.delete(key); // the next navigation tries again
        throw error;
      });
    pending.set(key, loading);
  }
  return loading;
}

/** Resolves once every namespace of the page is here (at once for those fetched before); `files` are their
 * addresses, in the same order (the root loader's). */
export async function loadTranslations(
  locale: Locale,
  namespaces: readonly Namespace[],
  files: readonly string[],
): Promise<void> {
  await Promise.all(
    namespaces.map((ns, index) => (fetched[locale][ns] ? undefined : fetchFile(locale, ns, files[index]!))),
  );
}

/** The same object for the same namespaces, so that the page's i18next instance is kept (createI18nInstance). */
export function clientBundle(locale: Locale, namespaces: readonly Namespace[]): LanguageBundle {
  const present = namespaces.filter((ns) => fetched[locale][ns]);
  const key = `${locale}:${present.join(",")}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = Object.fromEntries(present.map((ns) => [ns, fetched[locale][ns]])) as LanguageBundle;
    bundles.set(key, bundle);
  }
  return bundle;
}

/** The files the server named in the page's head (TranslationPreloads), before the first render. */
export function preloadedTranslations(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>("link[data-translations]");
  return Promise.all(
    [...links].map((link) => {
      const [locale, namespace] = (link.dataset.translations ?? "").split("/") as [Locale, Namespace];
      return loadTranslations(locale, [namespace], [link.href]);
    }),
  ).then(() => undefined);
}
