import type { LanguageBundle } from "./instance.ts";
import type { Locale } from "./localized.ts";
import type { Namespace } from "./route-namespaces.ts";

/** The translations of a page: the server's from its resources, the browser's from the files it fetched. */
export type BundleSource = (locale: Locale, namespaces: readonly Namespace[]) => LanguageBundle;

const NONE: LanguageBundle = {};
let source: BundleSource = () => NONE;

/**
 * Set once by each entry (entry.server.tsx, entry.client.tsx): the root and the meta functions run on both
 * sides, and importing the server's resources here would put every translation into client JavaScript.
 */
export function provideBundles(next: BundleSource) {
  source = next;
}

export function pageBundle(locale: Locale, namespaces: readonly Namespace[]): LanguageBundle {
  return source(locale, namespaces);
}
