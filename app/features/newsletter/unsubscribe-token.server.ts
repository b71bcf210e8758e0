import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

// Signed so the link needs no login and no id can be guessed; never expires, as mail clients expect of
// List-Unsubscribe. The key is derived from AUTH_SECRET for this purpose only: changing it voids sent links.
const VERSION = "n1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** Longer input is not a token: refused before any work. */
const MAX_TOKEN_LENGTH = 200;

const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "storefront-newsletter", "newsletter-unsubscribe", 32));
    keys.set(secret, key);
  }
  return key;
}

function signatureOf(subscriberId: string, secret: string): Buffer {
  return createHmac("sha256", keyFor(secret)).update(`${VERSION}.${subscriberId}`).digest();
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
  const given = Buffer.from(signature, "base64url");
  const expected = signatureOf(id, secret);
  // A 43-character base64url string can decode to 32 bytes with other trailing bits: compare the text too.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expected.toString("base64url") === signature ? id : null;
}
