const BASE = "http://same-site.invalid";

/**
 * A path of this site to send the browser to, or `fallback`. Judged on the normalised URL, as the browser
 * will read it: the value is resolved against this site, must stay on this site's origin, and the path
 * returned never starts with two slashes or a backslash (which a browser reads as another host:
 * "/.//evil.example" normalises to "//evil.example"). Control characters and backslashes are refused.
 * The one helper for every `next`, `redirectTo` and `returnTo`.
 */
export function safeRedirectPath<F extends string | null>(value: unknown, fallback: F): string | F {
  if (typeof value !== "string") return fallback;
  const text = value.trim();
  if (!text.startsWith("/")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return fallback;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname.replace(/^\/+/, "/");
  const result = `${path}${url.search}${url.hash}`;
  // A second look at what the browser will do with the result: it must land on this site, at this path.
  const landed = new URL(result, BASE);
  if (landed.origin !== BASE || landed.pathname !== path) return fallback;
  return result;
}
