const BASE = "http://same-site.invalid";

/** The one helper for every `next`, `redirectTo` and `returnTo`. Judged on the URL as the browser will read it:
 * "/.//evil.example" normalises to "//evil.example", another host. */
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
