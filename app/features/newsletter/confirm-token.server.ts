import { createHmac } from "node:crypto";
import { newsletterKey, SIGNATURE, sameSignature, UUID } from "./unsubscribe-token.server.ts";

// The double opt-in link: signed like the unsubscribe link, with a key of its own and an expiry, so a link
// from an old sign-up stops working and no unsubscribe token can confirm.
const VERSION = "c1";
/** Long enough for a reader who opens the mail a day or two later; the e-mail says "three days". */
export const CONFIRM_LINK_HOURS = 72;
const EXPIRY = /^[0-9a-z]{1,10}$/;
const MAX_TOKEN_LENGTH = 200;

function signatureOf(subscriberId: string, expires: string, secret: string): Buffer {
  return createHmac("sha256", newsletterKey(secret, "newsletter-confirm"))
    .update(`${VERSION}.${subscriberId}.${expires}`)
    .digest();
}

export function signConfirmToken(subscriberId: string, secret: string, now: number = Date.now()): string {
  const id = subscriberId.toLowerCase();
  if (!UUID.test(id)) throw new Error("A subscriber id is a UUID");
  const expires = Math.floor(now / 1000 + CONFIRM_LINK_HOURS * 3600).toString(36);
  return `${VERSION}.${id}.${expires}.${signatureOf(id, expires, secret).toString("base64url")}`;
}

/** The subscriber's id, or null for anything tampered, foreign or expired. */
export function verifyConfirmToken(token: unknown, secret: string, now: number = Date.now()): string | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const [version, id, expires, signature, ...rest] = token.trim().split(".");
  if (version !== VERSION || !id || !expires || !signature || rest.length > 0) return null;
  if (!UUID.test(id) || !EXPIRY.test(expires) || !SIGNATURE.test(signature)) return null;
  if (!sameSignature(signature, signatureOf(id, expires, secret))) return null;
  return Number.parseInt(expires, 36) * 1000 > now ? id : null;
}
