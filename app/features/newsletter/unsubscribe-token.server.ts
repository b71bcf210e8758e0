import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

// Signed so the link needs no login and no id can be guessed; never expires, as mail clients expect of
// List-Unsubscribe. The key is derived from AUTH_SECRET for this purpose only: changing it voids sent links.
const VERSION = "n1";
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** Longer input is not a token: refused before any work. */
const MAX_TOKEN_LENGTH = 200;

const keys = new Map<string, Buffer>();

/** One key per purpose, so a token signed for one link is never accepted by another. */
export function newsletterKey(
  secret: string,
  purpose: "newsletter-unsubscribe" | "newsletter-confirm",
): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "storefront-newsletter", purpose, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

/** A 43-character base64url string can decode to 32 bytes with other trailing bits: compares the text too. */
export function sameSignature(signature: string, expected: Buffer): boolean {
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return expected.toString("base64url") === signature;
}

function signatureOf(subscriberId: string, secret: string): Buffer {
  return createHmac("sha256", newsletterKey(secret, "newsletter-unsubscribe"))
    .update(`${VERSION}.${subscriberId}`)
    .digest();
}

export function signUnsubscribeToken(subscriberId: string, secret: string): string {
  const id = subscriberId.toLowerCase();
  if (!UUID.test(id)) throw new Error("A subscriber id is a UUID");
  return `${VERSION}.${id}.${signatureOf(id, secret).toString("base64url")}`;
}

export function verifyUnsubscribeToken(token: unknown, secret: string): string | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const [version, id, signature, ...rest] = token.trim().split(".");
  if (version !== VERSION || !id || !signature || rest.length > 0) return null;
  if (!UUID.test(id) || !SIGNATURE.test(signature)) return null;
  return sameSignature(signature, signatureOf(id, secret)) ? id : null;
}
