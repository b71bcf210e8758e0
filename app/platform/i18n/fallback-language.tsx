import { createContext, useContext } from "react";
import type { LanguageBundle } from "./instance.ts";
import type { Locale } from "./localized.ts";

export interface FallbackLanguage {
  locale: Locale;
  translations: LanguageBundle;
}

/**
 * The request's language and translations, given by entry.server.tsx for the one case where the root's
 * loader did not run: a middleware refused the request (React Router then runs no loader at all). The
 * error page is still translated, on the server and, through a JSON script element, after hydration.
 */
export const FallbackLanguageContext = createContext<FallbackLanguage | null>(null);

const ELEMENT_ID = "fallback-language";

/**
 * When `needed` (no root data): on the server the context, in the browser the element the server wrote;
 * null otherwise.
 */
export function useFallbackLanguage(needed: boolean): FallbackLanguage | null {
  const fromServer = useContext(FallbackLanguageContext);
  if (!needed) return null;
  if (fromServer) return fromServer;
  if (typeof document === "undefined") return null;
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FallbackLanguage) : null;
}

/** Writes the fallback into the page (not a script that runs: CSP has nothing to allow). */
export function FallbackLanguageScript({ value }: { value: FallbackLanguage }) {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with "<" escaped, read back by useFallbackLanguage
  return <script id={ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
