import { createContext, useContext } from "react";
import type { LanguageBundle } from "./instance.ts";
import type { Locale } from "./localized.ts";

export interface FallbackLanguage {
  locale: Locale;
  translations: LanguageBundle;
}

/** For when a middleware refused the request and no loader ran: the error page is still translated. */
export const FallbackLanguageContext = createContext<FallbackLanguage | null>(null);

const ELEMENT_ID = "fallback-language";

export function useFallbackLanguage(needed: boolean): FallbackLanguage | null {
  const fromServer = useContext(FallbackLanguageContext);
  if (!needed) return null;
  if (fromServer) return fromServer;
  if (typeof document === "undefined") return null;
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FallbackLanguage) : null;
}

/** Data, not a script that runs: CSP has nothing to allow. */
export function FallbackLanguageScript({ value }: { value: FallbackLanguage }) {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with "<" escaped, read back by useFallbackLanguage
  return <script id={ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
