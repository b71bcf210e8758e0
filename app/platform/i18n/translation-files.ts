import type { Locale } from "./localized.ts";
import type { Namespace } from "./route-namespaces.ts";

// Each namespace of each language as a fingerprinted file (served immutable and precompressed): the browser
// fetches a page's files beside its scripts and keeps them from page to page, instead of reading them again
// inside every page's HTML. Only the root loader reads this list (React Router moves the files the server
// build emits into the client's assets); the mail strings never reach the browser.
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
