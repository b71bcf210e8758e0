import { defaultLocale, isLocale, type Locale } from "./localized.ts";

export const LOCALE_COOKIE = "lng";
export const LOCALE_QUERY_PARAM = "lng";

export function detectLocale(input: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.query)) return input.query;
  if (isLocale(input.cookie)) return input.cookie;
  const first = input.acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  if (first.startsWith("ar")) return "ar";
  return defaultLocale;
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null; // a malformed value (lng=%ff) is no value
    }
  }
  return null;
}

/** ?lng=, then the lng cookie, then Accept-Language. */
export function localeOfRequest(request: Request): Locale {
  const url = new URL(request.url);
  return detectLocale({
    query: url.searchParams.get(LOCALE_QUERY_PARAM),
    cookie: readCookie(request.headers.get("cookie"), LOCALE_COOKIE),
    acceptLanguage: request.headers.get("accept-language"),
  });
}
