import type { Locale } from "./localized.ts";
import type { Namespace } from "./route-namespaces.ts";

// Each namespace of each language as a fingerprinted file of the client build (served immutable and
// precompressed): the browser fetches a page's files beside its scripts and keeps them from page to page,
// instead of reading them again inside every page's HTML. The mail strings never reach the browser.
const URLS = import.meta.glob<string>(["../../locales/*/*.json", "!../../locales/*/mail.json"], {
  query: "?url",
  import: "default",
  eager: true,
});

export function translationFile(locale: Locale, namespace: Namespace): string {
  const url = URLS[`../../locales/${locale}/${namespace}.json`];
  if (!url) throw new Error(`no translation file for ${locale}/${namespace}`);
  return url;
}
